/**
 * /checkout (issue 17; spec: shopping §2 "Cart item list" checkout variant, "Cart summary panel"
 * full mode, §4 availability codes): the delivery recap (changeable, with cart status 7's locks),
 * the lines that will arrive grouped by sector, the lines that cannot (availability 1, 3, 5, 6) in
 * their own block with 'Elimina i prodotti' and 'Modifica la data di consegna', and the summary in
 * full mode. "Vai al pagamento" leads on once nothing stands in the way.
 */
import { useStore } from '@nanostores/react';
import { addMessages, t } from '@sporta/i18n';
import { cart } from '@sporta/i18n/messages/cart';
import { checkout } from '@sporta/i18n/messages/checkout';
import { isReplaceable, needsInvoice, offersAlternatives, offersInvoice } from '@sporta/rules';
import { Button, CartSectorGroup, ConfirmDialog } from '@sporta/ui-kit';
import { lazy, Suspense, useEffect, useState } from 'react';
import { anonymousCartOn } from '../../platform/shopper/anonymous-cart';
import { useHydrated } from '../../shell/hydration/island-ready';
import {
  $cart,
  $lineErrors,
  $shownCart,
  type Cart,
  type CartLine,
  cartItemCount,
  changeQuantity,
  groupsOf,
  LineRow,
  lineKey,
  linesOf,
  loadCart,
  loadCartTerms,
  splitLines,
} from '../cart';
import { productCard } from '../catalogue';
import { changeTimeslot, DeliveryInfo, readyToShop } from '../delivery';
import { Bags, DiscountCodes, LineAlternatives, OrderAlternatives } from './CheckoutOptions';
import { CheckoutSummary, PaymentBar } from './CheckoutSummary';
import './checkout.css';

addMessages(cart);
addMessages(checkout);

/** The invoice's form arrives only for the warehouse that offers it (its form library with it). */
const Invoice = lazy(() => import('./Invoice'));

export default function Checkout({ initial }: { initial: Cart | null }) {
  useEffect(() => {
    if (initial && !$cart.get()) $cart.set(initial);
    // The cart as the server has it now (another tab may have changed it since the page).
    const loaded = loadCart({ quiet: true });
    loaded.catch(() => undefined);
    // A cart filled as a guest (the anonymous cart, PUBLIC_ANONYMOUS_CART) arrives here without
    // an address or a slot: they are asked for now, the delivery dialogs over the checkout.
    if (anonymousCartOn()) void loaded.then(() => readyToShop('checkout')).catch(() => undefined);
    loadCartTerms();
  }, [initial]);
  const current = useStore($shownCart) ?? initial;
  const errors = useStore($lineErrors);
  const [removing, setRemoving] = useState<CartLine[] | null>(null);
  const hydrated = useHydrated();
  if (!current || current.cartId <= 0 || cartItemCount(current) === 0)
    return <p className="checkout__empty">{t('checkout.emptyCart')}</p>;

  // The rules' split, the backend's too (spec: shopping §4 availability codes 1, 3, 5, 6).
  const { available, blocked } = splitLines(linesOf(current));
  const arrives = (line: CartLine) => available.includes(line);
  const invoiceOffered = offersInvoice(current.warehouse?.warehouseId);
  const confirmRemove = () => {
    for (const line of removing ?? []) changeQuantity(lineKey(line), 0);
    setRemoving(null);
  };
  // spec: shopping §2 "A replaceable-item icon shows at checkout for delivery services that allow
  // alternatives"; each such line has its own "accetto sostituzioni", the order one for all.
  const alternatives = offersAlternatives(current.shippingAddress?.deliveryServiceId);
  const replaceable = alternatives
    ? available.filter((line) => isReplaceable(line.product.productInfos))
    : [];
  const row = (line: CartLine) => (
    <LineRow
      key={String(line.itemId)}
      line={line}
      message={errors[lineKey(line)]}
      onAskRemove={() => setRemoving([line])}
    >
      {replaceable.includes(line) ? (
        <LineAlternatives line={line} name={productCard(line.product).name} />
      ) : null}
    </LineRow>
  );
  const summary = {
    cart: current,
    blocked: blocked.length > 0,
    // The invoice asked for, with no billing data chosen yet.
    billingMissing:
      invoiceOffered && needsInvoice(current.cartInfos) && !current.cartInfos?.person_fiscal_id,
  };
  return (
    // Its controls wait for the handlers: a tick before hydration would be lost.
    <fieldset className="checkout" disabled={!hydrated}>
      <div className="checkout__main">
        <section aria-labelledby="checkout-delivery">
          <h2 id="checkout-delivery">{t('checkout.delivery')}</h2>
          <DeliveryInfo pathname="/checkout" />
        </section>
        {blocked.length > 0 ? (
          <section className="checkout__blocked" aria-labelledby="checkout-blocked">
            <h2 id="checkout-blocked">{t('cart.unavailable.title')}</h2>
            <p>{t('cart.unavailable.text')}</p>
            <div className="checkout__blocked-actions">
              <Button variant="secondary" onClick={() => setRemoving(blocked)}>
                {t('cart.unavailable.removeProducts')}
              </Button>
              <Button variant="secondary" onClick={() => void changeTimeslot()}>
                {t('cart.unavailable.changeDeliveryDate')}
              </Button>
            </div>
            {blocked.map(row)}
          </section>
        ) : null}
        <section aria-labelledby="checkout-products">
          <h2 id="checkout-products">{t('checkout.products')}</h2>
          {groupsOf(current).map((group) => {
            const lines = group.lines.filter(arrives).map(row);
            if (lines.length === 0) return null;
            return group.name ? (
              <CartSectorGroup key={group.name} name={group.name} count={lines.length}>
                {lines}
              </CartSectorGroup>
            ) : (
              <div key="lines">{lines}</div>
            );
          })}
        </section>
        {replaceable.length > 0 ? <OrderAlternatives lines={replaceable} /> : null}
        <DiscountCodes current={current} />
        <Bags />
        {invoiceOffered && hydrated ? (
          <Suspense fallback={null}>
            <Invoice current={current} />
          </Suspense>
        ) : null}
      </div>
      <aside className="checkout__summary" aria-labelledby="checkout-summary">
        <h2 id="checkout-summary">{t('checkout.summary')}</h2>
        <CheckoutSummary {...summary} />
      </aside>
      <PaymentBar {...summary} />
      <ConfirmDialog
        open={removing !== null}
        message={
          removing?.length === 1 && removing[0]
            ? t('cart.line.removeConfirm', { name: productCard(removing[0].product).name })
            : t('cart.unavailable.removeProducts')
        }
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </fieldset>
  );
}
