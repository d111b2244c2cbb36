/**
 * order/list as the orders page calls it (spec: account §7 Orders, §9 page size 12): newest
 * delivery first, 12 a page, and each filter the page sends — delivery days, totals, the order
 * type (delivery service), orders in validation and replaced orders. On a fresh copy of Mario
 * (POST /_dev/shopper {like: 1001, orders: true}), so other tests changing his orders never meet it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './backend.ts';

interface ListedOrder {
  orderId: number;
  orderStatusId: number;
  grossTotal: number;
  deliveryServiceId: number;
  deliveryDate: string;
  createdDate: string;
  totalItems: number;
  replacedByOrderId?: number;
  timeslot: { date: string; beginTime: string; endTime: string };
  shippingAddress: { addressId: number; addressName: string };
}
interface OrderPage {
  page: { selPage: number; totPages: number; totItems: number; itemsPerPage: number };
  orders: ListedOrder[];
}

let shop: TestBackend;
let session: string;
let copies: Record<string, number>;
beforeAll(async () => {
  shop = await startTestBackend();
  const answer = await fetch(`${shop.backend.url}/_dev/shopper`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ like: 1001, orders: true }),
  });
  const created = (await answer.json()) as { login: string; orders: Record<string, number> };
  copies = created.orders;
  const reply = await shop.api('POST', '/auth/login', {
    form: { login: created.login, password: 'Segreta1', remember_me: false },
    query: { token_recaptcha: 'sporta-dev-captcha' },
  });
  session = reply.session as string;
});
afterAll(() => shop?.stop());

async function list(query: Record<string, string | number | boolean> = {}): Promise<OrderPage> {
  const reply = await shop.api('GET', '/order/list', { session, query });
  expect(reply.body.response.status).toBe(0);
  return reply.body.data as unknown as OrderPage;
}

const everyOrder = async (query: Record<string, string | number | boolean> = {}) =>
  (await list({ ...query, page_size: 100 })).orders;

describe('order/list', () => {
  it('gives a fresh copy of Mario his 15 orders, 12 a page, newest delivery first', async () => {
    expect(Object.keys(copies)).toHaveLength(16);
    const first = await list({ page: 1, page_size: 12 });
    expect(first.page).toEqual({ selPage: 1, totPages: 2, totItems: 15, itemsPerPage: 12 });
    expect(first.orders).toHaveLength(12);
    const second = await list({ page: 2, page_size: 12 });
    expect(second.orders).toHaveLength(3);
    const all = [...first.orders, ...second.orders];
    const days = all.map((order) => order.deliveryDate);
    expect(days).toEqual([...days].sort().reverse());
    expect(new Set(all.map((order) => order.orderStatusId))).toEqual(
      new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 18]),
    );
    const one = all.find((order) => order.orderId === copies[890]);
    expect(one).toMatchObject({ totalItems: 5, deliveryServiceId: 2 });
    expect(one?.timeslot.date).toBe(one?.deliveryDate);
    expect(one?.createdDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("places every seeded order before the shop's now and before its delivery", async () => {
    const { now } = (await (await fetch(`${shop.backend.url}/_dev/now`)).json()) as { now: number };
    const all = await everyOrder({ show_replaced: true });
    expect(all.length).toBeGreaterThan(0);
    for (const order of all) {
      expect(Date.parse(order.createdDate), `order ${order.orderId}`).toBeLessThanOrEqual(now);
      expect(order.createdDate.slice(0, 10) <= order.deliveryDate.slice(0, 10)).toBe(true);
    }
  });

  it('leaves out the orders in validation when show_pending is false', async () => {
    const shown = await everyOrder({ show_pending: true });
    expect(shown.some((order) => [1, 2].includes(order.orderStatusId))).toBe(true);
    const hidden = await everyOrder({ show_pending: false });
    expect(hidden).toHaveLength(shown.length - 2);
    expect(hidden.some((order) => [1, 2].includes(order.orderStatusId))).toBe(false);
  });

  it('lists the replaced orders only with show_replaced', async () => {
    expect((await everyOrder()).map((order) => order.orderId)).not.toContain(copies[885]);
    const replaced = (await everyOrder({ show_replaced: true })).find(
      (order) => order.orderId === copies[885],
    );
    expect(replaced?.replacedByOrderId).toBe(copies[890]);
  });

  it('filters by delivery days, totals and the order type', async () => {
    const all = await everyOrder();
    const middle = [...new Set(all.map((order) => order.deliveryDate))].sort()[3] ?? '';
    const from = await everyOrder({ from_date: middle });
    expect(from.length).toBeGreaterThan(0);
    expect(from.every((order) => order.deliveryDate >= middle)).toBe(true);
    const to = await everyOrder({ to_date: middle });
    expect(to.every((order) => order.deliveryDate <= middle)).toBe(true);
    expect(from.length + to.length).toBeGreaterThan(all.length);

    const totals = all.map((order) => order.grossTotal).sort((a, b) => a - b);
    const [low, high] = [totals[2] ?? 0, totals[10] ?? 0];
    const between = await everyOrder({ from_gross_total: low, to_gross_total: high });
    expect(between).toHaveLength(
      all.filter((o) => o.grossTotal >= low && o.grossTotal <= high).length,
    );

    const pickup = await everyOrder({ order_type: 1 });
    expect(pickup.length).toBeGreaterThan(0);
    expect(pickup.every((order) => order.deliveryServiceId === 1)).toBe(true);
  });
});
