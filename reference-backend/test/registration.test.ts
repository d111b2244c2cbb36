/**
 * Registration through the chain's module (account §3 registration payload, §4 "registration,
 * then e-mail confirmation with a control code", §7 check-user, register_user, pdv_list): the
 * store chosen becomes the default store, the address is kept and checked, check-user says which
 * of e-mail and fiscal code is taken, and the mailed link confirms once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKEND_TEXTS, SPEC_TEXTS } from '../messages.ts';
import { type Envelope, type Reply, startTestBackend, type TestBackend } from './backend.ts';

const PUBLIC_ORIGIN = 'https://spesa.sporta.example';
let shop: TestBackend;
beforeAll(async () => {
  shop = await startTestBackend({ storefrontUrl: PUBLIC_ORIGIN });
});
afterAll(() => shop?.stop());

const newEmail = () => `nuovo.${crypto.randomUUID().slice(0, 8)}@example.com`;

const person = (email: string) => ({
  email,
  password: 'Segreta12',
  person: {
    firstName: 'Mario',
    lastName: 'Rossi',
    gender: 'M',
    birthDate: '01/02/1980',
    birthPlace: 'Milano',
    fiscalCode: 'RSSMRA80B01F205W',
  },
  phone: '3331234567',
  disclaimers: { 1: true, 2: false },
});

const errorOf = (reply: Reply<Envelope>) => reply.body.response.errors[0]?.error;
const register = (json: unknown) =>
  shop.api('POST', '/iperal-registration/register_user', { json });

describe('registering with the chain module', () => {
  it('keeps the chosen store as the default store and the checked address on the profile', async () => {
    const email = newEmail();
    const reply = await register({
      ...person(email),
      storeId: 5,
      address: {
        address1: 'Via Roma',
        addressNumber: '1',
        city: 'Milano',
        province: 'MI',
        postalCode: '20121',
      },
    });
    expect(reply.body.response.status).toBe(0);
    const [mail] = await shop.mailbox(email);
    expect(mail?.body).toContain(`${PUBLIC_ORIGIN}/registration-confirmed?e_mail=`);
    const confirm = await shop.api('GET', '/registration/registration_confirm', {
      query: { e_mail: email, reg_control_code: mail?.code ?? '' },
    });
    expect(confirm.body.response.status).toBe(0);
    const login = await shop.api('POST', '/auth/login', {
      form: { login: email, password: 'Segreta12', remember_me: false, show_sectors: false },
      query: { token_recaptcha: 'sporta-dev-captcha' },
    });
    expect(login.body.response.status).toBe(0);
    const detail = await shop.api('GET', '/registration/user_detail', {
      session: login.session ?? '',
    });
    expect(detail.body.data).toMatchObject({ defaultStoreId: 5 });
  });

  it('refuses an unknown store and a wrong CAP, and creates no account', async () => {
    const email = newEmail();
    expect(errorOf(await register({ ...person(email), storeId: 999_999 }))).toBe(
      BACKEND_TEXTS.storeUnknown,
    );
    const badCap = await register({
      ...person(email),
      address: { address1: 'Via Roma', city: 'Milano', province: 'MI', postalCode: '201' },
    });
    expect(errorOf(badCap)).toBe(SPEC_TEXTS['validation.postalCode']);
    const check = await shop.api('POST', '/api-iperal/account/check-user', {
      json: { email },
    });
    expect(check.body.data).toMatchObject({ exists: false, emailTaken: false });
  });

  it('says through check-user which of e-mail and fiscal code is taken', async () => {
    const email = newEmail();
    expect((await register(person(email))).body.response.status).toBe(0);
    const byEmail = await shop.api('POST', '/api-iperal/account/check-user', { json: { email } });
    expect(byEmail.body.data).toMatchObject({
      exists: true,
      emailTaken: true,
      fiscalCodeTaken: false,
    });
    const byCode = await shop.api('POST', '/api-iperal/account/check-user', {
      json: { email: newEmail(), person: { fiscalCode: 'RSSMRA80B01F205W' } },
    });
    expect(byCode.body.data).toMatchObject({
      exists: true,
      emailTaken: false,
      fiscalCodeTaken: true,
    });
  });

  it('confirms a control code once; a used code is refused', async () => {
    const email = newEmail();
    await register(person(email));
    const [mail] = await shop.mailbox(email);
    const query = { e_mail: email, reg_control_code: mail?.code ?? '' };
    const first = await shop.api('GET', '/registration/registration_confirm', { query });
    expect(first.body.response.status).toBe(0);
    const again = await shop.api('GET', '/registration/registration_confirm', { query });
    expect(errorOf(again)).toBe(BACKEND_TEXTS.codeWrong);
  });
});
