import type { ComponentProps } from 'react';
import styles from './badge.module.css';

/** good: done or fast (green dot); fair: waiting or middling (accent square); bad: failed or slow (red triangle). */
export type BadgeTone = 'good' | 'fair' | 'bad';

/** A small status pill with a mark whose shape and colour follow `tone`; `children` name the status. */
export function Badge({ tone, className, children, ...rest }: ComponentProps<'span'> & { tone: BadgeTone }) {
  return (
    <span className={className ? `${styles.badge} ${className}` : styles.badge} data-tone={tone} {...rest}>
      <span className={styles.mark} aria-hidden="true" />
      {children}
    </span>
  );
}
