/**
 * Login, logout, session test and the MFA setting (spec: shopping §4 "Login steps", §7; account
 * §4, §7). Login needs the captcha token (the development token is in the README); MFA users get
 * status 4 and a 6-digit pin by e-mail; the pin step of that pending login skips the captcha.
 */

import { openCart } from '../domain/cart.ts';
import { countWrongTry, findCode, hasLiveCode, issueCode, sixDigits } from '../domain/codes.ts';
import { guestCartUser, mergeGuestCart } from '../domain/guest-cart.ts';
import { clearFailures, countFailure, isLocked } from '../domain/login-lock.ts';
import { passwordMatches } from '../domain/passwords.ts';
import { renderUser, ssoUserOf, userById, userByLogin } from '../domain/users.ts';
import { type Call, type Routes, userOf } from '../http/call.ts';
import { type Answer, CaptchaRefused, MFA_STATUS, Refusal } from '../http/envelope.ts';
import { bodyObject, optBool, optString } from '../http/input.ts';
import {
  ACCOUNT_HEADER,
  endSession,
  issueAccount,
  login,
  saveSessionData,
} from '../http/session.ts';
import { BACKEND_TEXTS, SPEC_TEXTS } from '../messages.ts';
import { SAML_ARTIFACT_PARAM, type SignInProvider, signInUrl } from '../pages/sign-in-page.ts';

export const authRoutes: Routes = {
  'POST /auth/login': (call) => {
    const form = bodyObject(call.body);
    const loginValue = optString(form.login) ?? '';
    const password = typeof form.password === 'string' ? form.password : '';
    const pin = optString(form.mfa_pin);
    const resend = optBool(form.resend_mfa_pin) === true;
    const captcha = call.query.optStr('token_recaptcha') ?? optString(form.token);
    const user = loginValue ? userByLogin(call.shop.db, loginValue) : undefined;
    // Only the code step of a pending login (password and captcha passed, its code mailed and
    // unused) skips the captcha (shopping §4): any other mfa_pin is no pass around it.
    const codeStep =
      pin !== undefined &&
      !resend &&
      user?.mfa_enabled === 1 &&
      hasLiveCode(call.shop.db, 'mfa', user.user_id);
    if (!codeStep && captcha !== call.shop.settings.captchaToken) throw new CaptchaRefused();
    const { db } = call.shop;
    if (isLocked(db, 'shopper', loginValue)) throw new Refusal(BACKEND_TEXTS.loginLocked);
    // Verified before any refusal, for unknown logins too (a dummy hash): the same time for all.
    const matches = passwordMatches(password, user?.password_hash);
    if (!user || !password || !matches || user.status === 'anonymized') {
      if (countFailure(db, 'shopper', loginValue)) throw new Refusal(BACKEND_TEXTS.loginLocked);
      throw new Refusal(SPEC_TEXTS['login.wrongCredentials']);
    }
    clearFailures(db, 'shopper', loginValue);
    if (user.status !== 'active') throw new Refusal(BACKEND_TEXTS.accountNotConfirmed);
    if (user.mfa_enabled === 1) {
      if (!pin || resend) {
        const code = issueCode(call.shop.db, 'mfa', sixDigits(), { userId: user.user_id });
        call.shop.mail(
          user.email,
          'Il tuo codice di accesso Sporta',
          `Il codice per accedere è ${code}. Scade tra 10 minuti.`,
          code,
        );
        throw new Refusal(resend ? BACKEND_TEXTS.mfaResent : BACKEND_TEXTS.mfaSent, {
          status: MFA_STATUS,
        });
      }
      const found = findCode(call.shop.db, 'mfa', pin);
      if (!found || found.user_id !== user.user_id) {
        const voided = countWrongTry(call.shop.db, 'mfa', { userId: user.user_id });
        throw new Refusal(voided ? BACKEND_TEXTS.codeVoided : BACKEND_TEXTS.mfaWrong, {
          status: MFA_STATUS,
        });
      }
      findCode(call.shop.db, 'mfa', pin, true);
    }
    const remember = optBool(form.remember_me) === true;
    const guestCart = guestCartUser(call.session);
    call.session = login(call.shop, call.session, user.user_id, remember);
    const cart = openCart(call.shop.db, user.user_id);
    // An anonymous cart's lines survive the login (shopping §4): they join the shopper's cart.
    if (guestCart) mergeGuestCart(call.shop.db, guestCart, cart);
    return {
      data: { user: renderUser(call.shop.db, user), cartId: cart.cart_id },
      user: { userId: user.user_id, login: user.login, profileConfirmed: true },
      headers: { [ACCOUNT_HEADER]: issueAccount(call.shop, call.session) },
    };
  },

  'POST /auth/logout': (call) => {
    endSession(call.shop, call.session);
    return { data: { user: { userId: -1 } }, user: { userId: -1 } };
  },

  'GET /auth/test': (call) => {
    const user = call.session.userId > 0 ? userById(call.shop.db, call.session.userId) : undefined;
    if (!user) return { data: { user: { userId: -1 } }, user: { userId: -1 } };
    return {
      data: { user: renderUser(call.shop.db, user) },
      user: { userId: user.user_id, login: user.login, profileConfirmed: user.status === 'active' },
      ...(call.session.backofficeUser
        ? { ssoUser: ssoUserOf(call.shop, call.session.backofficeUser) }
        : {}),
    };
  },

  'GET /registration/mfa_enabled': (call) => {
    const user = userById(call.shop.db, userOf(call));
    return { data: { enabled: user?.mfa_enabled === 1, mfaEnabled: user?.mfa_enabled === 1 } };
  },

  /**
   * Turning the one-time code on or off is confirmed by a code mailed to the shopper (issue 28),
   * as at login: without `mfa_pin` a code for that very change is sent and status 4 answered;
   * with the right one the setting changes. A code for "on" never switches it off.
   */
  'POST /registration/update_mfa': (call) => {
    const user = userById(call.shop.db, userOf(call));
    if (!user) throw new Refusal(BACKEND_TEXTS.notAllowed);
    const enabled = call.query.bool('enabled');
    const pin = call.query.optStr('mfa_pin');
    if (!pin) {
      const code = issueCode(call.shop.db, 'mfa-setting', sixDigits(), {
        userId: user.user_id,
        value: String(enabled),
      });
      call.shop.mail(
        user.email,
        enabled ? 'Attiva la verifica in due passaggi' : 'Disattiva la verifica in due passaggi',
        `Il codice per confermare la modifica è ${code}. Scade tra 10 minuti.`,
        code,
      );
      throw new Refusal(BACKEND_TEXTS.mfaSent, { status: MFA_STATUS });
    }
    const found = findCode(call.shop.db, 'mfa-setting', pin);
    if (!found || found.user_id !== user.user_id || found.value !== String(enabled)) {
      const voided = countWrongTry(call.shop.db, 'mfa-setting', { userId: user.user_id });
      throw new Refusal(voided ? BACKEND_TEXTS.codeVoided : BACKEND_TEXTS.mfaWrong, {
        status: MFA_STATUS,
      });
    }
    findCode(call.shop.db, 'mfa-setting', pin, true);
    call.shop.db.run('UPDATE users SET mfa_enabled = ? WHERE user_id = ?', enabled, user.user_id);
    return {
      data: { enabled, mfaEnabled: enabled },
      infos: [enabled ? BACKEND_TEXTS.mfaOn : BACKEND_TEXTS.mfaOff],
    };
  },

  'GET /saml/do-login': (call) => {
    const artifact = call.query.optStr(SAML_ARTIFACT_PARAM);
    // The only identity provider is the fake one, a development tool (pages/sign-in-page.ts).
    const ssoAvailable = call.shop.settings.devHooks;
    if (artifact && !ssoAvailable) throw new Refusal(BACKEND_TEXTS.ssoUnavailable);
    if (artifact) {
      // The identity provider's answer (modelled: SAML's HTTP-Artifact binding): the operator is in.
      const found = findCode(call.shop.db, 'social', artifact);
      if (found?.value !== 'saml' || !found.subject) throw new Refusal(BACKEND_TEXTS.codeWrong);
      findCode(call.shop.db, 'social', artifact, true);
      call.session = login(call.shop, call.session, -1, false);
      call.session.backofficeUser = found.subject;
      saveSessionData(call.shop, call.session);
    }
    if (call.session.backofficeUser) {
      return { data: { logged: true }, ssoUser: ssoUserOf(call.shop, call.session.backofficeUser) };
    }
    if (call.query.bool('checkUser')) return { data: { logged: false } };
    if (!ssoAvailable) throw new Refusal(BACKEND_TEXTS.ssoUnavailable);
    const relay = call.query.optStr('relay_state_url');
    return { data: { redirectUrl: signInUrl(call.shop, 'saml', relay) } };
  },

  'GET /saml/do-logout': (call) => {
    call.session.backofficeUser = null;
    endSession(call.shop, call.session);
    return { data: { logged: false } };
  },

  'GET /social-redir/google': (call) => socialSignIn(call, 'google'),
  'GET /social-redir/facebook': (call) => socialSignIn(call, 'facebook'),
};

