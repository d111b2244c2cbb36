/**
 * Money in cents and the cart's amounts beyond its items: delivery fee and its hint (shopping
 * §9, §2), purchase minimum, pre-authorised amount (shopping §9), price without VAT (account §9).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cartDeliveryFee,
  type DeliveryFeeRow,
  deliveryFee,
  deliveryFeeHint,
  grandTotal,
  preAuthorisedAmount,
  priceWithoutVat,
  purchaseMinimum,
  purchaseMinimumHint,
  slotDeliveryFee,
  vatRate,
} from './fees.ts';
import { fromCents, multiplyCents, toCents } from './money.ts';

/** The reference backend's rows of GET /delivery-fee/view. */
const ROWS: DeliveryFeeRow[] = [
  { range: 0, fee: 7.9 },
  { range: 60, fee: 4.9 },
  { range: 100, fee: 1.9 },
  { range: 150, fee: 0 },
];

describe('cents', () => {
  it.each<[number | string, number]>([
    [0.67, 67],
    [1.49, 149],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [4.35, 435],
    [-2.5, -250],
    ['12.50', 1250],
    ['12,5', 1250],
    [' 7.9 ', 790],
  ])('toCents(%j) is %i', (euros, cents) => {
    expect(toCents(euros)).toBe(cents);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, '', 'abc'])('refuses %j', (euros) => {
    expect(() => toCents(euros)).toThrow(RangeError);
  });

  it('goes back and forth without losing a cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
        expect(toCents(String(fromCents(cents)))).toBe(cents);
      }),
    );
  });

  it('sums in cents where decimal euros drift', () => {
    const prices = [4.35, 1.1, 0.2];
    expect(prices.reduce((sum, price) => sum + price, 0)).not.toBe(5.65);
    expect(fromCents(prices.map(toCents).reduce((sum, cents) => sum + cents, 0))).toBe(5.65);
  });

  it.each([
    [279, 3, 837],
    [1590, 0.35, 557],
    [1590, 0.25, 398],
    [5, 0.3, 2],
  ])('multiplyCents(%i, %d) is %i, rounded half up', (cents, factor, product) => {
    expect(multiplyCents(cents, factor)).toBe(product);
  });
});

describe('delivery fee', () => {
  it.each([
    [0, 790],
    [5999, 790],
    [6000, 490],
    [14999, 190],
    [15000, 0],
    [99999, 0],
  ])('an items total of %i cents pays %i', (total, fee) => {
    expect(deliveryFee(ROWS, total)).toBe(fee);
  });

  it('reads rows in any order', () => {
    expect(deliveryFee([...ROWS].reverse(), 7000)).toBe(490);
    expect(deliveryFee([], 7000)).toBe(0);
  });

  it.each([
    ['within 30 € of the next threshold', 4000, 2, { missing: 2000, fee: 490 }],
    ['exactly 30 € below', 3000, 2, { missing: 3000, fee: 490 }],
    ['one cent too far', 2999, 2, undefined],
    ['just below the next threshold', 9999, 2, { missing: 1, fee: 190 }],
    ['at 100 €: 50 € from the next threshold', 10000, 2, undefined],
    ['at 120 €: 30 € from free delivery', 12000, 2, { missing: 3000, fee: 0 }],
    ['past the last threshold', 15000, 2, undefined],
    ['not for store pickup', 4000, 1, undefined],
    ['not without a service', 4000, undefined, undefined],
  ])('hint: %s', (_, total, service, cents) => {
    expect(deliveryFeeHint(ROWS, total, service)).toEqual(
      cents && { key: 'cart.summary.deliveryFeeHint', cents },
    );
  });

  it('a hint is never more than 30 € and names the fee of the total it asks for', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (total) => {
        const hint = deliveryFeeHint(ROWS, total, 2);
        if (!hint) return;
        expect(hint.cents.missing).toBeGreaterThan(0);
        expect(hint.cents.missing).toBeLessThanOrEqual(3000);
        expect(deliveryFee(ROWS, total + hint.cents.missing)).toBe(hint.cents.fee);
        expect(deliveryFee(ROWS, total + hint.cents.missing - 1)).toBe(deliveryFee(ROWS, total));
      }),
    );
  });
});

