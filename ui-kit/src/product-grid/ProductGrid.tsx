import { Children, type ReactNode } from 'react';
import styles from './product-grid.module.css';

export interface ProductGridProps {
  /** ProductCards; each becomes a list item, so screen readers announce the count. */
  children: ReactNode;
  label?: string;
}

export function ProductGrid({ children, label }: ProductGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {Children.map(children, (child) => (child ? <li>{child}</li> : null))}
    </ul>
  );
}
