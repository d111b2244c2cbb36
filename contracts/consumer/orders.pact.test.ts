/** Orders, payment retry, parking reservation and ratings (shopping §7 Orders, account §7). */
import { expect } from 'vitest';
import { contract, contracts, errorsOf, rejection } from './contract';
import {
  boolean,
  cartWithLines,
  eachLike,
  integer,
  number,
  ok,
  page,
  refused,
  string,
} from './fixtures';

const ORDER = 'a shopper with a placed order' as const;
const order = () => ({
  orderId: integer(900),
  orderStatusId: integer(3),
  grossTotal: number(42.5),
  isEditable: boolean(true),
});
const orders = () => ({ page: page(), orders: eachLike(order()) });
/** An order as a row of the orders list reads it. */
const listedOrder = () => ({
  ...order(),
  deliveryServiceId: integer(1),
  deliveryDate: string('2026-12-04'),
  createdDate: string('2026-12-01T09:00:00.000Z'),
  totalItems: integer(2),
  timeslot: { date: string('2026-12-04'), beginTime: string('18:00'), endTime: string('20:00') },
  shippingAddress: { addressId: integer(508), addressName: string('Sporta Milano Centro') },
});
const ID = { order_id: '900' };

contracts('orders', [
  contract({
    state: ORDER,
    when: 'a request for an order',
    method: 'GET',
    path: '/order/view',
    query: ID,
    answer: ok(order()),
    call: (sdk) => sdk.order.view(900),
    check: (data) => expect(data.orderId).toBe(900),
  }),
  contract({
    state: ORDER,
    when: 'a request for an order, as /profile/orders/{orderId} reads it',
    method: 'GET',
    path: '/order/view',
    query: ID,
    // What the detail reads (features/orders/detail/OrderDetail.astro): the row's facts, the payment
    // type, the lines by suborder and the totals' parts.
    answer: ok({
      ...listedOrder(),
      itemsTotal: number(40),
      deliveryFee: number(2.5),
      paymentType: { paymentTypeId: integer(1), name: string('Carta di credito') },
      suborders: eachLike({
        suborderId: integer(9001),
        suborderItems: eachLike({
          orderItemId: integer(1),
          product: { productId: integer(10), name: string('Spaghetti n.5') },
          quantity: number(2),
          grossTotal: number(1.98),
        }),
      }),
    }),
    call: (sdk) => sdk.order.view(900),
    check: (data) => {
      expect(data.paymentType?.name).toBe('Carta di credito');
      expect(data.suborders?.[0]?.suborderItems?.[0]).toMatchObject({
        quantity: 2,
        grossTotal: 1.98,
      });
    },
  }),
  contract({
    state: ORDER,
    when: "a request for an order, as the detail's services read it",
    method: 'GET',
    path: '/order/view',
    query: ID,
    // What the services read (features/orders/services/order-services.ts): the flags that show the
    // payment and the parking, the payment type not offered again, no reservation yet (the
    // form), and the rating so far (the form prefilled).
    answer: ok({
      orderId: integer(900),
      orderStatusId: integer(3),
      isPayable: boolean(true),
      isParkable: boolean(true),
      paymentTypeId: integer(2),
      parkingReservation: null,
      note: { noteId: integer(1), rating: integer(5), text: string('Tutto perfetto') },
    }),
    call: (sdk) => sdk.order.view(900),
    check: (data) =>
      expect(data).toMatchObject({
        isPayable: true,
        isParkable: true,
        paymentTypeId: 2,
        parkingReservation: null,
        note: { noteId: 1, rating: 5, text: 'Tutto perfetto' },
      }),
  }),
  contract({
    state: 'a shopper whose pickup has a parking spot',
    params: { orderId: '900' },
    when: 'a request for an order whose pickup has a parking spot',
    method: 'GET',
    path: '/order/view',
    query: ID,
    // The reservation the detail shows instead of the form.
    answer: ok({
      orderId: integer(900),
      parkingReservation: {
        reservedAt: string('2026-12-01T09:00:00.000Z'),
        distance: number(800),
        reservationInfo: string('AB123CD'),
        parkingSpot: string('P5'),
      },
    }),
    call: (sdk) => sdk.order.view(900),
    check: (data) =>
      expect(data.parkingReservation).toMatchObject({
        distance: 800,
        reservationInfo: 'AB123CD',
        parkingSpot: 'P5',
      }),
  }),
  contract({
    state: 'a shopper with a delivered order',
    params: { orderId: '890' },
    when: "a request for a delivered order, as the detail's services read it",
    method: 'GET',
    path: '/order/view',
    query: { order_id: '890' },
    // A delivered order: its invoice (invoiceUrl given) and its rating.
    answer: ok({
      orderId: integer(890),
      orderStatusId: integer(8),
      invoiceUrl: string('/ebsn/api/order/invoice?order_id=890'),
      note: { noteId: integer(1), rating: integer(5), text: string('Tutto perfetto') },
    }),
    call: (sdk) => sdk.order.view(890),
    check: (data) => {
      expect(data.invoiceUrl).toBe('/ebsn/api/order/invoice?order_id=890');
      expect(data.note?.rating).toBe(5);
    },
  }),
  contract({
    state: ORDER,
    when: 'a request for an order with its access token',
    method: 'GET',
    path: '/token-order/view',
    query: { ...ID, access_token: 'TOKEN900' },
    answer: ok(order()),
    call: (sdk) => sdk.order.viewWithToken(900, 'TOKEN900'),
    check: (data) => expect(data.orderId).toBe(900),
  }),
  contract({
    state: ORDER,
    when: "a request for the shopper's orders",
    method: 'GET',
    path: '/order/list',
    query: { page: '1', page_size: '12' },
    answer: ok(orders()),
    call: (sdk) => sdk.order.list(),
    check: (data) => expect(data.orders?.[0]?.orderId).toBe(900),
  }),
  contract({
    state: ORDER,
    when: "a request for a filtered page of the shopper's orders, as /profile/orders sends it",
    method: 'GET',
    path: '/order/list',
    query: {
      page: '1',
      page_size: '12',
      show_pending: 'false',
      show_replaced: 'true',
      from_date: '2020-01-01',
      to_date: '2099-12-31',
      from_gross_total: '0',
      to_gross_total: '1000',
      order_type: '1',
    },
    // What a row of the list reads (features/orders/list/OrdersList.astro), and the pages.
    answer: ok({ page: page(), orders: eachLike(listedOrder()) }),
    call: (sdk) =>
      sdk.order.list({
        page: 1,
        show_pending: false,
        show_replaced: true,
        from_date: '2020-01-01',
        to_date: '2099-12-31',
        from_gross_total: 0,
        to_gross_total: 1000,
        order_type: 1,
      }),
    check: (data) => {
      expect(data.page?.selPage).toBe(1);
      expect(data.orders?.[0]).toMatchObject({ deliveryServiceId: 1, totalItems: 2 });
    },
  }),
  contract({
    state: ORDER,
    when: 'a request for the orders of every shipping address',
    method: 'GET',
    path: '/order/list-for-all-user-shipping-addresses',
    answer: ok(orders()),
    call: (sdk) => sdk.order.listForAllShippingAddresses(),
    check: (data) => expect(data.orders?.[0]?.orderId).toBe(900),
  }),
  contract({
    state: ORDER,
    when: 'a request for the orders of every person',
    method: 'GET',
    path: '/order/list-for-all-person-orders',
    answer: ok(orders()),
    call: (sdk) => sdk.order.listForAllPersons(),
    check: (data) => expect(data.orders?.[0]?.orderId).toBe(900),
  }),
  contract({
    state: ORDER,
    when: 'a request for the orders whose payment can be retried',
    method: 'GET',
    path: '/order/list-retry-payment',
    answer: ok({ orders: eachLike(order()) }),
    call: (sdk) => sdk.order.listToRetryPayment(),
    check: (data) => expect(data.orders?.[0]?.orderId).toBe(900),
  }),
  contract({
    state: ORDER,
    when: 'deleting an order',
    method: 'POST',
    path: '/order/delete',
    query: ID,
    answer: ok({ orderId: integer(900) }),
    call: (sdk) => sdk.order.remove(900),
    check: (data) => expect(data).toEqual({ orderId: 900 }),
  }),
  contract({
    state: ORDER,
    when: 'a request for an order, as its cart actions read it',
    method: 'GET',
    path: '/order/view',
    query: ID,
    // What features/orders/detail/OrderCartActions.tsx is mounted with: the server's flags for
    // 'Modifica ordine' and 'Annulla ordine', and the lines 'Aggiungi tutto al carrello' counts.
    answer: ok({
      orderId: integer(900),
      isEditable: boolean(true),
      isDeletable: boolean(true),
      suborders: eachLike({ suborderItems: eachLike({ orderItemId: integer(1) }) }),
    }),
    call: (sdk) => sdk.order.view(900),
    check: (order) => expect([order.isEditable, order.isDeletable]).toEqual([true, true]),
  }),
  contract({
    state: ORDER,
    when: 'reopening an order to change it',
    method: 'POST',
    path: '/order/modify',
    query: ID,
    // The cart drawer says which order it is changing (features/cart/drawer/CartContents.tsx).
    answer: ok({ ...cartWithLines(), cartStatusId: integer(7), order: { orderId: integer(900) } }),
    call: (sdk) => sdk.order.modify(900),
    check: (cart) => expect([cart.cartStatusId, cart.order?.orderId]).toEqual([7, 900]),
  }),
  contract({
    state: ORDER,
    when: 'paying an order again',
    method: 'POST',
    path: '/order/payment',
    query: ID,
    answer: ok({ paymentUrl: string('https://pagamenti.example.it/900') }),
    call: (sdk) => sdk.order.pay(900),
    check: (data) => expect(data).toEqual({ paymentUrl: 'https://pagamenti.example.it/900' }),
  }),
  contract({
    state: ORDER,
    when: 'changing the payment type of an order',
    method: 'POST',
    path: '/order/modify-payment-type',
    // As the payment retry sends it (features/checkout/checkout.ts): payment data, none.
    query: { ...ID, payment_type_id: '1', payment_data: '{}' },
    answer: ok({ orderId: integer(900) }),
    call: (sdk) => sdk.order.changePaymentType(900, 1, { paymentData: {} }),
    check: (data) => expect(data).toEqual({ orderId: 900 }),
  }),
  contract({
    state: ORDER,
    when: 'reserving a parking space for the pick-up',
    method: 'POST',
    path: '/order/reserve',
    query: { ...ID, distance: '500', reservation_info: 'AB123CD' },
    // The reservation the detail shows at once (features/orders/services/order-services.ts).
    answer: ok({
      reserved: boolean(true),
      parkingReservation: {
        distance: number(500),
        reservationInfo: string('AB123CD'),
        parkingSpot: string('P5'),
      },
    }),
    call: (sdk) => sdk.order.reserveParking(900, 500, 'AB123CD'),
    check: (data) =>
      expect(data).toEqual({
        reserved: true,
        parkingReservation: { distance: 500, reservationInfo: 'AB123CD', parkingSpot: 'P5' },
      }),
  }),
  contract({
    state: ORDER,
    when: 'reserving a parking space too far from the pick-up point',
    method: 'POST',
    path: '/order/reserve',
    query: { ...ID, distance: '7500' },
    // Its first error is the warning's reason (spec: account §8).
    answer: refused('Sei troppo lontano dal punto di ritiro per prenotare il parcheggio.'),
    call: (sdk) => rejection(sdk.order.reserveParking(900, 7500)),
    check: (error) =>
      expect(errorsOf(error)).toEqual({
        status: 1,
        errors: ['Sei troppo lontano dal punto di ritiro per prenotare il parcheggio.'],
      }),
  }),
  contract({
    state: ORDER,
    when: 'rating an order',
    method: 'POST',
    path: '/note/order/add',
    json: { orderId: 900, rating: 5, text: 'Tutto perfetto' },
    answer: ok({ noteId: integer(1) }),
    call: (sdk) => sdk.order.rate({ orderId: 900, rating: 5, text: 'Tutto perfetto' }),
    check: (data) => expect(data).toEqual({ noteId: 1 }),
  }),
  contract({
    state: ORDER,
    params: { noteId: 1 },
    when: 'changing the rating of an order',
    method: 'POST',
    path: '/note/order/update',
    json: { noteId: 1, orderId: 900, rating: 4, text: 'Buona' },
    answer: ok({ noteId: integer(1) }),
    call: (sdk) => sdk.order.rate({ noteId: 1, orderId: 900, rating: 4, text: 'Buona' }),
    check: (data) => expect(data).toEqual({ noteId: 1 }),
  }),
  contract({
    state: ORDER,
    when: 'a request for the ratings of an order',
    method: 'POST',
    path: '/note/list/',
    json: { orderId: 900 },
    answer: ok({ notes: eachLike({ noteId: integer(1), rating: integer(5) }) }),
    call: (sdk) => sdk.order.notes({ orderId: 900 }),
    check: (data) => expect(data).toEqual({ notes: [{ noteId: 1, rating: 5 }] }),
  }),
]);
