import { expect, test } from '../fixtures.ts';

/**
 * Issue 37 item 7: the e2e backend's fake identity providers sign in only whom a real provider
 * would. Giulia is linked to no Google account, so choosing her there gives no code; the SAML
 * page wants the operator's password, so naming an operator gives no artifact.
 */
const BACKEND = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4411}/ebsn/api`;

test.describe('the fake identity providers (issue 37 item 7)', () => {
  test('given Giulia posted to the Google page, then no sign-in code comes back', async ({
    request,
    baseURL,
  }) => {
    const answer = await request.post(`${BACKEND}/sign-in-page/google`, {
      form: { account: '1002', return: `${baseURL}/social-redir/google` },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(400);
    expect(answer.headers().location).toBeUndefined();
  });

  test('given an operator named on the SAML page without a password, then no artifact', async ({
    request,
    baseURL,
  }) => {
    for (const form of [
      { account: 'operatore' },
      { username: 'operatore', password: 'Sbagliata1' },
    ]) {
      const answer = await request.post(`${BACKEND}/sign-in-page/saml`, {
        form: { ...form, return: `${baseURL}/saml-redir?next=%2Fbackoffice` },
        maxRedirects: 0,
      });
      expect(answer.status()).toBe(400);
      expect(answer.headers().location).toBeUndefined();
    }
  });
});
