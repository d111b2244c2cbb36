/**
 * Form field rules (account §5, shopping §5) as tables of values each rule accepts and refuses,
 * including the cases where the storefront and the reference backend used to disagree.
 */
import { describe, expect, it } from 'vitest';
import {
  anyPhone,
  attachmentSize,
  attachmentType,
  date,
  digits,
  email,
  emailLongTld,
  emailRequired,
  exactLength,
  fiscalCode,
  fiscalCodeOrCompanyCode,
  fiscalCodeWithChecksum,
  MAX_ATTACHMENT_BYTES,
  maxLength,
  minLength,
  name,
  optional,
  password6,
  password8,
  passwordRequired,
  phone,
  phoneAreaCode,
  postalCode,
  required,
  sameAs,
  type Validator,
  validate,
  vatNumber,
  zipCode,
} from './index.ts';

/** Given a rule, every `valid` value passes and every `invalid` one reports `key`. */
function table(
  title: string,
  validator: Validator,
  key: string,
  valid: string[],
  invalid: string[],
) {
  describe(title, () => {
    it.each(valid)('accepts %j', (value) => {
      expect(validator(value)).toBeUndefined();
    });
    it.each(invalid)(`rejects %j with ${key}`, (value) => {
      expect(validator(value)?.key).toBe(key);
    });
  });
}

table('required', required, 'validation.required', ['a', ' ', '0', 'Mario'], ['']);
table('emailRequired', emailRequired, 'validation.emailRequired', ['x@y.it', 'a'], ['']);
table('passwordRequired', passwordRequired, 'validation.passwordRequired', ['segreta', ' '], ['']);

table(
  'phone (mobile or 2+3+2+2)',
  phone,
  'validation.phone',
  [
    '',
    '3331234567',
    '333 1234567',
    '+393331234567',
    '+39 3331234567',
    '+39 333 1234567',
    '00393331234567',
    '0039 333 1234567',
    '021234567',
    '02 123 45 67',
    '+39 02 123 45 67',
  ],
  [
    '33312345678',
    '4331234567',
    '+3933312345',
    '+393 3331234567',
    '333-1234567',
    '02 12 345 67',
    '02  123 45 67',
    'abc',
    ' 3331234567',
    '0039',
  ],
);

table(
  'phoneAreaCode (2-4 digits, optional space, 3-6 digits)',
  phoneAreaCode,
  'validation.phone',
  ['', '02123', '02 123456', '0362 123456', '0362123', '12 345'],
  ['0 123456', '02 12', '03621 1234567', '02-123456', '02  123456', '02 1234567', 'ab 12345'],
);

table(
  'anyPhone (either rule of account §5)',
  anyPhone,
  'validation.phone',
  ['', '02 1234567', '02 123 45 67', '+39 3331234567', '0362 123456', '333 123456'],
  ['02 12345678', '02-123456', 'abc', '+39 02 123456'],
);

/**
 * One rule for both sides. Until the reference backend used these validators it refused the
 * 2+3+2+2 layout without its spaces and took 6-digit mobiles and area-code numbers as phones
 * (its own blend of both rules), and it took impossible calendar days as dates.
 */
describe('storefront and reference backend reconciled (account §5)', () => {
  it.each(['02 1234567', '02 123 45 67', '+39 02 123 45 67', '021234567'])(
    'a phone in the 2+3+2+2 layout, spaces optional, is valid: %j',
    (value) => {
      expect(phone(value)).toBeUndefined();
    },
  );

  it.each(['333 123456', '0362 123456', '02 123456'])(
    'a number only the second rule takes is no phone: %j',
    (value) => {
      expect(phone(value)?.key).toBe('validation.phone');
      expect(phoneAreaCode(value)).toBeUndefined();
    },
  );

  it.each(['31/02/2000', '30/02/2024', '29/02/2023', '31/06/2026', '31/09/1990', '31/11/1985'])(
    'a day the calendar does not have is no date: %j',
    (value) => {
      expect(date(value)?.key).toBe('validation.date');
    },
  );
});

