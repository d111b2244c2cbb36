/**
 * The credential screens' calls through both registration modules (issue 40; spec: account §7
 * "Registration and profile (generic module)", "Registration module (chain-specific)"; README
 * REGISTRATION_MODULE), against the real backend: the password changed through the module's call
 * is the one that signs in afterwards, the reset link is mailed, and a new e-mail waits for its
 * mailed link, which then makes it the login. Every call goes to its module's family.
 */
import { createEbsnClient, type RegistrationModule, registrationCalls } from '@sporta/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './backend.ts';

const CAPTCHA = 'sporta-dev-captcha';

let shop: TestBackend;
beforeAll(async () => {
  shop = await startTestBackend();
});
afterAll(() => shop?.stop());

function recordingClient() {
  const paths: string[] = [];
  const client = createEbsnClient({
    baseUrl: `${shop.backend.url}/ebsn/api`,
    cache: false,
    captcha: { provider: () => CAPTCHA },
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      paths.push(url.pathname.replace('/ebsn/api', ''));
      return fetch(input, init);
    },
  });
  return { client, paths };
}

/** Whether the login and password sign in (a new client, as another browser would). */
async function signsIn(login: string, password: string): Promise<boolean> {
  const { client } = recordingClient();
  try {
    await client.auth.login({ login, password });
    return true;
  } catch {
    return false;
  }
}

const FAMILY: Record<RegistrationModule, RegExp> = {
  chain: /^\/api-iperal\//,
  generic: /^\/registration\//,
};

describe.each(['chain', 'generic'] as const)(
  'the %s module on the credential screens',
  (module) => {
    it('changes the password: the new one signs in, the old one no longer', async () => {
      const shopper = await shop.freshShopper();
      const { client, paths } = recordingClient();
      await client.auth.login({ login: shopper.login, password: 'Segreta1' });
      await registrationCalls(client, module).changePassword('Segreta1', 'Nuovissima9');
      expect(await signsIn(shopper.login, 'Nuovissima9')).toBe(true);
      expect(await signsIn(shopper.login, 'Segreta1')).toBe(false);
      const moduleCalls = paths.filter((path) => !path.startsWith('/auth/'));
      expect(moduleCalls).toHaveLength(1);
      expect(moduleCalls[0]).toMatch(FAMILY[module]);
    });

    it('refuses a wrong password in use and keeps the old one', async () => {
      const shopper = await shop.freshShopper();
      const { client } = recordingClient();
      await client.auth.login({ login: shopper.login, password: 'Segreta1' });
      await expect(
        registrationCalls(client, module).changePassword('Sbagliata1', 'Nuovissima9'),
      ).rejects.toThrow();
      expect(await signsIn(shopper.login, 'Segreta1')).toBe(true);
    });

    it('mails a reset link for the e-mail', async () => {
      const shopper = await shop.freshShopper();
      const { client, paths } = recordingClient();
      await registrationCalls(client, module).requestPasswordReset({ email: shopper.login });
      const mails = await shop.mailbox(shopper.login);
      expect(mails.at(-1)?.body).toMatch(/\/reset-password\?/);
      expect(paths).toHaveLength(1);
      expect(paths[0]).toMatch(FAMILY[module]);
    });

    it('changes the e-mail only once its mailed link is opened', async () => {
      const shopper = await shop.freshShopper();
      const { client, paths } = recordingClient();
      await client.auth.login({ login: shopper.login, password: 'Segreta1' });
      const email = `nuova.${crypto.randomUUID().slice(0, 8)}@example.com`;
      await registrationCalls(client, module).changeEmail(email, 'Segreta1');
      expect(paths.filter((path) => !path.startsWith('/auth/'))[0]).toMatch(FAMILY[module]);
      expect(await signsIn(email, 'Segreta1')).toBe(false);
      const [mail] = await shop.mailbox(email);
      const code = mail?.code ?? '';
      // Each module confirms with its own call: update_email (token), registration_confirm (new_email).
      if (module === 'generic') await client.registration.confirmEmailChange(code);
      else await client.accountModule.confirmRegistration(code, email);
      expect(await signsIn(email, 'Segreta1')).toBe(true);
      expect(await signsIn(shopper.login, 'Segreta1')).toBe(false);
    });

    it('refuses a wrong password in use for the e-mail change, and mails nothing', async () => {
      const shopper = await shop.freshShopper();
      const { client } = recordingClient();
      await client.auth.login({ login: shopper.login, password: 'Segreta1' });
      const email = `nuova.${crypto.randomUUID().slice(0, 8)}@example.com`;
      await expect(
        registrationCalls(client, module).changeEmail(email, 'Sbagliata1'),
      ).rejects.toThrow();
      expect(await shop.mailbox(email)).toEqual([]);
    });
  },
);

describe('the generic module on the profile page', () => {
  it('saves the person with update_user_detail and the phone with update_contact, as user_detail then reads them', async () => {
    const shopper = await shop.freshShopper();
    const { client, paths } = recordingClient();
    await client.auth.login({ login: shopper.login, password: 'Segreta1' });
    const calls = registrationCalls(client, 'generic');
    await calls.updateProfile({ person: { firstName: 'Carla' } });
    await calls.updateContact?.({ phone: '3471234567' });
    const profile = (await calls.profile()) as { phone?: string; person?: { firstName?: string } };
    expect(profile.person?.firstName).toBe('Carla');
    expect(profile.phone).toBe('3471234567');
    await calls.updateContact?.({ phone: '' });
    expect(((await calls.profile()) as { phone?: string }).phone).toBe('');
    expect(paths).toContain('/registration/update_contact');
  });
});
