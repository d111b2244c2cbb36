/**
 * POST /_dev/shopper: a fresh copy of a demo account for one e2e journey — its own login, its
 * own copies of the addresses, its own cart — so journeys running side by side never meet.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../database.ts';
import { timeslotTemplate } from '../domain/shop.ts';
import { freePlaces } from '../domain/timeslots.ts';
import { startTestBackend, type TestBackend } from './backend.ts';

let shop: TestBackend;
beforeAll(async () => {
  shop = await startTestBackend();
});
afterAll(() => shop?.stop());

async function freshShopper(options: Record<string, unknown>) {
  const answer = await fetch(`${shop.backend.url}/_dev/shopper`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(options),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

async function signIn(login: string) {
  const reply = await shop.api('POST', '/auth/login', {
    form: { login, password: 'Segreta1', remember_me: false },
    query: { token_recaptcha: 'sporta-dev-captcha' },
  });
  expect(reply.body.response.status).toBe(0);
  return reply.session as string;
}

describe('a fresh shopper', () => {
  it('signs in with its own login and finds copies of the account it was made like', async () => {
    const created = await freshShopper({ like: 1004 });
    expect(created.status).toBe(200);
    const session = await signIn(created.body.login as string);
    const list = await shop.api<{
      data: { addresses: { addressId: number; addressName: string }[] };
    }>('GET', '/user-address/list', { session, query: { address_type: 'home' } });
    const names = list.body.data.addresses.map((a) => a.addressName);
    expect(names).toEqual(['Casa (Consegna Agevolata)', 'Casa di mia figlia']);
    const copies = Object.values(created.body.addresses as Record<string, number>);
    expect(list.body.data.addresses.map((a) => a.addressId)).toEqual(copies);
    expect(copies).not.toContain(330);
  });

  it('starts with the lines, the address and the cart status asked for', async () => {
    const created = await freshShopper({
      items: [{ productId: 101, quantity: 2 }],
      addressChosen: true,
      cartStatus: 7,
    });
    const session = await signIn(created.body.login as string);
    const cart = await shop.api<{
      data: {
        cartId: number;
        cartStatusId: number;
        totalItems: number;
        shippingAddress: { autoAssigned: boolean; addressName: string };
      };
    }>('GET', '/cart/view', { session });
    expect(cart.body.data.cartId).toBe(created.body.cartId);
    expect(cart.body.data.cartStatusId).toBe(7);
    expect(cart.body.data.totalItems).toBeGreaterThan(0);
    expect(cart.body.data.shippingAddress.autoAssigned).toBe(false);
  });

  it('status 7 is a placed order reopened: cancelling the edits leaves the order as placed', async () => {
    const created = await freshShopper({ items: [{ productId: 101, quantity: 2 }], cartStatus: 7 });
    const session = await signIn(created.body.login as string);
    const cart = await shop.api<{ data: { cartId: number; order: { orderId: number } | null } }>(
      'GET',
      '/cart/view',
      { session },
    );
    const orderId = cart.body.data.order?.orderId;
    expect(orderId).toBeGreaterThan(0);
    const closed = await shop.api<{ data: { order: unknown; totalItems: number } }>(
      'POST',
      '/cart/close',
      { session, query: { cart_id: cart.body.data.cartId } },
    );
    expect(closed.body.data.order).toBeNull();
    expect(closed.body.data.totalItems).toBe(0);
    const order = await shop.api<{ data: { orderId: number; statusId?: number } }>(
      'GET',
      '/order/view',
      { session, query: { order_id: orderId ?? 0 } },
    );
    expect(order.body.data.orderId).toBe(orderId);
  });

  it("orderedThatDay places an order for the slot's day: MAXACQ counts it (a daily maximum)", async () => {
    // Product 500: MAXACQ 10. Nine already ordered for that day.
    const created = await freshShopper({ orderedThatDay: [{ productId: 500, quantity: 9 }] });
    const session = await signIn(created.body.login as string);
    const empty = await shop.api<{ data: { totalItems: number } }>('GET', '/cart/view', {
      session,
    });
    expect(empty.body.data.totalItems).toBe(0);
    const one = await shop.api('POST', '/cart/add', {
      session,
      json: { items: [{ productId: 500, quantity: 1 }] },
    });
    expect(one.body.response.status).toBe(0);
    const two = await shop.api('POST', '/cart/add', {
      session,
      json: { items: [{ productId: 500, quantity: 1 }] },
    });
    expect(two.body.response.errors[0]?.error).toBe(
      'Hai superato la quantità massima giornaliera acquistabile per questo articolo',
    );
  });

  it('slotChosen puts the first bookable slot on the cart, chosen (ready to add)', async () => {
    const created = await freshShopper({ slotChosen: true });
    const session = await signIn(created.body.login as string);
    const cart = await shop.api<{
      data: {
        shippingAddress: { autoAssigned: boolean };
        timeslot: { timeslotId: number; autoAssigned: boolean };
      };
    }>('GET', '/cart/view', { session });
    expect(cart.body.data.shippingAddress.autoAssigned).toBe(false);
    expect(cart.body.data.timeslot.timeslotId).toBeGreaterThan(0);
    expect(cart.body.data.timeslot.autoAssigned).toBe(false);
  });

  it('slotChosen leaves a slot nearly full to others: the journey gets one with room for its orders', async () => {
    const slotOf = async (login: string) => {
      const cart = await shop.api<{
        data: {
          timeslot: { date: string; timeslotId: number };
          warehouse: { warehouseId: number };
        };
      }>('GET', '/cart/view', { session: await signIn(login) });
      return cart.body.data;
    };
    const first = await slotOf((await freshShopper({ slotChosen: true })).body.login as string);
    const db = openDatabase(shop.dataDir);
    try {
      const slot = timeslotTemplate(first.timeslot.timeslotId);
      if (!slot) throw new Error('the cart names a slot of the shop');
      const place = [first.timeslot.date, slot, first.warehouse.warehouseId] as const;
      // Other shoppers take all but three places of it.
      db.run(
        `INSERT INTO timeslot_bookings (delivery_date, timeslot_id, warehouse_id, booked) VALUES (?, ?, ?, ?)
         ON CONFLICT (delivery_date, timeslot_id, warehouse_id) DO UPDATE SET booked = booked + excluded.booked`,
        first.timeslot.date,
        slot.timeslotId,
        first.warehouse.warehouseId,
        freePlaces(db, ...place) - 3,
      );
      expect(freePlaces(db, ...place)).toBe(3);
    } finally {
      db.close();
    }
    const next = await slotOf((await freshShopper({ slotChosen: true })).body.login as string);
    expect(`${next.timeslot.date} ${next.timeslot.timeslotId}`).not.toBe(
      `${first.timeslot.date} ${first.timeslot.timeslotId}`,
    );
  });

  it('has a name of its own, so no list shows two customers of the same name', async () => {
    const created = await freshShopper({ like: 1001 });
    const session = await signIn(created.body.login as string);
    const cart = await shop.api<{ data: { user: { firstName: string; lastName: string } } }>(
      'GET',
      '/cart/view',
      { session },
    );
    expect(cart.body.data.user.firstName).toBe('Cliente');
    expect(cart.body.data.user.lastName).toBe(`Prova ${created.body.userId}`);
  });

  it("giftCertificates copies the demo account's unused certificates, and only when asked", async () => {
    const codesOf = async (options: Record<string, unknown>) => {
      const created = await freshShopper({ like: 1001, ...options });
      const session = await signIn(created.body.login as string);
      const list = await shop.api<{ data: { code: string }[] }>('GET', '/giftcertificate/list', {
        session,
      });
      return list.body.data.map((certificate) => certificate.code);
    };
    expect(await codesOf({ giftCertificates: true })).toEqual(['PAGNOTTA-MR01', 'FEDELTA15']);
    expect(await codesOf({})).toEqual([]);
  });

  it("orders copies the demo account's orders with their ratings", async () => {
    const created = await freshShopper({ like: 1001, orders: true });
    const session = await signIn(created.body.login as string);
    const copies = created.body.orders as Record<string, number>;
    const view = await shop.api<{ data: { note: { rating: number; text: string } | null } }>(
      'GET',
      '/order/view',
      { session, query: { order_id: copies[890] ?? 0 } },
    );
    expect(view.body.data.note).toMatchObject({ rating: 5, text: expect.stringMatching(/^Tutto/) });
  });

  it("lists copies the demo account's lists as its own, and the shares it was given", async () => {
    const listsOf = async (options: Record<string, unknown>) => {
      const created = await freshShopper({ like: 1001, ...options });
      const session = await signIn(created.body.login as string);
      const list = await shop.api<{
        data: { listId: number; name: string; size: number; sharingData: { grant: string } }[];
      }>('GET', '/wishlist/list', { session });
      return { created: created.body, lists: list.body.data };
    };
    const { created, lists } = await listsOf({ lists: true });
    expect(lists.map((list) => [list.name, list.size, list.sharingData.grant])).toEqual([
      ['Spesa settimanale', 6, 'OWNER'],
      ['Grigliata con gli amici', 4, 'OWNER'],
      ['Dispensa di casa', 3, 'READ'],
      ['Festa di compleanno', 2, 'WRITE'],
    ]);
    const copies = created.lists as Record<string, number>;
    expect(lists[0]?.listId).toBe(copies[40]);
    expect(copies[40]).not.toBe(40);
    expect((await listsOf({})).lists).toEqual([]);
  });

  it("savedCards copies the demo account's saved cards", async () => {
    const created = await freshShopper({ like: 1001, savedCards: true });
    const session = await signIn(created.body.login as string);
    const list = await shop.api<{ data: { auths: { creditCard: string }[] } }>(
      'GET',
      '/payment-type/list-auth',
      { session, query: { payment_type_id: 2 } },
    );
    expect(list.body.data.auths.map((auth) => auth.creditCard)).toEqual([
      'VISA **** **** **** 4242',
    ]);
  });

  it('lastSlot books a slot of its own; /_dev/fill-slot fills it and checkout refuses it', async () => {
    const first = await freshShopper({
      slotChosen: true,
      items: [{ productId: 273, quantity: 40 }],
    });
    const last = await freshShopper({
      slotChosen: true,
      lastSlot: true,
      items: [{ productId: 273, quantity: 40 }],
    });
    const slotOf = async (login: string) => {
      const session = await signIn(login);
      const cart = await shop.api<{
        data: {
          timeslot: { date: string; timeslotId: number };
          warehouse: { warehouseId: number };
        };
      }>('GET', '/cart/view', { session });
      return { session, ...cart.body.data };
    };
    const mine = await slotOf(last.body.login as string);
    const theirs = await slotOf(first.body.login as string);
    expect(`${mine.timeslot.date} ${mine.timeslot.timeslotId}`).not.toBe(
      `${theirs.timeslot.date} ${theirs.timeslot.timeslotId}`,
    );
    expect(
      (await shop.api('POST', '/checkout/prepare', { session: mine.session })).body.response.status,
    ).toBe(0);

    const filled = await fetch(`${shop.backend.url}/_dev/fill-slot`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        date: mine.timeslot.date,
        timeslotId: mine.timeslot.timeslotId,
        warehouseId: mine.warehouse.warehouseId,
      }),
    });
    expect(filled.status).toBe(200);
    const refused = await shop.api('POST', '/checkout/prepare', { session: mine.session });
    expect(refused.body.response.errors).toEqual([
      { error: 'La fascia oraria scelta non è più disponibile.' },
    ]);
    expect(
      (await shop.api('POST', '/checkout/prepare', { session: theirs.session })).body.response
        .status,
    ).toBe(0);
  });

  it('two fresh shoppers never share a cart', async () => {
    const one = await freshShopper({});
    const two = await freshShopper({});
    expect(one.body.login).not.toBe(two.body.login);
    expect(one.body.cartId).not.toBe(two.body.cartId);
  });

  it('deliverTo puts another of her addresses on the cart, and slotChosen a slot of its warehouse', async () => {
    const created = await freshShopper({ like: 1003, deliverTo: 321, slotChosen: true });
    const session = await signIn(created.body.login as string);
    const cart = await shop.api<{
      data: {
        warehouse: { warehouseId: number };
        timeslot: { timeslotId: number; date: string };
        shippingAddress: {
          addressId: number;
          addressName: string;
          deliveryServiceId: number;
          autoAssigned: boolean;
        };
      };
    }>('GET', '/cart/view', { session });
    const { shippingAddress, warehouse, timeslot } = cart.body.data;
    expect(shippingAddress.addressId).toBe((created.body.addresses as Record<string, number>)[321]);
    expect(shippingAddress).toMatchObject({
      addressName: 'Ufficio',
      deliveryServiceId: 2,
      autoAssigned: false,
    });
    expect(warehouse.warehouseId).toBe(89);
    expect(timeslot.timeslotId).toBeGreaterThan(0);
  });

  it('pickupStore leaves the cart as choosing the store in the picker does', async () => {
    const picked = await freshShopper({});
    const pickedSession = await signIn(picked.body.login as string);
    const chose = await shop.api('GET', '/store-proximity/select', {
      session: pickedSession,
      query: { store_id: 7 },
    });
    expect(chose.body.response.status).toBe(0);
    const created = await freshShopper({ pickupStore: 7, slotChosen: true });
    const session = await signIn(created.body.login as string);
    type Delivery = {
      data: {
        warehouse: { warehouseId: number };
        timeslot: { timeslotId: number };
        shippingAddress: { addressId: number; deliveryServiceId: number; autoAssigned: boolean };
      };
    };
    const expected = (await shop.api<Delivery>('GET', '/cart/view', { session: pickedSession }))
      .body.data;
    const cart = (await shop.api<Delivery>('GET', '/cart/view', { session })).body.data;
    expect(cart.shippingAddress).toMatchObject({
      addressId: expected.shippingAddress.addressId,
      deliveryServiceId: 1,
      autoAssigned: false,
    });
    expect(cart.warehouse.warehouseId).toBe(expected.warehouse.warehouseId);
    expect(cart.timeslot.timeslotId).toBeGreaterThan(0);
  });

  it('refuses an address that is not the demo account’s, a store without pickup, or both', async () => {
    for (const options of [
      { like: 1003, deliverTo: 300 },
      { pickupStore: 999_999 },
      { deliverTo: 310, pickupStore: 7 },
      { pickupStore: '7' },
    ]) {
      const refused = await freshShopper(options);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatch(/deliverTo|pickupStore/);
    }
  });

  it('refuses an account that is not a demo account', async () => {
    const refused = await freshShopper({ like: 42 });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain('like');
  });
});
