import type { ComponentProps } from 'react';
import styles from './page.module.css';

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** A shopper page's `<main>` column; `fill`: at least a screen tall while its content is still to come. */
export function Page({ fill = false, className, ...rest }: ComponentProps<'main'> & { fill?: boolean }) {
  return <main className={join(styles.page, fill && styles.fill, className)} {...rest} />;
}

/** A shopper page's plain `<h1>` ('Your Cart', 'Checkout'). */
export function PageTitle({ className, ...rest }: ComponentProps<'h1'>) {
  return <h1 className={join(styles.title, className)} {...rest} />;
}

/** Holds a list's place while it is not known yet (the server's render and hydration); `label` is read to screen readers. */
export function PagePending({ label }: { label: string }) {
  return (
    <p className={styles.pending} aria-busy="true">
      <span className="visually-hidden">{label}</span>
    </p>
  );
}
