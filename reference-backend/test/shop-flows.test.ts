/**
 * The backend's flows the storefront builds on: delivery days and timeslots, address coverage,
 * checkout with the fake card payment page, order reopening, read-only shared lists.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './backend.ts';

let shop: TestBackend;
beforeAll(async () => {
  shop = await startTestBackend();
});
afterAll(() => shop?.stop());

type Infos = Record<string, string>;

interface Day {
  dateIso: string;
  timeslots: { timeslotId: number; status: string; active: number; promoName: string | null }[];
}

describe('delivery days', () => {
  it('offers at least 7 days of home-delivery slots with statuses, closed and full days', async () => {
    const session = (await shop.state('a shop with stores and delivery slots')) as string;
    const open = (await shop.api('GET', '/timeslot/list', { session })).body
      .data as unknown as Day[];
    const all = (
      await shop.api('GET', '/timeslot/list', { session, query: { 'show-closed': true } })
    ).body.data as unknown as Day[];
    expect(all.length).toBeGreaterThanOrEqual(7);
    expect(all.some((day) => day.timeslots.length === 0)).toBe(true); // a closed day (Sunday)
    expect(open.every((day) => day.timeslots.length > 0)).toBe(true);
    const statuses = new Set(open.flatMap((day) => day.timeslots.map((slot) => slot.status)));
    expect([...statuses].every((s) => ['empty', 'intermediate', 'full'].includes(s))).toBe(true);
    expect(statuses.has('full')).toBe(true);
    expect(open.some((day) => day.timeslots.every((slot) => slot.status === 'full'))).toBe(true);
    expect(open.some((day) => day.timeslots.some((slot) => slot.active === 1))).toBe(true);
  });

  it('refuses a full slot and books an open one into the cart', async () => {
    const session = (await shop.state('a shop with stores and delivery slots')) as string;
    const days = (await shop.api('GET', '/timeslot/list', { session })).body
      .data as unknown as Day[];
    const full = days.flatMap((d) =>
      d.timeslots.filter((s) => s.status === 'full').map((s) => ({ d, s })),
    )[0];
    const open = days.flatMap((d) =>
      d.timeslots.filter((s) => s.active === 1).map((s) => ({ d, s })),
    )[0];
    if (!full || !open) throw new Error('the seed must offer a full and an open slot');
    const refused = await shop.api('GET', '/timeslot/select', {
      session,
      query: { sel_date: full.d.dateIso, timeslot_id: full.s.timeslotId },
    });
    expect(refused.body.response.status).not.toBe(0);
    const chosen = await shop.api('GET', '/timeslot/select', {
      session,
      query: { sel_date: open.d.dateIso, timeslot_id: open.s.timeslotId },
    });
    expect(chosen.body.response.status).toBe(0);
    const after = (await shop.api('GET', '/timeslot/list', { session })).body
      .data as unknown as Day[];
    const selected = after.flatMap((d) =>
      d.timeslots.filter((s) => (s as { selected?: boolean }).selected),
    );
    expect(selected.map((s) => s.timeslotId)).toEqual([open.s.timeslotId]);
  });
});

describe('address coverage', () => {
  const address = (city: string, postalCode: string, province: string, address1: string) => ({
    addressName: 'Casa',
    address1,
    addressNumber: '1',
    city,
    postalCode,
    province,
  });

  it('covers Milan and says which warehouse delivers', async () => {
    const session = (await shop.state('a logged-in shopper')) as string;
    const reply = await shop.api('POST', '/user-address/check', {
      session,
      json: address('Milano', '20121', 'MI', 'Via Dante'),
    });
    expect(reply.body.response.status).toBe(0);
    expect((reply.body.data as { covered: boolean }).covered).toBe(true);
  });

  it("answers the spec's text for an address outside every delivery area", async () => {
    const session = (await shop.state(
      'a shopper with an address outside the delivery area',
    )) as string;
    const reply = await shop.api('POST', '/user-address/check', {
      session,
      json: address('Bergamo', '24121', 'BG', 'Via Roma'),
    });
    expect(reply.body.response.errors[0]?.error).toBe(
      "L'indirizzo inserito non è coperto dal servizio.",
    );
  });
});

describe('checkout with a card', () => {
  async function buyByCard() {
    const session = (await shop.state('a shopper ready to check out')) as string;
    const prepared = await shop.api('POST', '/checkout/prepare', { session });
    expect(prepared.body.response.status).toBe(0);
    const bought = await shop.api('POST', '/checkout/buy', {
      session,
      query: { payment_type_id: 2 },
    });
    expect(bought.body.response.status).toBe(0);
    const data = bought.body.data as { orderId: number; paymentUrl: string };
    return { session, ...data };
  }

  it('sends the shopper to the payment page, then back to payment-completed with the order confirmed', async () => {
    const { session, orderId, paymentUrl } = await buyByCard();
    const page = await fetch(new URL(paymentUrl, shop.backend.url));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(String(orderId));
    const paid = await fetch(new URL(paymentUrl, shop.backend.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(new RegExp(`/cart/payment-completed/${orderId}$`));
    const order = await shop.api('GET', '/order/view', { session, query: { order_id: orderId } });
    expect((order.body.data as { orderStatusId: number }).orderStatusId).toBe(3);
  });

  it('mails the confirmation with a link that shows the order without login, and only with its token', async () => {
    const { orderId } = await buyByCard();
    const mails = await shop.mailbox('mario.rossi@example.it');
    const mail = mails.find((sent) => sent.subject === `Conferma ordine ${orderId}`);
    const link = new URL(
      /https?:\/\/\S+\/order\?\S+/.exec(mail?.body ?? '')?.[0] ?? 'http://none/',
    );
    expect(link.searchParams.get('order_id')).toBe(String(orderId));
    const token = link.searchParams.get('access_token') ?? '';
    const seen = await shop.api('GET', '/token-order/view', {
      query: { order_id: orderId, access_token: token },
    });
    expect((seen.body.data as { orderId: number }).orderId).toBe(orderId);
    const guessed = await shop.api('GET', '/token-order/view', {
      query: { order_id: orderId, access_token: `${token.slice(0, -1)}X` },
    });
    expect(guessed.body.response.errors).not.toHaveLength(0);
    expect(guessed.body.data).toBeFalsy();
  });

  it('sends the shopper to payment-error when the card is refused', async () => {
    const { orderId, paymentUrl } = await buyByCard();
    const refused = await fetch(new URL(paymentUrl, shop.backend.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=fail',
      redirect: 'manual',
    });
    expect(refused.headers.get('location')).toMatch(new RegExp(`/cart/payment-error/${orderId}$`));
  });

  it('pre-authorises the total, 30 % of the variable-weight part and the bags once (shopping §9)', async () => {
    const session = (await shop.state('a shopper ready to check out')) as string;
    // A loose product that any slot can deliver, so the cart has a variable-weight part.
    const deliverableLoose = ({ productInfos: infos }: { productInfos: Infos }) =>
      infos.TIPOLOGIA === 'Sfuso' &&
      !['LEAD_TIME', 'DAY_LOCK', 'PRODUCT_LOCK_CUTOFF', 'PRODUCT_AXB_CUTOFF'].some(
        (key) => key in infos,
      );
    let loose: { productId: number; productInfos: Infos } | undefined;
    for (let page = 1; !loose && page <= 10; page++) {
      const reply = await shop.api('GET', '/products', { query: { page, page_size: 200 } });
      const { products } = reply.body.data as unknown as {
        products: { productId: number; productInfos: Infos }[];
      };
      loose = products.find(deliverableLoose);
    }
    if (!loose) throw new Error('the seed must sell a loose product without delivery limits');
    const weight = Number(loose.productInfos.WEIGHT_SELLING);
    await shop.api('POST', '/cart/add', {
      session,
      json: { items: [{ productId: loose.productId, weight }] },
    });
    const prepared = await shop.api('POST', '/checkout/prepare', { session });
    const { cart, prebilledAmount } = prepared.body.data as {
      cart: { grossTotal: number; totalPriceVariable: number; packageTotal: number };
      prebilledAmount: number;
    };
    expect(cart.packageTotal).toBeGreaterThan(0);
    expect(cart.totalPriceVariable).toBeGreaterThan(0);
    // The gross total is items + bags + delivery - discounts: it holds the bags already.
    const withoutBags = cart.grossTotal - cart.packageTotal;
    const expected = withoutBags + 0.3 * cart.totalPriceVariable + cart.packageTotal;
    // Within a cent of rounding; counting the bags twice is 0,15 € off at least.
    expect(prebilledAmount).toBeCloseTo(expected, 1);
    const asked = await shop.api('GET', '/checkout/prebilled-amount', {
      session,
      query: { payment_type_id: 2 },
    });
    expect((asked.body.data as { prebilledAmount: number }).prebilledAmount).toBe(prebilledAmount);
    // Paid at the door: nothing is pre-authorised.
    const atTheDoor = await shop.api('GET', '/checkout/prebilled-amount', {
      session,
      query: { payment_type_id: 1 },
    });
    expect((atTheDoor.body.data as { prebilledAmount: number }).prebilledAmount).toBe(0);
    // The order keeps the amount the checkout showed.
    const bought = await shop.api('POST', '/checkout/buy', {
      session,
      query: { payment_type_id: 2 },
    });
    const { orderId } = bought.body.data as { orderId: number };
    expect((bought.body.data as { prebilledAmount: number }).prebilledAmount).toBe(prebilledAmount);
    const order = await shop.api('GET', '/order/view', { session, query: { order_id: orderId } });
    expect((order.body.data as { prebilledAmount: number }).prebilledAmount).toBe(prebilledAmount);
  });

  it("refuses to send the order with the spec's text when the shop cannot take it", async () => {
    const session = (await shop.state('a shopper whose payment is refused')) as string;
    const reply = await shop.api('POST', '/checkout/buy', {
      session,
      query: { payment_type_id: 1 },
    });
    expect(reply.body.response.errors[0]?.error).toBe("Errore nel tentativo di inviare l'ordine");
  });
});

describe('a selectable promo', () => {
  it("discounts the line only when cart/add names it (the storefront's warehousePromoId)", async () => {
    interface Offered {
      productId: number;
      priceDisplay: number;
      productInfos: Infos;
      warehousePromo?: { warehousePromoId: number; selectable?: boolean; discountPerc?: number };
    }
    let offered: Offered | undefined;
    for (let page = 1; !offered && page <= 10; page++) {
      const reply = await shop.api('GET', '/products', { query: { page, page_size: 200 } });
      offered = (reply.body.data as unknown as { products: Offered[] }).products.find(
        (product) =>
          product.warehousePromo?.selectable === true && product.productInfos.TIPOLOGIA === 'Pezzo',
      );
    }
    if (!offered?.warehousePromo) throw new Error('the seed must offer a selectable promo');
    const { warehousePromoId, discountPerc = 0 } = offered.warehousePromo;
    const lineTotalWith = async (extra: Record<string, unknown>) => {
      const session = (await shop.state('a shopper ready to check out')) as string;
      const reply = await shop.api('POST', '/cart/add', {
        session,
        json: { items: [{ productId: offered.productId, quantity: 2, ...extra }] },
      });
      const { cartItems } = reply.body.data as {
        cartItems: { product: { productId: number }; grossTotal: number; cartItemInfo: Infos }[];
      };
      return cartItems.find((line) => line.product.productId === offered.productId);
    };
    const plain = await lineTotalWith({});
    const chosen = await lineTotalWith({ warehousePromoId });
    expect(discountPerc).toBeGreaterThan(0);
    expect(plain?.grossTotal).toBeCloseTo(offered.priceDisplay * 2, 2);
    expect(chosen?.grossTotal).toBeCloseTo(offered.priceDisplay * 2 * (1 - discountPerc / 100), 2);
    expect(chosen?.cartItemInfo.warehousePromoId).toBe(String(warehousePromoId));
  });
});

describe('orders and lists', () => {
  it('lists orders 12 per page and reopens a placed order as cart status 7', async () => {
    const session = (await shop.state('a shopper with a placed order')) as string;
    const list = await shop.api('GET', '/order/list', { session, query: { page: 1 } });
    const page = (list.body.data as { page: { itemsPerPage: number; totItems: number } }).page;
    expect(page.itemsPerPage).toBe(12);
    expect(page.totItems).toBeGreaterThan(12);
    const reopened = await shop.api('POST', '/order/modify', { session, query: { order_id: 900 } });
    expect((reopened.body.data as { cartStatusId: number }).cartStatusId).toBe(7);
  });

  it('keeps a list shared read-only from being changed', async () => {
    const session = (await shop.state('a shopper with a shopping list')) as string;
    const reply = await shop.api('POST', '/wishlist/add_prod', {
      session,
      json: { wishlistId: 45, items: [{ productId: 101, quantity: 1 }] },
    });
    expect(reply.body.response.status).not.toBe(0);
    const own = await shop.api('POST', '/wishlist/add_prod', {
      session,
      json: { wishlistId: 40, items: [{ productId: 102, quantity: 1 }] },
    });
    expect(own.body.response.status).toBe(0);
  });

  it("refuses a list name by the storefront's rule: empty, too long, another list's", async () => {
    const session = (await shop.state('a shopper with a shopping list')) as string;
    const errorsOf = async (path: string, query: Record<string, string | number>) => {
      const reply = await shop.api('POST', path, { session, query });
      return (reply.body.response as { errors?: { error: string }[] }).errors?.map((e) => e.error);
    };
    expect(await errorsOf('/wishlist/insert', { name: '  ' })).toEqual(['Dai un nome alla lista']);
    expect(await errorsOf('/wishlist/insert', { name: 'x'.repeat(81) })).toEqual([
      'Il nome può avere al massimo 80 caratteri',
    ]);
    expect(await errorsOf('/wishlist/insert', { name: ' spesa SETTIMANALE' })).toEqual([
      'Hai già una lista con questo nome',
    ]);
    expect(await errorsOf('/wishlist/update', { list_id: 40, name: 'Spesa settimanale ' })).toEqual(
      [],
    );
  });
});
