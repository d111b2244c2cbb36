import type { ComponentPropsWithRef } from 'react';
import styles from './button.module.css';

const variants = {
  primary: styles.primary,
  secondary: styles.secondary,
  ghost: styles.ghost,
  danger: styles.danger,
} as const;

const sizes = {
  sm: styles.sm,
  md: styles.md,
  lg: styles.lg,
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of its container (mobile forms, drawer footers). */
  block?: boolean;
}

/** The button classes, for links that must look like a button ('Concludi ordine' → /checkout). */
export function buttonClass({ variant = 'primary', size = 'md', block = false }: ButtonLook = {}) {
  return [styles.button, variants[variant], sizes[size], block && styles.block]
    .filter(Boolean)
    .join(' ');
}

export type ButtonProps = ComponentPropsWithRef<'button'> & ButtonLook;

export function Button({ variant, size, block, className, type = 'button', ...rest }: ButtonProps) {
  const look = buttonClass({
    ...(variant && { variant }),
    ...(size && { size }),
    ...(block && { block }),
  });
  return <button type={type} className={className ? `${look} ${className}` : look} {...rest} />;
}
