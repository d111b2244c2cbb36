/**
 * The pure parts of the facilitated-delivery request (spec: account §1 "discounted-delivery
 * scheme", §2 /consegna-agevolata and /facilitated-delivery-successful, §5 "L'allegato non deve
 * superare i 5MB", §7 iperal-module-controller/control): who may ask, the attachment's check
 * (before any upload) and the multipart form the request sends.
 */
import { type MessageKey, t } from '@sporta/i18n';
import { attachmentSize, attachmentType } from '@sporta/rules';

export const FACILITATED_PATH = '/consegna-agevolata';
export const FACILITATED_SUCCESS_PATH = '/facilitated-delivery-successful';
/** The longest reason the shop keeps (reference-backend/domain/facilitated.ts). */
export const REASON_MAX_LENGTH = 1000;
/** What the file field offers in the browser's picker; the check below is what decides. */
export const ATTACHMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/**
 * Whether the shopper may ask, as the module control says: `facilitated` means they already
 * have the service (consent 4 given); `completed` false means their profile lacks the tax code
 * or birth date the office needs to check a request.
 */
export type Eligibility = 'eligible' | 'alreadyActive' | 'profileIncomplete' | 'unknown';

export function eligibilityOf(control: unknown): Eligibility {
  if (typeof control !== 'object' || control === null) return 'unknown';
  const { facilitated, completed, complete } = control as Record<string, unknown>;
  if (facilitated === true) return 'alreadyActive';
  if (completed === false || complete === false) return 'profileIncomplete';
  if (completed === true || complete === true) return 'eligible';
  return 'unknown';
}

/** The text that says why there is no form, by eligibility. */
export const INELIGIBLE_TEXT: Record<Exclude<Eligibility, 'eligible'>, MessageKey> = {
  alreadyActive: 'facilitated.ineligible.alreadyActive',
  profileIncomplete: 'facilitated.ineligible.profileIncomplete',
  unknown: 'facilitated.ineligible.unknown',
};

/** The request's data as the form holds it (the profile's values first). */
export interface FacilitatedValues {
  firstName: string;
  lastName: string;
  fiscalCode: string;
  phone: string;
  reason: string;
  consent: boolean;
}

/**
 * The attachment's check, in the browser before any upload: none chosen, a type that is not a
 * PDF or a JPG/PNG picture, more than 5 MB. The text to show on the field, or undefined.
 */
export function attachmentProblem(
  file: Pick<File, 'size' | 'type'> | undefined,
): string | undefined {
  if (!file) return t('validation.required');
  const problem = attachmentType(file.type) ?? attachmentSize(file.size);
  return problem ? t(problem.key, problem.params) : undefined;
}

/** The multipart body of iperal-registration/facilitated_delivery (openapi/ebsn.yaml). */
export function requestForm(values: FacilitatedValues, file: Blob, fileName: string): FormData {
  const form = new FormData();
  form.set('firstName', values.firstName.trim());
  form.set('lastName', values.lastName.trim());
  if (values.fiscalCode.trim()) form.set('fiscalCode', values.fiscalCode.trim().toUpperCase());
  if (values.phone.trim()) form.set('phone', values.phone.trim());
  form.set('reason', values.reason.trim());
  form.set('consent', String(values.consent));
  form.set('attachment', file, fileName);
  return form;
}

/**
 * Whether the shop's refusal is about the file, by the key the SDK knows its words by (the
 * backend's 5 MB and type checks; any 413 is, by its status, facilitated-actions.ts): then it
 * shows on the file field, where the shopper can choose another.
 */
export function isAttachmentRefusal(key: MessageKey | undefined): boolean {
  return key === 'validation.attachmentTooBig' || key === 'validation.attachmentType';
}
