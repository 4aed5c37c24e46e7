import { Link } from 'react-router';
import styles from './logo.module.css';

/** The shop's word mark, linking home. */
export function Logo({ tone = 'ink', onClick }: { tone?: 'ink' | 'light'; onClick?: () => void }) {
  return (
    <Link to="/" className={styles.logo} data-tone={tone} aria-label="Rajat Silver, fine silver, Cuttack: home" onClick={onClick}>
      <span className={styles.mark} aria-hidden />
      <span className={styles.words}>
        <span className={styles.name}>Rajat Silver</span>{' '}
        <span className={styles.sub}>Fine silver · Cuttack</span>
      </span>
    </Link>
  );
}
