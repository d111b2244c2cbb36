/**
 * Properties of quantity stepping and typed entry over random selling rules (shopping §4, §5):
 * whatever the rule, the stepper only ever shows quantities the backend accepts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkLineQuantity,
  firstQuantity,
  isAllowedQuantity,
  nextQuantity,
  type PiecesRule,
  previousQuantity,
  type SellingRule,
  typedQuantity,
  type WeightRule,
} from './quantities.ts';

const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
const withMax = <R extends SellingRule>(rule: R, maxAcq: number | undefined): R =>
  maxAcq === undefined ? rule : { ...rule, maxAcq };

const piecesRule: fc.Arbitrary<PiecesRule> = fc
  .record({
    productType: fc.constantFrom('Pezzo', 'Confezione'),
    minAcq: fc.integer({ min: 1, max: 30 }),
    multiple: fc.integer({ min: 1, max: 12 }),
    locked: fc.boolean(),
    maxAcq: maybe(fc.integer({ min: 1, max: 200 })),
  })
  .map(({ maxAcq, ...rule }) => withMax({ kind: 'pieces', ...rule }, maxAcq));

/** Loose rules in hundredths of a kilo, as shops write them (0.1, 0.25, 1.5 kg). */
const weightRule: fc.Arbitrary<WeightRule> = fc
  .record({
    minWeight: fc.integer({ min: 0, max: 300 }),
    step: fc.integer({ min: 0, max: 100 }),
    maxAcq: maybe(fc.integer({ min: 1, max: 5000 })),
  })
  .map(({ minWeight, step, maxAcq }) =>
    withMax(
      { kind: 'weight', productType: 'Sfuso', minWeight: minWeight / 100, step: step / 100 },
      maxAcq === undefined ? undefined : maxAcq / 100,
    ),
  );

const anyRule: fc.Arbitrary<SellingRule> = fc.oneof(piecesRule, weightRule);

/** Presses of plus (true) and minus (false), from an empty line. */
const presses = fc.array(fc.boolean(), { maxLength: 40 });
const press = (rule: SellingRule, quantity: number, plus: boolean) =>
  plus ? nextQuantity(rule, quantity) : previousQuantity(rule, quantity);

const minimumOf = (rule: SellingRule) => (rule.kind === 'pieces' ? rule.minAcq : rule.minWeight);

describe('stepping', () => {
  it('plus then minus returns where it started, below the upper limit', () => {
    fc.assert(
      fc.property(anyRule, presses, (rule, sequence) => {
        const start = sequence.reduce((quantity, plus) => press(rule, quantity, plus), 0);
        const up = nextQuantity(rule, start);
        fc.pre(up !== start);
        expect(previousQuantity(rule, up)).toBe(start);
      }),
    );
  });

  it('minus then plus returns where it started, above 0 and the first quantity', () => {
    fc.assert(
      fc.property(anyRule, presses, (rule, sequence) => {
        const start = sequence.reduce((quantity, plus) => press(rule, quantity, plus), 0);
        const down = previousQuantity(rule, start);
        fc.pre(down > 0);
        expect(nextQuantity(rule, down)).toBe(start);
      }),
    );
  });

  it('every quantity is 0 or within minAcq…MAXACQ, on the multiple, and the backend accepts it', () => {
    fc.assert(
      fc.property(anyRule, presses, (rule, sequence) => {
        let quantity = 0;
        for (const plus of sequence) {
          quantity = press(rule, quantity, plus);
          if (quantity === 0) continue;
          expect(quantity).toBeGreaterThanOrEqual(minimumOf(rule));
          if (rule.maxAcq !== undefined) expect(quantity).toBeLessThanOrEqual(rule.maxAcq);
          if (rule.kind === 'pieces') expect(quantity % rule.multiple).toBe(0);
          else expect(quantity).toBe(Math.round(quantity * 100) / 100);
          expect(checkLineQuantity(rule, quantity)).toEqual({ ok: true, quantity });
        }
      }),
    );
  });

  it('plus climbs one step at a time from the first quantity up to MAXACQ', () => {
    fc.assert(
      fc.property(anyRule, fc.integer({ min: 1, max: 60 }), (rule, times) => {
        const unit = rule.kind === 'pieces' ? 1 : 100;
        const stepUnits =
          rule.kind === 'pieces'
            ? rule.multiple
            : Math.round((rule.step || rule.minWeight || 0.1) * unit);
        let quantity = 0;
        for (let press = 1; press <= times; press++) {
          const next = nextQuantity(rule, quantity);
          if (next === quantity) {
            expect(rule.maxAcq).toBeDefined();
            if (quantity === 0) expect(firstQuantity(rule)).toBeUndefined();
            else expect(quantity + stepUnits / unit).toBeGreaterThan(rule.maxAcq ?? 0);
            return;
          }
          if (quantity > 0) expect(Math.round((next - quantity) * unit)).toBe(stepUnits);
          else expect(next).toBeGreaterThanOrEqual(minimumOf(rule));
          quantity = next;
        }
      }),
    );
  });

  it('plus never lowers and minus never raises a quantity', () => {
    fc.assert(
      fc.property(anyRule, fc.double({ min: 0, max: 300, noNaN: true }), (rule, current) => {
        expect(nextQuantity(rule, current)).toBeGreaterThanOrEqual(current);
        expect(previousQuantity(rule, current)).toBeLessThanOrEqual(
          rule.maxAcq === undefined ? current : Math.max(current, rule.maxAcq),
        );
        if (current > 0 && (rule.maxAcq === undefined || current <= rule.maxAcq)) {
          expect(previousQuantity(rule, current)).toBeLessThan(current);
        }
      }),
    );
  });
});

