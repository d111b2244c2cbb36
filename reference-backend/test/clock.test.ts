/**
 * The shop's clock (`--now`, domain/clock.ts): started at a fixed instant, the backend's days,
 * slots and /_dev/now follow it, so journeys that depend on the hour run the same at any hour.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopClockAt } from '../domain/clock.ts';
import { startTestBackend, type TestBackend } from './backend.ts';

// A Tuesday morning in Italian time (UTC+1 in December).
const TUESDAY_10 = Date.parse('2026-12-01T10:00:00+01:00');

let shop: TestBackend;
beforeAll(async () => {
  startShopClockAt(TUESDAY_10);
  shop = await startTestBackend();
});
afterAll(() => shop?.stop());

describe("the shop's clock", () => {
  it('runs from the instant it was started at', async () => {
    const { now } = (await (await fetch(`${shop.backend.url}/_dev/now`)).json()) as {
      now: number;
    };
    expect(now).toBeGreaterThanOrEqual(TUESDAY_10);
    expect(now - TUESDAY_10).toBeLessThan(120_000);
  });

  it("lists delivery days from the shop's today, not the machine's", async () => {
    const session = (await shop.state('a shop with stores and delivery slots')) as string;
    const days = (
      await shop.api('GET', '/timeslot/list', { session, query: { 'show-closed': true } })
    ).body.data as unknown as { dateIso: string }[];
    expect(days[0]?.dateIso).toBe('2026-12-01');
  });
});
