/**
 * The customer report's checks in the browser (ReportForm.astro loads this on the first touch of
 * the form): each answer checked when the shopper leaves it, the file as soon as it is chosen —
 * a wrong or too big one is said at once and the form is not sent, so no byte is uploaded — and
 * everything again on submit, with the server's own check (report-answers.ts).
 */
import { addMessages, t } from '@sporta/i18n';
import { customerReport } from '@sporta/i18n/messages/customer-report';
import { validation } from '@sporta/i18n/messages/validation';
import { validationMore } from '@sporta/i18n/messages/validation-more';
import {
  answerName,
  answerProblem,
  type CheckedField,
  keptFileName,
  type ReportAnswer,
} from './report-answers';

addMessages(validation);
addMessages(validationMore);
addMessages(customerReport);

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function enhanceReportForm(form: HTMLFormElement): void {
  if (form.dataset.enhanced) return;
  form.dataset.enhanced = 'true';
  const fields = JSON.parse(form.dataset.rules ?? '[]') as CheckedField[];
  const control = (field: CheckedField) =>
    form.elements.namedItem(answerName(field.id)) as Control | null;
  const answerOf = (field: CheckedField): ReportAnswer => {
    const input = control(field);
    if (input instanceof HTMLInputElement && input.type === 'file') {
      const file = input.files?.[0];
      return file ? { size: file.size, type: file.type } : undefined;
    }
    if (input instanceof HTMLInputElement && input.type === 'checkbox')
      return input.checked ? '1' : '';
    return input?.value ?? '';
  };

  const show = (field: CheckedField, problem: string | undefined) => {
    const input = control(field);
    if (!input) return;
    const errorId = `${input.id}-error`;
    const error = document.getElementById(errorId);
    if (error) error.textContent = problem ?? '';
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter((id) => id && id !== errorId);
    if (problem) described.unshift(errorId);
    if (described.length > 0) input.setAttribute('aria-describedby', described.join(' '));
    else input.removeAttribute('aria-describedby');
    if (problem) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  };

  const check = (field: CheckedField) => {
    const kept = form.elements.namedItem(keptFileName(field.id)) !== null;
    const problem = answerProblem(field, answerOf(field), kept);
    show(field, problem);
    return problem;
  };

  for (const field of fields) {
    const input = control(field);
    if (!input) continue;
    const atOnce =
      input instanceof HTMLSelectElement || input.type === 'file' || input.type === 'checkbox';
    input.addEventListener(atOnce ? 'change' : 'blur', () => check(field));
    // A field said wrong is checked again as it is corrected.
    input.addEventListener('input', () => {
      if (input.getAttribute('aria-invalid') === 'true') check(field);
    });
  }

  // A file chosen before this code arrived is checked now: its change event has passed.
  for (const field of fields) {
    const input = control(field);
    if (input instanceof HTMLInputElement && input.type === 'file' && input.files?.length)
      check(field);
  }

  const notice = form.parentElement?.querySelector<HTMLElement>('[data-report-notice]');
  const submit = form.querySelector<HTMLButtonElement>('[data-report-submit]');
  form.addEventListener('submit', (event) => {
    const wrong = fields.filter((field) => check(field) !== undefined);
    if (wrong.length > 0) {
      event.preventDefault();
      if (notice) notice.textContent = t('report.problems');
      const first = wrong[0];
      if (first) control(first)?.focus();
      return;
    }
    if (notice) notice.textContent = '';
    // One post: a second press while the first is on its way would send the report twice.
    if (submit) {
      submit.disabled = true;
      submit.textContent = t('report.sending');
    }
  });
}
