/** The chain's registration module: account, fiscal code, facilitated delivery (account §7). */
import { MatchersV3 } from '@pact-foundation/pact';
import { registrationCalls } from '@sporta/sdk';
import { describe, expect, it } from 'vitest';
import { contract, contracts, yes } from './contract';
import { boolean, eachLike, integer, ok, string } from './fixtures';
import { multipartBody, newPact, sdkAt } from './pact';

const SHOPPER = 'a logged-in shopper' as const;
const GUEST = 'a guest' as const;
const person = {
  person: { firstName: 'Mario', lastName: 'Rossi' },
  email: 'mario.rossi@example.it',
};
/** A newcomer (not a customer yet: PROVIDER_STATES 'a guest'). */
const newcomer = {
  person: { firstName: 'Lucia', lastName: 'Neri' },
  email: 'lucia.neri@example.it',
  password: 'Segreta12',
};
const birth = { name: 'Mario', surname: 'Rossi', birthDate: '1980-01-01' };
/**
 * What /registration-user sends (src/features/registration/registration-form.ts): every field
 * of the chain's form, the store chosen from pdv_list, the address and the consents given.
 */
const registrationPage = {
  email: 'giulia.verdi@example.it',
  password: 'Segreta12',
  person: {
    firstName: 'Giulia',
    lastName: 'Verdi',
    gender: 'F',
    birthDate: '01/02/1980',
    birthPlace: 'Milano',
    fiscalCode: 'RSSMRA80B01F205W',
  },
  phone: '3331234567',
  fidelityCard: '0420001234567',
  storeId: 5,
  address: {
    address1: 'Via Roma',
    addressNumber: '1',
    city: 'Milano',
    province: 'MI',
    postalCode: '20121',
  },
  disclaimers: { 1: true, 2: false },
};
const { password: _never, ...registrationCheck } = registrationPage;

