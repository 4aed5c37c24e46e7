import type { IconNode } from 'lucide';
import type { ComponentProps, ReactNode } from 'react';
import { Icon } from './icon.tsx';
import styles from './empty-state.module.css';

/** An empty cart, wishlist or checkout: its icon, `message`, an optional `hint`, and a way on (`children`). */
export function EmptyState({ icon, message, hint, className, children }: { icon: IconNode; message: ReactNode; hint?: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div className={[styles.card, hint ? null : styles.roomy, className].filter(Boolean).join(' ')}>
      <Icon icon={icon} aria-hidden size={40} strokeWidth={1.25} />
      <p>{message}</p>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {children}
    </div>
  );
}

type NoResultsProps = Omit<ComponentProps<'section'>, 'title'> & { icon: IconNode; title: ReactNode; titleId?: string };

/** No products for a listing or a search: its icon, an `<h2>` and what to try instead (`children`). */
export function NoResults({ icon, title, titleId, children, ...rest }: NoResultsProps) {
  return (
    <section className={styles.dashed} {...rest}>
      <Icon icon={icon} size={36} aria-hidden className={styles.icon} />
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
