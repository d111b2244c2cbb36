/** Unit multipliers of loose goods (shopping §9) and the unit price of a piece (shopping §2). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromUnit, inUnit, packUnitPriceCents, unitMultiplier, unitPrice } from './units.ts';

describe('unit multipliers (shopping §9)', () => {
  it.each([
    ['g', 1000],
    ['gr', 1000],
    ['GR', 1000],
    ['kg', 1],
    ['KG', 1],
    ['hg', 10],
    ['dag', 100],
    ['ml', 1000],
    ['cl', 100],
    ['lt', 1],
    ['Lt.', 1],
    ['l', 1],
  ])('%s: %i to the kg or l', (unit, multiplier) => {
    expect(unitMultiplier(unit)).toBe(multiplier);
  });

  it.each(['PZ', 'oz', ''])('knows no multiplier for %j', (unit) => {
    expect(unitMultiplier(unit)).toBeUndefined();
    expect(inUnit(1, unit)).toBeUndefined();
  });

  it.each([
    [0.35, 'GR', 350],
    [0.35, 'hg', 3.5],
    [0.35, 'dag', 35],
    [1.25, 'KG', 1.25],
    [0.33, 'cl', 33],
    [0.1 + 0.2, 'g', 300],
  ])('%d kg in %s is %d', (kilograms, unit, amount) => {
    expect(inUnit(kilograms, unit)).toBe(amount);
    expect(fromUnit(amount, unit)).toBe(Math.round(kilograms * 1000) / 1000);
  });

  it('grams go to kg and back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (grams) => {
        const kilograms = fromUnit(grams, 'gr');
        expect(kilograms).toBe(grams / 1000);
        expect(inUnit(kilograms ?? Number.NaN, 'g')).toBe(grams);
      }),
    );
  });
});

describe('unit price of a piece (shopping §2)', () => {
  const piece = (amount: string, unit: string) => ({
    productInfos: { WEIGHT_SELLING_SINGLE_UNIT: amount, WEIGHT_SELLING_SINGLE_UNIT_UM: unit },
  });

  it.each([
    ['500 GR at 2,79 €', 279, piece('500', 'GR'), { cents: 558, per: 'kg' }],
    ['0.75 KG', 279, piece('0.75', 'KG'), { cents: 372, per: 'kg' }],
    ['330 ML', 99, piece('330', 'ML'), { cents: 300, per: 'l' }],
    ['1,5 LT', 129, piece('1,5', 'LT'), { cents: 86, per: 'l' }],
    ['2 hg', 350, piece('2', 'hg'), { cents: 1750, per: 'kg' }],
  ])('%s', (_, price, product, expected) => {
    expect(unitPrice(price, product)).toEqual(expected);
  });

  it.each([
    ['no infos', {}],
    ['no weight', { productInfos: { WEIGHT_SELLING_SINGLE_UNIT_UM: 'KG' } }],
    ['weight 0', piece('0', 'KG')],
    ['pieces', piece('6', 'PZ')],
  ])('is unknown with %s', (_, product) => {
    expect(unitPrice(279, product)).toBeUndefined();
  });
});

describe('the unit price of what is paid (issue 38)', () => {
  it.each([
    // Barilla Spaghetti n.5 500 g at 0,73 € (0,89 € before the promotion).
    [73, 0.5, 146],
    // Granarolo latte 3×1 l at 3,04 €.
    [304, 3, 101],
    // Riso Carnaroli 3×1 kg at 5,95 €.
    [595, 3, 198],
    // Mirtilli 3×125 g at 2,99 €.
    [299, 0.375, 797],
  ])('given %i c paid for %d kg or l, then %i c per kg or l', (paid, quantity, expected) => {
    expect(packUnitPriceCents(paid, quantity)).toBe(expected);
  });

  it('given a pack without a quantity, then there is no unit price', () => {
    expect(packUnitPriceCents(73, 0)).toBeUndefined();
  });
});
