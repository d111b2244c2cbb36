/**
 * The customer report's round trip on the server (spec: account §1, §5, §7 get_mail_pars,
 * nf_fu_upload, nf_ajax_submit): the browser posts the form to /servizio-clienti; this reads it
 * within the upload limit, checks every answer, uploads the attachment and submits to WordPress
 * with the form's nonce, which never reaches the browser. A refusal gives the form back with what
 * was typed, the attachment kept (already uploaded) and each text at its field.
 */
import { t } from '@sporta/i18n';
import { MAX_ATTACHMENT_BYTES } from '@sporta/rules';
import { tooManyAttemptsText } from '../../platform/server/defence/guess-limits';
import type { Admission } from '../../platform/server/defence/rate-limits';
import { readBodyWithin } from '../../platform/server/proxy/proxy-request';
import {
  type ContentForm,
  contentForm,
  type FormField,
  forgetContentForm,
  isExpired,
  submitContentForm,
  uploadFormFile,
} from '../content';
import { answerName, answerProblem, keptFileName, type ReportAnswer } from './report-answers';

/** The customer-reporting form's number in WordPress (cms/README.md "Forms"). */
const CUSTOMER_REPORT_FORM_ID = 1;
/** Room for the text answers and the multipart wrapping beside the attachments' 5 MB each. */
const REPORT_MARGIN_BYTES = 64 * 1024;

/** An attachment WordPress already holds: its token and the name the shopper gave it. */
export interface KeptFile {
  token: string;
  name: string;
}

export interface ReportState {
  form: ContentForm;
  values: Record<number, string>;
  kept: Record<number, KeptFile>;
  errors: Record<number, string>;
  /** A text about the whole form, above it. */
  notice: string;
  status: number;
  /** Over the limit on reports (429): seconds until the next one is taken. */
  retryAfterSeconds?: number;
}

type ReportOutcome = { sent: true } | { sent: false; state: ReportState } | 'unavailable';

const TOKEN = /^[A-Za-z0-9]{24}\.[a-z0-9]+$/;

/** The form to show; 'unavailable' when WordPress does not answer or has no such form. */
export async function loadReportForm(): Promise<ContentForm | 'unavailable'> {
  try {
    return (await contentForm(CUSTOMER_REPORT_FORM_ID)) ?? 'unavailable';
  } catch {
    // The page says the form is unavailable; the rest of it still shows.
    return 'unavailable';
  }
}

/** The most a report's body may weigh: one attachment a file field, plus the margin. */
const reportBodyLimit = (form: ContentForm) =>
  form.fields.filter((field) => field.type === 'file_upload').length * MAX_ATTACHMENT_BYTES +
  REPORT_MARGIN_BYTES;

function keptOf(data: FormData, field: FormField): KeptFile | undefined {
  const raw = data.get(keptFileName(field.id));
  if (typeof raw !== 'string') return undefined;
  const slash = raw.indexOf('/');
  const token = raw.slice(0, slash);
  return slash > 0 && TOKEN.test(token) ? { token, name: raw.slice(slash + 1) } : undefined;
}

/**
 * Reads, checks, uploads and submits one posted report. `admit` spends one of the sender's
 * reports (issue 37 item 6): asked once the answers are read, so a refusal keeps them, and before
 * anything reaches WordPress.
 */
export async function sendReport(request: Request, admit: () => Admission): Promise<ReportOutcome> {
  let form = await loadReportForm();
  if (form === 'unavailable') return 'unavailable';
  const state: ReportState = { form, values: {}, kept: {}, errors: {}, notice: '', status: 400 };
  const body = await readBodyWithin(request, reportBodyLimit(form));
  if (body === 'too-large')
    return { sent: false, state: { ...state, notice: t('report.tooLarge'), status: 413 } };
  let data: FormData;
  try {
    const type = request.headers.get('content-type') ?? '';
    data = await new Response(body, { headers: { 'content-type': type } }).formData();
  } catch {
    return { sent: false, state: { ...state, notice: t('report.failed') } };
  }

  const files = new Map<number, File>();
  for (const field of form.fields) {
    const raw = data.get(answerName(field.id));
    let answer: ReportAnswer;
    if (field.type === 'file_upload') {
      const kept = keptOf(data, field);
      if (kept) state.kept[field.id] = kept;
      if (raw instanceof File && raw.size > 0) {
        files.set(field.id, raw);
        answer = { size: raw.size, type: raw.type };
      }
      const problem = answerProblem(field, answer, kept !== undefined);
      if (problem) state.errors[field.id] = problem;
      continue;
    }
    answer = typeof raw === 'string' ? raw : '';
    state.values[field.id] = answer;
    const problem = answerProblem(field, answer);
    if (problem) state.errors[field.id] = problem;
  }

  const admission = admit();
  if (!admission.allowed) {
    const { retryAfterSeconds } = admission;
    const notice = tooManyAttemptsText(retryAfterSeconds);
    return { sent: false, state: { ...state, notice, status: 429, retryAfterSeconds } };
  }

  // A good new file goes to WordPress even when another answer is wrong: kept for the next post.
  for (const [fieldId, file] of files) {
    if (state.errors[fieldId]) continue;
    let uploaded = await uploadFormFile(form, fieldId, file, file.name);
    if (isExpired(uploaded)) {
      form = await renewed(form);
      state.form = form;
      uploaded = await uploadFormFile(form, fieldId, file, file.name);
    }
    if (uploaded.ok) state.kept[fieldId] = { token: uploaded.value, name: file.name };
    // The file's own refusal (too big, another type) on its field; else the upload failed.
    else
      state.errors[fieldId] =
        uploaded.key === 'validation.reportFileTooBig' ||
        uploaded.key === 'validation.attachmentType'
          ? uploaded.text
          : t('report.failed');
  }
  if (Object.keys(state.errors).length > 0)
    return { sent: false, state: { ...state, notice: t('report.problems') } };

  const answers = (current: ContentForm) =>
    Object.fromEntries(
      current.fields.map((field) => {
        const kept = state.kept[field.id];
        const value =
          field.type === 'file_upload'
            ? kept
              ? [kept.token]
              : []
            : (state.values[field.id] ?? '');
        return [String(field.id), value];
      }),
    );
  let submitted = await submitContentForm(form, answers(form));
  if (isExpired(submitted)) {
    form = await renewed(form);
    state.form = form;
    submitted = await submitContentForm(form, answers(form));
  }
  if (submitted.ok) return { sent: true };
  if (submitted.fields) {
    for (const [id, text] of Object.entries(submitted.fields)) state.errors[Number(id)] = text;
    return { sent: false, state: { ...state, notice: submitted.text } };
  }
  const notice = isExpired(submitted) ? submitted.text : t('report.failed');
  return { sent: false, state: { ...state, notice, status: 502 } };
}

/** The form described again (a fresh nonce) after WordPress said it expired. */
async function renewed(form: ContentForm): Promise<ContentForm> {
  forgetContentForm(form.id);
  const again = await loadReportForm();
  return again === 'unavailable' ? form : again;
}
