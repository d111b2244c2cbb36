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
import { Button, OrderTotals, RadioGroup, VisuallyHidden } from '@sporta/ui-kit';
import { type FormEvent, useEffect, useState } from 'react';
import { leaveTo } from '../../../platform/leave';
import { $cart, type Cart, cartTotals } from '../../cart';
import { chooseTimeslot, DeliveryInfo } from '../../delivery';
import {
  loadSavedCards,
  type Prepared,
  placeOrder,
  prebilledFor,
  prepareOrder,
  type SavedCard,
  slotStillOpen,
} from '../checkout';
import { rememberPaymentTypes } from './payment-types';
import '../checkout.css';

addMessages(checkout);
addMessages(errors);

type Loaded =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; prepared: Prepared; cards: Record<number, SavedCard[]> };

/** The shop's terms of sale (the footer's 'Regolamento', WordPress page `regolamento`). */
const TERMS_PATH = '/page/regolamento';

/** A choice of the radio group: a payment type, or one of its saved cards (`type:auth`). */
const choiceOf = (value: string) => {
  const [type, auth] = value.split(':').map(Number);
  return { paymentTypeId: type ?? 0, ...(auth ? { userPaymentAuthId: auth } : {}) };
};

export default function Payment({ cart: initial }: { cart: Cart | null }) {
  const cart = useStore($cart) ?? initial;
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [chosen, setChosen] = useState<string>();
  const [prebilled, setPrebilled] = useState<number>();
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
  // What the chosen type pre-authorises, as the server says (paid at the door: nothing).
  const chosenType = chosen ? choiceOf(chosen).paymentTypeId : undefined;
  useEffect(() => {
    setPrebilled(undefined);
    if (chosenType === undefined) return;
    let current = true;
    void prebilledFor(chosenType).then((amount) => current && setPrebilled(amount));
    return () => {
      current = false;
    };
  }, [chosenType]);

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

  const { paymentTypeList } = loaded.prepared;
  const options = paymentTypeList.flatMap((type) => {
    const name = type.name ?? '';
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
        label: cards.length > 0 ? t('payment.newCard', { type: name }) : name,
        description: type.descr,
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
      <div className="payment__main">
        <section aria-labelledby="payment-delivery">
          <h2 id="payment-delivery">{t('checkout.delivery')}</h2>
          <DeliveryInfo pathname="/payment" />
        </section>
        <RadioGroup
          legend={t('payment.choose')}
          name="payment_type_id"
          options={options}
          value={chosen}
          onChange={setChosen}
          required
          cards
        />
        {/* Said once a type that pre-authorises is chosen: never for cash on delivery. */}
        <div aria-live="polite">
          {variable && prebilled !== undefined && prebilled > 0 ? (
            <p className="payment__note">
              {t('payment.preauthorised', { amount: formatPrice(prebilled) })}
            </p>
          ) : null}
        </div>
      </div>
      <div className="payment__side">
        {cart ? <OrderTotals label={t('payment.summary')} {...cartTotals(cart)} /> : null}
        {failure ? (
          <p className="payment__failure" role="alert">
            {failure}
          </p>
        ) : null}
        <p className="payment__terms">
          {t('payment.terms')}{' '}
          <a href={TERMS_PATH} target="_blank" rel="noopener">
            {t('payment.termsLink')}
            <VisuallyHidden> {t('payment.newTab')}</VisuallyHidden>
          </a>
        </p>
        <Button type="submit" block disabled={!chosen || placing}>
          {t('payment.confirm')}
        </Button>
        <a href="/checkout">{t('payment.backToCheckout')}</a>
      </div>
    </form>
  );
}
