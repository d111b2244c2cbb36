/**
 * Where a refusal of a one-field call belongs: the shop's own words about what was sent (a 200
 * answer with its text: 'L'indirizzo e-mail è già registrato.', 'La password attuale non è
 * corretta.') go on the field; no answer, a server error or an expired session go on the form.
 */
import { firstFailureText, isUnknownAnswer } from '../../platform/failure-text';

export type FieldOutcome<F extends string> =
  | { ok: true }
  | { ok: false; message: string; on: F | 'form' };

export async function fieldOutcomeOf<F extends string>(
  field: F,
  call: () => Promise<unknown>,
): Promise<FieldOutcome<F>> {
  try {
    await call();
    return { ok: true };
  } catch (error) {
    return {
      ok: false,
      message: firstFailureText(error),
      on: isUnknownAnswer(error) ? field : 'form',
    };
  }
}
