/**
 * What every action of the shop answers: done with its value, or refused with the text to show
 * where the shopper acted. One shape, so no action says `false` and leaves the reason unsaid.
 */
import type { MessageKey } from '@sporta/i18n';
import { firstFailureText } from './failure-text';

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

export const done = <T>(value: T): Outcome<T> => ({ ok: true, value });

export const refused = (message: string): Outcome<never> => ({ ok: false, message });

/**
 * The shopper stopped the action (closed the login or a dialog it needed): refused, with nothing
 * to tell — they know, they closed it.
 */
export const withdrawn: Outcome<never> = { ok: false, message: '' };

/** The refusal's text, or undefined when done or withdrawn (what a field's `error` shows). */
export const refusalOf = (outcome: Outcome<unknown>): string | undefined =>
  outcome.ok || outcome.message === '' ? undefined : outcome.message;

/**
 * Runs an EBSN call as an action: its value, or the failure's first text (else the step's
 * fallback). The request layer may have shown a toast too; the text is for where the shopper acted.
 */
export async function attempt<T>(
  call: () => Promise<T>,
  fallback?: MessageKey,
): Promise<Outcome<T>> {
  try {
    return done(await call());
  } catch (error) {
    return refused(firstFailureText(error, fallback));
  }
}
