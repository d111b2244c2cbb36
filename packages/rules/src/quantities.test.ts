/**
 * The spec's quantity cases (shopping §3, §4 "Quantity stepping", §5 manual entry) and the
 * answers the reference backend gives today for the same requests (reference-backend
 * test/line-rules.test.ts), as tables.
 */
import { describe, expect, it } from 'vitest';
import { minusChange } from './minus-step.ts';
import {
  checkDailyMaximum,
  checkLineQuantity,
  countedIn,
  firstQuantity,
  lastQuantity,
  nextQuantity,
  type PiecesRule,
  plusChange,
  previousQuantity,
  quantityChoices,
  roundQuantity,
  roundWeight,
  type SellingRule,
  sellingRule,
  typedQuantity,
  type WeightRule,
} from './quantities.ts';

const pieces = (rule: Partial<PiecesRule> = {}): PiecesRule => ({
  kind: 'pieces',
  productType: 'Pezzo',
  minAcq: 1,
  multiple: 1,
  locked: false,
  ...rule,
});
const loose = (rule: Partial<WeightRule> = {}): WeightRule => ({
  kind: 'weight',
  productType: 'Sfuso',
  minWeight: 0.2,
  step: 0.1,
  ...rule,
});

/** The seeded product 103 of the reference backend: MINACQ 2, QTY_MULT 2, locked, MAXACQ 10. */
const SIX_PACK_LOCKED = pieces({ minAcq: 2, multiple: 2, locked: true, maxAcq: 10 });

describe('sellingRule reads productInfos (strings on the wire) and minAcq', () => {
  it.each([
    ['a plain piece', { productInfos: { TIPOLOGIA: 'Pezzo', MINACQ: '1' } }, pieces()],
    [
      'a locked multiple with a maximum',
      {
        productInfos: {
          TIPOLOGIA: 'Confezione',
          MINACQ: '2',
          QTY_MULT: '2',
          QTY_LOCKED: 'true',
          MAXACQ: '10',
        },
      },
      pieces({ productType: 'Confezione', minAcq: 2, multiple: 2, locked: true, maxAcq: 10 }),
    ],
    [
      'product minAcq before the MINACQ info',
      { minAcq: 3, productInfos: { MINACQ: '1', QTY_MULT: 6 } },
      pieces({ minAcq: 3, multiple: 6 }),
    ],
    [
      'unusable QTY_MULT, MAXACQ 0, QTY_LOCKED false',
      { productInfos: { QTY_MULT: '0', MAXACQ: '0', QTY_LOCKED: 'false' } },
      pieces(),
    ],
    ['no infos at all', {}, pieces()],
    [
      'QTY_MULT with a decimal comma',
      { productInfos: { QTY_MULT: '2,0' } },
      pieces({ multiple: 2 }),
    ],
    [
      'a loose product',
      { productInfos: { TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '0.2', STEP_SELLING: '0.1' } },
      loose(),
    ],
    [
      'a loose product with MAXACQ and minAcq only',
      { minAcq: 0.5, productInfos: { TIPOLOGIA: 'Sfuso', MAXACQ: '12' } },
      loose({ minWeight: 0.5, step: 0, maxAcq: 12 }),
    ],
  ])('%s', (_, product, rule) => {
    expect(sellingRule(product)).toEqual(rule);
  });
});

describe('the selling rule of a product as the API gives it', () => {
  it('reads the product itself: other fields ignored, null infos as none (no adapter needed)', () => {
    const product = {
      productId: 7,
      name: 'Mele',
      minAcq: 2,
      productInfos: { QTY_MULT: '2', USER_DISABLED: '0' },
    };
    expect(sellingRule(product)).toEqual(pieces({ minAcq: 2, multiple: 2 }));
    const bare = { productId: 8, minAcq: null, productInfos: null };
    expect(sellingRule(bare)).toEqual(pieces());
  });
});

