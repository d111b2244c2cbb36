/**
 * The one way a failed EBSN call becomes text, on a server-rendered page and in an island alike:
 * the answer's own texts (spec: account §8, "shows its errors"), or — when none came — the
 * fallback of the step (the generic message unless the spec names another).
 */
import { type MessageKey, t } from '@sporta/i18n';
import { EbsnError } from '@sporta/sdk';

/** Every text of the failure (a form lists them). */
export function failureTexts(error: unknown, fallback: MessageKey = 'errors.generic'): string[] {
  return error instanceof EbsnError && error.errors.length > 0 ? error.errors : [t(fallback)];
}

/** The failure's texts in one sentence (a page says them where the content would be). */
export const failureText = (error: unknown, fallback?: MessageKey): string =>
  failureTexts(error, fallback).join(' ');

/** The first text only (spec: shopping §5 "buy and prepare raise the first server error"). */
export const firstFailureText = (error: unknown, fallback?: MessageKey): string =>
  failureTexts(error, fallback)[0] || t(fallback ?? 'errors.generic');

/**
 * The API refuses an unknown slug inside a 200 answer with its own text (the reference backend:
 * 'Il prodotto richiesto non è disponibile.'), or with a 404. No answer, a server error or a bad
 * answer (which the SDK reports as the generic text only) is a failure, shown as such.
 */
export function isUnknownAnswer(error: unknown): boolean {
  if (!(error instanceof EbsnError)) return false;
  if (error.httpStatus === 404) return true;
  return error.httpStatus === 200 && error.errors.some((text) => text !== t('errors.generic'));
}
