import { t } from '@sporta/i18n';
import { EbsnError, MFA_REQUIRED_STATUS } from '@sporta/sdk';
import { describe, expect, it, vi } from 'vitest';
import {
  OPERATOR_FORM_MARK,
  type OperatorInput,
  operatorFormErrors,
  readOperatorForm,
  signInOperator,
} from './operator-sign-in';

const refusal = (status: number, ...errors: string[]) =>
  new EbsnError({ status, errors, warnings: [], infos: [] });

const input = (over: Partial<OperatorInput> = {}): OperatorInput => ({
  user: 'operatore',
  password: 'Ufficio1',
  otp: '',
  codeStep: false,
  ...over,
});

describe('readOperatorForm', () => {
  it('given the SAML button, then it is not this form', () => {
    expect(readOperatorForm(new FormData())).toBeUndefined();
  });

  it('given the form, then the user is trimmed and the password kept as typed', () => {
    const form = new FormData();
    form.set('form', OPERATOR_FORM_MARK);
    form.set('backoffice_user', ' supervisore ');
    form.set('password', ' Ufficio1 ');
    form.set('otp', ' 123456 ');
    form.set('step', 'code');
    expect(readOperatorForm(form)).toEqual({
      user: 'supervisore',
      password: ' Ufficio1 ',
      otp: '123456',
      codeStep: true,
    });
  });
});

describe('operatorFormErrors (@sporta/rules)', () => {
  it('given every field, then no error', () => {
    expect(operatorFormErrors(input())).toEqual({});
  });

  it('given empty fields, then each says so; the code only on its step', () => {
    expect(operatorFormErrors(input({ user: '', password: '' }))).toEqual({
      user: t('validation.required'),
      password: t('validation.passwordRequired'),
    });
    expect(operatorFormErrors(input({ codeStep: true }))).toEqual({
      otp: t('validation.required'),
    });
  });
});

describe('signInOperator (backoffice-access/sso-login)', () => {
  it('given the right credentials, then signed in, the code sent only on its step', async () => {
    const login = vi.fn().mockResolvedValue({ user: { userId: -1 } });
    expect(await signInOperator(login, input())).toEqual({ ok: true, value: { signedIn: true } });
    expect(login).toHaveBeenLastCalledWith('operatore', 'Ufficio1', undefined);
    await signInOperator(login, input({ otp: '123456', codeStep: true }));
    expect(login).toHaveBeenLastCalledWith('operatore', 'Ufficio1', '123456');
  });

  it('given an operator asked for a code, then done: the code was sent, in the answer words', async () => {
    const login = vi.fn().mockRejectedValue(refusal(MFA_REQUIRED_STATUS, 'Codice inviato.'));
    expect(await signInOperator(login, input())).toEqual({
      ok: true,
      value: { codeSent: 'Codice inviato.' },
    });
  });

  it('given a code asked for without a text, then the catalogue says it was sent', async () => {
    const login = vi.fn().mockRejectedValue(refusal(MFA_REQUIRED_STATUS));
    expect(await signInOperator(login, input())).toEqual({
      ok: true,
      value: { codeSent: t('backoffice.password.codeSent') },
    });
  });

  it('given a wrong code, then refused with the answer text', async () => {
    const login = vi.fn().mockRejectedValue(refusal(MFA_REQUIRED_STATUS, 'Codice errato.'));
    expect(await signInOperator(login, input({ otp: '000000', codeStep: true }))).toEqual({
      ok: false,
      message: 'Codice errato.',
    });
  });

  it('given wrong credentials or no answer, then refused with the text to show', async () => {
    const wrong = vi.fn().mockRejectedValue(refusal(1, 'Credenziali Errate'));
    expect(await signInOperator(wrong, input())).toEqual({
      ok: false,
      message: 'Credenziali Errate',
    });
    const down = vi.fn().mockRejectedValue(new TypeError('fetch failed'));
    expect(await signInOperator(down, input())).toEqual({
      ok: false,
      message: t('errors.generic'),
    });
  });
});