/**
 * Without a code: where to sign in (the local fake identity provider). With the code it handed
 * back: the shopper is logged in, as after auth/login.
 */
function socialSignIn(call: Call, provider: SignInProvider): Answer {
  // The only providers are the fake ones, a development tool (pages/sign-in-page.ts).
  if (!call.shop.settings.devHooks) throw new Refusal(BACKEND_TEXTS.socialUnavailable);
  const code = call.query.optStr('code');
  if (!code) return { data: { redirectUrl: signInUrl(call.shop, provider) } };
  const found = findCode(call.shop.db, 'social', code);
  const user = found?.user_id ? userById(call.shop.db, found.user_id) : undefined;
  if (!found || found.value !== provider || !user) throw new Refusal(BACKEND_TEXTS.codeWrong);
  findCode(call.shop.db, 'social', code, true);
  const guestCart = guestCartUser(call.session);
  call.session = login(call.shop, call.session, user.user_id, false);
  call.session.data.signedInWith = provider;
  saveSessionData(call.shop, call.session);
  const cart = openCart(call.shop.db, user.user_id);
  if (guestCart) mergeGuestCart(call.shop.db, guestCart, cart);
  return {
    data: { user: renderUser(call.shop.db, user) },
    user: { userId: user.user_id },
    headers: { [ACCOUNT_HEADER]: issueAccount(call.shop, call.session) },
  };
}
