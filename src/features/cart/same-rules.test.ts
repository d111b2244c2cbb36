/**
 * One source of truth for the shop's rules (issue 25): the same carts, computed by the reference
 * backend, read by the storefront's functions. The lines the backend refuses to prepare
 * (`checkout/prepare`'s unavailableItems) are the lines /checkout puts apart; each line's notice
 * is the rules' notice for the code the backend gave; and every plus and minus the storefront
 * sends for a line is accepted by the backend and lands where the storefront showed it.
 */

import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { availabilityNotice, plusChange, previousQuantity, sellingRule } from '@sporta/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../../reference-backend/database';
import { startTestBackend, type TestBackend } from '../../../reference-backend/test/backend';
import type { Cart } from '../../platform/shopper/cart-state';
import { type CartLine, linesOf } from './cart-lines';
import { noticeOf, splitLines } from './drawer/line-availability';

let shop: TestBackend;
// A real backend (migrations, seed) starts in ~1 s alone; on 2 busy CPUs it took over the unit
// project's 10 s, so it gets the 30 s the backend's own suite gives the same start.
beforeAll(async () => {
  shop = await startTestBackend();
}, 30_000);
afterAll(() => shop?.stop());

/** The first seeded product whose infos match, read from the backend's own database. */
function productWhere(condition: string): number {
  const db = new DatabaseSync(join(shop.dataDir, DATABASE_FILE), { readOnly: true });
  try {
    const row = db.prepare(`SELECT product_id FROM products WHERE ${condition} LIMIT 1`).get();
    if (!row) throw new Error(`no seeded product where ${condition}`);
    return Number(row.product_id);
  } finally {
    db.close();
  }
}

/** A fresh shopper with these lines and a chosen slot (the first bookable, or the last). */
async function shopperWith(items: { productId: number; quantity: number }[], lastSlot = false) {
  const created = await fetch(`${shop.backend.url}/_dev/shopper`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ items, slotChosen: true, lastSlot }),
  });
  const { login } = (await created.json()) as { login: string };
  const reply = await shop.api('POST', '/auth/login', {
    form: { login, password: 'Segreta1', remember_me: false },
    query: { token_recaptcha: 'sporta-dev-captcha' },
  });
  return reply.session as string;
}

const viewCart = async (session: string) =>
  (await shop.api('GET', '/cart/view', { session })).body.data as unknown as Cart;

/** The lines the backend will not prepare the order with (its splitByAvailability). */
async function refusedByBackend(session: string): Promise<string[]> {
  const reply = await shop.api('POST', '/checkout/prepare', { session });
  const data = reply.body.data as { unavailableItems?: { itemId: string }[] } | undefined;
  return (data?.unavailableItems ?? []).map((item) => String(item.itemId)).sort();
}

const ids = (lines: readonly CartLine[]) => lines.map((line) => String(line.itemId)).sort();

/** Sends a step the way the storefront's queue does (cart.ts sendLine): the cart it answers. */
async function sendStep(session: string, line: CartLine, direction: 'up' | 'down') {
  const rule = sellingRule(line.product);
  if (direction === 'up') {
    const plus = plusChange(rule, line.quantity);
    if (!plus) return undefined;
    const reply =
      plus.kind === 'addPackage'
        ? await shop.api('POST', '/cart/add', {
            session,
            json: { items: [{ productId: line.product.productId, quantity: plus.added }] },
          })
        : await shop.api('POST', '/cart/update', {
            session,
            json: { items: [{ itemId: line.itemId, quantity: plus.quantity }] },
          });
    return { expected: plus.quantity, reply };
  }
  const quantity = previousQuantity(rule, line.quantity);
  if (quantity === 0) return undefined;
  const reply = await shop.api('POST', '/cart/update', {
    session,
    json: { items: [{ itemId: line.itemId, quantity }] },
  });
  return { expected: quantity, reply };
}

describe('the same carts in the reference backend and the storefront', () => {
  let products: number[];
  beforeAll(() => {
    products = [
      productWhere(`json_extract(infos, '$.LEAD_TIME') = '48'`),
      productWhere(`json_extract(infos, '$.DAY_LOCK') = '2'`),
      productWhere(`json_extract(infos, '$.DAY_LOCK') = '1 7_3'`),
      productWhere(`json_extract(infos, '$.PRODUCT_AXB_CUTOFF') IS NOT NULL`),
      productWhere(`json_extract(infos, '$.TIPOLOGIA') = 'Sfuso'`),
      103, // Confezione: minAcq 2, QTY_MULT 2, QTY_LOCKED, MAXACQ 10
      productWhere(
        `infos NOT LIKE '%LEAD_TIME%' AND infos NOT LIKE '%LOCK%' AND tipologia = 'Pezzo'`,
      ),
    ];
  });

  for (const lastSlot of [false, true]) {
    it(`puts apart the lines the backend refuses and gives each its notice (${lastSlot ? 'last' : 'first'} slot)`, async () => {
      const session = await shopperWith(
        products.map((productId) => ({ productId, quantity: productId === 103 ? 2 : 1 })),
        lastSlot,
      );
      const cart = await viewCart(session);
      expect(linesOf(cart)).toHaveLength(products.length);
      const { available, blocked } = splitLines(linesOf(cart));
      expect(ids(blocked)).toEqual(await refusedByBackend(session));
      expect(available.length + blocked.length).toBe(products.length);
      // 48 hours of notice never fit the first bookable slot: the split has a case to bite on.
      if (!lastSlot) expect(blocked.length).toBeGreaterThan(0);
      for (const line of linesOf(cart)) {
        const code = line.cartItemAvaliabilityId;
        expect(noticeOf(line)).toEqual(availabilityNotice(code, line.product.productInfos ?? {}));
        expect(noticeOf(line) !== undefined).toBe(blocked.includes(line));
      }
    });
  }

  it('accepts every plus and minus the storefront sends, landing where the page showed it', async () => {
    const session = await shopperWith(
      products.map((productId) => ({ productId, quantity: productId === 103 ? 2 : 1 })),
      true,
    );
    let steps = 0;
    for (const direction of ['up', 'up', 'down'] as const) {
      for (const line of linesOf(await viewCart(session))) {
        const step = await sendStep(session, line, direction);
        if (!step) continue;
        steps += 1;
        expect(step.reply.body.response.errors).toEqual([]);
        const after = linesOf(step.reply.body.data as unknown as Cart).filter(
          (candidate) => candidate.product.productId === line.product.productId,
        );
        // A package add joins the line: still one line, at the quantity the page showed.
        expect(after.map((candidate) => candidate.quantity)).toEqual([step.expected]);
      }
    }
    expect(steps).toBeGreaterThan(products.length);
  });
});