describe('purchase minimum', () => {
  it.each([
    [3500, 2000, { reached: false, missingCents: 1500 }],
    [3500, 3500, { reached: true, missingCents: 0 }],
    [3500, 9000, { reached: true, missingCents: 0 }],
    [0, 0, { reached: true, missingCents: 0 }],
  ])('minimum %i with items %i', (minimum, items, expected) => {
    expect(purchaseMinimum(minimum, items)).toEqual(expected);
  });

  it('hints what is missing until it is reached', () => {
    expect(purchaseMinimumHint(3500, 2000)).toEqual({
      key: 'cart.summary.minimumPurchaseHint',
      cents: { missing: 1500, amount: 3500 },
    });
    expect(purchaseMinimumHint(3500, 3500)).toBeUndefined();
  });
});

describe('pre-authorised amount (shopping §9)', () => {
  it.each([
    ['no weighed goods, no bags', { totalCents: 5000, variableCents: 0, bagsCents: 0 }, 5000],
    ['30 % of the weighed part', { totalCents: 5000, variableCents: 2000, bagsCents: 0 }, 5600],
    ['plus the bags', { totalCents: 5000, variableCents: 2000, bagsCents: 30 }, 5630],
    ['rounded half up', { totalCents: 1000, variableCents: 5, bagsCents: 0 }, 1002],
  ])('%s', (_, parts, amount) => {
    expect(preAuthorisedAmount(parts)).toBe(amount);
  });

  it('is at least total plus bags, and at most 30 % of the weighed part more', () => {
    const cents = fc.integer({ min: 0, max: 1_000_000 });
    fc.assert(
      fc.property(cents, cents, cents, (totalCents, variableCents, bagsCents) => {
        const amount = preAuthorisedAmount({ totalCents, variableCents, bagsCents });
        expect(Number.isInteger(amount)).toBe(true);
        expect(amount - totalCents - bagsCents).toBeGreaterThanOrEqual(variableCents * 0.3 - 0.5);
        expect(amount - totalCents - bagsCents).toBeLessThanOrEqual(variableCents * 0.3 + 0.5);
      }),
    );
  });
});

describe('price without VAT (account §9)', () => {
  it.each<[number, number | string, number]>([
    [122, '0.22', 100],
    [104, '0.04', 100],
    [110, '0.10', 100],
    [1000, '0.10', 909],
    [149, '0.04', 143],
    [1, '0.22', 1],
    [500, 22, 410],
    [500, 0, 500],
  ])('%i cents at ivaPct %j is %i', (price, ivaPct, net) => {
    expect(priceWithoutVat(price, ivaPct)).toBe(net);
  });

  it('reads ivaPct as EBSN sends it, or as a percentage', () => {
    expect(vatRate('0.04')).toBe(0.04);
    expect(vatRate(22)).toBe(0.22);
    expect(() => vatRate('IVA 4%')).toThrow(RangeError);
  });

  it('adding the VAT back gives the price within a cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom('0.04', '0.05', '0.10', '0.22'),
        (price, ivaPct) => {
          const net = priceWithoutVat(price, ivaPct);
          expect(Math.abs(net * (1 + Number(ivaPct)) - price)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('the grand total', () => {
  it('is items + bags + fee − discounts, never below 0', () => {
    expect(grandTotal({ itemsCents: 3548, bagsCents: 30, feeCents: 790, discountCents: 0 })).toBe(
      4368,
    );
    expect(grandTotal({ itemsCents: 500, bagsCents: 0, feeCents: 0, discountCents: 1000 })).toBe(0);
  });

  it('charges the delivery fee for home delivery only, and none on an empty cart', () => {
    const rows = [
      { range: 0, fee: 7.9 },
      { range: 60, fee: 4.9 },
    ];
    expect(cartDeliveryFee(rows, 5999, 2)).toBe(790);
    expect(cartDeliveryFee(rows, 6000, 2)).toBe(490);
    expect(cartDeliveryFee(rows, 5999, 1)).toBe(0);
    expect(cartDeliveryFee(rows, 0, 2)).toBe(0);
  });
});

describe('the fee of a slot with a promotion (issue 38)', () => {
  it('given "Consegna a 1 €", then 1 € is charged instead of the standard fee', () => {
    expect(slotDeliveryFee(790, { feeCents: 100 })).toBe(100);
  });

  it('given free delivery already, then the promotion never raises it', () => {
    expect(slotDeliveryFee(0, { feeCents: 100 })).toBe(0);
  });

  it('given no promotion, then the standard fee', () => {
    expect(slotDeliveryFee(490)).toBe(490);
  });
});
