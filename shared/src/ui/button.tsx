import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

export interface ButtonLook {
  /**
   * 'secondary' (the default) for most actions, 'primary' for the one a form or step is for,
   * 'danger' for what deletes or punishes, 'link' for an action that reads as text.
   */
  variant?: ButtonVariant;
  /** A primary or danger action beside others: its colour on the surface, not filled with it. */
  outline?: boolean;
  /** 32 px high instead of 40, for a row of small actions. */
  small?: boolean;
}

/**
 * The classes of a button's look. A link that looks like a button (it navigates, so it stays a
 * link for screen readers) takes them too; `className` adds the caller's own.
 */
export function buttonClass(
  { variant = 'secondary', outline, small }: ButtonLook,
  className?: string,
): string {
  return [styles.button, styles[variant], outline && styles.outline, small && styles.small, className]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  ref?: Ref<HTMLButtonElement>;
}

/** A native button in the design's look; `type` defaults to 'button', so it never submits by accident. */
export function Button({ variant, outline, small, className, ...props }: ButtonProps) {
  return <button type="button" {...props} className={buttonClass({ variant, outline, small }, className)} />;
}
