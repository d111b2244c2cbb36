/** Registration and profile, passwords, e-mail, anonymisation, gift certificates (account §7). */
import { PERSON_INFO_FIDELITY_CARD, registrationCalls } from '@sporta/sdk';
import { expect } from 'vitest';
import { contract, contracts, rejection, yes } from './contract';
import { boolean, eachLike, integer, ok, refused, string } from './fixtures';

const SHOPPER = 'a logged-in shopper' as const;
const RESET = 'a shopper who asked for a password reset' as const;
const profile = {
  person: { firstName: 'Mario', lastName: 'Rossi', fiscalCode: 'RSSMRA80A01F205X' },
  email: 'mario.rossi@example.it',
};
/** A newcomer (not a customer yet: PROVIDER_STATES 'a guest'). */
const newcomer = {
  person: { firstName: 'Lucia', lastName: 'Neri', fiscalCode: 'NRELCU90C55F205T' },
  email: 'lucia.neri@example.it',
  password: 'Segreta12',
};
const BILLING_ADDRESS = {
  address1: 'Via Roma 1',
  postalCode: '20121',
  city: 'Milano',
  province: 'MI',
};
const detail = () => ({
  person: { firstName: string('Mario'), lastName: string('Rossi') },
  email: string('mario.rossi@example.it'),
});
contracts('registration', [
  yes(
    'a guest',
    'registering a new shopper',
    'POST',
    '/registration/register_user',
    'registered',
    (sdk) => sdk.registration.register(newcomer),
    { json: newcomer },
  ),
  yes(
    RESET,
    'confirming a registration',
    'GET',
    '/registration/registration_confirm',
    'confirmed',
    (sdk) => sdk.registration.confirm('nuovo.cliente@example.it', 'ABC123'),
    { query: { e_mail: 'nuovo.cliente@example.it', reg_control_code: 'ABC123' } },
  ),
  yes(
    RESET,
    'sending the confirmation e-mail again',
    'GET',
    '/registration/registration_resend_email',
    'sent',
    (sdk) => sdk.registration.resendConfirmation('nuovo.cliente@example.it'),
    { query: { e_mail: 'nuovo.cliente@example.it' } },
  ),
  contract({
    state: SHOPPER,
    when: "a request for the shopper's profile",
    method: 'GET',
    path: '/registration/user_detail',
    answer: ok(detail()),
    call: (sdk) => sdk.registration.detail(),
    check: (data) => expect(data?.person?.firstName).toBe('Mario'),
  }),
  contract({
    state: SHOPPER,
    when: "a request for the social sign-in shopper's profile",
    method: 'GET',
    path: '/registration/social_user_detail',
    answer: ok(detail()),
    call: (sdk) => sdk.registration.socialDetail(),
    check: (data) => expect(data?.email).toBe('mario.rossi@example.it'),
  }),
  // The profile page of a social sign-up with the generic module reads what the provider says.
  contract({
    state: SHOPPER,
    when: "prefilling the profile page from the shopper's social account, generic module",
    method: 'GET',
    path: '/registration/social_user_detail',
    answer: ok({
      provider: string('google'),
      person: { gender: string('M'), birthDate: string('01/01/1980') },
    }),
    call: (sdk) =>
      registrationCalls(sdk, 'generic').socialProfile?.() ??
      Promise.reject(new Error('the generic module reads the social account')),
    check: (data) => expect(data).toMatchObject({ provider: 'google' }),
  }),
  contract({
    state: SHOPPER,
    when: 'updating the profile',
    method: 'POST',
    path: '/registration/update_user_detail',
    json: profile,
    answer: ok(detail()),
    call: (sdk) => sdk.registration.updateDetail(profile),
    check: (data) => expect(data?.person?.lastName).toBe('Rossi'),
  }),
  yes(
    SHOPPER,
    'updating one personal detail',
    'POST',
    '/registration/update_person_info',
    'updated',
    (sdk) => sdk.registration.updatePersonInfo(3, '3331234567'),
    { json: { personInfoTypeId: 3, value: '3331234567' } },
  ),
  yes(
    SHOPPER,
    'updating the billing address',
    'POST',
    '/registration/update_billing_address',
    'updated',
    (sdk) => sdk.registration.updateBillingAddress({ address1: 'Via Roma', city: 'Milano' }),
    { json: { address1: 'Via Roma', city: 'Milano' } },
  ),
  yes(
    SHOPPER,
    'updating the contact details',
    'POST',
    '/registration/update_contact',
    'updated',
    (sdk) => sdk.registration.updateContact({ phone: '3331234567' }),
    { json: { phone: '3331234567' } },
  ),
  // The profile page with the generic module saves the phone apart (registration-module.ts).
  yes(
    SHOPPER,
    "saving the profile page's phone, generic module",
    'POST',
    '/registration/update_contact',
    'updated',
    (sdk) =>
      registrationCalls(sdk, 'generic').updateContact?.({ phone: '3471234567' }) ??
      Promise.reject(new Error('the generic module saves the contact')),
    { json: { phone: '3471234567' } },
  ),
  // The profile page's loyalty card with the generic module: a person info (registration-module.ts).
  yes(
    SHOPPER,
    "saving the profile page's loyalty card, generic module",
    'POST',
    '/registration/update_person_info',
    'updated',
    (sdk) => registrationCalls(sdk, 'generic').updateCard('0401234567'),
    { json: { personInfoTypeId: PERSON_INFO_FIDELITY_CARD, value: '0401234567' } },
  ),
  // The profile page's own billing address with the generic module (registration-module.ts).
  yes(
    SHOPPER,
    "saving the profile page's billing address, generic module",
    'POST',
    '/registration/update_billing_address',
    'updated',
    (sdk) =>
      registrationCalls(sdk, 'generic').updateBillingAddress?.(BILLING_ADDRESS) ??
      Promise.reject(new Error('the generic module saves the billing address')),
    { json: BILLING_ADDRESS },
  ),
  yes(
    SHOPPER,
    'changing the username',
    'POST',
    '/registration/update_username',
    'updated',
    (sdk) => sdk.registration.updateUsername('mario.rossi@example.org', 'Segreta1'),
    { query: { username: 'mario.rossi@example.org', password: 'Segreta1' } },
  ),
  // The reset pages read only whether each call was done (status 0) or refused with a text.
  yes(
    'a registered shopper without MFA',
    'asking for a password reset',
    'GET',
    '/registration/password_reset_token_request',
    'sent',
    (sdk) => sdk.registration.requestPasswordReset({ email: 'mario.rossi@example.it' }),
    { query: { e_mail: 'mario.rossi@example.it' } },
  ),
  yes(
    'a registered shopper without MFA',
    'asking for a password reset with the fiscal code',
    'GET',
    '/registration/password_reset_token_request',
    'sent',
    (sdk) =>
      sdk.registration.requestPasswordReset({
        email: 'mario.rossi@example.it',
        fiscalCode: 'RSSMRA80A01F205X',
      }),
    { query: { e_mail: 'mario.rossi@example.it', fiscal_code: 'RSSMRA80A01F205X' } },
  ),
  yes(
    RESET,
    'checking a password-reset token',
    'GET',
    '/registration/password_reset_token_check',
    'valid',
    (sdk) => sdk.registration.checkPasswordResetToken('RESET123', 'mario.rossi@example.it'),
    { query: { reset_token: 'RESET123', e_mail: 'mario.rossi@example.it' } },
  ),
  contract({
    state: RESET,
    when: 'checking a password-reset token already used',
    method: 'GET',
    path: '/registration/password_reset_token_check',
    query: { reset_token: 'USED123', e_mail: 'mario.rossi@example.it' },
    // Any text: the page shows the shop's own words for an expired or used link.
    answer: refused('Il link è già stato usato: chiedine uno nuovo se ti serve.'),
    call: (sdk) =>
      rejection(sdk.registration.checkPasswordResetToken('USED123', 'mario.rossi@example.it')),
    check: (error) => expect(error.errors.length).toBeGreaterThan(0),
  }),
  yes(
    RESET,
    'setting a new password with the token',
    'GET',
    '/registration/password_reset',
    'reset',
    (sdk) => sdk.registration.resetPassword('RESET123', 'Nuova1234', 'mario.rossi@example.it'),
    {
      query: {
        reset_token: 'RESET123',
        password: 'Nuova1234',
        e_mail: 'mario.rossi@example.it',
      },
    },
  ),
  yes(
    SHOPPER,
    'asking to change the e-mail',
    'GET',
    '/registration/update_email_request',
    'sent',
    (sdk) => sdk.registration.requestEmailChange('mario.nuovo@example.it', 'Segreta1'),
    { query: { new_email: 'mario.nuovo@example.it', password: 'Segreta1' } },
  ),
  yes(
    RESET,
    'confirming the new e-mail',
    'GET',
    '/registration/update_email',
    'updated',
    (sdk) => sdk.registration.confirmEmailChange('MAIL123'),
    { query: { token: 'MAIL123' } },
  ),
  yes(
    SHOPPER,
    'changing the password',
    'GET',
    '/registration/update_password',
    'updated',
    (sdk) => sdk.registration.changePassword('Segreta1', 'Nuova1234'),
    { query: { old_password: 'Segreta1', new_password: 'Nuova1234' } },
  ),
  yes(
    SHOPPER,
    'asking to anonymise the account',
    'GET',
    '/registration/anonymize_token_request',
    'sent',
    (sdk) => sdk.registration.requestAnonymizeToken(),
  ),
  yes(
    RESET,
    'checking the anonymise token',
    'GET',
    '/registration/anonymize_token_check',
    'valid',
    (sdk) => sdk.registration.checkAnonymizeToken('mario.rossi@example.it', 'ANON123'),
    { query: { login: 'mario.rossi@example.it', token: 'ANON123' } },
  ),
  yes(
    'a shopper who confirmed the anonymisation',
    'anonymising the account',
    'GET',
    '/registration/user_anonymize',
    'anonymized',
    (sdk) => sdk.registration.anonymize(),
  ),
  contract({
    state: SHOPPER,
    when: "a request for the shopper's gift certificates",
    method: 'GET',
    path: '/giftcertificate/list',
    query: { show_history: 'true' },
    answer: ok(eachLike({ userGiftCertificateId: integer(9), code: string('BUONO5') })),
    call: (sdk) => sdk.registration.giftCertificates(true),
    check: (data) => expect(data).toEqual([{ userGiftCertificateId: 9, code: 'BUONO5' }]),
  }),
  contract({
    state: SHOPPER,
    when: 'a request for the gift certificates assigned by hand',
    method: 'GET',
    path: '/giftcertificate/list-manual-assigned',
    // As /profile/gift asks: the used and expired ones too.
    query: { show_history: 'true' },
    answer: ok(eachLike({ userGiftCertificateId: integer(10), code: string('OMAGGIO') })),
    call: (sdk) => sdk.registration.manualGiftCertificates(true),
    check: (data) => expect(data).toEqual([{ userGiftCertificateId: 10, code: 'OMAGGIO' }]),
  }),
  contract({
    state: SHOPPER,
    when: 'a request for the billing identities',
    method: 'GET',
    path: '/user-person-fiscal/list',
    answer: ok(eachLike({ personFiscalId: integer(70), fiscalCode: string('RSSMRA80A01F205X') })),
    call: (sdk) => sdk.registration.billingIdentities(),
    check: (data) => expect(data).toEqual([{ personFiscalId: 70, fiscalCode: 'RSSMRA80A01F205X' }]),
  }),
  yes(
    SHOPPER,
    'adding a billing identity',
    'POST',
    '/user-person-fiscal/insert-billing-address',
    'inserted',
    (sdk) => sdk.registration.addBillingIdentity({ vatCode: '01234567890' }),
    { json: { vatCode: '01234567890' } },
  ),
  yes(
    SHOPPER,
    'removing a billing identity',
    'GET',
    '/user-person-fiscal/delete-person-fiscal',
    'deleted',
    (sdk) => sdk.registration.removeBillingIdentity(70),
    { query: { person_fiscal_id: '70' } },
  ),
  contract({
    state: 'a guest',
    when: 'a request for the registration disclaimers',
    method: 'GET',
    path: '/registration-disclaimer/list',
    query: { store_id: '5', registration_module_type_id: '2' },
    answer: ok({
      disclaimers: eachLike({
        registrationDisclaimerId: integer(1),
        descr: string('Privacy'),
        required: boolean(true),
      }),
    }),
    call: (sdk) => sdk.registration.disclaimers(),
    check: (data) =>
      expect(data).toEqual({
        disclaimers: [{ registrationDisclaimerId: 1, descr: 'Privacy', required: true }],
      }),
  }),
  // The consents of the advanced-security page: each with its text, whether it is required and
  // the shopper's value ('true'/'false'); only those fields are read.
  contract({
    state: SHOPPER,
    when: "a request for the shopper's disclaimers",
    method: 'GET',
    path: '/user-registration-disclaimer/list-by-type',
    answer: ok(
      eachLike({
        registrationDisclaimerId: integer(1),
        descr: string('Ho letto e accetto il regolamento.'),
        required: boolean(true),
        value: string('true'),
      }),
    ),
    call: (sdk) => sdk.registration.userDisclaimers(),
    check: (data) =>
      expect(data).toEqual([
        {
          registrationDisclaimerId: 1,
          descr: 'Ho letto e accetto il regolamento.',
          required: true,
          value: 'true',
        },
      ]),
  }),
  // The page reads only the ids of the required consents still missing (none here).
  contract({
    state: SHOPPER,
    when: 'checking the disclaimers to accept',
    method: 'GET',
    path: '/user-registration-disclaimer/check-disclaimer',
    answer: ok({ missing: [] }),
    call: (sdk) => sdk.registration.checkDisclaimers(),
    check: (data) => expect(data).toEqual({ missing: [] }),
  }),
  contract({
    state: SHOPPER,
    when: 'giving an optional disclaimer',
    method: 'POST',
    path: '/user-registration-disclaimer/update-disclaimer',
    json: { disclaimers: [{ id: 3, value: 'true' }] },
    answer: ok(),
    call: (sdk) => sdk.registration.updateDisclaimers({ disclaimers: [{ id: 3, value: 'true' }] }),
    check: (data) => expect(data).toBeUndefined(),
  }),
  contract({
    state: SHOPPER,
    when: 'withdrawing the required disclaimer',
    method: 'POST',
    path: '/user-registration-disclaimer/update-disclaimer',
    json: { disclaimers: [{ id: 1, value: 'false' }] },
    answer: refused('Per continuare accetta i consensi obbligatori.'),
    call: (sdk) =>
      rejection(sdk.registration.updateDisclaimers({ disclaimers: [{ id: 1, value: 'false' }] })),
    check: (error) =>
      expect(error.errors).toEqual(['Per continuare accetta i consensi obbligatori.']),
  }),
  yes(
    SHOPPER,
    'subscribing to shopping at work',
    'GET',
    '/shopatwork/subscribe',
    'subscribed',
    (sdk) => sdk.registration.subscribeShopAtWork('LAVORO1'),
    { query: { subscriptionCode: 'LAVORO1' } },
  ),
  contract({
    state: SHOPPER,
    when: 'subscribing to shopping at work with an unknown code',
    method: 'GET',
    path: '/shopatwork/subscribe',
    query: { subscriptionCode: 'NESSUNA' },
    answer: refused('Il codice aziendale non è valido.'),
    call: (sdk) => rejection(sdk.registration.subscribeShopAtWork('NESSUNA', { toasts: false })),
    check: (error) => expect(error.errors).toEqual(['Il codice aziendale non è valido.']),
  }),
]);