describe('typed entry', () => {
  const typed = fc.oneof(
    fc.integer({ min: -5, max: 400 }),
    fc.double({ min: -5, max: 400, noNaN: true }),
  );

  it('is idempotent: typing what it answered answers the same', () => {
    fc.assert(
      fc.property(piecesRule, typed, (rule, value) => {
        const once = typedQuantity(rule, value);
        fc.pre(once.ok);
        expect(typedQuantity(rule, once.ok ? once.quantity : Number.NaN)).toEqual(once);
      }),
    );
  });

  it('answers only quantities the stepper could reach and the backend accepts', () => {
    fc.assert(
      fc.property(piecesRule, typed, (rule, value) => {
        const result = typedQuantity(rule, value);
        if (!result.ok) return;
        expect(isAllowedQuantity(rule, result.quantity)).toBe(true);
        expect(result.quantity).toBeGreaterThanOrEqual(rule.minAcq);
        if (rule.maxAcq !== undefined) expect(result.quantity).toBeLessThanOrEqual(rule.maxAcq);
        expect(checkLineQuantity(rule, result.quantity)).toEqual(result);
      }),
    );
  });

  it('with QTY_LOCKED: the nearest multiple (one at least), capped under MAXACQ, else refused', () => {
    fc.assert(
      fc.property(piecesRule, fc.integer({ min: 0, max: 400 }), (generated, value) => {
        const rule = { ...generated, locked: true };
        const { multiple, minAcq, maxAcq } = rule;
        const first = Math.ceil(minAcq / multiple) * multiple;
        const last = maxAcq === undefined ? Infinity : Math.floor(maxAcq / multiple) * multiple;
        const nearest = Math.max(Math.round(value / multiple), 1) * multiple;
        const expected =
          first > last || nearest < minAcq
            ? { ok: false, key: 'errors.minAcq' }
            : { ok: true, quantity: Math.min(nearest, last) };
        expect(typedQuantity(rule, value)).toEqual(expected);
      }),
    );
  });

  it('refuses below minAcq with errors.minAcq', () => {
    fc.assert(
      fc.property(piecesRule, (rule) => {
        const below = { ...rule, locked: false };
        fc.pre(rule.minAcq > 1);
        expect(typedQuantity(below, rule.minAcq - 1)).toEqual({ ok: false, key: 'errors.minAcq' });
      }),
    );
  });
});
