import { addMessages, formatPrice, t } from '@sporta/i18n';
import { uiCatalogue } from '@sporta/i18n/messages/ui-catalogue';
import { VisuallyHidden } from '../visually-hidden';
import styles from './price-display.module.css';

addMessages(uiCatalogue);

export interface PriceDisplayProps {
  /** Selling price in euro (Product.priceDisplay). */
  price: number;
  /** List price, shown struck through when above `price` (Product.priceStandardDisplay). */
  standardPrice?: number;
  /** What `price` is for, e.g. 'kg' for loose goods (Product.weightUnitDisplay) → '1,99 €/kg'. */
  per?: string;
  /** Price per unit of measure, e.g. 12.5 and 'kg' → '12,50 €/kg'; for Pezzo items the
   * price per weight unit (spec: shopping §2 "unit price per weight unit for Pezzo"). */
  measure?: { price: number; unit: string };
  size?: 'md' | 'lg';
}

/** spec: shopping §2 "price display"; §3 Product price fields. */
export function PriceDisplay({
  price,
  standardPrice,
  per,
  measure,
  size = 'md',
}: PriceDisplayProps) {
  const promo = standardPrice !== undefined && standardPrice > price;
  const look = [styles.price, promo && styles.promo, size === 'lg' && styles.large]
    .filter(Boolean)
    .join(' ');
  return (
    <span className={look}>
      <span className={styles.current}>
        {promo ? <VisuallyHidden>{t('ui.price.now')} </VisuallyHidden> : null}
        {formatPrice(price)}
        {per ? <span className={styles.per}>/{per}</span> : null}
      </span>
      {promo ? (
        <span className={styles.standard}>
          <VisuallyHidden>{t('ui.price.insteadOf')} </VisuallyHidden>
          <s>{formatPrice(standardPrice)}</s>
        </span>
      ) : null}
      {measure ? (
        <span className={styles.measure}>
          {t('ui.price.measure', { price: formatPrice(measure.price), unit: measure.unit })}
        </span>
      ) : null}
    </span>
  );
}
