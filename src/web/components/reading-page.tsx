import { ChevronRight } from 'lucide';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from './icon.tsx';
import styles from './content-page.module.css';

/**
 * The frame of a page of reading text (the policies, the FAQ, the size guide): the breadcrumb
 * from home, the title with what goes `above` and `below` it, then the text and an `aside`.
 */
export function ReadingPage(props: {
  title: string;
  words: { breadcrumb: string; home: string };
  above?: ReactNode;
  below?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className={styles.page}>
      <header className={styles.hero}>
        <nav aria-label={props.words.breadcrumb} className={styles.breadcrumb}>
          <Link to="/">{props.words.home}</Link>
          <Icon icon={ChevronRight} size={14} aria-hidden />
          <span aria-current="page">{props.title}</span>
        </nav>
        {props.above}
        <h1 className={styles.title}>{props.title}</h1>
        {props.below}
      </header>
      <div className={styles.body}>
        <article className={styles.prose}>{props.children}</article>
        {props.aside}
      </div>
    </main>
  );
}
