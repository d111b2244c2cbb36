/** Checkout, payment types and delivery slots, with the checkout failure (shopping §4, §7–§8). */
import { MatchersV3 } from '@pact-foundation/pact';
import { expect } from 'vitest';
import { contract, contracts, rejection } from './contract';
import {
  cartWithLines,
  eachLike,
  integer,
  number,
  ok,
  product,
  refused,
  regex,
  string,
} from './fixtures';

const { fromProviderState } = MatchersV3;
const READY = 'a shopper ready to check out' as const;
const SLOTS = 'a shop with stores and delivery slots' as const;

contracts('checkout', [
  contract({
    state: READY,
    when: 'preparing the checkout',
    method: 'POST',
    path: '/checkout/prepare',
    answer: ok({ cartId: integer(55) }),
    call: (sdk) => sdk.checkout.prepare(),
    check: (data) => expect(data).toEqual({ cartId: 55 }),
  }),
  contract({
    state: READY,
    when: 'buying with payment on delivery',
    method: 'POST',
    path: '/checkout/buy',
    query: { payment_type_id: '1', payment_data: '{"note":"citofono"}' },
    answer: ok({ order: { orderId: integer(900) } }),
    call: (sdk) => sdk.checkout.buy({ paymentTypeId: 1, paymentData: { note: 'citofono' } }),
    check: (data) => expect(data).toEqual({ order: { orderId: 900 } }),
  }),
  contract({
    state: 'a shopper whose payment is refused',
    when: 'buying when the order cannot be sent',
    method: 'POST',
    path: '/checkout/buy',
    query: { payment_type_id: '1', payment_data: '{"note":"citofono"}' },
    answer: refused("Errore nel tentativo di inviare l'ordine"),
    call: (sdk) =>
      rejection(sdk.checkout.buy({ paymentTypeId: 1, paymentData: { note: 'citofono' } })),
    check: (error) => expect(error.message).toBe("Errore nel tentativo di inviare l'ordine"),
  }),
  contract({
    state: READY,
    when: 'a request for the prebilled amount',
    method: 'GET',
    path: '/checkout/prebilled-amount',
    query: { payment_type_id: '1' },
    answer: ok({ prebilledAmount: number(42.5) }),
    call: (sdk) => sdk.checkout.prebilledAmount(1),
    check: (data) => expect(data).toEqual({ prebilledAmount: 42.5 }),
  }),
  contract({
    state: READY,
    when: 'a request for the packaging bags',
    method: 'GET',
    path: '/packaging-type/list',
    answer: ok({ products: eachLike(product(201, 'Busta biodegradabile')) }),
    call: (sdk) => sdk.checkout.packagingTypes(),
    check: (data) => expect(data?.products?.[0]?.productId).toBe(201),
  }),
  contract({
    state: READY,
    when: 'a request for the saved payment authorisations',
    method: 'GET',
    path: '/payment-type/list-auth',
    query: { payment_type_id: '2' },
    // auths items are `Open` in ebsn.yaml: the comparator admits no field in them (see README).
    answer: ok({ auths: [] }),
    call: (sdk) => sdk.checkout.paymentAuths(2),
    check: (data) => expect(data).toEqual({ auths: [] }),
  }),
  contract({
    state: SLOTS,
    when: 'a request for the delivery days',
    method: 'GET',
    path: '/timeslot/list',
    answer: ok(
      eachLike({
        dateIso: string('2026-12-01'),
        timeslots: eachLike({
          timeslotId: integer(12),
          beginTime: string('09:00'),
          endTime: string('11:00'),
          status: regex('empty|intermediate|full', 'empty'),
        }),
      }),
    ),
    call: (sdk) => sdk.timeslot.list(),
    check: (days) => {
      expect(days[0]?.dateIso).toBe('2026-12-01');
      expect(days[0]?.timeslots[0]?.timeslotId).toBe(12);
    },
  }),
  contract({
    state: SLOTS,
    when: 'choosing a delivery slot',
    method: 'GET',
    path: '/timeslot/select',
    // The provider tells its next bookable day (state value deliveryDate); the example is 2026-12-01.
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a Pact provider-state expression, not a template
    query: { sel_date: fromProviderState('${deliveryDate}', '2026-12-01'), timeslot_id: '12' },
    answer: ok(cartWithLines()),
    call: (sdk) => sdk.timeslot.select('2026-12-01', 12),
    check: (cart) => expect(cart.cartId).toBe(55),
  }),
]);
