import { describe, expect, it } from 'vitest';
import {
  MIN_PROFILE_LEVEL,
  mayCheckOut,
  profileLevelAfterSave,
  profileReachesMinLevel,
} from './profile-level.ts';

const complete = {
  firstName: 'Anna',
  lastName: 'Bianchi',
  birthDate: '01/02/1990',
  fiscalCode: 'BNCNNA90B41F205X',
};

describe('the profile level', () => {
  it('is 2 as the spec says', () => {
    expect(MIN_PROFILE_LEVEL).toBe(2);
  });
  it('lets level 2 and above check out, stops below', () => {
    expect([0, 1, 2, 3].map(mayCheckOut)).toEqual([false, false, true, true]);
  });
  it('does not stop a shopper whose level the answer does not name', () => {
    expect(mayCheckOut(undefined)).toBe(true);
    expect(mayCheckOut(Number.NaN)).toBe(true);
  });
  it('is reached with name, surname, birth date and fiscal code', () => {
    expect(profileReachesMinLevel(complete)).toBe(true);
    for (const field of Object.keys(complete))
      expect(profileReachesMinLevel({ ...complete, [field]: ' ' })).toBe(false);
    expect(profileReachesMinLevel({ firstName: 'Anna', lastName: 'Bianchi' })).toBe(false);
  });
  it('is raised by a complete save and never lowered', () => {
    expect(profileLevelAfterSave(1, complete)).toBe(2);
    expect(profileLevelAfterSave(1, { ...complete, fiscalCode: '' })).toBe(1);
    expect(profileLevelAfterSave(3, {})).toBe(3);
    expect(profileLevelAfterSave(2, {})).toBe(2);
  });
});
