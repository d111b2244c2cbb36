/**
 * What every action and form step of the shop answers: done with its value, or refused with the
 * catalogue key of the reason (when the shop's words are known), the form field it belongs on
 * (when one) and the text to show where the shopper acted. One shape, so no action says `false`
 * and leaves the reason unsaid, and no caller compares Italian texts to find the field.
 */
import { type MessageKey, type MessageParams, t } from '@sporta/i18n';
import { EbsnError } from '@sporta/sdk';
import { failureText, firstFailureText, isUnknownAnswer } from './failure-text';

export type Refusal<F extends string = string> = {
  ok: false;
  withdrawn?: false;
  /** The reason's catalogue key; absent when the shop said something of its own. */
  key?: MessageKey;
  /** The form field the refusal belongs on; absent: the form's, shown above its button. */
  field?: F;
  /** What to show where the shopper acted. */
  text: string;
  /** Every text, when the answer said several and the place lists them (the login's box). */
  texts?: readonly string[];
  /** Texts by form field, when one refusal names several fields (a WordPress form's). */
  fields?: Readonly<Record<string, string>>;
};

/**
 * The shopper stopped the action (closed the login or a dialog it needed): nothing to tell —
 * they know, they closed it. Only actions that open a dialog answer it (`Outcome<T> | Withdrawn`).
 */
export type Withdrawn = { ok: false; withdrawn: true };

export type Outcome<T, F extends string = string> = { ok: true; value: T } | Refusal<F>;

export const done = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

/** Refused for a reason of the shop's own rules, by its catalogue key. */
export const refused = (key: MessageKey, params?: MessageParams): Refusal<never> => ({
  ok: false,
  key,
  text: t(key, params),
});

/** Refused for a failed EBSN call: its first text, with its key when the SDK knows it. */
export function refusedWith(error: unknown, fallback?: MessageKey): Refusal<never> {
  const text = firstFailureText(error, fallback);
  const key = error instanceof EbsnError ? error.key : (fallback ?? 'errors.generic');
  return key ? { ok: false, key, text } : { ok: false, text };
}

/** The same refusal, placed on a form field (none: it stays the form's). */
export const onField = <F extends string>(refusal: Refusal, field: F | undefined): Refusal<F> =>
  field ? { ...refusal, field } : (refusal as Refusal<never>);

export const withdrawn: Withdrawn = { ok: false, withdrawn: true };

/** The refusal's text, or undefined when done or withdrawn (what a field's `error` shows). */
export const refusalOf = (outcome: Outcome<unknown> | Withdrawn): string | undefined =>
  outcome.ok || outcome.withdrawn ? undefined : outcome.text;

/**
 * Runs an EBSN call as an action: its value, or the failure's first text (else the step's
 * fallback). The request layer may have shown a toast too; the text is for where the shopper acted.
 */
export async function attempt<T>(
  call: () => Promise<T>,
  fallback?: MessageKey,
): Promise<Outcome<T, never>> {
  try {
    return done(await call());
  } catch (error) {
    return refusedWith(error, fallback);
  }
}

/** The refusal of a page's lookup that found nothing by that address (→ 404 or /not-found). */
const MISSING: MessageKey = 'page.notFound.text';

export const isMissing = (outcome: Outcome<unknown>): boolean =>
  !outcome.ok && outcome.key === MISSING;

/**
 * Looks one thing up by its address: it, missing (`isMissing`: the page answers /not-found or
 * 404), or the failure's texts in one sentence, shown where the content would be (spec:
 * shopping §2 Guards).
 */
export async function lookUp<T>(load: () => Promise<T | undefined>): Promise<Outcome<T, never>> {
  try {
    const found = await load();
    return found === undefined ? refused(MISSING) : done(found);
  } catch (error) {
    if (isUnknownAnswer(error)) return refused(MISSING);
    const key = error instanceof EbsnError ? error.key : undefined;
    return { ok: false, text: failureText(error), ...(key ? { key } : {}) };
  }
}
