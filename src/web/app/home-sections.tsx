import { ArrowRight, BadgeCheck, RotateCcw, ShieldCheck, Truck } from 'lucide';
import { Link } from 'react-router';
import { Icon } from '../components/icon.tsx';
import { NO_QUESTIONS_RETURN_DAYS, WARRANTY_MONTHS } from '../content/policy.ts';
import styles from './routes/home.module.css';

// The home page's static sections, deferred by the home screen (app/routes/home.tsx).

const PROMISES = [
  { icon: BadgeCheck, title: 'BIS hallmarked', text: '925 sterling silver' },
  { icon: Truck, title: 'Free shipping', text: 'Across India' },
  { icon: RotateCcw, title: `${NO_QUESTIONS_RETURN_DAYS}-day returns`, text: 'No questions asked' },
  { icon: ShieldCheck, title: `${WARRANTY_MONTHS}-month warranty`, text: 'On every piece' },
] as const;

/** Four promises under the banner. */
export function HomePromises() {
  return (
    <ul className={styles.promises} aria-label="Our promises">
      {PROMISES.map(({ icon, title, text }) => (
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
    image: '/images/essential-1.svg',
    alt: 'Everyday essentials: silver kadas and bangles, made to stack',
    cta: 'Shop bracelets & bangles',
  },
  {
    to: '/home/earrings?price=u1500',
    image: '/images/essential-2.svg',
    alt: 'Gifts under ₹1,500: silver studs and jhumkas, gift-boxed',
    cta: 'Shop earrings under ₹1,500',
  },
] as const;

/** 'Essential For You': two pictures leading to listings. */
export function EssentialsForYou() {
  return (
    <section className={styles.section} aria-labelledby="essentials-title">
      <header className={styles.sectionHead}>
        <p className={styles.eyebrow}>Curated</p>
        <h2 id="essentials-title" className={styles.title}>
          Essential For You
        </h2>
      </header>
      <div className={styles.essentials}>
        {ESSENTIALS.map(({ to, image, alt, cta }) => (
          <Link key={to} to={to} className={styles.essential}>
            <img src={image} alt={alt} width={1200} height={800} loading="lazy" />
            <span className={styles.essentialCta}>
              {`${cta} `}
              <Icon icon={ArrowRight} size={16} />
            </span>
          </Link>
        ))}
      </div>
    </section>
  );
}
