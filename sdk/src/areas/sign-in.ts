/**
 * auth/login, apart from the other auth calls: what the browser's sign-in needs, in a module of
 * its own, so the login page carries none of the rest (issue 13 budget: bundlers split by module).
 */
import type { EbsnContext } from '../context';
import { caller, defined } from '../context';
import { EbsnError } from '../errors';
import { loginSchema } from '../sign-in-answer';

export interface LoginInput {
  login: string;
  password: string;
  rememberMe?: boolean;
  /** The 6-digit code of the second step; the pin step skips captcha (shopping §4). */
  mfaPin?: string;
  /** Asks the server to send the code again. */
  resendMfaPin?: boolean;
}

/** Status of the answer that asks for the one-time code (shopping §4 Login steps). */
export const MFA_REQUIRED_STATUS = 4;

/**
 * auth/login on its own — step 1 with login and password, step 2 with mfaPin; rejects with
 * EbsnError status 4 when the code is needed; no toasts (the login screen shows the answer in its
 * message box, shopping §4). The area's `login`; the browser's sign-in takes this alone, so the
 * login page carries none of the other auth calls (issue 13 budget).
 */
export function signInCall(ctx: EbsnContext) {
  const { POST } = ctx.client;
  const { valid } = caller(ctx);
  return ({ login, password, rememberMe = false, mfaPin, resendMfaPin }: LoginInput) =>
    valid(
      POST('/auth/login', {
        body: defined({
          login: login.trim(),
          password,
          remember_me: rememberMe,
          show_sectors: ctx.showSectors,
          mfa_pin: mfaPin,
          ...(resendMfaPin ? { resend_mfa_pin: true } : {}),
        }),
        bodySerializer: formBody,
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
        skipCaptcha: mfaPin !== undefined,
      }),
      loginSchema,
      { toasts: false },
    ).catch(captchaRefusal);
}

/**
 * reCAPTCHA refusing the browser answers HTTP 403 without envelope (observed §1.6): the login box
 * then shows the captcha-failure text of shopping §8 instead of the generic one.
 */
function captchaRefusal(error: unknown): never {
  if (error instanceof EbsnError && error.httpStatus === 403) {
    throw EbsnError.withoutEnvelope({ httpStatus: 403, cause: error, fallback: 'errors.captcha' });
  }
  throw error;
}

/** Form encoding for auth/login and backoffice-access/sso-login (the spec says form, not JSON). */
export function formBody(body: unknown): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  return form;
}
