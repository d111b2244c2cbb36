/**
 * Registration and profile, generic module (spec: account §7 "Registration and profile"):
 * profile, password reset, e-mail change, anonymisation, gift certificates, billing identities,
 * consents, workplace subscription. Account calls treat status ≠ 0 as rejection (account §8).
 */
import type { EbsnContext } from '../context';
import { caller, defined } from '../context';
import type { UnwrapOptions } from '../envelope';
import type { components } from '../generated/ebsn';

export type PersonDetail = components['schemas']['PersonDetail'];
type Open = components['schemas']['Open'];
type Told = Omit<UnwrapOptions, 'schema'>;

/** spec: account §9 "Default disclaimer module type 2 and store id 5". */
export const DEFAULT_REGISTRATION_MODULE_TYPE_ID = 2;
export const DEFAULT_DISCLAIMER_STORE_ID = 5;

export function registrationArea(ctx: EbsnContext) {
  const { GET, POST } = ctx.client;
  const { send } = caller(ctx);
  const q = <T extends Record<string, unknown>>(query: T) => ({ params: { query } });
  return {
    register: (person: PersonDetail) => send(POST('/registration/register_user', { body: person })),
    confirm: (email: string, controlCode: string) =>
      send(
        GET(
          '/registration/registration_confirm',
          q({ e_mail: email, reg_control_code: controlCode }),
        ),
      ),
    resendConfirmation: (email: string) =>
      send(GET('/registration/registration_resend_email', q({ e_mail: email }))),
    detail: () => send(GET('/registration/user_detail')),
    socialDetail: () => send(GET('/registration/social_user_detail')),
    updateDetail: (person: PersonDetail) =>
      send(POST('/registration/update_user_detail', { body: person })),
    updatePersonInfo: (personInfoTypeId: number, value: string) =>
      send(POST('/registration/update_person_info', { body: { personInfoTypeId, value } })),
    updateBillingAddress: (body: Open) =>
      send(POST('/registration/update_billing_address', { body })),
    updateContact: (body: Open) => send(POST('/registration/update_contact', { body })),
    /** `password`: the one in use, the proof the change is the shopper's. */
    updateUsername: (username: string, password: string) =>
      send(POST('/registration/update_username', q({ username, password }))),
    requestPasswordReset: (who: { email?: string; fiscalCode?: string; login?: string }) =>
      send(
        GET('/registration/password_reset_token_request', {
          params: {
            query: defined({
              e_mail: who.email,
              fiscal_code: who.fiscalCode,
              login: who.login,
            }),
          },
        }),
      ),
    checkPasswordResetToken: (resetToken: string, email?: string) =>
      send(
        GET('/registration/password_reset_token_check', {
          params: {
            query: defined({ reset_token: resetToken, e_mail: email }),
          },
        }),
      ),
    resetPassword: (resetToken: string, password: string, email?: string) =>
      send(
        GET('/registration/password_reset', {
          params: {
            query: defined({
              reset_token: resetToken,
              password,
              e_mail: email,
            }),
          },
        }),
      ),
    /** `password`: the one in use, the proof the change is the shopper's. */
    requestEmailChange: (newEmail: string, password: string, told?: Told) =>
      send(GET('/registration/update_email_request', q({ new_email: newEmail, password })), told),
    confirmEmailChange: (token: string) => send(GET('/registration/update_email', q({ token }))),
    changePassword: (oldPassword: string, newPassword: string, told?: Told) =>
      send(
        GET(
          '/registration/update_password',
          q({ old_password: oldPassword, new_password: newPassword }),
        ),
        told,
      ),
    requestAnonymizeToken: (told?: Told) =>
      send(GET('/registration/anonymize_token_request'), told),
    checkAnonymizeToken: (login: string, token: string, told?: Told) =>
      send(GET('/registration/anonymize_token_check', q({ login, token })), told),
    /** Anonymises the account (after the token check); its session ends with it, as at logout. */
    anonymize: async () => {
      const data = await send(GET('/registration/user_anonymize'));
      ctx.tokens.clear();
      return data;
    },
    giftCertificates: (showHistory?: boolean) =>
      send(
        GET(
          '/giftcertificate/list',
          q(showHistory === undefined ? {} : { show_history: showHistory }),
        ),
      ),
    manualGiftCertificates: (showHistory?: boolean) =>
      send(
        GET(
          '/giftcertificate/list-manual-assigned',
          q(showHistory === undefined ? {} : { show_history: showHistory }),
        ),
      ),
    billingIdentities: () => send(GET('/user-person-fiscal/list')),
    addBillingIdentity: (body: Open) =>
      send(POST('/user-person-fiscal/insert-billing-address', { body })),
    removeBillingIdentity: (personFiscalId: number) =>
      send(
        GET('/user-person-fiscal/delete-person-fiscal', q({ person_fiscal_id: personFiscalId })),
      ),
    disclaimers: (
      storeId = DEFAULT_DISCLAIMER_STORE_ID,
      registrationModuleTypeId = DEFAULT_REGISTRATION_MODULE_TYPE_ID,
    ) =>
      send(
        GET(
          '/registration-disclaimer/list',
          q({ store_id: storeId, registration_module_type_id: registrationModuleTypeId }),
        ),
      ),
    userDisclaimers: () => send(GET('/user-registration-disclaimer/list-by-type')),
    checkDisclaimers: () => send(GET('/user-registration-disclaimer/check-disclaimer')),
    updateDisclaimers: (body: Open, told?: Told) =>
      send(POST('/user-registration-disclaimer/update-disclaimer', { body }), told),
    /** `told`: the advantages page shows the answer's texts by the field, not as toasts. */
    subscribeShopAtWork: (subscriptionCode: string, told?: Told) =>
      send(GET('/shopatwork/subscribe', q({ subscriptionCode })), told),
  };
}
