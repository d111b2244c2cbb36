import type { ComponentPropsWithRef } from 'react';
import styles from './badge.module.css';

const tones = {
  primary: styles.primary,
  secondary: styles.secondary,
  neutral: styles.neutral,
  success: styles.success,
  warning: styles.warning,
  error: styles.error,
  info: styles.info,
} as const;

export type BadgeTone = keyof typeof tones;

export type BadgeProps = ComponentPropsWithRef<'span'> & { tone?: BadgeTone };

/**
 * A small count or label, e.g. the cart count on the top bar. When the number repeats what the
 * surrounding control already says ('Carrello, 3 prodotti'), pass `aria-hidden`.
 */
export function Badge({ tone = 'primary', className, ...rest }: BadgeProps) {
  const look = [styles.badge, tones[tone], className].filter(Boolean).join(' ');
  return <span className={look} {...rest} />;
}
