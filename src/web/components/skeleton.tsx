import styles from './skeleton.module.css';

/** A grey block with a wave of light passing over it, shown while content loads. */
export function Skeleton({ className, label }: { className?: string; label?: string }) {
  return (
    <span
      className={`${styles.skeleton} ${className ?? ''}`}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      data-testid="skeleton"
    />
  );
}
