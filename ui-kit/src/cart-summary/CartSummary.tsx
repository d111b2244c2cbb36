import { addMessages, formatPrice, t } from '@sporta/i18n';
import { uiCart } from '@sporta/i18n/messages/ui-cart';
import { Fragment, type ReactNode } from 'react';
import { Button, buttonClass } from '../button';
import { IconButton } from '../icon-button';
import { CloseIcon } from '../icons';
import styles from './cart-summary.module.css';

addMessages(uiCart);

export interface CartSummaryProps {
  /** cart.cartId: at 0 or below there is no cart and only a message shows. */
  cartId: number;
  itemCount: number;
  /** cart.totalPrice. */
  itemsTotal: number;
  /** cart.totalPriceVariable: the part priced by weight ('Di cui a peso'). */
  weightedTotal?: number;
  /** What the shopper pays ('TOTALE'): the server's grossTotal, never a sum of the rows. */
  grandTotal: number;
  /** The delivery fee: 0 shows 'gratuita'; left out where no fee applies (pickup). */
  deliveryFee?: number;
  /** Discount codes and gift certificates together, a positive amount shown as taken off. */
  discountsTotal?: number;
  /** Texts from the domain rules: minimum purchase, delivery fee (home delivery only). */
  minimumPurchaseHint?: string;
  deliveryFeeHint?: string;
  /** Full mode (checkout): gift certificates, bags and certificates to be generated. */
  full?: boolean;
  giftCertificates?: readonly { id: number; description: string }[];
  onRemoveGiftCertificate?(id: number): void;
  /** cart.packageTotal and cart.orderPackages. */
  packagesTotal?: number;
  packages?: readonly {
    id: number;
    description: string;
    quantity: number;
    unitCost: number;
    total: number;
  }[];
  giftCertificatesToGenerate?: readonly { description: string; amount?: number }[];
  /** The cart edits an existing order (cart.order is set). */
  editingOrder?: boolean;
  /** Ask for confirmation before emptying or cancelling: the caller shows the ConfirmDialog. */
  onEmptyCart?(): void;
  onCancelEdits?(): void;
  checkoutHref?: string;
  /** What takes the place of the 'Concludi ordine' link (the checkout's own next step). */
  checkoutAction?: ReactNode;
  /** The total and 'Concludi ordine' are shown apart, always in view (the cart drawer's footer):
   * the summary keeps its rows and its secondary actions only. */
  checkoutApart?: boolean;
}

/** Every line of the cart summary panel (spec: shopping §2 "Cart summary panel"). */
export function CartSummary(props: CartSummaryProps) {
  const { cartId, itemCount, itemsTotal, weightedTotal, full = false } = props;
  if (cartId <= 0) return <p className={styles.summary}>{t('cart.noCart')}</p>;
  const hasItems = itemCount > 0;
  return (
    <section className={styles.summary} aria-label={t('ui.cartSummary.label')}>
      <dl className={styles.rows}>
        <dt>{t('cart.summary.items')}</dt>
        <dd>{formatPrice(itemsTotal)}</dd>
        {weightedTotal ? (
          <>
            <dt className={styles.sub}>{t('cart.summary.weighted')}</dt>
            <dd className={styles.sub}>{formatPrice(weightedTotal)}</dd>
          </>
        ) : null}
        {props.packagesTotal !== undefined ? (
          <>
            <dt>{t('cart.bags.title')}</dt>
            <dd>{formatPrice(props.packagesTotal)}</dd>
          </>
        ) : null}
        {full ? <FullModeRows {...props} /> : null}
        <TotalRows {...props} />
      </dl>
      {props.minimumPurchaseHint ? (
        <p className={styles.hint}>{props.minimumPurchaseHint}</p>
      ) : null}
      {props.deliveryFeeHint ? <p className={styles.hint}>{props.deliveryFeeHint}</p> : null}
      {hasItems ? <SummaryActions {...props} /> : null}
    </section>
  );
}

/** 'Concludi ordine' (unless shown apart), then emptying the cart or cancelling an order's edits. */
function SummaryActions(props: CartSummaryProps) {
  const { full = false } = props;
  const checkout = props.checkoutApart
    ? null
    : (props.checkoutAction ?? (
        <a className={buttonClass({ block: true })} href={props.checkoutHref ?? '/checkout'}>
          {t('cart.summary.checkout')}
        </a>
      ));
  const secondary =
    !full && !props.editingOrder && props.onEmptyCart ? (
      <Button variant="secondary" block onClick={props.onEmptyCart}>
        {t('cart.summary.emptyCart')}
      </Button>
    ) : !full && props.editingOrder && props.onCancelEdits ? (
      <Button variant="secondary" block onClick={props.onCancelEdits}>
        {t('cart.summary.cancelEdits')}
      </Button>
    ) : null;
  if (!checkout && !secondary) return null;
  return (
    <div className={styles.actions}>
      {checkout}
      {secondary}
    </div>
  );
}

