/**
 * /payment (issue 17; spec: shopping §2 routes, §4 "On the Payment route both address and
 * timeslot are locked", §7 Checkout, §9 pre-authorised amount): the cart is frozen
 * (`checkout/prepare`), the shopper picks a payment type and confirms; the order is placed once
 * and the page goes where the answer says — the card provider's page, or the result screen.
 * A failure shows the server's text here; the cart and the choice stay as they were.
 */
import { useStore } from '@nanostores/react';
import { addMessages, formatPrice, t } from '@sporta/i18n';
import { checkout } from '@sporta/i18n/messages/checkout';
import { errors } from '@sporta/i18n/messages/errors';
import { Button, OrderTotals, RadioGroup } from '@sporta/ui-kit';
import { type FormEvent, useEffect, useState } from 'react';
import { leaveTo } from '../../platform/leave';
import { $cart, type Cart, cartTotals } from '../cart';
import { chooseTimeslot, DeliveryInfo } from '../delivery';
import {
  loadSavedCards,
  type Prepared,
  paymentTypeLabel,
  placeOrder,
  prepareOrder,
  type SavedCard,
  slotStillOpen,
} from './checkout';
import { rememberPaymentTypes } from './payment-types';
import './checkout.css';

addMessages(checkout);
addMessages(errors);

type Loaded =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; prepared: Prepared; cards: Record<number, SavedCard[]> };

/** A choice of the radio group: a payment type, or one of its saved cards (`type:auth`). */
const choiceOf = (value: string) => {
  const [type, auth] = value.split(':').map(Number);
  return { paymentTypeId: type ?? 0, ...(auth ? { userPaymentAuthId: auth } : {}) };
};

export default function Payment({ cart: initial }: { cart: Cart | null }) {
  const cart = useStore($cart) ?? initial;
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [chosen, setChosen] = useState<string>();
  const [placing, setPlacing] = useState(false);
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    if (initial) $cart.set(initial);
    prepareOrder().then(async (outcome) => {
      if (!outcome.ok) {
        setLoaded({ state: 'failed', message: outcome.message });
        return;
      }
      const cards = await loadSavedCards(outcome.value.paymentTypeList);
      setLoaded({ state: 'ready', prepared: outcome.value, cards });
      rememberPaymentTypes(outcome.value.paymentTypeList);
      const [only] = outcome.value.paymentTypeList;
      if (outcome.value.paymentTypeList.length === 1 && only) setChosen(String(only.paymentTypeId));
    });
  }, [initial]);

  if (loaded.state === 'loading') return <p aria-busy="true">{t('payment.choose')}</p>;
  if (loaded.state === 'failed')
    return (
      <div className="payment">
        <p className="payment__failure" role="alert">
          {loaded.message}
        </p>
        <a href="/checkout">{t('payment.backToCheckout')}</a>
      </div>
    );

  const { paymentTypeList, prebilledAmount } = loaded.prepared;
  const options = paymentTypeList.flatMap((type) => {
    const label = paymentTypeLabel(type);
    const cards = loaded.cards[type.paymentTypeId] ?? [];
    return [
      ...cards.map((card) => ({
        value: `${type.paymentTypeId}:${card.userPaymentAuthId}`,
        label: t('payment.savedCard', {
          card: card.creditCard ?? '',
          expiry: card.expireDate ?? '',
        }),
      })),
      {
        value: String(type.paymentTypeId),
        label: cards.length > 0 ? t('payment.newCard', { type: label }) : label,
      },
    ];
  });
  const variable = (cart?.totalPriceVariable ?? 0) > 0;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    setPlacing(true);
    setFailure(undefined);
    if (!(await slotStillOpen(cart))) {
      setPlacing(false);
      setFailure(t('payment.slotFull'));
      await chooseTimeslot();
      return;
    }
    const outcome = await placeOrder(choiceOf(chosen));
    if (outcome.ok) {
      // The provider's page or the result screen, through /leave (only the shop or its providers).
      leaveTo(outcome.value);
      return;
    }
    setPlacing(false);
    setFailure(outcome.message);
  };
  return (
    <form className="payment" onSubmit={submit} aria-busy={placing}>
      <h2>{t('checkout.delivery')}</h2>
      <DeliveryInfo pathname="/payment" />
      {cart ? <OrderTotals label={t('payment.summary')} {...cartTotals(cart)} /> : null}
      {variable && prebilledAmount !== undefined ? (
        <p>{t('payment.preauthorised', { amount: formatPrice(prebilledAmount) })}</p>
      ) : null}
      <RadioGroup
        legend={t('payment.choose')}
        name="payment_type_id"
        options={options}
        value={chosen}
        onChange={setChosen}
        required
      />
      {failure ? (
        <p className="payment__failure" role="alert">
          {failure}
        </p>
      ) : null}
      <Button type="submit" disabled={!chosen || placing}>
        {t('payment.confirm')}
      </Button>
      <a href="/checkout">{t('payment.backToCheckout')}</a>
    </form>
  );
}
