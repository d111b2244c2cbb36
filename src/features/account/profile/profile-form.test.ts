/**
 * The profile's answer, body, refusals, error reason and draft (profile-form.ts), and the billing
 * rows (billing.ts): what the page shows and sends, without a browser.
 */
import { t } from '@sporta/i18n';
import { describe, expect, it } from 'vitest';
import {
  billingBodyOf,
  billingName,
  billingOf,
  billingPlace,
  fieldOfBillingRefusal,
} from './billing';
import {
  differs,
  draftOf,
  draftText,
  EMPTY_PROFILE,
  errorPath,
  fieldOfRefusal,
  knownReason,
  profileBodyOf,
  profileOf,
  reasonOf,
} from './profile-form';

const answer = {
  userId: 42,
  login: 'anna@example.com',
  email: 'anna@example.com',
  person: {
    firstName: 'Anna',
    lastName: 'Bianchi',
    gender: 'F',
    birthDate: '02/03/1985',
    birthPlace: 'Monza',
    fiscalCode: 'BNCNNA85C42F704X',
  },
  phone: '3331234567',
  fidelityCard: '1234567890',
};

describe('profileOf', () => {
  it('reads the person, the phone, the e-mail and the card of api-iperal/account/user', () => {
    expect(profileOf(answer)).toEqual({
      userId: 42,
      email: 'anna@example.com',
      values: { ...answer.person, phone: '3331234567' },
      fidelityCard: '1234567890',
    });
  });

  it('leaves missing parts empty and names no shopper without a userId', () => {
    expect(profileOf({ userId: 7 })?.values).toEqual(EMPTY_PROFILE);
    expect(profileOf({})).toBeUndefined();
    expect(profileOf(null)).toBeUndefined();
  });
});

describe('profileBodyOf', () => {
  it('trims, upper-cases the fiscal code and sends an emptied phone empty (the shop drops it)', () => {
    const values = { ...answer.person, fiscalCode: ' bncnna85c42f704x ', phone: ' ' };
    expect(profileBodyOf(values)).toEqual({
      person: { ...answer.person, fiscalCode: 'BNCNNA85C42F704X' },
      phone: '',
    });
    expect(profileBodyOf({ ...values, phone: '02 1234567' }).phone).toBe('02 1234567');
  });
});

describe('the refusals', () => {
  it("put the shop's rule texts on their field, anything else on none", () => {
    expect(fieldOfRefusal(t('validation.date'))).toBe('birthDate');
    expect(fieldOfRefusal(t('validation.phone'))).toBe('phone');
    expect(fieldOfRefusal(t('validation.fiscalCode'))).toBe('fiscalCode');
    expect(fieldOfRefusal(t('errors.generic'))).toBeUndefined();
    expect(fieldOfBillingRefusal(t('validation.vatNumber'))).toBe('vatNumber');
    expect(fieldOfBillingRefusal(t('errors.generic'))).toBeUndefined();
  });

  it('name the error page reason by a known key only, never by text', () => {
    expect(reasonOf(t('errors.generic'))).toBe('errors.generic');
    expect(reasonOf('<b>anything</b>')).toBeUndefined();
    expect(errorPath('errors.generic')).toBe('/profile/profile-update-error?reason=errors.generic');
    expect(errorPath(undefined)).toBe('/profile/profile-update-error');
    expect(knownReason('errors.generic')).toBe('errors.generic');
    expect(knownReason('<script>')).toBeUndefined();
    expect(knownReason(null)).toBeUndefined();
  });
});

describe('the draft', () => {
  const values = { ...answer.person, phone: '3339999999' };

  it('comes back as it was written', () => {
    expect(draftOf(draftText(values))).toEqual(values);
    expect(differs(values, { ...values })).toBe(false);
    expect(differs(values, { ...values, phone: '3331234567' })).toBe(true);
  });

  it('is nothing when missing, broken or of another shape', () => {
    expect(draftOf(null)).toBeUndefined();
    expect(draftOf('{')).toBeUndefined();
    expect(draftOf(JSON.stringify({ firstName: 'Anna' }))).toBeUndefined();
  });
});

describe('the billing identities', () => {
  it('lists the rows with an id, in either spelling of the P.IVA', () => {
    const rows = billingOf([
      { personFiscalId: 70, fiscalCode: 'RSSMRA80A01F205X' },
      {
        personFiscalId: 71,
        companyName: 'Rossi srl',
        vatCode: '01234567890',
        address1: 'Via Roma 1',
        postalCode: '20900',
        city: 'Monza',
      },
      { fiscalCode: 'no id' },
      {
        personFiscalId: 72,
        companyName: '',
        firstName: ' Mario ',
        lastName: 'Rossi',
        fiscalCode: 'RSSMRA80A01F205X',
      },
    ]);
    const [codeOnly, company, person] = rows;
    expect(rows.map((row) => row.personFiscalId)).toEqual([70, 71, 72]);
    if (!codeOnly || !company || !person) throw new Error('three rows expected');
    // A row names itself by the company's or the person's name; its code only when it has none.
    expect(billingName(person)).toBe('Mario Rossi');
    expect(billingName(codeOnly)).toBe('RSSMRA80A01F205X');
    expect(billingName(company)).toBe('Rossi srl');
    expect(company.vatNumber).toBe('01234567890');
    expect(billingPlace(company)).toBe('Via Roma 1, 20900 Monza');
    expect(billingOf(undefined)).toEqual([]);
  });

  it('sends what was typed, trimmed, without the empty fields', () => {
    expect(
      billingBodyOf({
        companyName: ' Rossi srl ',
        fiscalCode: ' rssmra80a01f205x',
        vatNumber: '',
        address: '',
        postalCode: '',
        city: '',
      }),
    ).toEqual({ companyName: 'Rossi srl', fiscalCode: 'RSSMRA80A01F205X' });
  });
});
