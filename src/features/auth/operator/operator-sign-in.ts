/**
 * The operator's own sign-in (spec: account §6 "Back-office user … backoffice user, optional
 * password, one-time code", §7 backoffice-access/sso-login): what the form of /backoffice/accesso
 * posted, its checks (@sporta/rules), and the call. Server only: the form works without
 * JavaScript, and a refusal renders the form again with everything typed in it.
 */
import { t } from '@sporta/i18n';
import { passwordRequired, required, validate } from '@sporta/rules';
import { EbsnError, MFA_REQUIRED_STATUS } from '@sporta/sdk';
import { failureText } from '../../../platform/results/failure-text';
import { done, type Outcome, refusedWith } from '../../../platform/results/outcome';

/** The hidden field telling this form's POST from the SAML button's. */
export const OPERATOR_FORM_MARK = 'operator-password';

export interface OperatorInput {
  user: string;
  password: string;
  /** The one-time code; '' on the first step. */
  otp: string;
  /** True once the backend said a code was sent: the form asks for it. */
  codeStep: boolean;
}

export type OperatorField = 'user' | 'password' | 'otp';
export type OperatorErrors = Partial<Record<OperatorField, string>>;

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

/** The posted form, or undefined when the POST was the SAML button's. */
export function readOperatorForm(form: FormData): OperatorInput | undefined {
  if (form.get('form') !== OPERATOR_FORM_MARK) return undefined;
  return {
    // The user name is matched without surrounding spaces; the password exactly as typed.
    user: text(form.get('backoffice_user')).trim(),
    password: text(form.get('password')),
    otp: text(form.get('otp')).trim(),
    codeStep: form.get('step') === 'code',
  };
}

/** The fields' own checks: nothing is sent while one fails. */
export function operatorFormErrors(input: OperatorInput): OperatorErrors {
  const errors: OperatorErrors = {};
  const say = (field: OperatorField, issue: ReturnType<typeof validate>) => {
    if (issue) errors[field] = t(issue.key, issue.params);
  };
  say('user', validate(input.user, [required]));
  say('password', validate(input.password, [passwordRequired]));
  if (input.codeStep) say('otp', validate(input.otp, [required]));
  return errors;
}

/** Signed in, or a code was mailed (the backend's text saying so, MFA status). */
export type OperatorSignedIn = { signedIn: true } | { codeSent: string };

/** The backend's own words for the mailed code, else the catalogue's (never the generic error). */
function codeSentText(error: EbsnError): string {
  const told = error.errors.filter((said) => said !== t('errors.generic'));
  return told.length > 0 ? told.join(' ') : t('backoffice.password.codeSent');
}

type SsoLogin = (user: string, password?: string, otp?: string) => Promise<unknown>;

/**
 * One attempt. Without a code, an operator whose account asks for one is mailed it (status 4):
 * done, with the text to show above the code field. With a code, status 4 means the code was
 * wrong: refused like wrong credentials, with the answer's text (else the catalogue's).
 */
export async function signInOperator(
  login: SsoLogin,
  input: OperatorInput,
): Promise<Outcome<OperatorSignedIn>> {
  try {
    await login(input.user, input.password, input.codeStep ? input.otp : undefined);
    return done({ signedIn: true });
  } catch (error) {
    if (!input.codeStep && error instanceof EbsnError && error.status === MFA_REQUIRED_STATUS)
      return done({ codeSent: codeSentText(error) });
    return { ...refusedWith(error), text: failureText(error) };
  }
}
