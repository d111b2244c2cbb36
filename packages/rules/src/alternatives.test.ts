import { describe, expect, it } from 'vitest';
import { acceptsAlternatives, isReplaceable, offersAlternatives } from './alternatives.ts';

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
