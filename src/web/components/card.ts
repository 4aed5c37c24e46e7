import styles from './card.module.css';

/** The class of a raised card, for a `<section>`, a `<form>` or an `<aside>`; `className` adds the screen's own layout. */
export function cardClass({ compact = false, className }: { compact?: boolean; className?: string | undefined } = {}): string {
  return [styles.card, compact ? styles.compact : null, className].filter(Boolean).join(' ');
}
