/**
 * The shopper's profile (issue 28; account §3 User payload, §5 rules, §7 api-iperal/account/user,
 * update-user, update-info-user, user-person-fiscal): what is saved is what the next read gives,
 * a bad value is refused with the storefront's own text and changes nothing, and the billing
 * identities are added, listed and deleted for their owner only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_TEXTS } from '../messages.ts';
import { type Envelope, type Reply, startTestBackend, type TestBackend } from './backend.ts';

let shop: TestBackend;
beforeAll(async () => {
  shop = await startTestBackend();
});
afterAll(() => shop?.stop());

/** A shopper of their own (a copy of a demo account, password Segreta1), signed in. */
async function signedInShopper(): Promise<string> {
  const answer = await fetch(`${shop.backend.url}/_dev/shopper`, { method: 'POST', body: '{}' });
  const { login } = (await answer.json()) as { login: string };
  const reply = await shop.api('POST', '/auth/login', {
    form: { login, password: 'Segreta1', remember_me: false, show_sectors: false },
    query: { token_recaptcha: 'sporta-dev-captcha' },
  });
  expect(reply.body.response.status).toBe(0);
  return reply.session ?? '';
}

const errorOf = (reply: Reply<Envelope>) => reply.body.response.errors[0]?.error;
const profile = async (session: string) =>
  (await shop.api('GET', '/api-iperal/account/user', { session })).body.data as {
    person: Record<string, string>;
    phone: string;
    fidelityCard: string;
  };

describe('the profile', () => {
  it('keeps what update-user saved: the next read gives it back', async () => {
    const session = await signedInShopper();
    const before = await profile(session);
    const person = { ...before.person, birthDate: '15/06/1990', birthPlace: 'Lecco' };
    const saved = await shop.api('POST', '/api-iperal/account/update-user', {
      session,
      json: { person, phone: '3471234567' },
    });
    expect(saved.body.response.status).toBe(0);
    const after = await profile(session);
    expect(after.person.birthDate).toBe('15/06/1990');
    expect(after.person.birthPlace).toBe('Lecco');
    expect(after.phone).toBe('3471234567');
  });

  it('takes the phone away when it is sent empty, and keeps it when it is not sent', async () => {
    const session = await signedInShopper();
    const before = await profile(session);
    await shop.api('POST', '/api-iperal/account/update-user', {
      session,
      json: { person: before.person, phone: '3471234567' },
    });
    await shop.api('GET', '/api-iperal/account/update-info-user', {
      session,
      query: { fidelity: '1234567890' },
    });
    expect((await profile(session)).phone).toBe('3471234567');
    const cleared = await shop.api('POST', '/api-iperal/account/update-user', {
      session,
      json: { person: before.person, phone: '' },
    });
    expect(cleared.body.response.status).toBe(0);
    expect((await profile(session)).phone).toBe('');
  });

  it.each([
    [{ birthDate: '31/02/1990' }, {}, SPEC_TEXTS['validation.date']],
    [{ fiscalCode: 'RSSMRA80A01F205A' }, {}, SPEC_TEXTS['validation.fiscalCode']],
    [{}, { phone: '12ab' }, SPEC_TEXTS['validation.phone']],
  ])('refuses %o %o with the storefront text, changing nothing', async (bad, extra, text) => {
    const session = await signedInShopper();
    const before = await profile(session);
    const reply = await shop.api('POST', '/api-iperal/account/update-user', {
      session,
      json: { person: { ...before.person, ...bad }, ...extra },
    });
    expect(reply.body.response.status).not.toBe(0);
    expect(errorOf(reply)).toBe(text);
    expect(await profile(session)).toEqual(before);
  });
});

describe('the loyalty card', () => {
  it('is saved by update-info-user and refused when it is not digits only', async () => {
    const session = await signedInShopper();
    const saved = await shop.api('GET', '/api-iperal/account/update-info-user', {
      session,
      query: { fidelity: '2400123456789' },
    });
    expect(saved.body.response.status).toBe(0);
    expect((await profile(session)).fidelityCard).toBe('2400123456789');
    const refused = await shop.api('GET', '/api-iperal/account/update-info-user', {
      session,
      query: { fidelity: '24001-ABC' },
    });
    expect(errorOf(refused)).toBe(SPEC_TEXTS['validation.digits']);
    expect((await profile(session)).fidelityCard).toBe('2400123456789');
  });
});

describe('the billing identities', () => {
  const list = async (session: string) =>
    (await shop.api('GET', '/user-person-fiscal/list', { session })).body.data as unknown as {
      personFiscalId: number;
      companyName?: string;
    }[];

  it('are added, listed and deleted; a bad P.IVA or tax code is refused', async () => {
    const session = await signedInShopper();
    const start = await list(session);
    const added = await shop.api('POST', '/user-person-fiscal/insert-billing-address', {
      session,
      json: { companyName: 'Rossi srl', fiscalCode: '01234567890', vatNumber: '01234567890' },
    });
    expect(added.body.response.status).toBe(0);
    const id = (added.body.data as { personFiscalId: number }).personFiscalId;
    expect((await list(session)).find((row) => row.personFiscalId === id)?.companyName).toBe(
      'Rossi srl',
    );

    const badVat = await shop.api('POST', '/user-person-fiscal/insert-billing-address', {
      session,
      json: { fiscalCode: '01234567890', vatNumber: '123' },
    });
    expect(errorOf(badVat)).toBe(SPEC_TEXTS['validation.vatNumber']);
    const badCode = await shop.api('POST', '/user-person-fiscal/insert-billing-address', {
      session,
      json: { fiscalCode: 'RSSMRA80A01F205A' },
    });
    expect(errorOf(badCode)).toBe(SPEC_TEXTS['validation.fiscalCode']);

    // Another shopper cannot delete it.
    const other = await signedInShopper();
    const foreign = await shop.api('GET', '/user-person-fiscal/delete-person-fiscal', {
      session: other,
      query: { person_fiscal_id: id },
    });
    expect(foreign.body.response.status).not.toBe(0);

    const removed = await shop.api('GET', '/user-person-fiscal/delete-person-fiscal', {
      session,
      query: { person_fiscal_id: id },
    });
    expect(removed.body.response.status).toBe(0);
    expect(await list(session)).toEqual(start);
  });
});
