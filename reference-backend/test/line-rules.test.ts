/**
 * The rules of one cart line (shopping §4, §8): allowed quantities with the spec's messages, the
 * AxB promotion total, and the availability code of a line for the chosen slot (1 lead time,
 * 3 day lock, 5 product lock cutoff, 6 AxB cutoff), at a fixed moment. The backend takes the
 * rules from @sporta/rules; these cases, written for the backend's own rules, are kept as they
 * were, so they check that the package answers as the backend always did, texts included.
 */
import {
  availabilityCode,
  checkLineQuantity,
  italianInstant as romeInstant,
  checkDailyMaximum as ruleDailyMaximum,
  sellingRule,
} from '@sporta/rules';
import { describe, expect, it } from 'vitest';
import { lineTotal, quantityOrRefusal } from '../domain/lines.ts';

type Infos = Record<string, string>;
/** What the cart and list calls do with a requested quantity: the rule, then the refusal text. */
const checkQuantity = (infos: Infos, quantity: number) =>
  quantityOrRefusal(checkLineQuantity(sellingRule({ productInfos: infos }), quantity));
const checkDailyMaximum = (infos: Infos, quantity: number, alreadyThatDay: number) =>
  quantityOrRefusal(
    ruleDailyMaximum(sellingRule({ productInfos: infos }), quantity, alreadyThatDay),
  );

const refusal = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return (error as { errors?: string[] }).errors?.[0];
  }
  return undefined;
};

describe('quantities', () => {
  const piece = { TIPOLOGIA: 'Pezzo', MINACQ: '2', QTY_MULT: '2', MAXACQ: '10' };
  it('accepts multiples within the limits', () => {
    expect(checkQuantity(piece, 4)).toBe(4);
  });
  it('refuses below the minimum, off the multiple and above the maximum', () => {
    expect(refusal(() => checkQuantity(piece, 1))).toBe(
      'Non è possibile acquistare una quantità inferiore di questo articolo',
    );
    expect(refusal(() => checkQuantity(piece, 3))).toMatch(/multipli di 2/);
    expect(refusal(() => checkQuantity(piece, 12))).toBe(
      'Non è possibile acquistare una quantità superiore di questo articolo',
    );
  });
  it('counts the other orders of the day against MAXACQ', () => {
    expect(refusal(() => checkDailyMaximum(piece, 2, 9))).toBe(
      'Hai superato la quantità massima giornaliera acquistabile per questo articolo',
    );
    expect(refusal(() => checkDailyMaximum(piece, 2, 8))).toBeUndefined();
  });
  it('sells loose goods from the minimum weight in steps', () => {
    const loose = { TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '0.2', STEP_SELLING: '0.1' };
    expect(checkQuantity(loose, 0.5)).toBe(0.5);
    expect(refusal(() => checkQuantity(loose, 0.1))).toBeTruthy();
    expect(refusal(() => checkQuantity(loose, 0.25))).toMatch(/0,1 kg/);
  });
});

describe('AxB promotion', () => {
  it('charges m pieces for every n', () => {
    const promo = { warehousePromoTypeId: 6, view: { promoOther: { nPrice: 3, m: 2 } } };
    expect(lineTotal(1.5, promo, 7)).toBe(1.5 * (2 * 2 + 1));
    expect(lineTotal(1.5, undefined, 7)).toBe(10.5);
  });
});

describe('selectable promotion', () => {
  const promo = { warehousePromoId: 77, selectable: true, discountPerc: 20 };
  it('discounts only the lines whose shopper opted into it', () => {
    expect(lineTotal(2.5, promo, 2, '77')).toBe(4);
    expect(lineTotal(2.5, promo, 2)).toBe(5);
    expect(lineTotal(2.5, promo, 2, '78')).toBe(5);
  });
});

describe('availability for the chosen slot', () => {
  // Monday 7 December 2026, 09:00 in Rome; the slot is Wednesday 9 December at 10:00.
  const now = romeInstant('2026-12-07', '09:00');
  const slot = { date: '2026-12-09', beginTime: '10:00' };
  it('is deliverable without constraints', () => {
    expect(availabilityCode({}, slot, now)).toBeUndefined();
  });
  it('is 1 when the lead time does not fit before the slot', () => {
    expect(availabilityCode({ LEAD_TIME: '72' }, slot, now)).toBe(1);
    expect(availabilityCode({ LEAD_TIME: '24' }, slot, now)).toBeUndefined();
  });
  it('is 3 on a locked weekday or day period', () => {
    expect(availabilityCode({ DAY_LOCK: '4' }, slot, now)).toBe(3); // Wednesday = 4
    expect(availabilityCode({ DAY_LOCK: '4_2' }, slot, now)).toBeUndefined(); // afternoon only
    expect(availabilityCode({ DAY_LOCK: '4_1' }, slot, now)).toBe(3);
  });
  it('is 5 past the product lock cutoff', () => {
    expect(availabilityCode({ PRODUCT_LOCK_CUTOFF: '3-12:00' }, slot, now)).toBe(5);
    expect(availabilityCode({ PRODUCT_LOCK_CUTOFF: '1-12:00' }, slot, now)).toBeUndefined();
  });
  it('is 6 after the last delivery day of the AxB promotion', () => {
    expect(availabilityCode({ PRODUCT_AXB_CUTOFF: '2026-12-08' }, slot, now)).toBe(6);
    expect(availabilityCode({ PRODUCT_AXB_CUTOFF: '2026-12-09' }, slot, now)).toBeUndefined();
  });
});
