/**
 * The backend's checks of form fields (spec: account §5 "Validation rules"): the validators of
 * @sporta/rules, the ones the storefront's forms use, so both refuse the same values with the
 * same text.
 */
import {
  fiscalCodeChecksumValid,
  type ValidationIssue,
  type Validator,
  validate,
  vatNumber,
} from '@sporta/rules';

import { Refusal } from '../http/envelope.ts';
import { SPEC_TEXTS, type SpecTextKey, text } from '../messages.ts';

/**
 * A person's codice fiscale (format and control character), or the 11 digits of a company's:
 * the billing identities take both.
 */
export function isFiscalCodeOrCompanyCode(value: string): boolean {
  return fiscalCodeChecksumValid(value.trim()) || vatNumber(value) === undefined;
}

/** The text of an issue: the catalogue's, which SPEC_TEXTS carries for every rule used here. */
function issueText(issue: ValidationIssue): string {
  const key: string = issue.key;
  if (!(key in SPEC_TEXTS)) throw new Error(`SPEC_TEXTS has no text for ${key}`);
  return text(key as SpecTextKey, issue.params ?? {});
}

/** Refuses `value`, when there is one, with the text of the first rule it breaks. */
export function checkField(value: string | undefined, ...validators: Validator[]): void {
  if (value === undefined) return;
  const issue = validate(value, validators);
  if (issue) throw new Refusal(issueText(issue));
}