table(
  'postalCode',
  postalCode,
  'validation.postalCode',
  ['20121', '1234', '00100'],
  ['', '123', '201210', '2012a', ' 20121', '20 121', '２０１２１'],
);

table(
  'zipCode',
  zipCode,
  'validation.zipCode',
  ['1234567890', '0000000000'],
  ['', '123456789', '12345678901', '12345-6789', '123456789a'],
);

table(
  'password6',
  password6,
  'validation.password6',
  ['123456', 'abcdefg', '      '],
  ['', 'a', '12345'],
);
table(
  'password8',
  password8,
  'validation.password8',
  ['12345678', 'Lunga123!'],
  ['', '1234567', 'abc'],
);

const EMAILS_VALID = [
  '',
  'mario.rossi@example.it',
  'mario_rossi+spesa@example.com',
  'MARIO@EXAMPLE.IT',
  'm@sub.example.info',
  'a-b@ex-ample.co',
];
const EMAILS_INVALID = [
  'mario',
  'mario@',
  '@example.it',
  'mario@example',
  'mario@example.i',
  'mario@example.1t',
  'mario rossi@example.it',
  'mario..rossi@example.it',
  '.mario@example.it',
  'mario@-example.it',
  'mario@example..it',
  'mario@@example.it',
];
table('email (variant 1, TLD 2-4)', email, 'validation.email', EMAILS_VALID, [
  ...EMAILS_INVALID,
  'mario@example.online',
  'mario@example.abcde',
]);
table(
  'emailLongTld (variant 2, TLD 2-11)',
  emailLongTld,
  'validation.email',
  [...EMAILS_VALID, 'mario@example.online', 'mario@example.photography'],
  [...EMAILS_INVALID, 'mario@example.abcdefghijkl'],
);

table(
  'fiscalCode (format, case-insensitive; cases in fiscal-code.test.ts)',
  fiscalCode,
  'validation.fiscalCode',
  ['RSSMRA85T10A562S', 'rssmra85t10a562s', 'RSSMRA85T10A562T'],
  ['', 'RSSMRA85T10A562', 'RSSMRA85B30A562S', '12345678901'],
);

describe('fiscalCodeWithChecksum', () => {
  it('reports the format first, then the control character', () => {
    expect(fiscalCodeWithChecksum('RSSMRA85T10A562S')).toBeUndefined();
    expect(fiscalCodeWithChecksum('RSSMRA85T10A562T')?.key).toBe('validation.fiscalCodeChecksum');
    expect(fiscalCodeWithChecksum('RSSMRA85')?.key).toBe('validation.fiscalCode');
  });
});

describe('fiscalCodeOrCompanyCode', () => {
  it("takes a person's code with its control character or a company's 11 digits", () => {
    expect(fiscalCodeOrCompanyCode('RSSMRA85T10A562S')).toBeUndefined();
    expect(fiscalCodeOrCompanyCode('01234567890')).toBeUndefined();
    expect(fiscalCodeOrCompanyCode('RSSMRA85T10A562T')?.key).toBe('validation.fiscalCodeChecksum');
    expect(fiscalCodeOrCompanyCode('0123456789')?.key).toBe('validation.fiscalCode');
  });
});

table(
  'vatNumber',
  vatNumber,
  'validation.vatNumber',
  ['01234567890', '12345678901'],
  ['', '1234567890', '123456789012', 'IT01234567890', '0123456789a', '012 3456789'],
);

table(
  'date (gg/mm/aaaa)',
  date,
  'validation.date',
  ['01/01/1900', '31/12/2099', '29/02/2000', '29/02/2024', '31/01/1985', '15/08/2026'],
  [
    '',
    '12/31/2000', // month first, as the spec's original pattern: rejected on purpose
    '31/12/1899',
    '01/01/2100',
    '29/02/1900',
    '29/02/2023',
    '31/04/2020',
    '00/01/2000',
    '01/00/2000',
    '01/13/2000',
    '1/1/2000',
    '01-01-2000',
    '01/01/00',
    '2000/01/01',
    '01/01/2000 ',
  ],
);

