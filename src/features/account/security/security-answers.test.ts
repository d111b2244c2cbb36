import { describe, expect, it } from 'vitest';
import {
  type Consent,
  consentChanges,
  consentsOf,
  isLocked,
  mfaEnabledOf,
  missingConsentsOf,
} from './security-answers';

const privacy: Consent = { id: 1, text: 'Regolamento e privacy', required: true, given: true };
const offers: Consent = { id: 2, text: 'Offerte via e-mail', required: false, given: true };
const profiling: Consent = { id: 3, text: 'Offerte personalizzate', required: false, given: false };

describe('mfaEnabledOf', () => {
  it('given the answer of mfa_enabled or update_mfa, then it reads enabled', () => {
    expect(mfaEnabledOf({ enabled: true })).toBe(true);
    expect(mfaEnabledOf({ enabled: false, mfaEnabled: false })).toBe(false);
    expect(mfaEnabledOf(true)).toBe(true);
  });

  it('given an answer that does not say, then undefined (the page says it cannot tell)', () => {
    expect(mfaEnabledOf({})).toBeUndefined();
    expect(mfaEnabledOf(null)).toBeUndefined();
    expect(mfaEnabledOf({ enabled: 'yes' })).toBeUndefined();
  });
});

describe('consentsOf', () => {
  it("given list-by-type, then each consent with its text, whether required and the shopper's value", () => {
    expect(
      consentsOf([
        {
          registrationDisclaimerId: 1,
          descr: 'Regolamento e privacy',
          required: true,
          value: 'true',
        },
        {
          registrationDisclaimerId: 3,
          descr: 'Offerte personalizzate',
          required: false,
          value: 'false',
        },
        { registrationDisclaimerId: 4, descr: 'Consegne agevolate', value: null },
      ]),
    ).toEqual([
      privacy,
      profiling,
      { id: 4, text: 'Consegne agevolate', required: false, given: false },
    ]);
  });

  it('given entries without id or text, or no list, then those are left out', () => {
    expect(consentsOf([{ descr: 'x' }, { registrationDisclaimerId: 2 }, 'x'])).toEqual([]);
    expect(
      consentsOf({
        disclaimers: [{ registrationDisclaimerId: 2, descr: 'Offerte via e-mail', value: true }],
      }),
    ).toEqual([offers]);
    expect(consentsOf(undefined)).toEqual([]);
  });
});

describe('missingConsentsOf', () => {
  it('given check-disclaimer, then the ids still missing', () => {
    expect(missingConsentsOf({ complete: false, missing: [1, 'x'] })).toEqual([1]);
    expect(missingConsentsOf({ missing: [] })).toEqual([]);
    expect(missingConsentsOf(null)).toEqual([]);
  });
});

describe('isLocked', () => {
  it('given a required consent given, then it cannot be withdrawn; not yet given, it can be given', () => {
    expect(isLocked(privacy)).toBe(true);
    expect(isLocked({ ...privacy, given: false })).toBe(false);
    expect(isLocked(offers)).toBe(false);
  });
});

describe('consentChanges', () => {
  it('given the choices, then only the consents changed are sent, as text', () => {
    expect(consentChanges([privacy, offers, profiling], { 1: true, 2: false, 3: true })).toEqual([
      { id: 2, value: 'false' },
      { id: 3, value: 'true' },
    ]);
  });

  it('given nothing changed, then nothing is sent', () => {
    expect(consentChanges([privacy, offers], { 1: true, 2: true })).toEqual([]);
    expect(consentChanges([privacy], {})).toEqual([]);
  });
});
