/** Back-office sign-in as a customer, customer search, marketing cloud (spec: account §6, §7). */
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

export function backofficeArea(ctx: EbsnContext) {
  const { GET, POST } = ctx.client;
  const { send, valid } = caller(ctx);
  return {
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
