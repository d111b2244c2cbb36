/** Back-office sign-in as a customer (form body), customer search, marketing cloud (account §6–§7). */
import { MFA_REQUIRED_STATUS } from '@sporta/sdk';
import { expect } from 'vitest';
import { contract, contracts, rejection } from './contract';
import { eachLike, integer, ok, page, refused, string } from './fixtures';

const OPERATOR = 'a back-office operator' as const;
const OPERATOR_WITH_CODE = 'a back-office operator with a code by e-mail' as const;

contracts('backoffice', [
  contract({
    state: OPERATOR,
    when: 'a back-office sign-in with a form body',
    method: 'POST',
    path: '/backoffice-access/sso-login',
    form: 'backoffice_user=operatore&password=Ufficio1',
    answer: ok({ user: { userId: integer(5001) } }),
    call: (sdk) => sdk.backoffice.login('operatore', 'Ufficio1'),
    check: (data) => expect(data.user?.userId).toBe(5001),
  }),
  contract({
    state: OPERATOR,
    when: 'a back-office sign-in with a wrong password',
    method: 'POST',
    path: '/backoffice-access/sso-login',
    form: 'backoffice_user=operatore&password=Sbagliata',
    answer: refused('Credenziali Errate'),
    call: (sdk) => rejection(sdk.backoffice.login('operatore', 'Sbagliata')),
    check: (error) => expect(error.errors).toEqual(['Credenziali Errate']),
  }),
  contract({
    state: OPERATOR_WITH_CODE,
    when: 'a back-office sign-in of an operator asked for a one-time code',
    method: 'POST',
    path: '/backoffice-access/sso-login',
    form: 'backoffice_user=supervisore&password=Ufficio1',
    answer: { response: { status: MFA_REQUIRED_STATUS } },
    call: (sdk) => rejection(sdk.backoffice.login('supervisore', 'Ufficio1')),
    check: (error) => expect(error.status).toBe(MFA_REQUIRED_STATUS),
  }),
  contract({
    state: OPERATOR_WITH_CODE,
    params: { otp: '123456' },
    when: 'a back-office sign-in with the one-time code',
    method: 'POST',
    path: '/backoffice-access/sso-login',
    form: 'backoffice_user=supervisore&password=Ufficio1&otp=123456',
    answer: ok({ user: { userId: integer(-1) } }),
    call: (sdk) => sdk.backoffice.login('supervisore', 'Ufficio1', '123456'),
    check: (data) => expect(data.user?.userId).toBe(-1),
  }),
  contract({
    state: OPERATOR,
    when: 'a back-office sign-out',
    method: 'POST',
    path: '/sso-auth/logout',
    answer: ok({ loggedOut: true }),
    call: (sdk) => sdk.backoffice.logout(),
    check: (data) => expect(data).toEqual({ loggedOut: true }),
  }),
  contract({
    state: OPERATOR,
    when: 'a customer search',
    method: 'GET',
    path: '/user-search/list_user',
    query: { user_type_id: '2', q: 'rossi' },
    answer: ok({
      page: page(),
      users: eachLike({ userId: integer(1001), login: string('mario.rossi@example.it') }),
    }),
    call: (sdk) => sdk.backoffice.searchCustomers({ q: 'rossi' }),
    check: (data) =>
      expect(data).toMatchObject({ users: [{ userId: 1001, login: 'mario.rossi@example.it' }] }),
  }),
  contract({
    state: OPERATOR,
    when: 'acting as a customer',
    method: 'GET',
    path: '/user-search/select_user',
    query: { user_id: '1001' },
    answer: ok({ user: { userId: integer(1001) } }),
    call: (sdk) => sdk.backoffice.selectCustomer(1001),
    check: (data) => expect(data.user?.userId).toBe(1001),
  }),
  contract({
    state: OPERATOR,
    when: 'a request for the marketing contact key',
    method: 'POST',
    path: '/marketingcloud/contact-key',
    json: { ChannelAddressList: ['mario.rossi@example.it'] },
    answer: ok({ contactKey: string('CK1') }),
    call: (sdk) => sdk.backoffice.marketingContactKey(['mario.rossi@example.it']),
    check: (data) => expect(data).toEqual({ contactKey: 'CK1' }),
  }),
  contract({
    state: OPERATOR,
    when: 'removing a marketing contact',
    method: 'POST',
    path: '/marketingcloud/remove',
    query: { contactKey: 'CK1', userId: '1001' },
    answer: ok({ removed: true }),
    call: (sdk) => sdk.backoffice.removeMarketingContact('CK1', 1001),
    check: (data) => expect(data).toEqual({ removed: true }),
  }),
]);
