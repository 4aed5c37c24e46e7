import type { ComponentProps, ReactNode } from 'react';
import styles from './field.module.css';

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

type FieldProps = {
  label: ReactNode;
  /** The control's id: the label names it with `for`. Without it the label wraps the control. */
  htmlFor?: string;
  className?: string | undefined;
  /** The input or select, and after it any hint or error (`FieldHint`, `FieldError`). */
  children: ReactNode;
};

/** A labelled form field: the label over its control, then a hint or an error. */
export function Field({ label, htmlFor, className, children }: FieldProps) {
  if (htmlFor === undefined) {
    return (
      <label className={join(styles.field, className)}>
        <span className={styles.label}>{label}</span>
        {children}
      </label>
    );
  }
  return (
    <div className={join(styles.field, className)}>
      <label className={styles.label} htmlFor={htmlFor}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** A field's text input; `large`: 44px tall instead of 42. */
export function Input({ large = false, className, ...rest }: ComponentProps<'input'> & { large?: boolean }) {
  return <input className={join(styles.input, large && styles.large, className)} {...rest} />;
}

/** A field's select, dressed as its inputs. */
export function Select({ className, ...rest }: ComponentProps<'select'>) {
  return <select className={join(styles.input, className)} {...rest} />;
}

/** A quiet note under a field or a group of fields. */
export function FieldHint({ className, ...rest }: ComponentProps<'p'>) {
  return <p className={join(styles.hint, className)} {...rest} />;
}

/** What is wrong with a field; give it an id for the control's `aria-describedby`. */
export function FieldError({ className, ...rest }: ComponentProps<'p'>) {
  return <p className={join(styles.error, className)} {...rest} />;
}
