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

interface ListedDay {
  dateIso: string;
  timeslots: { status: string; active: number }[];
}

describe('a locker on the cart (spec: shopping §7 timeslot/list check-locker)', () => {
  const SATURDAY = '2026-12-05';
  const list = async (session: string, query: Record<string, boolean>) =>
    (await shop.api('GET', '/timeslot/list', { session, query })).body
      .data as unknown as ListedDay[];

  it("checks the locker's compartments only when asked: on its busiest day every slot is full", async () => {
    const session = (await shop.state('a shop with stores and delivery slots')) as string;
    const chosen = await shop.api('POST', '/user-address/select', {
      session,
      query: { address_type: 'locker', address_id: 612, delivery_service_id: 10002 },
    });
    expect(chosen.body.response.status).toBe(0);
    const unchecked = (await list(session, {})).find((day) => day.dateIso === SATURDAY);
    expect(unchecked?.timeslots.some((slot) => slot.active === 1)).toBe(true);
    const checked = (await list(session, { 'check-locker': true })).find(
      (day) => day.dateIso === SATURDAY,
    );
    expect(checked?.timeslots.length).toBeGreaterThan(0);
    expect(checked?.timeslots.every((slot) => slot.status === 'full' && slot.active === 0)).toBe(
      true,
    );
  });

  it('shows a closed day with no slots only when asked (show-closed)', async () => {
    const session = (await shop.state('a shop with stores and delivery slots')) as string;
    const HOLIDAY = '2026-12-08';
    expect((await list(session, {})).some((day) => day.dateIso === HOLIDAY)).toBe(false);
    const shown = (await list(session, { 'show-closed': true })).find(
      (day) => day.dateIso === HOLIDAY,
    );
    expect(shown?.timeslots).toEqual([]);
  });
});