describe('stepping (shopping §4)', () => {
  it.each<[string, SellingRule, number, number]>([
    ['Pezzo from nothing to minAcq', pieces({ minAcq: 3 }), 0, 3],
    ['Pezzo by one', pieces({ minAcq: 3 }), 3, 4],
    ['QTY_MULT from nothing: one multiple', pieces({ multiple: 6 }), 0, 6],
    ['QTY_MULT by the multiple', pieces({ multiple: 6 }), 6, 12],
    ['minAcq off the multiple: the next multiple', pieces({ minAcq: 3, multiple: 2 }), 0, 4],
    ['a quantity off the multiple goes to the next one', pieces({ multiple: 2 }), 5, 6],
    ['stays at MAXACQ', SIX_PACK_LOCKED, 10, 10],
    [
      'MAXACQ off the multiple: the last multiple under it',
      pieces({ multiple: 4, maxAcq: 10 }),
      8,
      8,
    ],
    ['minAcq above MAXACQ: nothing to add', pieces({ minAcq: 5, maxAcq: 4 }), 0, 0],
    ['Sfuso starts at WEIGHT_SELLING', loose(), 0, 0.2],
    ['Sfuso by STEP_SELLING', loose(), 0.2, 0.3],
    ['Sfuso keeps 2 decimals', loose({ minWeight: 0.5, step: 0.25 }), 0.75, 1],
    ['Sfuso from a weight floats cannot hold (0.29)', loose({ minWeight: 0.29 }), 0.29, 0.39],
    ['Sfuso from 0.57', loose({ minWeight: 0.27, step: 0.15 }), 0.57, 0.72],
    [
      'Sfuso without WEIGHT_SELLING starts at one step',
      loose({ minWeight: 0, step: 0.25 }),
      0,
      0.25,
    ],
    ['Sfuso without STEP_SELLING steps by WEIGHT_SELLING', loose({ step: 0 }), 0.2, 0.4],
    ['Sfuso stays under MAXACQ', loose({ maxAcq: 0.45 }), 0.4, 0.4],
  ])('plus: %s', (_, rule, current, next) => {
    expect(nextQuantity(rule, current)).toBe(next);
  });

  it.each<[string, SellingRule, number, number]>([
    ['Pezzo by one', pieces({ minAcq: 3 }), 5, 4],
    ['from minAcq to 0 (remove the line)', pieces({ minAcq: 3 }), 3, 0],
    ['QTY_MULT by the multiple', pieces({ multiple: 6 }), 12, 6],
    ['QTY_MULT from one multiple to 0', pieces({ multiple: 6 }), 6, 0],
    [
      'never below minAcq: 4 with minAcq 3 and multiple 2 goes to 0',
      pieces({ minAcq: 3, multiple: 2 }),
      4,
      0,
    ],
    ['a quantity off the multiple goes to the previous one', pieces({ multiple: 2 }), 5, 4],
    ['above MAXACQ it comes down to the limit', SIX_PACK_LOCKED, 14, 10],
    ['nothing at 0', pieces(), 0, 0],
    ['Sfuso by STEP_SELLING', loose(), 0.3, 0.2],
    ['Sfuso to 0 below WEIGHT_SELLING', loose(), 0.2, 0],
    ['Sfuso off the steps goes to the previous step', loose(), 0.25, 0.2],
  ])('minus: %s', (_, rule, current, previous) => {
    expect(previousQuantity(rule, current)).toBe(previous);
  });

  it('knows the first and last quantities a stepper shows', () => {
    expect(firstQuantity(SIX_PACK_LOCKED)).toBe(2);
    expect(lastQuantity(SIX_PACK_LOCKED)).toBe(10);
    expect(lastQuantity(pieces({ multiple: 4, maxAcq: 10 }))).toBe(8);
    expect(lastQuantity(pieces())).toBeUndefined();
    expect(firstQuantity(pieces({ minAcq: 5, maxAcq: 4 }))).toBeUndefined();
    expect(firstQuantity(loose({ minWeight: 0, step: 0.25 }))).toBe(0.25);
  });
});

describe('the quantities a shopper may choose before adding (product page)', () => {
  it.each([
    ['pieces', pieces(), 4, [1, 2, 3, 4]],
    ['a minimum of 3 in packs of 2', pieces({ minAcq: 3, multiple: 2 }), 3, [4, 6, 8]],
    ['up to MAXACQ 10 in twos', SIX_PACK_LOCKED, 10, [2, 4, 6, 8, 10]],
    ['loose goods from 0,2 kg by 0,1', loose(), 4, [0.2, 0.3, 0.4, 0.5]],
    ['a maximum under the minimum', pieces({ minAcq: 5, maxAcq: 3 }), 4, []],
  ])('%s', (_, rule, count, expected) => {
    expect(quantityChoices(rule, count)).toEqual(expected);
  });

  it('counts them in kilograms, packs or pieces', () => {
    expect(countedIn(loose())).toBe('kg');
    expect(countedIn(pieces({ productType: 'Confezione' }))).toBe('pack');
    expect(countedIn(pieces())).toBe('piece');
  });
});

