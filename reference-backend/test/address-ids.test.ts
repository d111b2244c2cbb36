// @vitest-environment node
/**
 * Address ids a caller gives (issue 37 item 10): registration keeps a default store address only
 * when it is a shop's pickup point or locker, never another shopper's home, which
 * user-address/list?default_drive would then show to the new account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKEND_TEXTS } from '../messages.ts';
import { startTestBackend, type TestBackend } from './backend.ts';

let shop: TestBackend;
beforeAll(async () => {
  shop = await startTestBackend();
});
afterAll(() => shop?.stop());

/** Mario's home address (seed: 'Casa', with his doorbell and phone). */
const MARIO_HOME = 300;

async function registerAndSignIn(extra: Record<string, unknown>) {
  const email = `nuovo.${crypto.randomUUID().slice(0, 8)}@example.com`;
  const reply = await shop.api('POST', '/iperal-registration/register_user', {
    json: {
      email,
      password: 'Segreta12',
      person: { firstName: 'Nuovo', lastName: 'Cliente' },
      ...extra,
    },
  });
  return { email, reply };
}

async function driveAddresses(email: string) {
  const [mail] = await shop.mailbox(email);
  await shop.api('GET', '/registration/registration_confirm', {
    query: { e_mail: email, reg_control_code: mail?.code ?? '' },
  });
  const login = await shop.api('POST', '/auth/login', {
    form: { login: email, password: 'Segreta12', remember_me: false },
    query: { token_recaptcha: 'sporta-dev-captcha' },
  });
  const list = await shop.api('GET', '/user-address/list', {
    session: login.session ?? '',
    query: { default_drive: true },
  });
  return (list.body.data as { addresses: { addressId: number; addressType: string }[] }).addresses;
}

describe('register_user with defaultStoreAddressId', () => {
  it("given another shopper's home address, then refused and no account is made", async () => {
    const { email, reply } = await registerAndSignIn({ defaultStoreAddressId: MARIO_HOME });
    expect(reply.body.response.errors[0]?.error).toBe(BACKEND_TEXTS.addressNotFound);
    expect(await shop.mailbox(email)).toEqual([]);
  });

  it("given a shop's pickup point, then it is the account's store address", async () => {
    const stores = await shop.api('GET', '/iperal-registration/pdv_list');
    const storeId = (stores.body.data as unknown as { storeId: number }[])[0]?.storeId;
    const { email: viaStore } = await registerAndSignIn({ storeId });
    const [chosen] = await driveAddresses(viaStore);
    expect(chosen?.addressType).toBe('store');
    const { email, reply } = await registerAndSignIn({ defaultStoreAddressId: chosen?.addressId });
    expect(reply.body.response.status).toBe(0);
    expect((await driveAddresses(email)).map((a) => a.addressId)).toEqual([chosen?.addressId]);
  });
});
