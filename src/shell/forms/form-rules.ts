/**
 * The one bridge between the shop's forms (react-hook-form, docs/adr/0010-forms.md) and the
 * field rules of @sporta/rules: a `validate` giving the first broken rule's Italian text.
 * The common rules' texts are registered here; a form with attachments, discount codes or
 * addresses also registers messages/validation-more.ts.
 */
import { addMessages, t } from '@sporta/i18n';
import { validation } from '@sporta/i18n/messages/validation';
import { type Validator, validate } from '@sporta/rules';

addMessages(validation);

export function fieldRule(...validators: Validator[]): (value: unknown) => string | true {
  return (value) => {
    const issue = validate(typeof value === 'string' ? value : '', validators);
    return issue ? t(issue.key, issue.params) : true;
  };
}