describe('plus on a packaged item (shopping §4)', () => {
  it.each([
    [
      'below the multiple: set the quantity',
      pieces({ multiple: 6 }),
      0,
      { kind: 'setQuantity', quantity: 6 },
    ],
    [
      'at the multiple: add a package',
      pieces({ multiple: 6 }),
      6,
      { kind: 'addPackage', added: 6, quantity: 12 },
    ],
    [
      'above it: add a package',
      pieces({ multiple: 6 }),
      12,
      { kind: 'addPackage', added: 6, quantity: 18 },
    ],
    [
      'off the multiple: set the next multiple',
      pieces({ multiple: 6 }),
      7,
      { kind: 'setQuantity', quantity: 12 },
    ],
    ['not packaged: set the quantity', pieces(), 6, { kind: 'setQuantity', quantity: 7 }],
    ['loose: set the weight', loose(), 0.2, { kind: 'setQuantity', quantity: 0.3 }],
    ['at MAXACQ: nothing', SIX_PACK_LOCKED, 10, undefined],
  ] as const)('%s', (_, rule, current, change) => {
    expect(plusChange(rule, current)).toEqual(change);
  });
});

describe('typed quantity (shopping §5)', () => {
  const UNLOCKED = pieces({ minAcq: 3, maxAcq: 10 });
  it.each<[string, PiecesRule, number, ReturnType<typeof typedQuantity>]>([
    ['locked: to the nearest multiple', SIX_PACK_LOCKED, 5, { ok: true, quantity: 6 }],
    ['locked: half way rounds up', SIX_PACK_LOCKED, 3, { ok: true, quantity: 4 }],
    ['locked: at least one multiple', SIX_PACK_LOCKED, 0, { ok: true, quantity: 2 }],
    ['locked: a decimal', SIX_PACK_LOCKED, 6.8, { ok: true, quantity: 6 }],
    ['locked: capped at MAXACQ', SIX_PACK_LOCKED, 99, { ok: true, quantity: 10 }],
    [
      'locked: one multiple below minAcq is refused',
      pieces({ minAcq: 3, multiple: 2, locked: true }),
      2,
      { ok: false, key: 'errors.minAcq' },
    ],
    ['capped at MAXACQ', UNLOCKED, 12, { ok: true, quantity: 10 }],
    ['below minAcq', UNLOCKED, 2, { ok: false, key: 'errors.minAcq' }],
    ['zero', UNLOCKED, 0, { ok: false, key: 'errors.minAcq' }],
    ['not a number', UNLOCKED, Number.NaN, { ok: false, key: 'errors.minAcq' }],
    [
      'a fraction is refused as the backend does',
      UNLOCKED,
      4.5,
      { ok: false, key: 'errors.qtyMultiple', params: { multiple: 1 } },
    ],
    [
      'unlocked off the multiple',
      pieces({ multiple: 2 }),
      5,
      { ok: false, key: 'errors.qtyMultiple', params: { multiple: 2 } },
    ],
    ['as typed', UNLOCKED, 7, { ok: true, quantity: 7 }],
  ])('%s', (_, rule, typed, result) => {
    expect(typedQuantity(rule, typed)).toEqual(result);
  });
});

