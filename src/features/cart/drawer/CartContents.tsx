/**
 * What the cart drawer shows a shopper (spec: shopping §2 "Cart item list", "Cart summary
 * panel"): the header, the lines by sector with their steppers, the summary with its hints, and
 * the confirmations (No / Si) before a line goes, the cart is emptied or an order's edits are
 * cancelled. It renders `$shownCart`: a click moves the line and the totals in the same frame.
 */
import { useStore } from '@nanostores/react';
import { addMessages, formatPrice, t, tn } from '@sporta/i18n';
import { cart } from '@sporta/i18n/messages/cart';
import { cartSteps } from '@sporta/i18n/messages/cart-steps';
import { uiCart } from '@sporta/i18n/messages/ui-cart';
import {
  deliveryFeeHint,
  fromCents,
  isModifyingOrder,
  purchaseMinimumHint,
  toCents,
} from '@sporta/rules';
import { buttonClass, CartSectorGroup, CartSummary, ConfirmDialog } from '@sporta/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { useIslandStore } from '../../../platform/shopper/use-island-store';
import { SaveToListButton } from '../../../platform/slots/SaveToListButton';
import { listSlotOf, productCard } from '../../catalogue';
import {
  $cartBusy,
  $held,
  $lineErrors,
  $shownCart,
  type Cart,
  cartItemCount,
  changeQuantity,
  closeCart,
  confirmHeld,
} from '../cart';
import { groupsOf, type CartLine as Line, lineKey } from '../cart-lines';
import { $cartTerms, loadCartTerms } from '../cart-terms';
import { cartTotals } from './cart-totals';
import { LineRow } from './LineRow';

addMessages(cart);
addMessages(cartSteps);
addMessages(uiCart);

type Asking = { kind: 'remove'; line: Line } | { kind: 'empty' } | { kind: 'cancel' } | null;

export function CartContents({ cartCount }: { cartCount: number }) {
  const cart = useIslandStore($shownCart, null);
  const errors = useIslandStore($lineErrors);
  const busy = useIslandStore($cartBusy);
  const held = useIslandStore($held);
  const [asking, setAsking] = useState<Asking>(null);
  const header = useRef<HTMLParagraphElement>(null);
  useEffect(loadCartTerms, []);

  const confirm = () => {
    const question = asking;
    setAsking(null);
    // The line (or the whole list) is going: the focus goes to the header, not to the body.
    header.current?.focus();
    if (question?.kind === 'remove') changeQuantity(lineKey(question.line), 0);
    else if (question) void closeCart();
  };

  return (
    <>
      <div className="cart-header-row">
        <p className="cart-header" ref={header} tabIndex={-1}>
          {tn('cart.header', cart ? cartItemCount(cart) : cartCount)}
        </p>
        {/* At the top, far from 'Concludi ordine' in the footer: never pressed for it (issue 38 §7). */}
        {cart && cartItemCount(cart) > 0 && !cart.order?.orderId ? (
          <button type="button" className="cart-empty" onClick={() => setAsking({ kind: 'empty' })}>
            {t('cart.summary.emptyCart')}
          </button>
        ) : null}
      </div>
      {cart?.order?.orderId && isModifyingOrder(cart.cartStatusId) ? (
        <p className="cart-modifying" data-modifying-order={cart.order.orderId}>
          {t('cart.modifyingOrder', { orderId: cart.order.orderId })}
        </p>
      ) : null}
      <div className="cart-lines" aria-busy={busy}>
        {cart
          ? groupsOf(cart).map((group) => {
              const lines = group.lines.map((line) => (
                <LineRow
                  key={String(line.itemId)}
                  line={line}
                  message={errors[lineKey(line)]}
                  onAskRemove={() => setAsking({ kind: 'remove', line })}
                  tools={<SaveToListButton product={listSlotOf(line.product)} />}
                />
              ));
              return group.name ? (
                <CartSectorGroup key={group.name} name={group.name} count={group.lines.length}>
                  {lines}
                </CartSectorGroup>
              ) : (
                <div key="lines">{lines}</div>
              );
            })
          : null}
      </div>
      {held.size > 0 ? (
        <div className="cart-held" role="status">
          <p>{t('cart.held.notice')}</p>
          <button
            type="button"
            className={buttonClass({ size: 'sm' })}
            onClick={() => void confirmHeld()}
          >
            {t('cart.held.confirm')}
          </button>
        </div>
      ) : null}
      {cart ? <Summary cart={cart} onAsk={setAsking} /> : null}
      <ConfirmDialog
        open={asking !== null}
        message={question(asking, cart?.order?.orderId)}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}

function question(asking: Asking, orderId: number | undefined): string {
  if (asking?.kind === 'remove')
    return t('cart.line.removeConfirm', { name: productCard(asking.line.product).name });
  if (asking?.kind === 'cancel')
    return t('cart.summary.cancelEditsConfirm', { orderId: orderId ?? '' });
  return t('cart.summary.emptyCartConfirm');
}

const money = (cents: number) => formatPrice(fromCents(cents));

function Summary({ cart, onAsk }: { cart: Cart; onAsk(asking: Asking): void }) {
  const terms = useStore($cartTerms);
  const itemsCents = toCents(cart.totalPrice ?? 0);
  const fee =
    terms && deliveryFeeHint(terms.feeRows, itemsCents, cart.shippingAddress?.deliveryServiceId);
  const minimum = terms && purchaseMinimumHint(terms.minimumCents, itemsCents);
  return (
    <CartSummary
      cartId={cart.cartId}
      itemCount={cartItemCount(cart)}
      {...cartTotals(cart, terms?.feeRows)}
      {...(minimum && cartItemCount(cart) > 0
        ? {
            minimumPurchaseHint: t(minimum.key, {
              missing: money(minimum.cents.missing),
              amount: money(minimum.cents.amount),
            }),
          }
        : {})}
      {...(fee
        ? {
            deliveryFeeHint: t(fee.key, {
              missing: money(fee.cents.missing),
              fee: money(fee.cents.fee),
            }),
          }
        : {})}
      checkoutApart
      editingOrder={Boolean(cart.order?.orderId)}
      onCancelEdits={() => onAsk({ kind: 'cancel' })}
    />
  );
}