function FullModeRows({
  giftCertificates = [],
  onRemoveGiftCertificate,
  packages = [],
  giftCertificatesToGenerate = [],
}: CartSummaryProps) {
  return (
    <>
      {giftCertificates.map((certificate) => (
        <Fragment key={certificate.id}>
          <dt className={styles.sub}>
            <span className={styles.removable}>
              {certificate.description}
              {onRemoveGiftCertificate ? (
                <IconButton
                  size="sm"
                  label={t('cart.summary.removeGiftCertificate', { name: certificate.description })}
                  onClick={() => onRemoveGiftCertificate(certificate.id)}
                >
                  <CloseIcon size={16} />
                </IconButton>
              ) : null}
            </span>
          </dt>
          <dd className={styles.sub}>{t('ui.cartSummary.applied')}</dd>
        </Fragment>
      ))}
      {packages.map((bag) => (
        <Fragment key={bag.id}>
          <dt className={styles.sub}>
            {bag.description} {bag.quantity} x {formatPrice(bag.unitCost)}
          </dt>
          <dd className={styles.sub}>{formatPrice(bag.total)}</dd>
        </Fragment>
      ))}
      {giftCertificatesToGenerate.map((certificate) => (
        <Fragment key={certificate.description}>
          <dt className={styles.sub}>{certificate.description}</dt>
          <dd className={styles.sub}>
            {certificate.amount !== undefined
              ? formatPrice(certificate.amount)
              : t('ui.cartSummary.toGenerate')}
          </dd>
        </Fragment>
      ))}
    </>
  );
}

/**
 * The total and 'Concludi ordine' in one row, for a place that never scrolls away (the cart
 * drawer's footer, issue 38 §7); the summary with `checkoutApart` keeps the rest.
 */
export function CheckoutBar({
  grandTotal,
  checkoutHref = '/checkout',
}: {
  grandTotal: number;
  checkoutHref?: string;
}) {
  return (
    <div className={styles.bar}>
      <p className={styles.barTotal}>
        <span>{t('cart.summary.total')}</span> <strong>{formatPrice(grandTotal)}</strong>
      </p>
      <a className={buttonClass()} href={checkoutHref}>
        {t('cart.summary.checkout')}
      </a>
    </div>
  );
}

/**
 * The parts of the total that are not items, then 'TOTALE': the delivery fee ('gratuita' at 0),
 * the discounts taken off. Shared by the cart summary and the order's result screen.
 */
export function TotalRows({
  deliveryFee,
  discountsTotal,
  grandTotal,
}: Pick<CartSummaryProps, 'deliveryFee' | 'discountsTotal' | 'grandTotal'>) {
  return (
    <>
      {deliveryFee !== undefined ? (
        <>
          <dt>{t('ui.cartSummary.deliveryFee')}</dt>
          <dd>{deliveryFee > 0 ? formatPrice(deliveryFee) : t('ui.cartSummary.deliveryFree')}</dd>
        </>
      ) : null}
      {discountsTotal ? (
        <>
          <dt>{t('ui.cartSummary.discounts')}</dt>
          <dd>−{formatPrice(discountsTotal)}</dd>
        </>
      ) : null}
      <dt className={styles.grand}>{t('cart.summary.total')}</dt>
      <dd className={styles.grand}>{formatPrice(grandTotal)}</dd>
    </>
  );
}

/** An order's total with its parts (the payment result screen): the summary's rows, no actions. */
export function OrderTotals(
  props: Pick<
    CartSummaryProps,
    'itemsTotal' | 'packagesTotal' | 'deliveryFee' | 'discountsTotal' | 'grandTotal'
  > & { label: string },
) {
  return (
    <section className={styles.summary} aria-label={props.label}>
      <dl className={styles.rows}>
        <dt>{t('cart.summary.items')}</dt>
        <dd>{formatPrice(props.itemsTotal)}</dd>
        {props.packagesTotal ? (
          <>
            <dt>{t('cart.bags.title')}</dt>
            <dd>{formatPrice(props.packagesTotal)}</dd>
          </>
        ) : null}
        <TotalRows {...props} />
      </dl>
    </section>
  );
}
