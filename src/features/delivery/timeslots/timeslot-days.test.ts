/** The selector's days on fixed clocks (spec: shopping §2 Timeslot selector, §4 Timeslot selection). */
import { italianInstant } from '@sporta/rules';
import type { components } from '@sporta/sdk';
import { describe, expect, it } from 'vitest';
import type { Cart } from '../../../platform/shopper/cart-state';
import { timeslotBoard } from './timeslot-days';
import { listOptions } from './timeslots';

const NOW = italianInstant('2026-11-24', '09:00');

const slot = (timeslotId: number, beginTime: string, extra: Record<string, unknown> = {}) => ({
  timeslotId,
  beginTime,
  endTime: `${String(Number(beginTime.slice(0, 2)) + 2).padStart(2, '0')}:00`,
  status: 'empty',
  active: 1,
  ...extra,
});

/** A day as the API may send it (loosely typed on purpose: unknown values must not break the dialog). */
const day = (dateIso: string, timeslots: ReturnType<typeof slot>[]) =>
  ({ dateIso, timeslots }) as unknown as components['schemas']['TimeslotDay'];

const cartWith = (infos: Record<string, string>[], timeslot?: Cart['timeslot']): Cart => ({
  cartId: 7,
  cartItems: infos.map((productInfos, index) => ({
    itemId: `i${index}`,
    quantity: 1,
    product: { productId: index + 1, name: 'Prodotto', productInfos },
  })),
  ...(timeslot ? { timeslot } : {}),
});

