/**
 * The orders of a master account's people (spec: account §7 Orders, order/list-for-all-user-
 * shipping-addresses and order/list-for-all-person-orders): Giulia (1002) holds Paolo (1005),
 * who had 910 delivered to her home and picked 911 up. Read-only: the seeded accounts serve.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './backend.ts';

let shop: TestBackend;
const sessions: Record<string, string> = {};

async function signIn(login: string) {
  const reply = await shop.api('POST', '/auth/login', {
    form: { login, password: 'Segreta1', remember_me: false },
    query: { token_recaptcha: 'sporta-dev-captcha' },
  });
  return reply.session as string;
}

beforeAll(async () => {
  shop = await startTestBackend();
  sessions.giulia = await signIn('giulia.bianchi@example.it');
  sessions.paolo = await signIn('paolo.bianchi@example.it');
});
afterAll(() => shop?.stop());

async function ids(who: string, path: string) {
  const reply = await shop.api('GET', path, { session: sessions[who] as string });
  expect(reply.body.response.status).toBe(0);
  const data = reply.body.data as unknown as { orders: { orderId: number }[] };
  return data.orders.map((order) => order.orderId);
}

describe('the orders of the people on an account', () => {
  it('given Giulia, then her own list is hers only, her addresses add 910, her people both', async () => {
    expect(await ids('giulia', '/order/list')).toEqual([]);
    expect(await ids('giulia', '/order/list-for-all-user-shipping-addresses')).toEqual([910]);
    expect(await ids('giulia', '/order/list-for-all-person-orders')).toEqual([911, 910]);
  });

  it('given Paolo, a person and no master, then every list is his own orders', async () => {
    expect(await ids('paolo', '/order/list-for-all-person-orders')).toEqual([911, 910]);
    expect(await ids('paolo', '/order/list-for-all-user-shipping-addresses')).toEqual([911, 910]);
  });

  it("given Giulia opening Paolo's order, then she sees it without any change offered", async () => {
    const reply = await shop.api('GET', '/order/view', {
      session: sessions.giulia as string,
      query: { order_id: 910 },
    });
    expect(reply.body.data).toMatchObject({
      orderId: 910,
      isEditable: false,
      isDeletable: false,
      isPayable: false,
    });
    const refused = await shop.api('POST', '/order/delete', {
      session: sessions.giulia as string,
      query: { order_id: 910 },
    });
    expect(refused.body.response.status).not.toBe(0);
  });
});
