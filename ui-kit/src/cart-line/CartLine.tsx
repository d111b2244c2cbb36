import { addMessages, formatPrice, t } from '@sporta/i18n';
import { uiCart } from '@sporta/i18n/messages/ui-cart';
import type { ReactNode } from 'react';
import { IconButton } from '../icon-button';
import { ClockIcon, TrashIcon } from '../icons';
import { PriceDisplay, type PriceDisplayProps } from '../price-display';
import { PromoBadge, type PromoBadgeProps } from '../promo-badge';
import { QuantityStepper, type QuantityStepperProps } from '../quantity-stepper';
import { VisuallyHidden } from '../visually-hidden';
import styles from './cart-line.module.css';

addMessages(uiCart);

/**
 * Why a line may not arrive with the chosen slot (spec: shopping §4 availability codes), as the
 * shop words it: which code gives which notice is a shop rule (@sporta/rules), not the kit's.
 */
export type CartLineNotice = string;

export interface CartLineProps {
  name: string;
  shortDescr?: string;
  href?: string;
  imageSrc: string;
  /** Unit price; for Pezzo with its price per weight unit (`measure`). */
  unitPrice: PriceDisplayProps;
  promo?: PromoBadgeProps;
  notices?: readonly CartLineNotice[];
  quantity: Omit<QuantityStepperProps, 'label' | 'disabled'>;
  /** The line's gross total in euro. */
  grossTotal: number;
  onRemove(): void;
  /** USER_DISABLED '1': the shopper may not change this line; stepper and delete are hidden. */
  locked?: boolean;
  /** Why the last change of this line was refused (the server's text), announced to screen readers. */
  message?: string;
  /** More of the line, under it (the checkout's substitution choice). */
  children?: ReactNode;
  /** A small control beside the delete button (the 'save to a list' heart). */
  tools?: ReactNode;
}

/** One product in the cart (spec: shopping §2 "Cart item list"). Removal confirms elsewhere. */
export function CartLine({
  name,
  shortDescr,
  href,
  imageSrc,
  unitPrice,
  promo,
  notices = [],
  quantity,
  grossTotal,
  onRemove,
  locked = false,
  message,
  children,
  tools,
}: CartLineProps) {
  return (
    <article className={styles.line} aria-label={name}>
      <img className={styles.image} src={imageSrc} alt="" width={64} height={64} loading="lazy" />
      <div className={styles.info}>
        {shortDescr ? <p className={styles.brand}>{shortDescr}</p> : null}
        <h3 className={styles.name}>{href ? <a href={href}>{name}</a> : name}</h3>
        <PriceDisplay {...unitPrice} />
        {promo ? (
          <span>
            <PromoBadge {...promo} />
          </span>
        ) : null}
      </div>
      {notices.length > 0 ? (
        <ul className={styles.notices}>
          {notices.map((notice) => (
            <li key={notice} className={styles.notice}>
              <ClockIcon size={16} />
              {notice}
            </li>
          ))}
        </ul>
      ) : null}
      {locked ? null : (
        <div className={styles.stepper}>
          <QuantityStepper {...quantity} label={t('cart.quantityOf', { name })} />
        </div>
      )}
      <p className={styles.total}>
        <VisuallyHidden>{t('ui.cartLine.total')} </VisuallyHidden>
        {formatPrice(grossTotal)}
      </p>
      {message ? (
        <p className={styles.message} role="alert">
          {message}
        </p>
      ) : null}
      {children ? <div className={styles.extras}>{children}</div> : null}
      <div className={styles.tools}>
        {tools}
        {locked ? null : (
          <IconButton label={t('ui.delete', { name })} onClick={onRemove}>
            <TrashIcon />
          </IconButton>
        )}
      </div>
    </article>
  );
}
