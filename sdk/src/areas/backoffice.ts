/**
 * Back-office users (spec: account §6, §7): single sign-on (SAML), sign-in as a customer,
 * customer search, marketing cloud. Server-side only: none of it ships to shoppers' browsers.
 */
import type { EbsnContext } from '../context';
import { caller, defined } from '../context';
import { userDataSchema } from '../sign-in-answer';
import { formBody } from './auth';

/** spec: account §6 "searches customers (user type 2)". */
export const CUSTOMER_USER_TYPE_ID = 2;

export interface CustomerSearch {
  q?: string;
  codInt?: string;
  page?: number;
  pageSize?: number;
  sort?: string;
}

export interface SamlRequest {
  relayStateUrl?: string;
  checkUser?: boolean;
  artifact?: string;
}

/** The SSO user (spec: shopping §3 "SSO user: username, roles"). */
export interface SsoUser {
  username: string;
  roles: string[];
}

export interface SamlAnswer {
  /** True when the session is a back-office operator's. */
  logged: boolean;
  /** Where to sign in (a start). */
  redirectUrl?: string;
  ssoUser?: SsoUser;
}

function ssoUserOf(value: unknown): SsoUser | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { username, roles } = value as { username?: unknown; roles?: unknown };
  if (typeof username !== 'string' || username === '') return undefined;
  return {
    username,
    roles: Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [],
  };
}

/** Spec: shopping §6 "a role check passes if any requested role is present". */
export function hasAnyRole(user: SsoUser | undefined, roles: readonly string[]): boolean {
  return user !== undefined && roles.some((role) => user.roles.includes(role));
}

export function backofficeArea(ctx: EbsnContext) {
  const { GET, POST } = ctx.client;
  const { send, valid } = caller(ctx);
  return {
    /**
     * Single sign-on for back-office users (account §6, §7): start (`relayStateUrl`: where the
     * provider comes back to; answers `redirectUrl`), check (`checkUser`), or complete with the
     * provider's artifact (`artifact`, modelled: openapi/ebsn.yaml). `ssoUser` when signed in.
     */
    samlLogin: async ({ relayStateUrl, checkUser, artifact }: SamlRequest): Promise<SamlAnswer> => {
      let ssoUser: SsoUser | undefined;
      const data = (await send(
        GET('/saml/do-login', {
          params: {
            query: defined({
              relay_state_url: relayStateUrl,
              checkUser,
              SAMLart: artifact,
            }),
          },
        }),
        { onEnvelope: (envelope) => (ssoUser = ssoUserOf(envelope.ssoUser)) },
      )) as { redirectUrl?: unknown; logged?: unknown } | null;
      const answer: SamlAnswer = { logged: data?.logged === true && ssoUser !== undefined };
      if (typeof data?.redirectUrl === 'string') answer.redirectUrl = data.redirectUrl;
      if (ssoUser) answer.ssoUser = ssoUser;
      return answer;
    },
    samlLogout: async () => {
      const data = await send(GET('/saml/do-logout'));
      ctx.tokens.clear();
      return data;
    },
    login: (backofficeUser: string, password?: string, otp?: string) =>
      valid(
        POST('/backoffice-access/sso-login', {
          body: defined({
            backoffice_user: backofficeUser,
            password,
            otp,
          }),
          bodySerializer: formBody,
          headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
        }),
        userDataSchema,
        { toasts: false },
      ),
    logout: async () => {
      const data = await send(POST('/sso-auth/logout'));
      ctx.tokens.clear();
      return data;
    },
    searchCustomers: ({ q, codInt, page, pageSize, sort }: CustomerSearch = {}) =>
      send(
        GET('/user-search/list_user', {
          params: {
            query: defined({
              user_type_id: CUSTOMER_USER_TYPE_ID,
              q,
              cod_int: codInt,
              page,
              page_size: pageSize,
              sort,
            }),
          },
        }),
      ),
    selectCustomer: (userId: number) =>
      valid(
        GET('/user-search/select_user', { params: { query: { user_id: userId } } }),
        userDataSchema,
      ),
    marketingContactKey: (channelAddresses: string[], maximumCount?: number) =>
      send(
        POST('/marketingcloud/contact-key', {
          body: defined({
            ChannelAddressList: channelAddresses,
            MaximumCount: maximumCount,
          }),
        }),
      ),
    removeMarketingContact: (contactKey: string, userId: number) =>
      send(POST('/marketingcloud/remove', { params: { query: { contactKey, userId } } })),
  };
}
