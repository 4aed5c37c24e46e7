import type { ComponentProps } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'outline' | 'chip' | 'pill' | 'pillSolid';
/** The pills' height: 36px `small`, 42px `large`, 40px otherwise. */
export type ButtonSize = 'small' | 'large';

/** The class of a button of this variant: for a router `Link` or an `<a>` that looks like one. */
export function buttonClass(variant: ButtonVariant, { size, className }: { size?: ButtonSize | undefined; className?: string | undefined } = {}): string {
  return [styles[variant], size ? styles[size] : null, className].filter(Boolean).join(' ');
}

type ButtonProps = ComponentProps<'button'> & { variant: ButtonVariant; size?: ButtonSize | undefined };

/** A `<button>` (type "button" unless told) in one of the shop's button variants. */
export function Button({ variant, size, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, { size, className })} {...rest} />;
}
