/**
 * One check of a report's answers for the browser (as the shopper types and chooses a file) and
 * the server (before anything reaches WordPress): each field by its type, every rule from
 * @sporta/rules. The fields are WordPress's (features/content/forms.ts); an attachment is checked
 * by its size and type only, as the browser knows it before any upload.
 */
import { t } from '@sporta/i18n';
import {
  attachmentSize,
  attachmentType,
  email,
  phone,
  required,
  type ValidationIssue,
} from '@sporta/rules';

/** What a check needs of a field (FormField has more). */
export interface CheckedField {
  id: number;
  type: string;
  required: boolean;
  options?: readonly { value: string }[];
}

/** A chosen file as the browser and the server both know it. */
export interface ChosenFile {
  size: number;
  type: string;
}

export type ReportAnswer = string | ChosenFile | undefined;

/** The name of a field's control in the posted form. */
export const answerName = (fieldId: number) => `f${fieldId}`;
/** A file uploaded by an earlier, refused post: its token, kept so the shopper need not choose it again. */
export const keptFileName = (fieldId: number) => `f${fieldId}-kept`;

const text = (issue: ValidationIssue | undefined) =>
  issue ? t(issue.key, issue.params) : undefined;

/** The problem with one answer, as the text to show at its field; undefined when it is fine. */
export function answerProblem(
  field: CheckedField,
  answer: ReportAnswer,
  hasKeptFile = false,
): string | undefined {
  if (field.type === 'file_upload') {
    if (typeof answer !== 'object' || answer.size === 0)
      return field.required && !hasKeptFile ? text(required('')) : undefined;
    return text(
      attachmentType(answer.type) ?? attachmentSize(answer.size, 'validation.reportFileTooBig'),
    );
  }
  const value = typeof answer === 'string' ? answer.trim() : '';
  if (value === '') return field.required ? text(required('')) : undefined;
  if (field.type === 'email') return text(email(value));
  if (field.type === 'phone') return text(phone(value));
  if (field.type === 'listselect' && !field.options?.some((option) => option.value === value))
    return t('validation.required');
  return undefined;
}
