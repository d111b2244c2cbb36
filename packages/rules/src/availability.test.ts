/**
 * Availability of a product for a slot (shopping §3 infos, §4 codes 1/3/5/6 and the lead-time
 * limit), at a fixed moment: Monday 7 December 2026, 09:00 in Italy; the slot is Wednesday
 * 9 December at 10:00 (EBSN weekday 4). The same cases as the reference backend's own table.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AVAILABILITY,
  availabilityCode,
  availabilityNotice,
  dayLocks,
  deliveryDayPeriod,
  isBlocking,
  leadTimeLimit,
  lockCutoffs,
  needsTimeslotWarning,
  slotFlags,
  splitByAvailability,
} from './availability.ts';
import type { ProductInfos } from './quantities.ts';
import { ebsnWeekday, italianInstant, italianParts } from './shop-time.ts';

const now = italianInstant('2026-12-07', '09:00');
const slot = { date: '2026-12-09', beginTime: '10:00' };
const HOUR = 3_600_000;

describe('availabilityCode', () => {
  it.each<[string, ProductInfos, number | undefined]>([
    ['no constraint: deliverable', {}, undefined],
    ['72 h of notice, 49 h left: lead time', { LEAD_TIME: '72' }, 1],
    ['24 h of notice: deliverable', { LEAD_TIME: '24' }, undefined],
    ['exactly 49 h of notice: deliverable', { LEAD_TIME: '49' }, undefined],
    ['LEAD_TIME as a number', { LEAD_TIME: 72 }, 1],
    ['locked on Wednesday', { DAY_LOCK: '4' }, 3],
    ['locked on Wednesday afternoon only', { DAY_LOCK: '4_2' }, undefined],
    ['locked on Wednesday morning', { DAY_LOCK: '4_1' }, 3],
    ['a list separated by a comma', { DAY_LOCK: '2,4' }, 3],
    ['a list separated by spaces', { DAY_LOCK: '1 7_3  4_1' }, 3],
    ['a list separated by comma and space', { DAY_LOCK: '1, 4' }, 3],
    ['other days only', { DAY_LOCK: '1 7_3' }, undefined],
    ['order 3 days before by 12:00: too late', { PRODUCT_LOCK_CUTOFF: '3-12:00' }, 5],
    ['order 1 day before by 12:00: in time', { PRODUCT_LOCK_CUTOFF: '1-12:00' }, undefined],
    ['one of two cutoffs passed', { PRODUCT_LOCK_CUTOFF: '1-12:00, 2-08:00' }, 5],
    ['a cutoff without days is ignored', { PRODUCT_LOCK_CUTOFF: '12:00' }, undefined],
    ['AxB promotion ended the day before', { PRODUCT_AXB_CUTOFF: '2026-12-08' }, 6],
    ['AxB promotion ends that day', { PRODUCT_AXB_CUTOFF: '2026-12-09' }, undefined],
    ['AxB cutoff written dd/MM/yyyy', { PRODUCT_AXB_CUTOFF: '08/12/2026' }, 6],
    [
      'lead time comes first',
      { LEAD_TIME: '72', DAY_LOCK: '4', PRODUCT_AXB_CUTOFF: '2026-12-01' },
      1,
    ],
    ['then the day lock', { DAY_LOCK: '4', PRODUCT_LOCK_CUTOFF: '3-12:00' }, 3],
    ['then the cutoff', { PRODUCT_LOCK_CUTOFF: '3-12:00', PRODUCT_AXB_CUTOFF: '2026-12-01' }, 5],
  ])('%s', (_, infos, code) => {
    expect(availabilityCode(infos, slot, now)).toBe(code);
  });

  it('is always deliverable without a slot', () => {
    expect(availabilityCode({ LEAD_TIME: '999', DAY_LOCK: '1 2 3 4 5 6 7' }, undefined, now)).toBe(
      undefined,
    );
  });

  it('takes the delivery period from the slot when the API gives it', () => {
    const evening = { ...slot, deliveryDayPeriodId: 3 };
    expect(availabilityCode({ DAY_LOCK: '4_3' }, evening, now)).toBe(3);
    expect(availabilityCode({ DAY_LOCK: '4_1' }, evening, now)).toBeUndefined();
  });

  it('counts cutoff days on the Italian calendar, across the change to summer time', () => {
    // Summer time starts on Sunday 29 March 2026; the day before, 12:00 is 11:00 UTC.
    const sunday = { date: '2026-03-29', beginTime: '10:00' };
    const infos = { PRODUCT_LOCK_CUTOFF: '1-12:00' };
    expect(availabilityCode(infos, sunday, Date.parse('2026-03-28T10:59:00Z'))).toBeUndefined();
    expect(availabilityCode(infos, sunday, Date.parse('2026-03-28T11:01:00Z'))).toBe(5);
  });
});

describe('parsing the infos lists (shopping §3)', () => {
  it.each<[string | number, ReturnType<typeof dayLocks>]>([
    ['', []],
    ['4', [{ weekday: 4 }]],
    ['1 7_3', [{ weekday: 1 }, { weekday: 7, period: 3 }]],
    ['1,7_3', [{ weekday: 1 }, { weekday: 7, period: 3 }]],
    [' 2 ,  5_1 ', [{ weekday: 2 }, { weekday: 5, period: 1 }]],
    ['x 4_x 6', [{ weekday: 6 }]],
    [3, [{ weekday: 3 }]],
  ])('DAY_LOCK %j', (value, locks) => {
    expect(dayLocks({ DAY_LOCK: value })).toEqual(locks);
  });

  it.each<[string, ReturnType<typeof lockCutoffs>]>([
    ['1-12:00', [{ daysBefore: 1, time: '12:00' }]],
    [
      '1-12:00 3-09:30',
      [
        { daysBefore: 1, time: '12:00' },
        { daysBefore: 3, time: '09:30' },
      ],
    ],
    [
      '0-23:00,2-08:00',
      [
        { daysBefore: 0, time: '23:00' },
        { daysBefore: 2, time: '08:00' },
      ],
    ],
    ['12:00 2- -', []],
  ])('PRODUCT_LOCK_CUTOFF %j', (value, cutoffs) => {
    expect(lockCutoffs({ PRODUCT_LOCK_CUTOFF: value })).toEqual(cutoffs);
  });

  it.each([
    ['08:00', 1],
    ['12:59', 1],
    ['13:00', 2],
    ['17:30', 2],
    ['18:00', 3],
  ])('a slot starting at %s is in period %i', (beginTime, period) => {
    expect(deliveryDayPeriod({ date: '2026-12-09', beginTime })).toBe(period);
  });
});

describe('the shop calendar', () => {
  it.each([
    ['2026-12-09', '10:00', '2026-12-09T09:00:00Z'],
    ['2026-07-01', '10:00', '2026-07-01T08:00:00Z'],
    ['2026-03-29', '03:00', '2026-03-29T01:00:00Z'],
  ])('%s %s in Italy is %s', (date, time, iso) => {
    expect(italianInstant(date, time)).toBe(Date.parse(iso));
    expect(italianParts(Date.parse(iso))).toEqual({ date, time });
  });

  it('gives NaN for a malformed day or time, which then blocks nothing', () => {
    expect(italianInstant('9/12/2026', '10:00')).toBeNaN();
    expect(italianInstant('2026-12-09', '10')).toBeNaN();
  });

  it.each([
    ['2026-12-06', 1],
    ['2026-12-07', 2],
    ['2026-12-12', 7],
  ])('%s is EBSN weekday %i', (date, weekday) => {
    expect(ebsnWeekday(date)).toBe(weekday);
  });
});

describe('timeslot selection (shopping §4)', () => {
  const cart: ProductInfos[] = [{ LEAD_TIME: '24' }, { LEAD_TIME: '48' }, {}];

  it('the lead-time limit is now plus the largest LEAD_TIME', () => {
    expect(leadTimeLimit(cart, now)).toBe(now + 48 * HOUR);
    expect(leadTimeLimit([], now)).toBe(now);
  });

  it('flags a slot under lead time, day lock or lock cutoff', () => {
    expect(slotFlags(slot, cart, now)).toEqual({
      underLeadTime: false,
      underLockDay: false,
      underLockCutoff: false,
    });
    expect(slotFlags(slot, [{ LEAD_TIME: '50' }, { DAY_LOCK: '4' }], now)).toEqual({
      underLeadTime: true,
      underLockDay: true,
      underLockCutoff: false,
    });
    expect(slotFlags(slot, [{ PRODUCT_LOCK_CUTOFF: '3-12:00' }], now).underLockCutoff).toBe(true);
  });

  it('warns when any item has a lead time, a day lock or a lock cutoff', () => {
    expect(needsTimeslotWarning([{}, { TIPOLOGIA: 'Pezzo' }])).toBe(false);
    expect(needsTimeslotWarning([{}, { LEAD_TIME: '0' }, { DAY_LOCK: '' }])).toBe(false);
    expect(needsTimeslotWarning([{}, { DAY_LOCK: '1' }])).toBe(true);
    expect(needsTimeslotWarning([{ PRODUCT_LOCK_CUTOFF: '1-12:00' }])).toBe(true);
    expect(needsTimeslotWarning([{ LEAD_TIME: '24' }])).toBe(true);
  });

  it('a slot under the lead-time limit is one where a line gets code 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 120 }), (lead, h) => {
        const { date, time } = italianParts(now + h * HOUR);
        const hourSlot = { date, beginTime: time };
        const infos = { LEAD_TIME: String(lead) };
        const flagged = slotFlags(hourSlot, [infos], now).underLeadTime;
        expect(availabilityCode(infos, hourSlot, now) === AVAILABILITY.leadTime).toBe(flagged);
        expect(flagged).toBe(h < lead);
      }),
    );
  });
});

describe('notices and blocked lines', () => {
  it.each([
    [1, { key: 'cart.availability.leadTime', params: { hours: 48 } }],
    [3, { key: 'cart.availability.dayLock' }],
    [5, { key: 'cart.availability.lockCutoff' }],
    [6, { key: 'cart.availability.axbCutoff' }],
    [undefined, undefined],
    [null, undefined],
    [2, undefined],
  ])('code %j shows %j', (code, notice) => {
    expect(availabilityNotice(code, { LEAD_TIME: '48' })).toEqual(notice);
  });

  it('separates blocked lines from available ones, keeping their order', () => {
    const lines = [
      { id: 'a', code: undefined },
      { id: 'b', code: AVAILABILITY.dayLock },
      { id: 'c', code: null },
      { id: 'd', code: AVAILABILITY.leadTime },
      { id: 'e', code: 2 },
    ];
    const { available, blocked } = splitByAvailability(lines, (line) => line.code);
    expect(available.map((line) => line.id)).toEqual(['a', 'c', 'e']);
    expect(blocked.map((line) => line.id)).toEqual(['b', 'd']);
    expect([1, 3, 5, 6].every(isBlocking)).toBe(true);
  });
});
