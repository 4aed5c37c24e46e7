import { ChevronRight } from 'lucide';
import { Icon } from './icon.tsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './content-page.module.css';

/** A page of reading text: breadcrumb, eyebrow, title, lead paragraph, then its sections. */
export function ContentPage({
  eyebrow,
  title,
  lead,
  updated,
  children,
  aside,
}: {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  updated?: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <main className={styles.page}>
      <header className={styles.hero}>
        <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
          <Link to="/">Home</Link>
          <Icon icon={ChevronRight} size={14} aria-hidden />
          <span aria-current="page">{title}</span>
        </nav>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
        {updated ? <p className={styles.updated}>Last updated: {updated}</p> : null}
      </header>
      <div className={styles.body}>
        <article className={styles.prose}>{children}</article>
        {aside ? <aside className={styles.aside}>{aside}</aside> : null}
      </div>
    </main>
  );
}

/** A titled block inside a content page. */
export function ContentSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}
