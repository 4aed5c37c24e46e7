import type { ReactNode } from 'react';
import styles from './page-heading.module.css';

/** A page's `<h1>` under its eyebrow ('Shop', 'Search'); `children` stand under the title. */
export function PageHeading({ eyebrow, title, children }: { eyebrow: string; title: ReactNode; children?: ReactNode }) {
  return (
    <header className={styles.head}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </header>
  );
}
