import { Link } from 'react-router';
import { useMessages } from '../../../lib/language.tsx';
import styles from './logo.module.css';

/** The shop's word mark, linking home. */
export function Logo({ tone = 'ink', onClick }: { tone?: 'ink' | 'light'; onClick?: () => void }) {
  const { logo } = useMessages().common;
  return (
    <Link to="/" className={styles.logo} data-tone={tone} aria-label={logo.label} onClick={onClick}>
      <span className={styles.mark} aria-hidden />
      <span className={styles.words}>
        <span className={styles.name}>Rajat Silver</span>{' '}
        <span className={styles.sub}>{logo.sub}</span>
      </span>
    </Link>
  );
}
