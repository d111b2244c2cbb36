import { EbsnError } from '@sporta/sdk';
import { describe, expect, it } from 'vitest';
import { fieldOutcomeOf } from './refusal-place';

const refusal = (text: string, httpStatus?: number) =>
  new EbsnError({ status: 1, errors: [text], warnings: [], infos: [] }, { httpStatus });

describe('where a refusal of the e-mail or password form shows', () => {
  it('done is done', async () => {
    expect(await fieldOutcomeOf('email', async () => ({}))).toEqual({ ok: true });
  });

  it("puts the shop's own words about what was sent on the field", async () => {
    const outcome = await fieldOutcomeOf('oldPassword', () =>
      Promise.reject(refusal('La password attuale non è corretta.', 200)),
    );
    expect(outcome).toEqual({
      ok: false,
      message: 'La password attuale non è corretta.',
      on: 'oldPassword',
    });
  });

  it('puts no answer, a server error or an expired session on the form', async () => {
    for (const error of [
      EbsnError.withoutEnvelope(),
      EbsnError.withoutEnvelope({ httpStatus: 500 }),
      refusal('Sessione scaduta', 419),
    ]) {
      const outcome = await fieldOutcomeOf('email', () => Promise.reject(error));
      expect(outcome).toMatchObject({ ok: false, on: 'form' });
    }
  });
});
