/**
 * The checkout's summary (spec: shopping §2 "Cart summary panel" in full mode): totals,
 * certificates (each removable), bags, certificates to be generated, the minimum purchase; in
 * place of 'Concludi ordine', "Vai al pagamento" — or why not yet.
 */
import { useStore } from '@nanostores/react';
import { addMessages, formatPrice, t } from '@sporta/i18n';
import { cart } from '@sporta/i18n/messages/cart';
import { checkout } from '@sporta/i18n/messages/checkout';
import { fromCents, purchaseMinimumHint, toCents } from '@sporta/rules';
import { buttonClass, CartSummary } from '@sporta/ui-kit';
import { useState } from 'react';
import { refusalOf } from '../../platform/outcome';
import { $cartTerms, type Cart, cartItemCount, cartTotals } from '../cart';
import { removeCode } from './checkout-options';

addMessages(cart);
addMessages(checkout);

const money = (cents: number) => formatPrice(fromCents(cents));

export function CheckoutSummary({
  cart: current,
  blocked,
  billingMissing,
}: {
  cart: Cart;
  blocked: boolean;
  billingMissing: boolean;
}) {
  const terms = useStore($cartTerms);
  const [refused, setRefused] = useState<string>();
  const onRefused = (refusal: string | undefined) => setRefused(refusal);
  const minimum =
    terms && purchaseMinimumHint(terms.minimumCents, toCents(current.totalPrice ?? 0));
  const reason = blocked
    ? t('checkout.blockedFirst')
    : minimum
      ? t('checkout.minimumFirst')
      : billingMissing
        ? t('checkout.invoice.missing')
        : undefined;
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
            <a className={buttonClass({ block: true })} href="/payment">
              {t('checkout.toPayment')}
            </a>
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
