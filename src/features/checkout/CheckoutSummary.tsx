/**
 * The checkout's summary (spec: shopping §2 "Cart summary panel" in full mode): totals,
 * certificates (each removable), bags, certificates to be generated, the minimum purchase; in
 * place of 'Concludi ordine', "Vai al pagamento" — or why not yet.
 */
import { useStore } from '@nanostores/react';
import { addMessages, formatPrice, t } from '@sporta/i18n';
import { cart } from '@sporta/i18n/messages/cart';
import { checkout } from '@sporta/i18n/messages/checkout';
import { uiCart } from '@sporta/i18n/messages/ui-cart';
import { fromCents, purchaseMinimumHint, toCents } from '@sporta/rules';
import { buttonClass, CartSummary } from '@sporta/ui-kit';
import { useState } from 'react';
import { refusalOf } from '../../platform/results/outcome';
import { $cartTerms, type Cart, cartItemCount, cartTotals } from '../cart';
import { removeCode } from './checkout-options';

addMessages(cart);
addMessages(checkout);
addMessages(uiCart);

const money = (cents: number) => formatPrice(fromCents(cents));

interface SummaryProps {
  cart: Cart;
  blocked: boolean;
  billingMissing: boolean;
}

const ToPayment = () => (
  <a className={buttonClass({ block: true })} href="/payment">
    {t('checkout.toPayment')}
  </a>
);

function useNextStep({ cart: current, blocked, billingMissing }: SummaryProps) {
  const terms = useStore($cartTerms);
  const minimum =
    terms && purchaseMinimumHint(terms.minimumCents, toCents(current.totalPrice ?? 0));
  const reason = blocked
    ? t('checkout.blockedFirst')
    : minimum
      ? t('checkout.minimumFirst')
      : billingMissing
        ? t('checkout.invoice.missing')
        : undefined;
  return { terms, minimum, reason };
}

/**
 * On a phone the summary sits under every line: the total and the next step stay at the foot of
 * the screen while the shopper scrolls (checkout.css shows it below 64rem, the summary's own
 * step above).
 */
export function PaymentBar(props: SummaryProps) {
  const { terms, reason } = useNextStep(props);
  return (
    <div className="checkout__paybar">
      <p className="checkout__paybar-total">
        <span>{t('cart.summary.total')}</span>{' '}
        <strong>{formatPrice(cartTotals(props.cart, terms?.feeRows).grandTotal)}</strong>
      </p>
      {reason ? (
        // The reason itself is said once, in the summary under the lines.
        <a className="checkout__paybar-why" href="#checkout-summary">
          {t('checkout.seeWhy')}
        </a>
      ) : (
        <ToPayment />
      )}
    </div>
  );
}

export function CheckoutSummary(props: SummaryProps) {
  const { cart: current } = props;
  const { terms, minimum, reason } = useNextStep(props);
  const [refused, setRefused] = useState<string>();
  const onRefused = (refusal: string | undefined) => setRefused(refusal);
  return (
    <>
      <CartSummary
        full
        cartId={current.cartId}
        itemCount={cartItemCount(current)}
        {...cartTotals(current, terms?.feeRows)}
        packages={(current.orderPackages ?? []).map((bag, index) => ({
          id: bag.orderPackageId ?? index,
          description: bag.package?.descr ?? '',
          quantity: bag.quantity ?? 0,
          unitCost: bag.package?.cost ?? 0,
          total: bag.totalPrice ?? 0,
        }))}
        giftCertificates={(current.giftCertificates ?? []).map((certificate, index) => ({
          id: certificate.giftCertificateId ?? index,
          description: certificate.description ?? certificate.name ?? '',
        }))}
        onRemoveGiftCertificate={(id) => {
          const code = current.giftCertificates?.find((c) => c.giftCertificateId === id)?.code;
          if (code) void removeCode(code).then((outcome) => onRefused(refusalOf(outcome)));
        }}
        giftCertificatesToGenerate={(current.giftCertificatesToGenerate ?? []).map(
          (certificate) => ({
            description: certificate.description ?? certificate.name ?? '',
            ...(certificate.giftTotal !== undefined ? { amount: certificate.giftTotal } : {}),
          }),
        )}
        {...(minimum
          ? {
              minimumPurchaseHint: t(minimum.key, {
                missing: money(minimum.cents.missing),
                amount: money(minimum.cents.amount),
              }),
            }
          : {})}
        checkoutAction={
          reason ? (
            <p className="checkout__reason" role="status">
              {reason}
            </p>
          ) : (
            <div className="checkout__step">
              <ToPayment />
            </div>
          )
        }
      />
      {refused ? (
        <p className="checkout__refused" role="alert">
          {refused}
        </p>
      ) : null}
    </>
  );
}
