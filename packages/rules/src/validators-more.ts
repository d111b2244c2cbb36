/**
 * The field rules of the shop's longer forms (spec: account §5): phone, postal and ZIP codes,
 * VAT number, tax code, dates, names, digits, lengths, attachments. Their messages are in
 * @sporta/i18n's validation-more.ts, which a form using them registers. Same shape as
 * validators.ts: `(value) => ValidationIssue | undefined`.
 */
import { fiscalCodeChecksumValid, fiscalCodeFormatValid } from './fiscal-code.ts';
import {
  issue,
  optional,
  rule,
  type ValidationIssue,
  type ValidationKey,
  type Validator,
} from './validators.ts';

// --- Phone (optional) ----------------------------------------------------------------------

const PREFIX = String.raw`(?:(?:\+|00)\d{2} ?)?`;
/** Optional +/00 and a 2-digit country prefix, then a 3xx mobile and 7 digits, or 2+3+2+2. */
const PHONE = /* @__PURE__ */ new RegExp(
  String.raw`^${PREFIX}(?:3\d{2} ?\d{7}|\d{2} ?\d{3} ?\d{2} ?\d{2})$`,
);
/** 2-4 digits, an optional space, then 3-6 digits. */
const PHONE_AREA_CODE = /^\d{2,4} ?\d{3,6}$/;

/**
 * Account §5 phone, first rule: an Italian mobile or a grouped 2+3+2+2 number, each space
 * optional. The rule of a phone field (person, contact, address): `02 1234567` is a Milan number
 * in the 2+3+2+2 layout with two spaces left out, so it passes.
 */
export const phone = optional(rule('validation.phone', (value) => PHONE.test(value)));
/** Account §5 phone, "a second rule": area code and number, for a form that asks for it. */
export const phoneAreaCode = optional(
  rule('validation.phone', (value) => PHONE_AREA_CODE.test(value)),
);

/**
 * Either phone rule of account §5 ("an Italian pattern", or "a second rule": 2-4 digits, an
 * optional space, 3-6 digits). Forms that take any phone — and the backend, which serves them
 * all — accept a number either rule allows.
 */
export const anyPhone: Validator = (value) => phone(value) && phoneAreaCode(value);

// --- Confirmation --------------------------------------------------------------------------

/** A value typed twice (a new password and its confirmation): the second must equal `first`. */
export const sameAs = /* @__NO_SIDE_EFFECTS__ */ (first: string): Validator =>
  rule('validation.passwordConfirm', (value) => value === first);

// --- Codes ---------------------------------------------------------------------------------

export const postalCode = rule('validation.postalCode', (value) => /^\d{4,5}$/.test(value));
export const zipCode = rule('validation.zipCode', (value) => /^\d{10}$/.test(value));
/** Partita IVA or the 11-digit codice fiscale of a company: exactly 11 digits. */
export const vatNumber = rule('validation.vatNumber', (value) => /^\d{11}$/.test(value));

// --- Codice fiscale ------------------------------------------------------------------------

/** Account §5 tax code rule: 'Formato non corretto'. */
export const fiscalCode = rule('validation.fiscalCode', fiscalCodeFormatValid);
/** Stricter than the spec: also the control character. For forms that want a typo caught early. */
export const fiscalCodeWithChecksum: Validator = (value) =>
  fiscalCode(value) ??
  (fiscalCodeChecksumValid(value) ? undefined : issue('validation.fiscalCodeChecksum'));

/**
 * A billing identity's tax code: a person's codice fiscale (with its control character) or the 11
 * digits of a company's. A company's is no typo of a person's, so its own text is the person's.
 */
export const fiscalCodeOrCompanyCode: Validator = (value) =>
  /^\d{11}$/.test(value) ? undefined : fiscalCodeWithChecksum(value);

// --- Date ----------------------------------------------------------------------------------

const DATE = /^(\d{2})\/(\d{2})\/((?:19|20)\d{2})$/;

/**
 * dd/mm/yyyy, years 1900-2099, a real calendar day: `31/02/2000` has the format but names no
 * day, and a birth date that is no date is a typo to catch, not a value to store.
 * Deviation: account §5 notes "the pattern as written checks the month first" (mm/dd). The
 * message and every Italian form say gg/mm/aaaa, so the day comes first here; an American
 * 12/31/2000 is rejected.
 */
export const date = rule('validation.date', (value) => {
  const match = DATE.exec(value);
  if (!match) return false;
  const [, day, month, year] = match.map(Number) as [number, number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
});

// --- Name, digits, lengths (optional) ------------------------------------------------------

/** Letters of any alphabet (accented ones included), spaces, ' and ’, and hyphens. */
const NAME = /^[\p{L}\p{M} '’-]+$/u;

export const name = optional(rule('validation.name', (value) => NAME.test(value)));
export const digits = optional(rule('validation.digits', (value) => /^\d+$/.test(value)));

/** Length in characters as a person counts them (code points, so an emoji is one). */
const lengthOf = (value: string) => [...value].length;

const lengthRule =
  /* @__NO_SIDE_EFFECTS__ */
    (key: ValidationKey, ok: (length: number, n: number) => boolean) =>
    (n: number): Validator =>
      optional((value) => (ok(lengthOf(value), n) ? undefined : { key, params: { n } }));

/** 'Il campo deve essere lungo N caratteri'. */
export const exactLength = lengthRule('validation.exactLength', (length, n) => length === n);
/** 'Lunghezza minima N caratteri'. */
export const minLength = lengthRule('validation.minLength', (length, n) => length >= n);
/** 'Lunghezza massima N caratteri'. */
export const maxLength = lengthRule('validation.maxLength', (length, n) => length <= n);

// --- Attachments ---------------------------------------------------------------------------

/** Upload limit of account §9 and shopping §9: 5 MB. */
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;

/** Disability-delivery attachment (account §5) or, with `reportFileTooBig`, a customer-report file. */
export const attachmentSize = (
  sizeInBytes: number,
  key:
    | 'validation.attachmentTooBig'
    | 'validation.reportFileTooBig' = 'validation.attachmentTooBig',
): ValidationIssue | undefined => (sizeInBytes <= MAX_ATTACHMENT_BYTES ? undefined : issue(key));

/**
 * What a disability-delivery attachment may be: a PDF or a picture (a scan or a photo of the
 * certificate). Media types, as the browser's File.type and a multipart part give them.
 */
export const ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** 'L’allegato deve essere un PDF o un’immagine JPG o PNG' for any other type (or none). */
export const attachmentType = (mediaType: string): ValidationIssue | undefined =>
  (ATTACHMENT_TYPES as readonly string[]).includes(mediaType.trim().toLowerCase())
    ? undefined
    : issue('validation.attachmentType');
