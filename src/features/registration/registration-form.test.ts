import { addMessages } from '@sporta/i18n';
import { registration } from '@sporta/i18n/messages/registration';
import { validationMore } from '@sporta/i18n/messages/validation-more';
import { refusalKeyOf } from '@sporta/sdk';
import { describe, expect, it } from 'vitest';
import {
  consentKey,
  EMPTY_REGISTRATION,
  fieldOfRefusal,
  fiscalCodeFitsPlace,
  type RegistrationValues,
  registrationBodyOf,
} from './registration-form';
import { completedPath } from './registration-paths';

addMessages(registration);
addMessages(validationMore);

const disclaimers = [
  { registrationDisclaimerId: 1, descr: 'Privacy', required: true },
  { registrationDisclaimerId: 2, descr: 'Offerte', required: false },
];

const typed: RegistrationValues = {
  ...EMPTY_REGISTRATION,
  firstName: ' Mario ',
  lastName: 'Rossi',
  gender: 'M',
  birthDate: '01/02/1980',
  birthPlace: 'Milano',
  fiscalCode: 'rssmra80b01f205w ',
  email: ' Mario.Rossi@Example.com',
  password: ' Segreta12',
  passwordConfirm: ' Segreta12',
  storeId: '5',
  province: 'mi',
  city: 'Milano',
  postalCode: '20121',
  address1: 'Via Roma',
  consents: { [consentKey(1)]: true },
};

describe('the registration body', () => {
  it('given typed values, then it is trimmed, the e-mail lower-cased and the code upper-cased', () => {
    const body = registrationBodyOf(typed, disclaimers);
    expect(body).toMatchObject({
      email: 'mario.rossi@example.com',
      person: { firstName: 'Mario', fiscalCode: 'RSSMRA80B01F205W', birthDate: '01/02/1980' },
      storeId: 5,
      address: { province: 'MI', city: 'Milano', postalCode: '20121', address1: 'Via Roma' },
    });
  });

  it('given a password with spaces, then it is sent as typed', () => {
    expect(registrationBodyOf(typed, disclaimers).password).toBe(' Segreta12');
  });

  it('given optional fields left empty, then they are not sent', () => {
    const body = registrationBodyOf(typed, disclaimers);
    expect(body).not.toHaveProperty('phone');
    expect(body).not.toHaveProperty('fidelityCard');
    expect(body.address).not.toHaveProperty('addressNumber');
  });

  it('given consents, then every disclaimer is sent, unticked ones as false', () => {
    expect(registrationBodyOf(typed, disclaimers).disclaimers).toEqual({ 1: true, 2: false });
  });
});

describe('born abroad', () => {
  it('given a country of birth, then the place of birth sent is the country', () => {
    const body = registrationBodyOf({ ...typed, birthCountry: 'Francia' }, disclaimers);
    expect(body.person.birthPlace).toBe('Francia');
  });

  it('given no country, then the town of birth is sent', () => {
    expect(registrationBodyOf(typed, disclaimers).person.birthPlace).toBe('Milano');
  });
});

describe("the fiscal code's place of birth (Belfiore code)", () => {
  it.each([
    ['RSSMRA80B01F205W', 'F205', true],
    ['rssmra80b01z110x', 'Z110', true],
    // A twin code (omocodia) writes the place's digits as letters: F2LR is F205.
    ['RSSMRA80B01F2LRW', 'F205', true],
    ['RSSMRA80B01F205W', 'Z110', false],
    ['RSSMRA80B01Z110X', 'F205', false],
    ['RSSMRA80B01F205W', '', true],
    ['RSSMRA80B01F205W', 'IT', true],
  ])('given %s and %s, then it fits: %s', (code, place, fits) => {
    expect(fiscalCodeFitsPlace(code, place)).toBe(fits);
  });
});

describe("the field of a shop's refusal", () => {
  it.each([
    ['Formato non corretto', 'fiscalCode'],
    ['Digitare una e-mail valida', 'email'],
    ['Digitare un numero di telefono valido', 'phone'],
    ['Il CAP deve essere di 4 o 5 cifre', 'postalCode'],
    ['Formato della data gg/mm/aaaa', 'birthDate'],
    ['Questa e-mail è già registrata.', 'email'],
  ])('given "%s", then it belongs on %s', (message, field) => {
    expect(fieldOfRefusal(refusalKeyOf(message))).toBe(field);
  });

  it('given a text of its own, then it belongs on no field', () => {
    expect(fieldOfRefusal(refusalKeyOf('Servizio non disponibile.'))).toBeUndefined();
  });
});

describe('the completed page address', () => {
  it('carries the e-mail to send the confirmation again to', () => {
    expect(completedPath('a+b@example.com')).toBe(
      '/registration-completed?e_mail=a%2Bb%40example.com',
    );
  });
});
