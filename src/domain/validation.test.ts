import { validation as catalogue } from '@sporta/i18n/messages/validation';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attachmentSize,
  date,
  digits,
  email,
  emailLongTld,
  emailRequired,
  exactLength,
  fiscalCode,
  fiscalCodeChecksumValid,
  fiscalCodeControlChar,
  fiscalCodeFormatValid,
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
  type Validator,
  validate,
  vatNumber,
  zipCode,
} from './validation';

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

/** A valid code with its control character, from the first 15 characters. */
const withControl = (first15: string) => first15 + fiscalCodeControlChar(first15);

describe('fiscal code control character', () => {
  it.each([
    ['RSSMRA85T10A562', 'S'],
    ['MRTMTT91D08F205', 'J'],
  ])('of %s is %s (published examples)', (first15, control) => {
    expect(fiscalCodeControlChar(first15)).toBe(control);
    expect(fiscalCodeChecksumValid(first15 + control)).toBe(true);
    expect(fiscalCodeChecksumValid((first15 + control).toLowerCase())).toBe(true);
  });

  it.each(['RSSMRA85T10A562T', 'MRTMTT91D08F205A', 'RSSMRA85T10A562', 'not a code'])(
    'rejects %s',
    (value) => {
      expect(fiscalCodeChecksumValid(value)).toBe(false);
    },
  );

  it('accepts an omocodic code with its own control character', () => {
    expect(fiscalCodeChecksumValid(withControl('RSSMRA85T10A56N'))).toBe(true);
    expect(fiscalCodeChecksumValid(withControl('RSSMRAUPTLMARNN'))).toBe(true);
  });
});

table(
  'fiscalCode (format, case-insensitive)',
  fiscalCode,
  'validation.fiscalCode',
  [
    'RSSMRA85T10A562S',
    'rssmra85t10a562s',
    'RssMra85t10A562S',
    'RSSMRA85T10A562T', // wrong control character: the format rule does not check it
    'RSSMRA85T50A562S', // a woman: day + 40
    'RSSMRA85T71A562S', // 31st, woman
    'RSSMRA85B29A562S', // 29 February
    'RSSMRA85T10A56NS', // omocodia: last digit 2 -> N
    'RSSMRA85T10A5RNS',
    'RSSMRAURTLMARNNS', // every numeric position replaced
  ],
  [
    '',
    'RSSMRA85T10A562',
    'RSSMRA85T10A562SS',
    'RSSMRA85Z10A562S', // Z is no month letter
    'RSSMRA85F10A562S', // nor is F
    'RSSMRA85T00A562S', // day 0
    'RSSMRA85T32A562S', // day 32
    'RSSMRA85T40A562S',
    'RSSMRA85T72A562S',
    'RSSMRA85B30A562S', // 30 February
    'RSSMRA85D31A562S', // 31 April
    'RSSMRA85T10AN62S', // a letter left of a digit: omocodia goes right to left
    'RSSMRAW5T10A562S', // W is no omocodia letter
    '1SSMRA85T10A562S',
    'RSSMRA85T10A5625',
    'RSSMRA85T10 A562S',
    '12345678901',
  ],
);

describe('fiscalCodeWithChecksum', () => {
  it('reports the format first, then the control character', () => {
    expect(fiscalCodeWithChecksum('RSSMRA85T10A562S')).toBeUndefined();
    expect(fiscalCodeWithChecksum('RSSMRA85T10A562T')?.key).toBe('validation.fiscalCodeChecksum');
    expect(fiscalCodeWithChecksum('RSSMRA85')?.key).toBe('validation.fiscalCode');
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
        if (found) expect(catalogue[found.key]).toBeTruthy();
      }
    },
  );
});

describe('properties', () => {
  const digitString = (min: number, max: number) =>
    fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

  it('any string of 4 or 5 digits is a valid postal code; other lengths are not', () => {
    fc.assert(fc.property(digitString(4, 5), (value) => postalCode(value) === undefined));
    fc.assert(
      fc.property(
        fc.oneof(digitString(0, 3), digitString(6, 20)),
        (value) => postalCode(value) !== undefined,
      ),
    );
  });

  it('any string of exactly 10 digits is a ZIP code, of 11 a VAT number', () => {
    fc.assert(fc.property(digitString(10, 10), (value) => zipCode(value) === undefined));
    fc.assert(fc.property(digitString(11, 11), (value) => vatNumber(value) === undefined));
  });

  it('optional rules accept empty', () => {
    for (const validator of [phone, phoneAreaCode, email, emailLongTld, name, digits]) {
      expect(validator('')).toBeUndefined();
    }
    fc.assert(
      fc.property(fc.nat(50), (n) =>
        [exactLength(n), minLength(n), maxLength(n)].every((v) => v('') === undefined),
      ),
    );
  });

  it('any non-empty string is present', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (value) => required(value) === undefined));
  });

  it('minLength(n) and maxLength(n) both pass exactly when exactLength(n) does', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), fc.nat(12), (value, n) => {
        const both = minLength(n)(value) === undefined && maxLength(n)(value) === undefined;
        return both === (exactLength(n)(value) === undefined);
      }),
    );
  });

  it('any real day between 1900 and 2099, written gg/mm/aaaa, is a valid date', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date(Date.UTC(1900, 0, 1)),
          max: new Date(Date.UTC(2099, 11, 31)),
          noInvalidDate: true,
        }),
        (day) => {
          const pad = (n: number) => String(n).padStart(2, '0');
          const text = `${pad(day.getUTCDate())}/${pad(day.getUTCMonth() + 1)}/${day.getUTCFullYear()}`;
          return date(text) === undefined;
        },
      ),
    );
  });

  it('a well-formed fiscal code with its computed control character passes; another does not', () => {
    const letters = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    const digit = fc.constantFrom(...'0123456789');
    const code = fc
      .tuple(
        fc.string({ unit: letters, minLength: 6, maxLength: 6 }),
        fc.string({ unit: digit, minLength: 2, maxLength: 2 }),
        fc.constantFrom(...'ABCDEHLMPRST'),
        fc.integer({ min: 1, max: 28 }),
        fc.boolean(),
        letters,
        fc.string({ unit: digit, minLength: 3, maxLength: 3 }),
      )
      .map(([names, year, month, day, woman, place, town]) =>
        [names, year, month, String(woman ? day + 40 : day).padStart(2, '0'), place, town].join(''),
      );
    fc.assert(
      fc.property(code, letters, (first15, other) => {
        const control = fiscalCodeControlChar(first15);
        const valid = first15 + control;
        return (
          fiscalCodeFormatValid(valid) &&
          fiscalCodeChecksumValid(valid) &&
          fiscalCodeChecksumValid(valid.toLowerCase()) &&
          (other === control || !fiscalCodeChecksumValid(first15 + other))
        );
      }),
    );
  });

  it('names made of letters, spaces, apostrophes and hyphens pass', () => {
    const unit = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzàèéìòùÀÈÉÌÒÙ '’-");
    fc.assert(fc.property(fc.string({ unit, minLength: 1 }), (value) => name(value) === undefined));
  });

  it('any string with a digit is not a name', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: 0, max: 9 }),
        fc.string(),
        (a, d, b) => name(`${a}${d}${b}`) !== undefined,
      ),
    );
  });
});
