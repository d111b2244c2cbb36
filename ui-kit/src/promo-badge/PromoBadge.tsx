import styles from './promo-badge.module.css';

export interface PromoBadgeProps {
  /** The promo's text, e.g. '-30%' or '3x2' (warehousePromo.view). */
  text: string;
  /** warehousePromo.view.cssClass: the chain's own promo styling hook, kept as a class. */
  cssClass?: string;
  /** A promo the shopper chooses when adding (view.selectablePromoText): drawn in brown. */
  selectable?: boolean;
}

/** spec: shopping §2 "promo badge"; §3 Product.warehousePromo. */
export function PromoBadge({ text, cssClass, selectable = false }: PromoBadgeProps) {
  const look = [styles.promo, selectable && styles.selectable, cssClass].filter(Boolean).join(' ');
  return <span className={look}>{text}</span>;
}
