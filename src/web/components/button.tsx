import type { ComponentProps } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'outline' | 'pill' | 'pillSolid';

/** The class of a button of this variant: for a router `Link` or an `<a>` that looks like one. */
export function buttonClass(variant: ButtonVariant, { tall = false, className }: { tall?: boolean; className?: string | undefined } = {}): string {
  return [styles[variant], tall ? styles.tall : null, className].filter(Boolean).join(' ');
}

type ButtonProps = ComponentProps<'button'> & { variant: ButtonVariant; tall?: boolean };

/** A `<button>` (type "button" unless told) in one of the shop's button variants. */
export function Button({ variant, tall, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, { tall, className })} {...rest} />;
}
