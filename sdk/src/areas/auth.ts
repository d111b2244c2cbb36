/** Login, logout, session test, one-time-code setting, SSO and social sign-in (shopping §4, §7; account §7). */
import { t } from '@sporta/i18n';
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

export function authArea(ctx: EbsnContext) {
  const { GET, POST } = ctx.client;
  const { send, valid } = caller(ctx);
  return {
    /**
     * Step 1 with login and password; step 2 adds mfaPin. Rejects with EbsnError status 4 when the
     * code is needed. No toasts: the login screen shows the answer in its message box (shopping §4).
     */
    login: ({ login, password, rememberMe = false, mfaPin, resendMfaPin }: LoginInput) =>
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
      ).catch(captchaRefusal),
    logout: async () => {
      const data = await send(POST('/auth/logout'));
      ctx.tokens.clear();
      return data;
    },
    /** Who the session belongs to: the user of the answer (top level or data.user). */
    test: async (operation?: string) => {
      let userId = -1;
      const data = await send(
        GET('/auth/test', { params: { query: operation === undefined ? {} : { operation } } }),
        {
          onEnvelope: (envelope) => {
            const id =
              envelope.user?.userId ??
              (envelope.data as { user?: { userId?: unknown } })?.user?.userId;
            if (typeof id === 'number') userId = id;
          },
        },
      );
      return { userId, data };
    },
    mfaEnabled: () => send(GET('/registration/mfa_enabled')),
    setMfa: (enabled: boolean) =>
      send(POST('/registration/update_mfa', { params: { query: { enabled } } })),
    /**
     * Single sign-on for back-office users (account §6, §7): start (`relayStateUrl`: where the
     * provider comes back to; answers `redirectUrl`), check (`checkUser`), or complete with the
     * provider's artifact (`artifact`, modelled: openapi/ebsn.yaml). `ssoUser` when signed in.
     */
    samlLogin: async ({ relayStateUrl, checkUser, artifact }: SamlRequest): Promise<SamlAnswer> => {
      let ssoUser: SsoUser | undefined;
      const data = (await send(
        GET('/saml/do-login', {
          params: {
            query: defined({
              relay_state_url: relayStateUrl,
              checkUser,
              SAMLart: artifact,
            }),
          },
        }),
        { onEnvelope: (envelope) => (ssoUser = ssoUserOf(envelope.ssoUser)) },
      )) as { redirectUrl?: unknown; logged?: unknown } | null;
      const answer: SamlAnswer = { logged: data?.logged === true && ssoUser !== undefined };
      if (typeof data?.redirectUrl === 'string') answer.redirectUrl = data.redirectUrl;
      if (ssoUser) answer.ssoUser = ssoUser;
      return answer;
    },
    samlLogout: async () => {
      const data = await send(GET('/saml/do-logout'));
      ctx.tokens.clear();
      return data;
    },
    googleRedirect: (code?: string) =>
      send(
        GET('/social-redir/google', {
          params: { query: code === undefined ? {} : { code, 'use-plugin': true } },
        }),
      ),
    facebookRedirect: (code?: string) =>
      send(
        GET('/social-redir/facebook', { params: { query: code === undefined ? {} : { code } } }),
      ),
  };
}

/**
 * reCAPTCHA refusing the browser answers HTTP 403 without envelope (observed §1.6): the login box
 * then shows the captcha-failure text of shopping §8 instead of the generic one.
 */
function captchaRefusal(error: unknown): never {
  if (error instanceof EbsnError && error.httpStatus === 403) {
    throw new EbsnError(
      { status: 1, errors: [t('errors.captcha')], warnings: [], infos: [] },
      { httpStatus: 403, cause: error },
    );
  }
  throw error;
}

export interface SamlRequest {
  relayStateUrl?: string;
  checkUser?: boolean;
  artifact?: string;
}

/** The SSO user (spec: shopping §3 "SSO user: username, roles"). */
export interface SsoUser {
  username: string;
  roles: string[];
}

export interface SamlAnswer {
  /** True when the session is a back-office operator's. */
  logged: boolean;
  /** Where to sign in (a start). */
  redirectUrl?: string;
  ssoUser?: SsoUser;
}

function ssoUserOf(value: unknown): SsoUser | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { username, roles } = value as { username?: unknown; roles?: unknown };
  if (typeof username !== 'string' || username === '') return undefined;
  return {
    username,
    roles: Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [],
  };
}

/** Spec: shopping §6 "a role check passes if any requested role is present". */
export function hasAnyRole(user: SsoUser | undefined, roles: readonly string[]): boolean {
  return user !== undefined && roles.some((role) => user.roles.includes(role));
}

/** Form encoding for auth/login and backoffice-access/sso-login (the spec says form, not JSON). */
export function formBody(body: unknown): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  return form;
}
