/**
 * What a server-rendered page says when an EBSN call failed: the answer's own texts (spec:
 * account §8, "shows its errors"), or the generic message when it brought none.
 */
import { t } from '@sporta/i18n';
import { EbsnError } from '@sporta/sdk';

export function failureText(error: unknown): string {
  return error instanceof EbsnError && error.errors.length > 0
    ? error.errors.join(' ')
    : t('errors.generic');
}

/** What looking up one thing by its address gave: it, nothing by that name, or a failure. */
export type Lookup<T> = { found: T } | { missing: true } | { failed: unknown };

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

/** Looks one thing up: missing → /not-found, failed → the page says so (spec: shopping §2 Guards). */
export async function lookUp<T>(load: () => Promise<T | undefined>): Promise<Lookup<T>> {
  try {
    const found = await load();
    return found === undefined ? { missing: true } : { found };
  } catch (error) {
    return isUnknownAnswer(error) ? { missing: true } : { failed: error };
  }
}
