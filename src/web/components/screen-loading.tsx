import { useMessages } from '../lib/language.tsx';
import styles from './screen-loading.module.css';

/**
 * The place of a screen whose code has not arrived yet, on the first load of a lazy screen:
 * the header and footer show at once, and the footer does not jump when the screen comes.
 */
export function ScreenLoading() {
  const words = useMessages().common;
  return (
    <main className={styles.loading} aria-busy="true">
      <p className="visually-hidden" role="status">
        {words.loading}
      </p>
    </main>
  );
}
