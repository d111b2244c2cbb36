import { describe, expect, it } from 'vitest';
import {
  acceptsAlternatives,
  addedAcceptingAlternatives,
  isReplaceable,
  offersAlternatives,
} from './alternatives.ts';

describe('substitutions', () => {
  it('are offered for home delivery and the 10002 lockers only', () => {
    expect([1, 2, 3, 10000, 10002, undefined].map(offersAlternatives)).toEqual([
      false,
      true,
      false,
      false,
      true,
      false,
    ]);
  });
  it('concern products whose IS_REPLACEABLE says so', () => {
    expect(isReplaceable({ IS_REPLACEABLE: 'true' })).toBe(true);
    expect(isReplaceable({ IS_REPLACEABLE: '1' })).toBe(true);
    expect(isReplaceable({ IS_REPLACEABLE: 'false' })).toBe(false);
    expect(isReplaceable({})).toBe(false);
    expect(isReplaceable(undefined)).toBe(false);
  });
  it("read a line's accept_alternatives text, absent meaning no", () => {
    expect(acceptsAlternatives('true')).toBe(true);
    expect(acceptsAlternatives('false')).toBe(false);
    expect(acceptsAlternatives(undefined)).toBe(false);
  });
});

describe('accept_alternatives of a new line (shopping §9)', () => {
  const weight = { weightBased: true, onPromo: false };
  const weightOnPromo = { weightBased: true, onPromo: true };
  it('is false for pieces, promo or not, whatever the setting', () => {
    expect(addedAcceptingAlternatives({ weightBased: false, onPromo: false }, undefined)).toBe(
      false,
    );
    expect(addedAcceptingAlternatives({ weightBased: false, onPromo: true }, true)).toBe(false);
  });
  it('is true for weight-based products by default, on promotion too', () => {
    expect(addedAcceptingAlternatives(weight, undefined)).toBe(true);
    expect(addedAcceptingAlternatives(weightOnPromo, undefined)).toBe(true);
  });
  it('takes the configured promo variant for a weight-based product on promotion only', () => {
    expect(addedAcceptingAlternatives(weightOnPromo, false)).toBe(false);
    expect(addedAcceptingAlternatives(weightOnPromo, true)).toBe(true);
    expect(addedAcceptingAlternatives(weight, false)).toBe(true);
  });
});
