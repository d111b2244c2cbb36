import { describe, expect, it } from 'vitest';
import { isLockedForShopper } from './shopper-locks.ts';

describe('a product the shopper cannot change (USER_DISABLED, spec: shopping §2)', () => {
  it.each([
    [{ USER_DISABLED: '1' }, true],
    [{ USER_DISABLED: 1 }, true],
    [{ USER_DISABLED: '0' }, false],
    [{ USER_DISABLED: 'true' }, false],
    [{ USER_DISABLED: '' }, false],
    [{}, false],
    [undefined, false],
    [null, false],
  ])('%j is locked: %s', (infos, locked) => expect(isLockedForShopper(infos)).toBe(locked));
});