describe('checkLineQuantity answers as the reference backend does', () => {
  it.each<[string, SellingRule, number, ReturnType<typeof checkLineQuantity>]>([
    ['a multiple within the limits', SIX_PACK_LOCKED, 4, { ok: true, quantity: 4 }],
    ['below the minimum', SIX_PACK_LOCKED, 1, { ok: false, key: 'errors.minAcq' }],
    [
      'off the multiple',
      SIX_PACK_LOCKED,
      3,
      { ok: false, key: 'errors.qtyMultiple', params: { multiple: 2 } },
    ],
    ['above the maximum', SIX_PACK_LOCKED, 12, { ok: false, key: 'errors.maxAcq' }],
    ['zero', pieces(), 0, { ok: false, key: 'errors.minAcq' }],
    ['negative', pieces(), -2, { ok: false, key: 'errors.minAcq' }],
    ['infinite', pieces(), Number.POSITIVE_INFINITY, { ok: false, key: 'errors.minAcq' }],
    [
      'a fraction of a piece',
      pieces(),
      1.5,
      { ok: false, key: 'errors.qtyMultiple', params: { multiple: 1 } },
    ],
    ['float noise is rounded away (3 decimals)', pieces(), 2.0000001, { ok: true, quantity: 2 }],
    ['loose on a step', loose(), 0.5, { ok: true, quantity: 0.5 }],
    ['loose below WEIGHT_SELLING', loose(), 0.1, { ok: false, key: 'errors.minAcq' }],
    [
      'loose off the steps',
      loose(),
      0.25,
      { ok: false, key: 'errors.weightStep', params: { step: 0.1, unit: 'kg' } },
    ],
    ['loose rounded to 2 decimals', loose(), 0.3004, { ok: true, quantity: 0.3 }],
    [
      'loose rounding to nothing',
      loose({ minWeight: 0, step: 0 }),
      0.004,
      { ok: false, key: 'errors.minAcq' },
    ],
    [
      'loose without STEP_SELLING: any weight from the minimum',
      loose({ step: 0 }),
      0.37,
      { ok: true, quantity: 0.37 },
    ],
    [
      'loose ignores MAXACQ here: the daily maximum checks it',
      loose({ maxAcq: 1 }),
      2,
      { ok: true, quantity: 2 },
    ],
  ])('%s', (_, rule, quantity, result) => {
    expect(checkLineQuantity(rule, quantity)).toEqual(result);
  });

  it('counts the other orders of the day against MAXACQ', () => {
    expect(checkDailyMaximum(SIX_PACK_LOCKED, 2, 9)).toEqual({
      ok: false,
      key: 'errors.maxDailyQuantity',
    });
    expect(checkDailyMaximum(SIX_PACK_LOCKED, 2, 8)).toEqual({ ok: true, quantity: 2 });
    expect(checkDailyMaximum(pieces(), 500, 500)).toEqual({ ok: true, quantity: 500 });
    expect(checkDailyMaximum(loose({ maxAcq: 1 }), 0.6, 0.5)).toEqual({
      ok: false,
      key: 'errors.maxDailyQuantity',
    });
  });
});

describe('rounding (shopping §4)', () => {
  it.each([
    [1.23456, 1.235],
    [2.0004, 2],
    [0.1 + 0.2, 0.3],
  ])('quantities to 3 decimals: %d → %d', (value, rounded) => {
    expect(roundQuantity(value)).toBe(rounded);
  });
  it.each([
    [0.256, 0.26],
    [1.004, 1],
    [0.7 + 0.1, 0.8],
  ])('loose weights to 2 decimals: %d → %d', (value, rounded) => {
    expect(roundWeight(value)).toBe(rounded);
  });
});

// The reading of shopping §4 "Minus reaching 0 removes the line (with confirmation in the cart).
// Minus below minAcq gives an error.": a minus lands on the previous multiple; 0 removes the line,
// a quantity between 0 and minAcq is refused with errors.minAcq and the line stays as it is.
describe('minus on a cart line (shopping §4)', () => {
  const refused = { kind: 'refuse', key: 'errors.minAcq' };
  const remove = { kind: 'remove' };
  const set = (quantity: number) => ({ kind: 'setQuantity', quantity });
  it.each<[string, SellingRule, number, unknown]>([
    ['Pezzo by one above minAcq', pieces({ minAcq: 3 }), 5, set(4)],
    ['at minAcq 3 by ones: 2 is below minAcq, an error', pieces({ minAcq: 3 }), 3, refused],
    ['at minAcq 1: reaching 0 removes the line', pieces(), 1, remove],
    ['one multiple (QTY_MULT 6) to 0: removed', pieces({ multiple: 6 }), 6, remove],
    ['minAcq 3 by twos: 4 would be 2, an error', pieces({ minAcq: 3, multiple: 2 }), 4, refused],
    ['minAcq 2 by twos: 2 reaches 0, removed', pieces({ minAcq: 2, multiple: 2 }), 2, remove],
    ['a line held below a raised minimum (2 of 3): an error', pieces({ minAcq: 3 }), 2, refused],
    ['a line held at 1 under minAcq 3: 0 removes it', pieces({ minAcq: 3 }), 1, remove],
    ['off the multiple: the previous multiple', pieces({ multiple: 2 }), 5, set(4)],
    ['above MAXACQ it comes down to the limit', SIX_PACK_LOCKED, 14, set(10)],
    ['nothing at 0', pieces(), 0, undefined],
    ['Sfuso by STEP_SELLING', loose(), 0.3, set(0.2)],
    ['Sfuso below WEIGHT_SELLING returns 0: removed', loose(), 0.2, remove],
  ])('%s', (_, rule, current, change) => {
    expect(minusChange(rule, current)).toEqual(change);
  });
});
