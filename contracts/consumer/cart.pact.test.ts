/** Cart, discount codes and delivery fee, with the quantity and discount failures (shopping §7–§8). */
import { expect } from 'vitest';
import { contract, contracts, errorsOf, rejection } from './contract';
import {
  cartWithLines,
  eachLike,
  emptyCart,
  integer,
  number,
  ok,
  refused,
  string,
} from './fixtures';

const SECTORS = { show_sectors: 'false' };
const TWO = 'a shopper with two items in the cart' as const;
const LIMITS = 'a shopper with a product with purchase limits' as const;
const CODE = 'a shopper with a valid discount code' as const;

const quantityRefusal = (when: string, quantity: number, text: string) =>
  contract({
    state: LIMITS,
    when,
    method: 'POST',
    path: '/cart/add',
    query: SECTORS,
    json: { items: [{ productId: 103, quantity }] },
    answer: refused(text),
    call: (sdk) => rejection(sdk.cart.add([{ productId: 103, quantity }])),
    check: (error) => expect(errorsOf(error)).toEqual({ status: 1, errors: [text] }),
  });

contracts('cart', [
  contract({
    state: TWO,
    when: 'a request for the cart',
    method: 'GET',
    path: '/cart/view',
    query: SECTORS,
    // The storefront's profile-level gate reads user.profile.level here (docs/adr/0014).
    answer: ok({
      ...cartWithLines(),
      user: { userId: integer(1001), profile: { level: integer(2) } },
    }),
    call: (sdk) => sdk.cart.view(),
    check: (cart) => {
      expect(cart.cartId).toBe(55);
      expect(cart.cartItems?.[0]?.product.productId).toBe(101);
      expect(cart.user?.profile?.level).toBe(2);
    },
  }),
  contract({
    state: 'a logged-in shopper',
    when: 'adding two packs of a product',
    method: 'POST',
    path: '/cart/add',
    query: SECTORS,
    json: { items: [{ productId: 101, quantity: 2 }] },
    answer: ok(cartWithLines()),
    call: (sdk) => sdk.cart.add([{ productId: 101, quantity: 2 }]),
    check: (cart) => expect(cart.cartItems?.[0]?.quantity).toBe(2),
  }),
  contract({
    state: 'a logged-in shopper',
    when: 'adding a product from a search, with its warehouse and substitution choice',
    method: 'POST',
    path: '/cart/add',
    query: SECTORS,
    // spec: shopping §7 cart/add "deliveryWarehouseId?, searchParams?, infos.accept_alternatives".
    json: {
      items: [
        {
          productId: 101,
          quantity: 2,
          deliveryWarehouseId: 89,
          searchParams: { q: 'latte' },
          infos: { accept_alternatives: 'false' },
        },
      ],
    },
    answer: ok(cartWithLines()),
    call: (sdk) =>
      sdk.cart.add([
        {
          productId: 101,
          quantity: 2,
          deliveryWarehouseId: 89,
          searchParams: { q: 'latte' },
          infos: { accept_alternatives: 'false' },
        },
      ]),
    check: (cart) => expect(cart.cartItems?.[0]?.quantity).toBe(2),
  }),
  quantityRefusal(
    'adding less than the minimum quantity',
    1,
    'Non è possibile acquistare una quantità inferiore di questo articolo',
  ),
  quantityRefusal(
    'adding a quantity that is not a multiple',
    3,
    'La quantità deve essere un multiplo di 2',
  ),
  quantityRefusal(
    'adding more than the maximum quantity',
    12,
    'Non è possibile acquistare una quantità superiore di questo articolo',
  ),
  contract({
    state: LIMITS,
    params: { alreadyBoughtToday: 10 },
    when: 'adding beyond the daily maximum',
    method: 'POST',
    path: '/cart/add',
    query: SECTORS,
    json: { items: [{ productId: 103, quantity: 2 }] },
    answer: refused(
      'Hai superato la quantità massima giornaliera acquistabile per questo articolo',
    ),
    call: (sdk) => rejection(sdk.cart.add([{ productId: 103, quantity: 2 }])),
    check: (error) =>
      expect(error.errors).toEqual([
        'Hai superato la quantità massima giornaliera acquistabile per questo articolo',
      ]),
  }),
  contract({
    state: TWO,
    when: 'changing the quantity of a line',
    method: 'POST',
    path: '/cart/update',
    query: SECTORS,
    json: { items: [{ itemId: 'i1', quantity: 3 }] },
    answer: ok(cartWithLines(3)),
    call: (sdk) => sdk.cart.update([{ itemId: 'i1', quantity: 3 }]),
    check: (cart) => expect(cart.cartItems?.[0]?.quantity).toBe(3),
  }),
  contract({
    state: TWO,
    when: 'removing a line',
    method: 'POST',
    path: '/cart/delete',
    query: SECTORS,
    json: { items: [{ itemId: 'i2', productId: 102 }] },
    answer: ok(cartWithLines()),
    call: (sdk) => sdk.cart.remove([{ itemId: 'i2', productId: 102 }]),
    check: (cart) => expect(cart.cartItems).toHaveLength(1),
  }),
  contract({
    state: TWO,
    when: 'emptying the cart',
    method: 'POST',
    path: '/cart/close',
    query: { cart_id: '55', ...SECTORS },
    answer: ok(emptyCart()),
    call: (sdk) => sdk.cart.close(55),
    check: (cart) => expect(cart.cartItems).toEqual([]),
  }),
  contract({
    state: 'a shopper with a placed order',
    when: 'adding every product of an order',
    method: 'POST',
    path: '/cart/add-all-from-order',
    query: { order_id: '900', ...SECTORS },
    // The products it could not add come as warnings (none here): the order detail names them.
    answer: {
      response: { status: integer(0), warnings: [] },
      data: { ...cartWithLines(), totalItems: integer(2) },
    },
    call: async (sdk) => {
      let warnings: string[] | undefined;
      const cart = await sdk.cart.addAllFromOrder(900, {
        onEnvelope: (envelope) => {
          warnings = envelope.response.warnings;
        },
      });
      return { cart, warnings };
    },
    check: ({ cart, warnings }) => {
      expect(cart.cartId).toBe(55);
      expect(cart.totalItems).toBe(2);
      expect(warnings).toEqual([]);
    },
  }),
  contract({
    state: 'a shopper with a shopping list',
    when: 'adding every product of a shopping list',
    method: 'POST',
    path: '/cart/add-all-from-wishlist',
    query: { list_id: '40', ...SECTORS },
    answer: ok(cartWithLines()),
    call: (sdk) => sdk.cart.addAllFromWishlist(40),
    check: (cart) => expect(cart.cartItems?.[0]?.itemId).toBe('i1'),
  }),
  contract({
    state: 'a shopper with a list shared read-only',
    when: 'adding every product of a list, one of them out of stock',
    method: 'POST',
    path: '/cart/add-all-from-wishlist',
    query: { list_id: '45', ...SECTORS },
    // The list page names the refused products from the answer's warnings (src/features/lists).
    answer: {
      ...ok(cartWithLines()),
      response: {
        status: integer(0),
        warnings: eachLike({ error: string('Riso Venere integrale: non disponibile') }),
      },
    },
    call: async (sdk) => {
      let warnings: string[] = [];
      const cart = await sdk.cart.addAllFromWishlist(45, {
        toasts: false,
        onEnvelope: (envelope) => {
          warnings = envelope.response.warnings;
        },
      });
      return { cart, warnings };
    },
    check: ({ cart, warnings }) => {
      expect(cart.cartId).toBe(55);
      expect(warnings).toEqual(['Riso Venere integrale: non disponibile']);
    },
  }),
  contract({
    state: TWO,
    when: 'asking for an invoice',
    method: 'POST',
    path: '/cart/update-cart-info',
    query: SECTORS,
    json: { property: 'need_invoice', value: 'true' },
    answer: ok({ ...cartWithLines(), cartInfos: { need_invoice: 'true' } }),
    call: (sdk) => sdk.cart.setInfo('need_invoice', 'true'),
    check: (cart) => expect(cart.cartInfos).toEqual({ need_invoice: 'true' }),
  }),
  contract({
    state: TWO,
    when: 'accepting alternatives for a line',
    method: 'POST',
    path: '/cart/update-infos',
    query: SECTORS,
    json: { items: [{ itemId: 'i1', infos: { accept_alternatives: 'true' } }] },
    answer: ok(cartWithLines()),
    call: (sdk) =>
      sdk.cart.setItemInfos([{ itemId: 'i1', infos: { accept_alternatives: 'true' } }]),
    check: (cart) => expect(cart.cartId).toBe(55),
  }),
  contract({
    state: TWO,
    when: 'a request for purchase restrictions',
    method: 'GET',
    path: '/cart/purchase-restriction',
    answer: ok({ minimumPurchase: number(30) }),
    call: (sdk) => sdk.cart.purchaseRestriction(),
    check: (data) => expect(data).toEqual({ minimumPurchase: 30 }),
  }),
  contract({
    state: TWO,
    when: 'a request for the delivery fee',
    method: 'GET',
    path: '/delivery-fee/view',
    answer: ok({ deliveryFeeRows: eachLike({ fee: number(4.9) }) }),
    call: (sdk) => sdk.cart.deliveryFee(),
    check: (data) => expect(data).toEqual({ deliveryFeeRows: [{ fee: 4.9 }] }),
  }),
  contract({
    state: CODE,
    params: { code: 'SCONTO10' },
    when: 'checking a discount code',
    method: 'GET',
    path: '/cart-giftcertificate/check',
    query: { code: 'SCONTO10' },
    answer: ok({ valid: true }),
    call: (sdk) => sdk.cart.checkCode('SCONTO10'),
    check: (data) => expect(data).toEqual({ valid: true }),
  }),
  contract({
    state: CODE,
    params: { code: 'SCONTO10' },
    when: 'applying a discount code',
    method: 'POST',
    path: '/cart-giftcertificate/add_code',
    query: { code: 'SCONTO10' },
    answer: ok(cartWithLines()),
    call: (sdk) => sdk.cart.addCode('SCONTO10'),
    check: (cart) => expect(cart.cartId).toBe(55),
  }),
  contract({
    state: TWO,
    when: 'applying an invalid discount code',
    method: 'POST',
    path: '/cart-giftcertificate/add_code',
    query: { code: 'NONVALIDO' },
    answer: refused(
      'Il codice sconto NONVALIDO non è valido. Verifica di averlo scritto correttamente.',
    ),
    call: (sdk) => rejection(sdk.cart.addCode('NONVALIDO')),
    check: (error) =>
      expect(error.errors).toEqual([
        'Il codice sconto NONVALIDO non è valido. Verifica di averlo scritto correttamente.',
      ]),
  }),
  contract({
    state: CODE,
    params: { code: 'SCONTO10', applied: true },
    when: 'removing a discount code',
    method: 'POST',
    path: '/cart-giftcertificate/remove_code',
    query: { code: 'SCONTO10' },
    answer: ok(cartWithLines()),
    call: (sdk) => sdk.cart.removeCode('SCONTO10'),
    check: (cart) => expect(cart.cartId).toBe(55),
  }),
]);
