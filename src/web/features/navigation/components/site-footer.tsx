import { Mail, MapPin, Phone, ShieldCheck } from 'lucide';
import { Icon } from '../../../components/icon.tsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SHOP } from '../../../content/shop.ts';
import { Logo } from './logo.tsx';
import styles from './site-footer.module.css';

export const FOOTER_LINKS = {
  help: [
    { label: 'Terms & Conditions', to: '/terms' },
    { label: 'Privacy Policy', to: '/privacy' },
    { label: 'Refund & Cancellation', to: '/refund' },
    { label: 'Shipping Policy', to: '/shipping' },
    { label: 'FAQ', to: '/FAQ' },
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
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.brand} aria-label="About the shop">
          <Logo tone="light" />
          <p className={styles.blurb}>
            Silver jewellery made by hand in {SHOP.city}, home of the centuries-old tarakasi filigree craft. Every piece is
            hallmarked and sold at honest per-gram prices.
          </p>
          <p className={styles.licence}>
            <Icon icon={ShieldCheck} size={16} aria-hidden />
            {/* The words may wrap, the licence number never. */}
            <span>
              {SHOP.licenceCode.slice(0, LICENCE_NUMBER_AT)}
              <span className={styles.licenceNumber}>{SHOP.licenceCode.slice(LICENCE_NUMBER_AT)}</span>
            </span>
          </p>
        </section>
        <nav className={styles.column} aria-label="Help">
          <h2 className={styles.heading}>Help</h2>
          <ul>
            {FOOTER_LINKS.help.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className={styles.column} aria-label="Follow us">
          <h2 className={styles.heading}>Follow us</h2>
          <ul>
            {FOOTER_LINKS.social.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <a href={SHOP.instagramUrl} target="_blank" rel="noopener noreferrer">
                Instagram<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </nav>
        <section className={`${styles.column} ${styles.contactColumn}`} aria-label="Contact">
          <h2 className={styles.heading}>Contact</h2>
          <ul className={styles.contact}>
            <li>
              <Icon icon={MapPin} size={16} aria-hidden /> <span>{SHOP.city}</span>
            </li>
            <li>
              <Icon icon={Mail} size={16} aria-hidden /> <a href={`mailto:${SHOP.salesEmail}`}>{SHOP.salesEmail}</a>
            </li>
            <li>
              <Icon icon={Phone} size={16} aria-hidden /> <a href={SHOP.phoneHref}>{SHOP.phone}</a>
            </li>
          </ul>
        </section>
        <section className={styles.subscribe} aria-label="Newsletter">
          <h2 className={styles.heading}>Subscribe us</h2>
          <p className={styles.small}>New collections and festive offers, about once a month. No spam.</p>
          {subscribe}
        </section>
      </div>
      <div className={styles.bottom}>
        <p>
          © {SHOP.copyrightYear} {SHOP.name}. All rights reserved.
        </p>
        <p>Prices in Indian rupees, inclusive of all taxes.</p>
      </div>
    </footer>
  );
}
