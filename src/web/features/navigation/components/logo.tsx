import { Link } from 'react-router';
import styles from './logo.module.css';

/** The shop's word mark, linking home. */
export function Logo({ tone = 'ink', onClick }: { tone?: 'ink' | 'light'; onClick?: () => void }) {
  return (
    <Link to="/" className={styles.logo} data-tone={tone} aria-label="Rajat Silver, fine silver, Cuttack: home" onClick={onClick}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden>
        <defs>
          <linearGradient id="logo-gold" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ecd39d" />
            <stop offset="0.5" stopColor="#b8873f" />
            <stop offset="1" stopColor="#f2dcaa" />
          </linearGradient>
        </defs>
        <path d="M16 3 L27 14 L16 29 L5 14 Z" fill="none" stroke="url(#logo-gold)" strokeWidth="2" />
        <path d="M5 14 H27 M11 14 L16 3 L21 14 L16 29 Z" fill="none" stroke="url(#logo-gold)" strokeWidth="1.2" />
      </svg>
      <span className={styles.words}>
        <span className={styles.name}>Rajat Silver</span>{' '}
        <span className={styles.sub}>Fine silver · Cuttack</span>
      </span>
    </Link>
  );
}
