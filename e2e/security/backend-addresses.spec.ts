import { expect, test } from '../fixtures.ts';

/**
 * Issue 37 item 10 against the e2e backend: a newcomer cannot name another shopper's home as
 * their default store address, so user-address/list?default_drive never shows it to them.
 */
const BACKEND = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4411}`;

test("given another shopper's home address as defaultStoreAddressId, then the registration is refused", async ({
  request,
}) => {
  const fresh = await request.post(`${BACKEND}/_dev/shopper`, { data: {} });
  const victim = (await fresh.json()) as { userId: number; addresses: Record<string, number> };
  const [home] = Object.values(victim.addresses);
  expect(home).toBeDefined();
  const email = `curioso.${victim.userId}@example.com`;
  const answer = await request.post(`${BACKEND}/ebsn/api/iperal-registration/register_user`, {
    data: {
      email,
      password: 'Segreta12',
      person: { firstName: 'Curioso', lastName: 'Vicino' },
      defaultStoreAddressId: home,
    },
  });
  const body = (await answer.json()) as { response: { status: number } };
  expect(body.response.status).not.toBe(0);
  const mailbox = await request.get(`${BACKEND}/_dev/mailbox`, { params: { to: email } });
  expect(((await mailbox.json()) as { mails: unknown[] }).mails).toEqual([]);
});
