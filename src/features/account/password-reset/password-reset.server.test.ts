import { type EbsnClient, EbsnError } from '@sporta/sdk';
import { describe, expect, it, vi } from 'vitest';
import { checkResetLink } from './password-reset.server';

const shopAnswering = (check: () => Promise<unknown>) => {
  const checkPasswordResetToken = vi.fn(check);
  return {
    ebsn: { registration: { checkPasswordResetToken } } as unknown as EbsnClient,
    checkPasswordResetToken,
  };
};
const query = (search: string) => new URLSearchParams(search);

describe('checkResetLink (what /reset-password renders)', () => {
  it('given a token the shop accepts, then the form, for that token and e-mail', async () => {
    const { ebsn, checkPasswordResetToken } = shopAnswering(async () => ({ valid: true }));
    expect(await checkResetLink(ebsn, query('reset_token=T1&e_mail=mario%40example.it'))).toEqual({
      valid: { token: 'T1', email: 'mario@example.it' },
    });
    expect(checkPasswordResetToken).toHaveBeenCalledWith('T1', 'mario@example.it');
  });

  it("given a token the shop refuses, then the shop's own words", async () => {
    const { ebsn } = shopAnswering(async () => {
      throw new EbsnError(
        { status: 1, errors: ['Il link è scaduto: chiedine uno nuovo.'], warnings: [], infos: [] },
        { httpStatus: 200 },
      );
    });
    expect(await checkResetLink(ebsn, query('reset_token=T1'))).toEqual({
      invalid: 'Il link è scaduto: chiedine uno nuovo.',
    });
  });

  it('given no token, then invalid without asking the shop', async () => {
    const { ebsn, checkPasswordResetToken } = shopAnswering(async () => ({ valid: true }));
    expect(await checkResetLink(ebsn, query('e_mail=mario%40example.it'))).toEqual({
      invalid: 'Il link per scegliere una nuova password non è valido.',
    });
    expect(checkPasswordResetToken).not.toHaveBeenCalled();
  });

  it('given no answer at all, then failed: no verdict on the link', async () => {
    const { ebsn } = shopAnswering(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await checkResetLink(ebsn, query('reset_token=T1'))).toHaveProperty('failed');
  });
});