table(
  'name',
  name,
  'validation.name',
  ['', 'Mario', 'Maria Grazia', "D'Angelo", 'D’Angelo', 'Rossi-Bianchi', 'Nicolò', 'Çelik', 'Zoë'],
  ['Mario1', 'mario@rossi', 'Mario_Rossi', 'Mario.', 'Mario\tRossi', 'Mario\n'],
);

table(
  'digits',
  digits,
  'validation.digits',
  ['', '0', '0123456789'],
  ['12a', ' 12', '1.5', '-1', '١٢'],
);

describe('length rules', () => {
  it('reports N with the message key', () => {
    expect(exactLength(5)('1234')).toEqual({ key: 'validation.exactLength', params: { n: 5 } });
    expect(minLength(3)('ab')).toEqual({ key: 'validation.minLength', params: { n: 3 } });
    expect(maxLength(3)('abcd')).toEqual({ key: 'validation.maxLength', params: { n: 3 } });
  });

  it.each([
    [exactLength(5), ['12345', 'abcde']],
    [minLength(3), ['abc', 'abcdef']],
    [maxLength(3), ['a', 'abc']],
  ] as const)('accepts values within bounds (%#)', (validator, values) => {
    for (const value of values) expect(validator(value)).toBeUndefined();
  });

  it.each([
    [exactLength(5), ['1234', '123456']],
    [minLength(3), ['a', 'ab']],
    [maxLength(3), ['abcd', 'abcdefgh']],
  ] as const)('rejects values out of bounds (%#)', (validator, values) => {
    for (const value of values) expect(validator(value)).toBeDefined();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(exactLength(3)('🍅🍅🍅')).toBeUndefined();
    expect(maxLength(2)('àè')).toBeUndefined();
  });
});

describe('attachmentSize', () => {
  it('allows up to 5 MB', () => {
    expect(attachmentSize(0)).toBeUndefined();
    expect(attachmentSize(MAX_ATTACHMENT_BYTES)).toBeUndefined();
    expect(attachmentSize(MAX_ATTACHMENT_BYTES + 1)?.key).toBe('validation.attachmentTooBig');
    expect(attachmentSize(MAX_ATTACHMENT_BYTES + 1, 'validation.reportFileTooBig')?.key).toBe(
      'validation.reportFileTooBig',
    );
  });
});

describe('attachmentType', () => {
  it('allows a PDF, a JPG or a PNG, whatever the case of the media type', () => {
    for (const type of ['application/pdf', 'image/jpeg', 'image/png', 'IMAGE/PNG'])
      expect(attachmentType(type)).toBeUndefined();
  });
  it('refuses anything else, and a file the browser could not type', () => {
    for (const type of ['', 'text/plain', 'image/svg+xml', 'application/zip', 'application/pdfx'])
      expect(attachmentType(type)?.key).toBe('validation.attachmentType');
  });
});

describe('optional and validate', () => {
  it('optional() lets an empty value through and checks the rest', () => {
    expect(optional(postalCode)('')).toBeUndefined();
    expect(optional(postalCode)('1')?.key).toBe('validation.postalCode');
  });

  it('validate() returns the first issue in order', () => {
    expect(validate('', [required, postalCode])?.key).toBe('validation.required');
    expect(validate('1', [required, postalCode])?.key).toBe('validation.postalCode');
    expect(validate('20121', [required, postalCode])).toBeUndefined();
    expect(validate('x', [])).toBeUndefined();
  });
});

describe('sameAs (a new password typed twice)', () => {
  it('passes only the very same value, spaces and case included', () => {
    expect(sameAs('Segreta12')('Segreta12')).toBeUndefined();
    expect(sameAs('Segreta12')('segreta12')).toEqual({ key: 'validation.passwordConfirm' });
    expect(sameAs('Segreta12')('Segreta12 ')).toEqual({ key: 'validation.passwordConfirm' });
    expect(sameAs('Segreta12')('')).toEqual({ key: 'validation.passwordConfirm' });
  });
});
