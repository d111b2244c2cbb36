/**
 * Forms defined in WordPress (cms/README.md "Forms"; spec: account §7 get_mail_pars, admin-ajax
 * nf_fu_upload and nf_ajax_submit). Server side only: the form's nonce never leaves this server,
 * the browser posts to the storefront, which uploads and submits here. A description is cached
 * like other content and purged when an editor changes the form (purge type `form`).
 */
import { ContentError, createContentClient } from '@sporta/sdk';
import { cmsUrl } from '../../platform/config';
import { done, type Outcome, type Refusal, refused } from '../../platform/results/outcome';
import { contentCache } from './cache';

/** Ninja-Forms-style types WordPress gives; an unknown one is shown as a text box. */
const FORM_FIELD_TYPES = [
  'textbox',
  'email',
  'phone',
  'textarea',
  'listselect',
  'checkbox',
  'file_upload',
] as const;
type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

export interface FormField {
  id: number;
  key: string;
  label: string;
  type: FormFieldType;
  required: boolean;
  options: { value: string; label: string }[];
}

export interface ContentForm {
  id: number;
  title: string;
  successMessage: string;
  fields: FormField[];
  /** Server only (the page never renders it): what upload and submit must carry. */
  nonce: string;
}

/** Uploads and submits wait longer than a page's reads: a 5 MB file on a slow link. */
const FORM_TIMEOUT_MS = 30_000;
const client = () => createContentClient({ baseUrl: cmsUrl(), timeoutMs: FORM_TIMEOUT_MS });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function fieldOf(raw: unknown): FormField | undefined {
  if (!isRecord(raw) || typeof raw.id !== 'number' || typeof raw.label !== 'string')
    return undefined;
  const type = FORM_FIELD_TYPES.find((known) => known === raw.type) ?? 'textbox';
  const options = Array.isArray(raw.options)
    ? raw.options.filter(isRecord).map((option) => ({
        value: String(option.value ?? ''),
        label: String(option.label ?? option.value ?? ''),
      }))
    : [];
  return {
    id: raw.id,
    key: typeof raw.key === 'string' ? raw.key : `campo_${raw.id}`,
    label: raw.label,
    type,
    required: raw.required === true,
    options,
  };
}

const cacheKey = (formId: number) => `form:${formId}`;

/** The form as WordPress describes it now; null when there is no such form. Throws when WordPress fails. */
export function contentForm(formId: number): Promise<ContentForm | null> {
  return contentCache().get(cacheKey(formId), async () => {
    try {
      const described = await client().mailPars(formId);
      return {
        id: described.form_id,
        title: described.title,
        successMessage:
          typeof described.success_message === 'string' ? described.success_message : '',
        fields: described.fields.map(fieldOf).filter((field) => field !== undefined),
        nonce: described.submit.nonce,
      };
    } catch (failure) {
      if (failure instanceof ContentError && failure.httpStatus === 404) return null;
      throw failure;
    }
  });
}

/** After WordPress said the form expired (its nonce is old): the next read asks again. */
export function forgetContentForm(formId: number): void {
  contentCache().purge(cacheKey(formId));
}

/**
 * Why WordPress refused an upload or a submit, as its reply says: its form expired
 * (`report.expired`, a fresh description fixes it), the file is too big or of another type, the
 * answers of some fields (`fields`, by field id), or any other failure (`report.failed`).
 */
function refusalOf(failure: unknown): Refusal<never> {
  if (!(failure instanceof ContentError)) return refused('report.failed');
  const errors = isRecord(failure.body) ? failure.body.errors : undefined;
  if (failure.httpStatus === 403) return refused('report.expired');
  if (failure.httpStatus === 413) return refused('validation.reportFileTooBig');
  if (failure.httpStatus === 415) return refused('validation.attachmentType');
  if (isRecord(errors) && isRecord(errors.fields)) {
    const fields = Object.fromEntries(
      Object.entries(errors.fields).map(([id, text]) => [id, String(text)]),
    );
    return { ...refused('report.problems'), fields };
  }
  return refused('report.failed');
}

/** The refusal of a form whose description is old: describe it again and send once more. */
export const isExpired = (outcome: Outcome<unknown>): boolean =>
  !outcome.ok && outcome.key === 'report.expired';

/** nf_fu_upload: one attachment; its token goes in the submit. */
export async function uploadFormFile(
  form: ContentForm,
  fieldId: number,
  file: Blob,
  name: string,
): Promise<Outcome<string, never>> {
  try {
    const reply = await client().uploadFile(form.id, String(fieldId), form.nonce, file, name);
    // The SDK gives the whole admin-ajax reply: {data: {files: [...]}, errors}.
    const data = isRecord(reply) ? reply.data : undefined;
    const files = isRecord(data) && Array.isArray(data.files) ? data.files : [];
    const token = isRecord(files[0]) ? files[0].tmp_name : undefined;
    return typeof token === 'string' ? done(token) : refused('report.failed');
  } catch (failure) {
    return refusalOf(failure);
  }
}

/** nf_ajax_submit: the answers by field id (an attachment as the list of its tokens). */
export async function submitContentForm(
  form: ContentForm,
  answers: Readonly<Record<string, string | string[]>>,
): Promise<Outcome<void, never>> {
  try {
    await client().submitForm(form.id, form.nonce, answers);
    return done(undefined);
  } catch (failure) {
    return refusalOf(failure);
  }
}
