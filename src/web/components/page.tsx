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
