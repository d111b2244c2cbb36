/**
 * Which /ebsn/api calls are guesses (issue 37 item 6), by the upstream paths the SDK sends
 * (sdk/src/areas: sign-in.ts, backoffice.ts, auth.ts, registration.ts, account-module.ts), and
 * where each names its login. Read by the proxy (guess-limits.ts) and by the Varnish include
 * (scripts/varnish.mjs), so both count the same calls.
 *
 * No runtime imports: scripts/varnish.mjs loads it with type stripping.
 */
import type { GuessKind } from './rate-limits.ts';

export interface ApiGuessPath {
  /** The API path after /ebsn/api/. */
  path: string;
  kind: GuessKind;
  /** Fields (query or body) naming the login, the first present counts. */
  login?: readonly string[];
  /** A field whose presence makes the call the one-time code step instead. */
  codeField?: string;
  /** A field which, `true`, makes the call a request for the code's mail again. */
  resendField?: string;
  /** Counted only with this field: without it the call sends a code, with it it tries one. */
  onlyWith?: string;
}

export const API_GUESS_PATHS: readonly ApiGuessPath[] = [
  // spec: shopping §4 "Login steps": one path for the password, the pin and its resend.
  {
    path: 'auth/login',
    kind: 'signIn',
    login: ['login'],
    codeField: 'mfa_pin',
    resendField: 'resend_mfa_pin',
  },
  // The operator's own sign-in and its mailed code (backoffice.ts ssoLogin; also the page's).
  {
    path: 'backoffice-access/sso-login',
    kind: 'signIn',
    login: ['backoffice_user'],
    codeField: 'otp',
  },
  { path: 'registration/update_mfa', kind: 'code', onlyWith: 'mfa_pin' },
  { path: 'registration/anonymize_token_check', kind: 'code', login: ['login'] },
  // The old password of a signed-in session is a password guess too.
  { path: 'registration/update_password', kind: 'signIn' },
  // The chain module's password changes ask the same proof (registration-module.ts).
  { path: 'api-iperal/account/update-credentials', kind: 'signIn' },
  { path: 'api-iperal/update_password', kind: 'signIn' },
  {
    path: 'registration/password_reset_token_request',
    kind: 'resetMail',
    login: ['e_mail', 'login', 'fiscal_code'],
  },
  { path: 'api-iperal/account/request-reset-password', kind: 'resetMail', login: ['email'] },
  { path: 'api-iperal/account/check-user', kind: 'checkUser', login: ['email'] },
  { path: 'iperal-registration/register_user', kind: 'registrationMail', login: ['email'] },
  { path: 'registration/register_user', kind: 'registrationMail', login: ['email'] },
  { path: 'registration/registration_resend_email', kind: 'registrationMail', login: ['e_mail'] },
];

/** A guess, its kind decided by the fields; undefined when the call is none. */
export function apiGuessOf(
  path: string,
  fields: (name: string) => string | undefined,
): { kind: GuessKind; login: string | undefined } | undefined {
  const entry = API_GUESS_PATHS.find((each) => each.path === path);
  if (!entry) return undefined;
  if (entry.onlyWith && !fields(entry.onlyWith)) return undefined;
  const login = entry.login?.map(fields).find((value) => value?.trim());
  const kind =
    entry.resendField && fields(entry.resendField) === 'true'
      ? 'codeMail'
      : entry.codeField && fields(entry.codeField)
        ? 'code'
        : entry.kind;
  return { kind, login };
}
