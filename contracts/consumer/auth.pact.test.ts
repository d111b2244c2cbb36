/** Login (form body), MFA step, wrong credentials, session test, logout, 419 (shopping §4, §7–§8). */
import { MatchersV3 } from '@pact-foundation/pact';
import { EbsnError, MFA_REQUIRED_STATUS } from '@sporta/sdk';
import { describe, expect, it } from 'vitest';
import { contract, contracts, rejection } from './contract';
import { boolean, ok as ok2, string } from './fixtures';
import { CAPTCHA_TOKEN, failure, formBody, newPact, ok, sdkAt } from './pact';

const { like, integer, regex, eachLike } = MatchersV3;
/** The captcha token the SDK appends to a login without the pin (any non-empty token). */
const captcha = { token_recaptcha: regex(/^\S+$/, CAPTCHA_TOKEN) };
/** saml/do-login for an operator's session: logged, and the envelope's ssoUser. */
const operatorSignedIn = {
  ...ok2({ logged: boolean(true) }),
  ssoUser: { username: string('operatore'), roles: eachLike(string('BACKOFFICE')) },
};
const operatorSeen = { logged: true, ssoUser: { username: 'operatore', roles: ['BACKOFFICE'] } };
const loginForm = (extra = '') =>
  `login=mario.rossi%40example.it&password=Segreta1&remember_me=false&show_sectors=false${extra}`;

describe('auth', () => {
  it('logs a shopper in with a form body and reads the user id', async () => {
    await newPact()
      .addInteraction()
      .given('a registered shopper without MFA')
      .uponReceiving('a login with e-mail and password')
      .withRequest('POST', '/ebsn/api/auth/login', (req) =>
        formBody(req.query(captcha), loginForm()),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(ok({ user: { userId: integer(1001) }, cartId: integer(55) })),
      )
      .executeTest(async (server) => {
        const data = await sdkAt(`${server.url}/ebsn/api`).auth.login({
          login: ' mario.rossi@example.it ',
          password: 'Segreta1',
        });
        expect(data.user.userId).toBe(1001);
        expect(data.cartId).toBe(55);
      });
  });

  it('asks for the one-time code when MFA is on (status 4)', async () => {
    await newPact()
      .addInteraction()
      .given('a shopper with MFA enabled')
      .uponReceiving('a login without the one-time code')
      .withRequest('POST', '/ebsn/api/auth/login', (req) =>
        formBody(req.query(captcha), loginForm()),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          response: { status: MFA_REQUIRED_STATUS },
        }),
      )
      .executeTest(async (server) => {
        const error = await sdkAt(`${server.url}/ebsn/api`)
          .auth.login({ login: 'mario.rossi@example.it', password: 'Segreta1' })
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(EbsnError);
        expect((error as EbsnError).status).toBe(MFA_REQUIRED_STATUS);
      });
  });

  it('completes the MFA step with the code', async () => {
    await newPact()
      .addInteraction()
      .given('a shopper with MFA enabled', { pin: '123456' })
      .uponReceiving('a login with the one-time code')
      .withRequest('POST', '/ebsn/api/auth/login', (req) =>
        formBody(req, loginForm('&mfa_pin=123456')),
      )
      .willRespondWith(200, (res) => res.jsonBody(ok({ user: { userId: integer(1002) } })))
      .executeTest(async (server) => {
        const data = await sdkAt(`${server.url}/ebsn/api`).auth.login({
          login: 'mario.rossi@example.it',
          password: 'Segreta1',
          mfaPin: '123456',
        });
        expect(data.user.userId).toBe(1002);
      });
  });

  it("rejects wrong credentials with 'Credenziali Errate'", async () => {
    await newPact()
      .addInteraction()
      .given('a registered shopper without MFA')
      .uponReceiving('a login with a wrong password')
      .withRequest('POST', '/ebsn/api/auth/login', (req) =>
        formBody(
          req.query(captcha),
          'login=mario.rossi%40example.it&password=Sbagliata&remember_me=false&show_sectors=false',
        ),
      )
      .willRespondWith(200, (res) => res.jsonBody(failure(1, 'Credenziali Errate')))
      .executeTest(async (server) => {
        const error = await sdkAt(`${server.url}/ebsn/api`)
          .auth.login({ login: 'mario.rossi@example.it', password: 'Sbagliata' })
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(EbsnError);
        expect((error as EbsnError).errors).toEqual(['Credenziali Errate']);
      });
  });

  it('tells who the session belongs to', async () => {
    await newPact()
      .addInteraction()
      .given('a logged-in shopper')
      .uponReceiving('a session test')
      .withRequest('GET', '/ebsn/api/auth/test')
      .willRespondWith(200, (res) =>
        res.jsonBody({ ...ok({}), user: { userId: integer(1001), login: like('mario') } }),
      )
      .executeTest(async (server) => {
        const { userId } = await sdkAt(`${server.url}/ebsn/api`).auth.test();
        expect(userId).toBe(1001);
      });
  });

  it('reports an expired session (HTTP 419)', async () => {
    await newPact()
      .addInteraction()
      .given('a shopper whose session has expired')
      .uponReceiving('a session test after expiry')
      .withRequest('GET', '/ebsn/api/auth/test')
      .willRespondWith(419)
      .executeTest(async (server) => {
        const error = await sdkAt(`${server.url}/ebsn/api`)
          .auth.test()
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(EbsnError);
        expect((error as EbsnError).httpStatus).toBe(419);
      });
  });

  it('logs out', async () => {
    await newPact()
      .addInteraction()
      .given('a logged-in shopper')
      .uponReceiving('a logout')
      .withRequest('POST', '/ebsn/api/auth/logout')
      .willRespondWith(200, (res) => res.jsonBody(ok({})))
      .executeTest(async (server) => {
        const sdk = sdkAt(`${server.url}/ebsn/api`);
        await expect(sdk.auth.logout()).resolves.toBeDefined();
      });
  });
});

