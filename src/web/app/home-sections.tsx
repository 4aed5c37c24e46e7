import { ArrowRight, BadgeCheck, RotateCcw, ShieldCheck, Truck } from 'lucide';
import { Link } from 'react-router';
import { Icon } from '../components/icon.tsx';
import { NO_QUESTIONS_RETURN_DAYS, WARRANTY_MONTHS } from '../content/policy.ts';
import { useMessages, usePageLanguage } from '../lib/language.tsx';
import { homeImage } from './home-images.ts';
import styles from './routes/home.module.css';

// The home page's static sections, deferred by the home screen (app/routes/home.tsx).

/** Four promises under the banner. */
export function HomePromises() {
  const { home: words } = useMessages().shop;
  const promises = [
    { icon: BadgeCheck, title: words.hallmarked, text: words.sterling },
    { icon: Truck, title: words.freeShipping, text: words.acrossIndia },
    { icon: RotateCcw, title: words.returns(NO_QUESTIONS_RETURN_DAYS), text: words.noQuestions },
    { icon: ShieldCheck, title: words.warranty(WARRANTY_MONTHS), text: words.everyPiece },
  ];
  return (
    <ul className={styles.promises} aria-label={words.promises}>
      {promises.map(({ icon, title, text }) => (
        <li key={title}>
          <Icon icon={icon} size={22} />
          <span>
            <strong>{title}</strong>
            <small>{text}</small>
          </span>
        </li>
      ))}
    </ul>
  );
}

const ESSENTIALS = [
  {
    to: '/home/bracelets',
    image: 'essential-1',
    alt: 'braceletsAlt',
    cta: 'braceletsCta',
  },
  {
    to: '/home/earrings?price=u1500',
    image: 'essential-2',
    alt: 'earringsAlt',
    cta: 'earringsCta',
  },
] as const;

/** 'Essential For You': two pictures (each language's copy: home-images.ts) leading to listings. */
export function EssentialsForYou() {
  const { language, messages } = usePageLanguage();
  const words = messages.shop.home;
  return (
    <section className={styles.section} aria-labelledby="essentials-title">
      <header className={styles.sectionHead}>
        <p className={styles.eyebrow}>{words.curated}</p>
        <h2 id="essentials-title" className={styles.title}>
          {words.essentials}
        </h2>
      </header>
      <div className={styles.essentials}>
        {ESSENTIALS.map(({ to, image, alt, cta }) => (
          <Link key={to} to={to} className={styles.essential}>
            <img src={homeImage(image, language)} alt={words[alt]} width={1200} height={800} loading="lazy" />
            <span className={styles.essentialCta}>
              {`${words[cta]} `}
              <Icon icon={ArrowRight} size={16} />
            </span>
          </Link>
        ))}
      </div>
    </section>
  );
}
