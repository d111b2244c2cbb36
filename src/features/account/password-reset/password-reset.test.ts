import { EbsnError } from '@sporta/sdk';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setNewPassword } from './password-reset';

const shop = { resetPassword: vi.fn(), checkPasswordResetToken: vi.fn() };
vi.mock('@sporta/sdk', async (original) => ({
  ...(await original<typeof import('@sporta/sdk')>()),
  registrationArea: () => shop,
}));
vi.mock('../../../shell/hydration/ebsn', () => ({ ebsnCore: () => ({}) }));

/** The shop's refusal: HTTP 200, status ≠ 0, its own text. */
const refusal = (text: string) =>
  new EbsnError({ status: 1, errors: [text], warnings: [], infos: [] }, { httpStatus: 200 });
const LINK = { token: 'T1', email: 'mario@example.it' };

describe('setNewPassword: where a refusal belongs', () => {
  beforeEach(() => {
    shop.resetPassword.mockReset();
    shop.checkPasswordResetToken.mockReset();
  });

  it('given the reset done, then done, and the token is not checked again', async () => {
    shop.resetPassword.mockResolvedValue({ reset: true });
    expect(await setNewPassword(LINK, 'Nuovissima9')).toEqual({ ok: true });
    expect(shop.resetPassword).toHaveBeenCalledWith('T1', 'Nuovissima9', 'mario@example.it');
    expect(shop.checkPasswordResetToken).not.toHaveBeenCalled();
  });

  it('given a refusal while the token still passes its check, then the password field', async () => {
    shop.resetPassword.mockRejectedValue(refusal('La password deve essere lunga 8 caratteri'));
    shop.checkPasswordResetToken.mockResolvedValue({ valid: true });
    expect(await setNewPassword(LINK, 'corta')).toEqual({
      ok: false,
      on: 'password',
      message: 'La password deve essere lunga 8 caratteri',
    });
  });

  it("given a refusal and a token refused too, then the link, with the check's words", async () => {
    shop.resetPassword.mockRejectedValue(refusal('Il link non è valido o è scaduto.'));
    shop.checkPasswordResetToken.mockRejectedValue(refusal('Il link è già stato usato.'));
    expect(await setNewPassword(LINK, 'Nuovissima9')).toEqual({
      ok: false,
      on: 'link',
      message: 'Il link è già stato usato.',
    });
  });

  it('given no answer at all, then the form, and no guess about the link', async () => {
    shop.resetPassword.mockRejectedValue(new TypeError('Failed to fetch'));
    const outcome = await setNewPassword(LINK, 'Nuovissima9');
    expect(outcome).toMatchObject({ ok: false, on: 'form' });
    expect(shop.checkPasswordResetToken).not.toHaveBeenCalled();
  });
});
