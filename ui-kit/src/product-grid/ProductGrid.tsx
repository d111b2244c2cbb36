import { Children, type ReactNode } from 'react';
import styles from './product-grid.module.css';

export interface ProductGridProps {
  /** ProductCard elements; each becomes a list item, so screen readers announce the count. */
  children?: ReactNode;
  /**
   * Cards a server rendered already, each the HTML of a ProductCard it rendered itself (never
   * text from elsewhere: it is put in the page as it is); each becomes a list item after the
   * children. A server keeps a card's HTML once rendered (a card follows from its product).
   */
  renderedCards?: readonly string[];
  label?: string;
}

export function ProductGrid({ children, renderedCards = [], label }: ProductGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {Children.map(children, (child) => (child ? <li>{child}</li> : null))}
      {renderedCards.map((html, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static markup, never reordered
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a card its server rendered itself
        <li key={index} dangerouslySetInnerHTML={{ __html: html }} />
      ))}
    </ul>
  );
}
