// @vitest-environment node
/**
 * Codes and accounts (issue 37 item 12): a registration code has 96 random bits; a registration
 * not confirmed within a day (the shop's clock) lapses and its address may register again; an
 * unknown login is refused after the same password hash as a known one.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { shopNow, startShopClockAt } from '../domain/clock.ts';
import { passwordMatches } from '../domain/passwords.ts';
import { startTestBackend, type TestBackend } from './backend.ts';

let shop: TestBackend;
beforeAll(async () => {
  shop = await startTestBackend();
});
afterAll(() => shop?.stop());

const register = (email: string) =>
  shop.api('POST', '/iperal-registration/register_user', {
    json: { email, password: 'Segreta12', person: { firstName: 'Nuova', lastName: 'Cliente' } },
  });
const newEmail = () => `codice.${crypto.randomUUID().slice(0, 8)}@example.com`;

describe('registration codes', () => {
  it('given a registration, then its code has at least 96 bits (24 hex digits)', async () => {
    const email = newEmail();
    await register(email);
    const code = (await shop.mailbox(email))[0]?.code ?? '';
    expect(code).toMatch(/^[0-9A-F]{24,}$/);
  });

  it('given a day without confirmation, then the code is refused and the address may register again', async () => {
    const email = newEmail();
    await register(email);
    const code = (await shop.mailbox(email))[0]?.code ?? '';
    const now = shopNow();
    startShopClockAt(now + 24 * 3600_000 + 1000);
    try {
      const late = await shop.api('GET', '/registration/registration_confirm', {
        query: { e_mail: email, reg_control_code: code },
      });
      expect(late.body.response.status).not.toBe(0);
      const again = await register(email);
      expect(again.body.response.status).toBe(0);
      const fresh = (await shop.mailbox(email))[0]?.code ?? '';
      const confirmed = await shop.api('GET', '/registration/registration_confirm', {
        query: { e_mail: email, reg_control_code: fresh },
      });
      expect(confirmed.body.response.status).toBe(0);
    } finally {
      startShopClockAt(now);
    }
  });

  it('given a pending registration younger than a day, then the address is still taken', async () => {
    const email = newEmail();
    await register(email);
    expect((await register(email)).body.response.status).not.toBe(0);
  });
});

describe('an unknown login', () => {
  it('is verified against a dummy hash, never answered before the hash', () => {
    const verify = vi.fn((_password: string, _stored: string) => true);
    expect(passwordMatches('Segreta1', undefined, verify)).toBe(false);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0]?.[1]).toMatch(/^scrypt\$/);
  });

  it('is refused with the words of a wrong password', async () => {
    const login = (who: string) =>
      shop.api('POST', '/auth/login', {
        form: { login: who, password: 'Sbagliata1', remember_me: false },
        query: { token_recaptcha: 'sporta-dev-captcha' },
      });
    const unknown = await login(`nessuno.${crypto.randomUUID().slice(0, 8)}@example.it`);
    const known = await login('anna.esposito@example.it');
    expect(unknown.body.response.errors).toEqual(known.body.response.errors);
  });
});
