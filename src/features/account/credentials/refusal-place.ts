/**
 * Where a refusal of a credentials call belongs: the shop's own words about what was sent (a 200
 * answer with its text: 'L’indirizzo e-mail è già registrato.', 'La password attuale non è
 * corretta.') go on the field — on the field its server code names when the form asked more than
 * one (`byCode`) —; no answer, a server error or an expired session go on the form.
 */
import { EbsnError } from '@sporta/sdk';
import { firstFailureText, isUnknownAnswer } from '../../../platform/failure-text';

export type FieldOutcome<F extends string> =
  | { ok: true }
  | { ok: false; message: string; on: F | 'form' };

/** The server's code of a wrong current password (openapi/ebsn.yaml, update_email_request). */
export const PASSWORD_WRONG_CODE = 'PASSWORD_WRONG';

export async function fieldOutcomeOf<F extends string>(
  field: F,
  call: () => Promise<unknown>,
  byCode: Readonly<Record<string, F>> = {},
): Promise<FieldOutcome<F>> {
  try {
    await call();
    return { ok: true };
  } catch (error) {
    const message = firstFailureText(error);
    if (!isUnknownAnswer(error)) return { ok: false, message, on: 'form' };
    const code = error instanceof EbsnError ? error.codes[message] : undefined;
    return { ok: false, message, on: (code && byCode[code]) || field };
  }
}