contracts('account module', [
  contract({
    state: SHOPPER,
    when: "a request for the module's account",
    method: 'GET',
    path: '/api-iperal/account/user',
    answer: ok({ person: { firstName: string('Mario') }, fidelityCard: string('0420001234567') }),
    call: (sdk) => sdk.accountModule.user(),
    check: (data) =>
      expect(data).toEqual({ person: { firstName: 'Mario' }, fidelityCard: '0420001234567' }),
  }),
  yes(
    GUEST,
    'registering with the module',
    'POST',
    '/iperal-registration/register_user',
    'registered',
    (sdk) => sdk.accountModule.register(newcomer),
    { json: newcomer },
  ),
  yes(
    GUEST,
    'checking whether a person is already a customer',
    'POST',
    '/api-iperal/account/check-user',
    'exists',
    (sdk) => sdk.accountModule.checkUser(person),
    { json: person },
  ),
  yes(
    SHOPPER,
    "updating the module's account",
    'POST',
    '/api-iperal/account/update-user',
    'updated',
    (sdk) => sdk.accountModule.updateUser(person),
    { json: person },
  ),
  yes(
    'a shopper who asked for a password reset',
    'confirming a module registration',
    'GET',
    '/iperal-registration/registration_confirm',
    'confirmed',
    (sdk) => sdk.accountModule.confirmRegistration('ABC123'),
    { query: { reg_control_code: 'ABC123' } },
  ),
  yes(
    SHOPPER,
    'changing the password by customer code',
    'POST',
    '/api-iperal/account/change-password',
    'updated',
    (sdk) => sdk.accountModule.changePassword('C1001', 'Nuova1234', { oldPassword: 'Segreta1' }),
    { query: { cod_int: 'C1001', new_password: 'Nuova1234', old_password: 'Segreta1' } },
  ),
  yes(
    'a registered shopper without MFA',
    'asking the module for a password reset',
    'GET',
    '/api-iperal/account/request-reset-password',
    'sent',
    (sdk) => sdk.accountModule.requestPasswordReset('mario.rossi@example.it'),
    { query: { email: 'mario.rossi@example.it' } },
  ),
  yes(
    SHOPPER,
    'changing the password with the old one',
    'GET',
    '/api-iperal/update_password',
    'updated',
    (sdk) => sdk.accountModule.updatePassword('Segreta1', 'Nuova1234'),
    { query: { old_password: 'Segreta1', new_password: 'Nuova1234' } },
  ),
  yes(
    SHOPPER,
    'changing the e-mail in the module',
    'POST',
    '/api-iperal/account/update-email',
    'updated',
    (sdk) => sdk.accountModule.updateEmail('mario.nuovo@example.it', 'Segreta1'),
    { json: { Email: 'mario.nuovo@example.it', Password: 'Segreta1' } },
  ),
  yes(
    SHOPPER,
    'changing the credentials in the module',
    'POST',
    '/api-iperal/account/update-credentials',
    'updated',
    (sdk) => sdk.accountModule.updateCredentials('Segreta1', 'Nuova1234'),
    { json: { OldPassword: 'Segreta1', NewPassword: 'Nuova1234' } },
  ),
  // The credential screens with the chain module on (sdk/src/areas/registration-module.ts):
  // each screen's call, made through the one chooser the screens use.
  yes(
    SHOPPER,
    'changing the password on the password page, chain module',
    'POST',
    '/api-iperal/account/update-credentials',
    'updated',
    (sdk) => registrationCalls(sdk, 'chain').changePassword('Segreta1', 'Nuova1234'),
    { json: { OldPassword: 'Segreta1', NewPassword: 'Nuova1234' } },
  ),
  yes(
    SHOPPER,
    "asking for the new e-mail's link on the e-mail page, chain module",
    'POST',
    '/api-iperal/account/update-email',
    'sent',
    (sdk) => registrationCalls(sdk, 'chain').changeEmail('mario.nuovo@example.it', 'Segreta1'),
    { json: { Email: 'mario.nuovo@example.it', Password: 'Segreta1' } },
  ),
  yes(
    'a registered shopper without MFA',
    'asking for a reset link on the reset page, chain module',
    'GET',
    '/api-iperal/account/request-reset-password',
    'sent',
    (sdk) =>
      registrationCalls(sdk, 'chain').requestPasswordReset({ email: 'mario.rossi@example.it' }),
    { query: { email: 'mario.rossi@example.it' } },
  ),
  contract({
    state: GUEST,
    when: 'a request for the stores to register with',
    method: 'GET',
    path: '/iperal-registration/pdv_list',
    answer: ok(eachLike({ storeId: integer(5), name: string('Milano Centro') })),
    call: (sdk) => sdk.accountModule.stores(),
    check: (data) => expect(data).toEqual([{ storeId: 5, name: 'Milano Centro' }]),
  }),
  contract({
    state: GUEST,
    when: 'registering from the registration page',
    method: 'POST',
    path: '/iperal-registration/register_user',
    json: registrationPage,
    answer: ok({ userId: integer(2001), email: string('giulia.verdi@example.it') }),
    call: (sdk) => sdk.accountModule.register(registrationPage),
    check: (data) => expect(data).toEqual({ userId: 2001, email: 'giulia.verdi@example.it' }),
  }),
  contract({
    state: GUEST,
    when: 'checking the registration page before registering',
    method: 'POST',
    path: '/api-iperal/account/check-user',
    json: registrationCheck,
    // The page reads which of the two is taken, to say it on that field.
    answer: ok({
      exists: boolean(false),
      emailTaken: boolean(false),
      fiscalCodeTaken: boolean(false),
    }),
    call: (sdk) => sdk.accountModule.checkUser(registrationCheck),
    check: (data) =>
      expect(data).toEqual({ exists: false, emailTaken: false, fiscalCodeTaken: false }),
  }),
  contract({
    state: GUEST,
    when: 'a request for the stores of the registration page',
    method: 'GET',
    path: '/iperal-registration/pdv_list',
    answer: ok(
      eachLike({ storeId: integer(5), name: string('Milano Centro'), city: string('Milano') }),
    ),
    call: (sdk) => sdk.accountModule.stores(),
    check: (data) => expect(data).toEqual([{ storeId: 5, name: 'Milano Centro', city: 'Milano' }]),
  }),
  contract({
    state: GUEST,
    when: 'computing a fiscal code from the birth town',
    method: 'GET',
    path: '/api-iperal/account/generate-fiscal-code',
    query: {
      name: 'Mario',
      surname: 'Rossi',
      gender: 'M',
      birthDate: '01/02/1980',
      id_localita: '015146',
    },
    answer: ok({ fiscalCode: string('RSSMRA80B01F205W') }),
    call: (sdk) =>
      sdk.accountModule.generateFiscalCode({
        name: 'Mario',
        surname: 'Rossi',
        gender: 'M',
        birthDate: '01/02/1980',
        idLocalita: '015146',
      }),
    check: (data) => expect(data).toEqual({ fiscalCode: 'RSSMRA80B01F205W' }),
  }),
  contract({
    state: GUEST,
    when: 'computing a fiscal code',
    method: 'GET',
    path: '/api-iperal/account/generate-fiscal-code',
    query: { ...birth, gender: 'M', istat_code_province: '015', id_localita: '146' },
    answer: ok({ fiscalCode: string('RSSMRA80A01F205X') }),
    call: (sdk) =>
      sdk.accountModule.generateFiscalCode({
        ...birth,
        gender: 'M',
        istatCodeProvince: '015',
        idLocalita: '146',
      }),
    check: (data) => expect(data).toEqual({ fiscalCode: 'RSSMRA80A01F205X' }),
  }),
  contract({
    state: GUEST,
    when: 'a request for the identity code',
    method: 'GET',
    path: '/api-iperal/account/get-id-code',
    query: { ...birth, birthCity: 'Milano' },
    answer: ok({ idCode: string('ID-1001') }),
    call: (sdk) => sdk.accountModule.idCode({ ...birth, birthCity: 'Milano' }),
    check: (data) => expect(data).toEqual({ idCode: 'ID-1001' }),
  }),
  contract({
    state: GUEST,
    // /registration-user, a shopper born abroad: the country, and her gender (openapi get-id-code).
    when: 'a request for the fiscal code of a woman born abroad',
    method: 'GET',
    path: '/api-iperal/account/get-id-code',
    query: { ...birth, gender: 'F', birthCountry: 'Francia' },
    answer: ok({ fiscalCode: string('RSSMRA80A41Z110L') }),
    call: (sdk) => sdk.accountModule.idCode({ ...birth, gender: 'F', birthCountry: 'Francia' }),
    check: (data) => expect(data).toEqual({ fiscalCode: 'RSSMRA80A41Z110L' }),
  }),
  yes(
    SHOPPER,
    'saving the loyalty card and fiscal code',
    'GET',
    '/api-iperal/account/update-info-user',
    'updated',
    (sdk) => sdk.accountModule.updateInfo({ fidelity: '0420001234567' }),
    { query: { fidelity: '0420001234567' } },
  ),
  yes(
    SHOPPER,
    "checking the shopper's module status",
    'GET',
    '/iperal-module-controller/control',
    'complete',
    (sdk) => sdk.accountModule.control(1001),
    { query: { user_id: '1001' } },
  ),
  yes(
    'a shopper with facilitated delivery',
    'marking an address as facilitated',
    'GET',
    '/iperal-address-class-controller/set-address-class-id',
    'updated',
    (sdk) => sdk.accountModule.setAddressClass(300),
    { query: { address_id: '300', address_class_id: '999' } },
  ),
  yes(
    SHOPPER,
    'sending a report',
    'POST',
    '/iperal-registration/reporting_form',
    'sent',
    (sdk) => sdk.accountModule.sendReport({ message: 'Prodotto danneggiato' }),
    { json: { message: 'Prodotto danneggiato' } },
  ),
]);

