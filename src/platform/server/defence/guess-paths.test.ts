import { describe, expect, it } from 'vitest';
import { apiGuessOf } from './guess-paths';

const fields = (values: Record<string, string>) => (name: string) => values[name];

describe('apiGuessOf', () => {
  it('given auth/login, then the password, the pin and its resend are three kinds of guess of one login', () => {
    expect(apiGuessOf('auth/login', fields({ login: 'luca', password: 'x' }))).toEqual({
      kind: 'signIn',
      login: 'luca',
    });
    expect(apiGuessOf('auth/login', fields({ login: 'luca', mfa_pin: '123456' }))?.kind).toBe(
      'code',
    );
    expect(
      apiGuessOf('auth/login', fields({ login: 'luca', mfa_pin: '1', resend_mfa_pin: 'true' }))
        ?.kind,
    ).toBe('codeMail');
  });

  it("given the operator's sign-in with its code, then a code step of the operator", () => {
    expect(
      apiGuessOf('backoffice-access/sso-login', fields({ backoffice_user: 'op', otp: '1' })),
    ).toEqual({ kind: 'code', login: 'op' });
  });

  it('given the MFA change without a code, then no guess (it mails one); with it, a code step', () => {
    expect(apiGuessOf('registration/update_mfa', fields({ enabled: 'true' }))).toBeUndefined();
    expect(apiGuessOf('registration/update_mfa', fields({ mfa_pin: '1' }))?.kind).toBe('code');
  });

  it('given mails and check-user, then their login is the e-mail the call names', () => {
    expect(
      apiGuessOf('registration/password_reset_token_request', fields({ e_mail: 'a@b.it' })),
    ).toEqual({ kind: 'resetMail', login: 'a@b.it' });
    expect(apiGuessOf('api-iperal/account/check-user', fields({ email: 'a@b.it' }))).toEqual({
      kind: 'checkUser',
      login: 'a@b.it',
    });
    expect(
      apiGuessOf('registration/registration_resend_email', fields({ e_mail: 'a@b.it' }))?.kind,
    ).toBe('registrationMail');
  });

  it('given any other call, then no guess', () => {
    expect(apiGuessOf('cart/view', fields({}))).toBeUndefined();
  });
});
