/**
 * Where a refusal of a credentials call belongs: the shop's own words about what was sent (a 200
 * answer with its text: 'L’indirizzo e-mail è già registrato.', 'La password attuale non è
 * corretta.') go on the field — on the field its server code names when the form asked more than
 * one (`byCode`) —; no answer, a server error or an expired session go on the form (no field).
 */
import { EbsnError } from '@sporta/sdk';
import { isUnknownAnswer } from '../../../platform/results/failure-text';
import { done, type Outcome, onField, refusedWith } from '../../../platform/results/outcome';

/** The server's code of a wrong current password (openapi/ebsn.yaml, update_email_request). */
export const PASSWORD_WRONG_CODE = 'PASSWORD_WRONG';

export async function fieldOutcomeOf<F extends string>(
  field: F,
  call: () => Promise<unknown>,
  byCode: Readonly<Record<string, F>> = {},
): Promise<Outcome<void, F>> {
  try {
    await call();
    return done(undefined);
  } catch (error) {
    const refusal = refusedWith(error);
    if (!isUnknownAnswer(error)) return refusal;
    const code = error instanceof EbsnError ? error.codes[refusal.text] : undefined;
    return onField(refusal, (code && byCode[code]) || field);
  }
}
