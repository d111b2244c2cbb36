/**
 * Every key a rule answers with for the storefront is in the Italian catalogue, with a
 * placeholder for each param the rule gives, and every key a validator reports.
 */
import { messages } from '@sporta/i18n/messages';
import { validation } from '@sporta/i18n/messages/validation';
import { validationMore } from '@sporta/i18n/messages/validation-more';
import { describe, expect, it } from 'vitest';

const validationCatalogue: Record<string, string> = { ...validation, ...validationMore };

import { AVAILABILITY, availabilityNotice } from './availability.ts';
import { deliveryFeeHint, purchaseMinimumHint } from './fees.ts';
import {
  attachmentSize,
  attachmentType,
  date,
  digits,
  email,
  emailLongTld,
  emailRequired,
  exactLength,
  fiscalCode,
  fiscalCodeWithChecksum,
  MAX_ATTACHMENT_BYTES,
  maxLength,
  minLength,
  name,
  password6,
  password8,
  passwordRequired,
  phone,
  phoneAreaCode,
  postalCode,
  required,
  type Validator,
  vatNumber,
  zipCode,
} from './index.ts';
import {
  checkDailyMaximum,
  checkLineQuantity,
  type QuantityRefusal,
  type QuantityResult,
  sellingRule,
} from './quantities.ts';

const catalogue: Readonly<Record<string, string>> = messages;

const answers: { key: string; params: readonly string[] }[] = [];
const keep = (answer: { key: string; params?: object; cents?: object } | undefined) => {
  if (!answer) throw new Error('the case gave no answer');
  answers.push({ key: answer.key, params: Object.keys(answer.params ?? answer.cents ?? {}) });
};

const keepRefusal = (result: QuantityResult) => keep(result.ok ? undefined : result);
const rule = sellingRule({ productInfos: { MINACQ: '2', QTY_MULT: '2', MAXACQ: '4' } });
keepRefusal(checkLineQuantity(rule, 1));
keepRefusal(checkLineQuantity(rule, 3));
keepRefusal(checkLineQuantity(rule, 6));
keepRefusal(checkDailyMaximum(rule, 4, 1));
const loose = sellingRule({
  productInfos: { TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '0.2', STEP_SELLING: '0.1' },
});
keepRefusal(checkLineQuantity(loose, 0.25));
for (const code of Object.values(AVAILABILITY)) keep(availabilityNotice(code, { LEAD_TIME: '24' }));
keep(
  deliveryFeeHint(
    [
      { range: 0, fee: 5 },
      { range: 50, fee: 0 },
    ],
    4000,
    2,
  ),
);
keep(purchaseMinimumHint(3500, 1000));

describe('catalogue keys of the rules', () => {
  it('collected every case', () => {
    expect(answers.map((answer) => answer.key)).toEqual([
      'errors.minAcq',
      'errors.qtyMultiple',
      'errors.maxAcq',
      'errors.maxDailyQuantity',
      'errors.weightStep',
      'cart.availability.leadTime',
      'cart.availability.dayLock',
      'cart.availability.lockCutoff',
      'cart.availability.axbCutoff',
      'cart.summary.deliveryFeeHint',
      'cart.summary.minimumPurchaseHint',
    ]);
  });

  it.each(answers)('$key is in the catalogue with a placeholder per param', ({ key, params }) => {
    const text = catalogue[key];
    expect(text).toBeTruthy();
    for (const param of params) expect(text).toContain(`{${param}}`);
  });

  it('answers every quantity refusal (QuantityRefusal) with a catalogue key', () => {
    const refusals: Record<QuantityRefusal['key'], true> = {
      'errors.minAcq': true,
      'errors.qtyMultiple': true,
      'errors.maxAcq': true,
      'errors.maxDailyQuantity': true,
      'errors.weightStep': true,
    };
    const collected = answers.map((answer) => answer.key);
    expect(Object.keys(refusals).filter((key) => !collected.includes(key))).toEqual([]);
  });
});

describe('every key a validator returns is in the catalogue', () => {
  const samples = ['', 'x', '1', '12345678901234567'];
  const validators: Validator[] = [
    required,
    emailRequired,
    passwordRequired,
    phone,
    phoneAreaCode,
    postalCode,
    zipCode,
    password6,
    password8,
    email,
    emailLongTld,
    fiscalCode,
    fiscalCodeWithChecksum,
    vatNumber,
    date,
    name,
    digits,
    exactLength(4),
    minLength(4),
    maxLength(4),
  ];
  it.each(validators.map((validator, index) => [index, validator] as const))(
    'validator %i',
    (_, validator) => {
      for (const value of samples) {
        const found = validator(value);
        if (found) expect(validationCatalogue[found.key]).toBeTruthy();
      }
    },
  );

  it('attachment sizes too', () => {
    for (const key of ['validation.attachmentTooBig', 'validation.reportFileTooBig'] as const) {
      const found = attachmentSize(MAX_ATTACHMENT_BYTES + 1, key);
      expect(found && validationCatalogue[found.key]).toBeTruthy();
    }
    const wrongType = attachmentType('text/plain');
    expect(wrongType && validationCatalogue[wrongType.key]).toBeTruthy();
  });
});