/**
 * The facilitated-delivery request is a multipart upload (account §5, openapi/ebsn.yaml): the
 * parts are matched one by one, whatever boundary the browser picks; the verifier replays the
 * example body below, a whole valid request with a small PDF, so the provider really accepts it.
 */
const FACILITATED_FIELDS = {
  firstName: 'Mario',
  lastName: 'Rossi',
  reason: 'Invalidità motoria',
  consent: 'true',
} as const;
const CERTIFICATE = '%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n';

describe('account module: the facilitated-delivery upload', () => {
  it('asking for facilitated delivery with a certificate', async () => {
    let result: unknown;
    await newPact()
      .addInteraction()
      .given(SHOPPER)
      .uponReceiving('asking for facilitated delivery with a certificate')
      .withRequest('POST', '/ebsn/api/iperal-registration/facilitated_delivery', (req) =>
        multipartBody(req, FACILITATED_FIELDS, {
          name: 'attachment',
          fileName: 'certificato.pdf',
          type: 'application/pdf',
          content: CERTIFICATE,
        }),
      )
      .willRespondWith(200, (res) => {
        res.jsonBody(ok({ requested: boolean(true), requestId: MatchersV3.integer(1) }));
      })
      .executeTest(async (server) => {
        const form = new FormData();
        for (const [name, value] of Object.entries(FACILITATED_FIELDS)) form.set(name, value);
        form.set(
          'attachment',
          new Blob([CERTIFICATE], { type: 'application/pdf' }),
          'certificato.pdf',
        );
        result = await sdkAt(`${server.url}/ebsn/api`).accountModule.requestFacilitatedDelivery(
          form,
        );
      });
    expect(result).toMatchObject({ requested: true });
  });
});
