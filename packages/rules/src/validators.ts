/**
 * Form field rules (spec: account §5 "Validation rules", shopping §5): the machinery, presence,
 * e-mail and passwords — what every form, the login first, needs. The rules of the longer forms
 * (phone, codes, tax code, dates, names, lengths, attachments) are in validators-more.ts, so a
 * page bundles only the rules it uses. One validator per rule,
 * the same for the storefront's forms and the reference backend's checks. Messages come from
 * the catalogue of @sporta/i18n (messages/validation.ts); only its type is imported.
 *
 * Shape: every validator is `(value: string) => ValidationIssue | undefined` — `undefined` when
 * the value passes, otherwise the catalogue key (and the `{n}` of the length rules). The caller
 * turns an issue into text with `t(issue.key, issue.params)`.
 *
 * "A value counts as present when non-empty" (shopping §5): a string of spaces is present.
 * Rules the spec calls "optional when empty" pass on ''. The others fail on '' with their own
 * message, as the spec leaves them unqualified; wrap them in `optional()` for an optional field.
 */
import type { validation } from '@sporta/i18n/messages/validation';
import type { validationMore } from '@sporta/i18n/messages/validation-more';

/** validation.ts (every form), validation-more.ts (longer forms: a form using those rules registers it). */
export type ValidationKey = keyof typeof validation | keyof typeof validationMore;

export interface ValidationIssue {
  readonly key: ValidationKey;
  readonly params?: { readonly n: number };
}

export type Validator = (value: string) => ValidationIssue | undefined;

/** An issue of `key` (for rules written elsewhere, validators-more.ts). */
export const issue = (key: ValidationKey): ValidationIssue => ({ key });
export const isEmpty = (value: string) => value.length === 0;

// The helpers that build validators are marked free of side effects, so a bundle keeps only the
// validators a page uses (the login form carries neither the fiscal code nor the dates).

/** A rule that passes when `test` holds, otherwise reports `key`. */
export const rule =
  /* @__NO_SIDE_EFFECTS__ */
    (key: ValidationKey, test: (value: string) => boolean): Validator =>
    (value) =>
      test(value) ? undefined : issue(key);

/** Makes any rule pass on an empty value. */
export const optional =
  /* @__NO_SIDE_EFFECTS__ */
    (validator: Validator): Validator =>
    (value) =>
      isEmpty(value) ? undefined : validator(value);

/** The first issue of `validators` for `value`, in order. */
export function validate(
  value: string,
  validators: readonly Validator[],
): ValidationIssue | undefined {
  for (const validator of validators) {
    const found = validator(value);
    if (found) return found;
  }
  return undefined;
}

// --- Presence ------------------------------------------------------------------------------

export const required = rule('validation.required', (value) => !isEmpty(value));
/** Login step 1 (shopping §5): 'Digitare l'e-mail'. */
export const emailRequired = rule('validation.emailRequired', (value) => !isEmpty(value));
/** Login step 1 (shopping §5): 'Digitare la password'; the login is sent only when this passes. */
export const passwordRequired = rule('validation.passwordRequired', (value) => !isEmpty(value));

// --- Password ------------------------------------------------------------------------------

/** Minimum 6 characters (the message reads "lunga 6 caratteri"; the spec says minimum). */
export const password6 = rule('validation.password6', (value) => value.length >= 6);
export const password8 = rule('validation.password8', (value) => value.length >= 8);

// --- E-mail (optional) ---------------------------------------------------------------------

const LOCAL = String.raw`[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*`;
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?';
const emailPattern = /* @__NO_SIDE_EFFECTS__ */ (tld: string) =>
  new RegExp(`^${LOCAL}@(?:${LABEL}\\.)+[A-Za-z]{${tld}}$`);
const EMAIL = emailPattern('2,4');
const EMAIL_LONG_TLD = emailPattern('2,11');

/** Account §5 e-mail, variant 1: top-level domain of 2-4 letters. */
export const email = optional(rule('validation.email', (value) => EMAIL.test(value)));
/** Account §5 e-mail, variant 2: top-level domain of 2-11 letters (.online, .agency, …). */
export const emailLongTld = optional(
  rule('validation.email', (value) => EMAIL_LONG_TLD.test(value)),
);
