import { Mail, MapPin, Phone, ShieldCheck } from 'lucide';
import { Icon } from '../../../components/icon.tsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SHOP } from '../../../content/shop.ts';
import { Logo } from './logo.tsx';
import { useMessages } from '../../../lib/language.tsx';
import styles from './site-footer.module.css';

export const FOOTER_LINKS = {
  help: [
    { key: 'terms', to: '/terms' },
    { key: 'privacy', to: '/privacy' },
    { key: 'refund', to: '/refund' },
    { key: 'shipping', to: '/shipping' },
    { key: 'faq', to: '/FAQ' },
  ],
  social: [
    { label: 'Facebook', to: '/facebook' },
    { label: 'Twitter', to: '/twitter' },
  ],
} as const;

/** Where the licence's number starts (after its last space). */
const LICENCE_NUMBER_AT = SHOP.licenceCode.lastIndexOf(' ') + 1;

/** Policy and social links, the 'Subscribe us' slot, the shop's licence and contacts. */
export function SiteFooter({ subscribe }: { subscribe: ReactNode }) {
  const { footer } = useMessages().common;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.brand} aria-label={footer.about}>
          <Logo tone="light" />
          <p className={styles.blurb}>{footer.blurb}</p>
          <p className={styles.licence}>
            <Icon icon={ShieldCheck} size={16} aria-hidden />
            {/* The words may wrap, the licence number never. */}
            <span>
              {footer.licence}
              <span className={styles.licenceNumber}>{SHOP.licenceCode.slice(LICENCE_NUMBER_AT)}</span>
            </span>
          </p>
        </section>
        <nav className={styles.column} aria-label={footer.help}>
          <h2 className={styles.heading}>{footer.help}</h2>
          <ul>
            {FOOTER_LINKS.help.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{footer.links[link.key]}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className={styles.column} aria-label={footer.follow}>
          <h2 className={styles.heading}>{footer.follow}</h2>
          <ul>
            {FOOTER_LINKS.social.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <a href={SHOP.instagramUrl} target="_blank" rel="noopener noreferrer">
                Instagram<span className="visually-hidden">{footer.newTab}</span>
              </a>
            </li>
          </ul>
        </nav>
        <section className={`${styles.column} ${styles.contactColumn}`} aria-label={footer.contact}>
          <h2 className={styles.heading}>{footer.contact}</h2>
          <ul className={styles.contact}>
            <li>
              <Icon icon={MapPin} size={16} aria-hidden /> <span>{footer.city}</span>
            </li>
            <li>
              <Icon icon={Mail} size={16} aria-hidden /> <a href={`mailto:${SHOP.salesEmail}`}>{SHOP.salesEmail}</a>
            </li>
            <li>
              <Icon icon={Phone} size={16} aria-hidden /> <a href={SHOP.phoneHref}>{SHOP.phone}</a>
            </li>
          </ul>
        </section>
        <section className={styles.subscribe} aria-label={footer.newsletter}>
          <h2 className={styles.heading}>{footer.subscribeUs}</h2>
          <p className={styles.small}>{footer.subscribeNote}</p>
          {subscribe}
        </section>
      </div>
      <div className={styles.bottom}>
        <p>{footer.rights(SHOP.copyrightYear, SHOP.name)}</p>
        <p>{footer.prices}</p>
      </div>
    </footer>
  );
}
