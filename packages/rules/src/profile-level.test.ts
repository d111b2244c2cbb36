import { describe, expect, it } from 'vitest';
import {
  inCrmSegment,
  isBetaTester,
  isMasterAccount,
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

describe('the kind of user (shopping §6, account §6)', () => {
  it("given userTypeId '1' or '2', as text or number, then a master account; others not", () => {
    expect(isMasterAccount({ userType: { userTypeId: '1' } })).toBe(true);
    expect(isMasterAccount({ userType: { userTypeId: 2 } })).toBe(true);
    expect(isMasterAccount({ userType: { userTypeId: 3 } })).toBe(false);
    expect(isMasterAccount({ userType: {} })).toBe(false);
    expect(isMasterAccount(undefined)).toBe(false);
  });

  it("given the beta flag '1' (or 1, true), then a beta tester; '0', absent or other not", () => {
    expect(isBetaTester({ betaTester: '1' })).toBe(true);
    expect(isBetaTester({ betaTester: 1 })).toBe(true);
    expect(isBetaTester({ betaTester: true })).toBe(true);
    expect(isBetaTester({ betaTester: '0' })).toBe(false);
    expect(isBetaTester({ betaTester: 'yes' })).toBe(false);
    expect(isBetaTester({})).toBe(false);
  });

  it('given CRM segments, then a segment id is found among them, or not', () => {
    const user = { crmUserSegments: [{ crmSegment: { crmSegmentId: 12 } }, {}] };
    expect(inCrmSegment(user, 12)).toBe(true);
    expect(inCrmSegment(user, 13)).toBe(false);
    expect(inCrmSegment({}, 12)).toBe(false);
    expect(inCrmSegment(undefined, 12)).toBe(false);
  });
});
