import type { ReactNode } from 'react';
import { PriceDisplay, type PriceDisplayProps } from '../price-display';
import { PromoBadge, type PromoBadgeProps } from '../promo-badge';
import styles from './product-card.module.css';

export interface ProductCardProps {
  name: string;
  /** Product.shortDescr, usually the brand. */
  shortDescr?: string;
  /** Product.description: the pack, e.g. '500 g' or '6 x 1,5 l'. */
  description?: string;
  /** '/product/<slug>'. */
  href: string;
  imageSrc: string;
  price: PriceDisplayProps;
  promo?: PromoBadgeProps;
  /** The stepper or the add button, chosen by the caller from the cart state. */
  actions?: ReactNode;
  /** A control over the picture's corner, the 'save to a list' heart: it leaves the actions' row
   * to the cart's control, so that one fits the card on a phone (issue 38 §5). */
  corner?: ReactNode;
  /** The heading level inside the page (h2 in a category page, h3 under a section). */
  headingLevel?: 2 | 3 | 4;
  /** The first cards of a page: the picture loads at once (LCP), not lazily. */
  eager?: boolean;
}

/** A product in a list or grid (spec: shopping §2 Category, Search). */
export function ProductCard({
  name,
  shortDescr,
  description,
  href,
  imageSrc,
  price,
  promo,
  actions,
  corner,
  headingLevel = 3,
  eager = false,
}: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {/* The name says what the picture shows: alt stays empty to avoid saying it twice. */}
        <img
          className={styles.image}
          src={imageSrc}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          width={200}
          height={200}
        />
        {promo ? (
          <span className={styles.promo}>
            <PromoBadge {...promo} />
          </span>
        ) : null}
      </div>
      {shortDescr ? <p className={styles.brand}>{shortDescr}</p> : null}
      <Heading className={styles.name}>
        <a className={styles.link} href={href}>
          {name}
        </a>
      </Heading>
      {description ? <p className={styles.pack}>{description}</p> : null}
      <div className={styles.footer}>
        <PriceDisplay {...price} />
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {/* After the actions in the reading order; drawn over the picture's corner. */}
      {corner ? <div className={styles.corner}>{corner}</div> : null}
    </article>
  );
}