contracts('auth: MFA setting, SSO and social sign-in', [
  contract({
    state: 'a logged-in shopper',
    when: 'asking whether MFA is on',
    method: 'GET',
    path: '/registration/mfa_enabled',
    answer: ok2({ enabled: boolean(false) }),
    call: (sdk) => sdk.auth.mfaEnabled(),
    check: (data) => expect(data).toEqual({ enabled: false }),
  }),
  // The advanced-security page asks first without a code: the shop mails one for the change and
  // answers status 4 (docs/adr/0012); the page then sends the code and reads `enabled` back.
  contract({
    state: 'a logged-in shopper',
    when: 'asking to turn MFA on, a code is mailed',
    method: 'POST',
    path: '/registration/update_mfa',
    query: { enabled: 'true' },
    answer: {
      response: {
        status: integer(MFA_REQUIRED_STATUS),
        errors: eachLike({
          error: string('Ti abbiamo inviato via e-mail un codice di verifica di 6 cifre.'),
        }),
      },
    },
    call: (sdk) => rejection(sdk.auth.setMfa(true)),
    check: (error) => expect(error.status).toBe(MFA_REQUIRED_STATUS),
  }),
  contract({
    state: 'a logged-in shopper who asked to turn MFA on',
    params: { pin: '246810' },
    when: 'turning MFA on with the code mailed for it',
    method: 'POST',
    path: '/registration/update_mfa',
    query: { enabled: 'true', mfa_pin: '246810' },
    answer: ok2({ enabled: boolean(true) }),
    call: (sdk) => sdk.auth.setMfa(true, '246810'),
    check: (data) => expect(data).toEqual({ enabled: true }),
  }),
  contract({
    state: 'a guest',
    when: 'starting a SAML sign-in',
    method: 'GET',
    path: '/saml/do-login',
    query: { relay_state_url: 'https://shop.example.it/' },
    answer: ok2({ redirectUrl: string('https://idp.example.it/sso') }),
    call: (sdk) => sdk.backoffice.samlLogin({ relayStateUrl: 'https://shop.example.it/' }),
    check: (data) =>
      expect(data).toEqual({ logged: false, redirectUrl: 'https://idp.example.it/sso' }),
  }),
  contract({
    state: 'a back-office operator back from SAML sign-in',
    params: { artifact: 'SAML-ARTIFACT' },
    when: "completing a SAML sign-in with the provider's artifact",
    method: 'GET',
    path: '/saml/do-login',
    query: { SAMLart: 'SAML-ARTIFACT' },
    answer: operatorSignedIn,
    call: (sdk) => sdk.backoffice.samlLogin({ artifact: 'SAML-ARTIFACT' }),
    check: (data) => expect(data).toEqual(operatorSeen),
  }),
  contract({
    state: 'a back-office operator',
    when: 'checking who signed in with SAML',
    method: 'GET',
    path: '/saml/do-login',
    query: { checkUser: 'true' },
    answer: operatorSignedIn,
    call: (sdk) => sdk.backoffice.samlLogin({ checkUser: true }),
    check: (data) => expect(data).toEqual(operatorSeen),
  }),
  contract({
    state: 'a guest',
    when: 'checking who signed in with SAML, nobody',
    method: 'GET',
    path: '/saml/do-login',
    query: { checkUser: 'true' },
    answer: ok2({ logged: boolean(false) }),
    call: (sdk) => sdk.backoffice.samlLogin({ checkUser: true }),
    check: (data) => expect(data).toEqual({ logged: false }),
  }),
  contract({
    state: 'a logged-in shopper',
    when: 'a SAML sign-out',
    method: 'GET',
    path: '/saml/do-logout',
    answer: ok2({ loggedOut: true }),
    call: (sdk) => sdk.backoffice.samlLogout(),
    check: (data) => expect(data).toEqual({ loggedOut: true }),
  }),
  contract({
    state: 'a shopper back from Google sign-in',
    params: { code: 'GOOGLE-CODE' },
    when: 'returning from Google sign-in',
    method: 'GET',
    path: '/social-redir/google',
    query: { code: 'GOOGLE-CODE', 'use-plugin': 'true' },
    answer: ok2({ user: { userId: integer(1001) } }),
    call: (sdk) => sdk.auth.googleRedirect('GOOGLE-CODE'),
    check: (data) => expect(data).toEqual({ user: { userId: 1001 } }),
  }),
  contract({
    state: 'a guest',
    when: 'starting a Facebook sign-in',
    method: 'GET',
    path: '/social-redir/facebook',
    answer: ok2({ redirectUrl: string('https://facebook.example/oauth') }),
    call: (sdk) => sdk.auth.facebookRedirect(),
    check: (data) => expect(data).toEqual({ redirectUrl: 'https://facebook.example/oauth' }),
  }),
]);