describe('the timeslot selector days', () => {
  it('drops a first day without slots when more days follow, and marks today', () => {
    const board = timeslotBoard(
      [day('2026-11-24', []), day('2026-11-25', [slot(11, '08:00')])],
      null,
      NOW,
    );
    expect(board.days.map((d) => d.dateIso)).toEqual(['2026-11-25']);
    const lone = timeslotBoard([day('2026-11-24', [])], null, NOW);
    expect(lone.days.map((d) => [d.dateIso, d.today])).toEqual([['2026-11-24', true]]);
    const second = timeslotBoard(
      [day('2026-11-24', [slot(11, '18:00')]), day('2026-11-25', [])],
      null,
      NOW,
    );
    expect(second.days.map((d) => [d.dateIso, d.today])).toEqual([
      ['2026-11-24', true],
      ['2026-11-25', false],
    ]);
  });

  it("opens on the cart's slot's day, else the first; records full days", () => {
    const days = [
      day('2026-11-24', [slot(11, '18:00')]),
      day('2026-11-26', [
        slot(11, '08:00', { status: 'full' }),
        slot(12, '10:00', { status: 'full' }),
      ]),
      day('2026-11-27', [slot(11, '08:00'), slot(12, '10:00', { status: 'full' })]),
    ];
    expect(timeslotBoard(days, null, NOW).openingDay).toBe('2026-11-24');
    const board = timeslotBoard(days, cartWith([], { date: '2026-11-27', timeslotId: 12 }), NOW);
    expect(board.openingDay).toBe('2026-11-27');
    expect(board.fullDays).toEqual(['2026-11-26']);
    expect(board.days[2]?.slots.map((s) => s.selected)).toEqual([false, true]);
    // A day the cart's slot is not in: the first day.
    expect(
      timeslotBoard(days, cartWith([], { date: '2026-12-01', timeslotId: 12 }), NOW).openingDay,
    ).toBe('2026-11-24');
  });

  it('a product needing 48 hours puts the clock on the slots before then, and warns', () => {
    const days = [
      day('2026-11-25', [slot(11, '08:00')]),
      day('2026-11-26', [slot(11, '08:00'), slot(12, '10:00')]),
    ];
    const board = timeslotBoard(days, cartWith([{ LEAD_TIME: '48' }]), NOW);
    expect(board.warning).toBe(true);
    expect(board.days.map((d) => d.slots.map((s) => s.limited))).toEqual([[true], [true, false]]);
    const plain = timeslotBoard(days, cartWith([{ TIPOLOGIA: 'Pezzo' }]), NOW);
    expect(plain.warning).toBe(false);
    expect(plain.days.flatMap((d) => d.slots.map((s) => s.limited))).toEqual([false, false, false]);
  });

  it('a product locked on Thursdays puts the clock on Thursday only', () => {
    // EBSN weekday 5 = Thursday; 2026-11-26 is a Thursday.
    const days = [day('2026-11-25', [slot(11, '08:00')]), day('2026-11-26', [slot(11, '08:00')])];
    const board = timeslotBoard(days, cartWith([{ DAY_LOCK: '5' }]), NOW);
    expect(board.days.map((d) => d.slots[0]?.limited)).toEqual([false, true]);
    expect(board.warning).toBe(true);
  });

  it('reads promo, expansion, standard-delivery tag and active as the API sends them', () => {
    const board = timeslotBoard(
      [
        day('2026-11-25', [
          slot(14, '14:00', {
            promoName: null,
            userGiftCertificates: [{ giftCertificate: { name: 'Consegna a 1 €' } }],
            metaData: { timeslot_info: { EXPAND: 'false', SHOW_STANDARD_DELIVERY_TAG: 'false' } },
          }),
          slot(17, '20:00', {
            promoName: 'Sera Smart',
            metaData: { timeslot_info: { EXPAND: true, SHOW_STANDARD_DELIVERY_TAG: false } },
          }),
          slot(11, '08:00', {
            active: 0,
            status: 'intermediate',
            metaData: { timeslot_info: { EXPAND: 'false', SHOW_STANDARD_DELIVERY_TAG: 'true' } },
          }),
        ]),
        day('2026-11-27', [slot(11, '08:00', { status: 'bogus' })]),
      ],
      null,
      NOW,
    );
    const [promo, evening, early] = board.days[0]?.slots ?? [];
    expect(promo).toMatchObject({
      promoName: 'Consegna a 1 €',
      expanded: false,
      standardDelivery: false,
    });
    expect(evening).toMatchObject({ promoName: 'Sera Smart', expanded: true });
    expect(early).toMatchObject({ active: false, status: 'intermediate', standardDelivery: true });
    expect(early?.promoName).toBeUndefined();
    expect(board.days.map((d) => d.promo)).toEqual([true, false]);
    expect(promo?.promotion).toBe(true);
    expect(evening?.promotion).toBe(false);
    // An unknown status is shown as available rather than breaking the dialog.
    expect(board.days[1]?.slots[0]?.status).toBe('empty');
  });

  it("marks PROMO only a day with a promotion still to be had, never a slot's name", () => {
    const promotion = {
      promoName: 'Consegna a 1 €',
      userGiftCertificates: [{ giftCertificate: { name: 'Consegna a 1 €' } }],
    };
    const smart = {
      promoName: 'Sera Smart',
      metaData: {
        timeslot_info: {
          EXPAND: 'true',
          DESCRIPTION: 'Sera Smart: la consegna serale, dalle 20 alle 22.',
        },
      },
    };
    const board = timeslotBoard(
      [
        day('2026-11-25', [slot(17, '20:00', smart)]),
        day('2026-11-26', [slot(14, '14:00', { ...promotion, status: 'full', active: 0 })]),
        day('2026-11-27', [slot(14, '14:00', { ...promotion, active: 0 })]),
        day('2026-11-28', [slot(14, '14:00', promotion), slot(17, '20:00', smart)]),
      ],
      null,
      NOW,
    );
    expect(board.days.map((d) => d.promo)).toEqual([false, false, false, true]);
    expect(board.days[0]?.slots[0]).toMatchObject({
      promoName: 'Sera Smart',
      promotion: false,
      description: 'Sera Smart: la consegna serale, dalle 20 alle 22.',
    });
  });

  it('reads the products of a cart grouped by sector', () => {
    const grouped: Cart = {
      cartId: 7,
      sectors: [
        {
          name: 'Pasticceria',
          cartItems: [
            {
              itemId: 'i1',
              quantity: 1,
              product: { productId: 1, name: 'Torta', productInfos: { LEAD_TIME: '48' } },
            },
          ],
        },
      ],
    };
    expect(timeslotBoard([day('2026-11-25', [slot(11, '08:00')])], grouped, NOW).warning).toBe(
      true,
    );
  });
});

describe('timeslot/list as the selector asks for it (spec: shopping §7 show-closed, check-locker)', () => {
  it('keeps a closed day after the first one, marked closed, never as full', () => {
    const board = timeslotBoard(
      [
        day('2026-11-28', [slot(11, '10:00')]),
        day('2026-11-29', []),
        day('2026-11-30', [slot(11, '10:00')]),
      ],
      null,
      NOW,
    );
    expect(board.days.map((d) => [d.dateIso, d.closed, d.full])).toEqual([
      ['2026-11-28', false, false],
      ['2026-11-29', true, false],
      ['2026-11-30', false, false],
    ]);
  });

  it('asks for closed days always, and for the locker check only for a locker service', () => {
    const withService = (deliveryServiceId: number): Cart => ({
      cartId: 7,
      shippingAddress: { addressId: 612, deliveryServiceId },
    });
    expect(listOptions(withService(10002))).toEqual({ showClosed: true, checkLocker: true });
    expect(listOptions(withService(10000))).toEqual({ showClosed: true, checkLocker: true });
    expect(listOptions(withService(2))).toEqual({ showClosed: true, checkLocker: false });
    expect(listOptions(null)).toEqual({ showClosed: true, checkLocker: false });
  });
});
