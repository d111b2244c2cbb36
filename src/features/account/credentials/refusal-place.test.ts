import { EbsnError } from '@sporta/sdk';
import { describe, expect, it } from 'vitest';
import { fieldOutcomeOf, PASSWORD_WRONG_CODE } from './refusal-place';

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

describe('a refusal of a form asking more than one thing', () => {
  it('goes on the field its server code names, else on the first field', async () => {
    const wrongPassword = new EbsnError(
      {
        status: 1,
        errors: ['La password attuale non è corretta.'],
        warnings: [],
        infos: [],
        codes: { 'La password attuale non è corretta.': PASSWORD_WRONG_CODE },
      },
      { httpStatus: 200 },
    );
    const byCode = { [PASSWORD_WRONG_CODE]: 'password' } as const;
    expect(
      await fieldOutcomeOf<'email' | 'password'>(
        'email',
        () => Promise.reject(wrongPassword),
        byCode,
      ),
    ).toMatchObject({ on: 'password' });
    expect(
      await fieldOutcomeOf<'email' | 'password'>(
        'email',
        () => Promise.reject(refusal('L’indirizzo e-mail è già registrato.', 200)),
        byCode,
      ),
    ).toMatchObject({ on: 'email' });
  });
});
