import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './icon-button.module.css';

export type IconButtonProps = Omit<ComponentPropsWithRef<'button'>, 'aria-label' | 'children'> & {
  /** The accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  children: ReactNode;
  size?: 'sm' | 'md';
  filled?: boolean;
};

export function IconButton({
  label,
  size = 'md',
  filled = false,
  className,
  type = 'button',
  title,
  ...rest
}: IconButtonProps) {
  const look = [styles.iconButton, size === 'sm' && styles.sm, filled && styles.filled, className]
    .filter(Boolean)
    .join(' ');
  return (
    <button type={type} aria-label={label} title={title ?? label} className={look} {...rest} />
  );
}
