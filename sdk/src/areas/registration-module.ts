/**
 * The one place that picks the registration module's calls (spec: account §7 "Registration and
 * profile (generic module)" and "Registration module (chain-specific)"): a chain that has no
 * chain-specific module runs Sporta on the generic one (README, REGISTRATION_MODULE). Registration,
 * its confirmation and the profile ask here, never an area directly.
 */
import type { UnwrapOptions } from '../envelope';
import type { accountModuleArea } from './account-module';
import type { PersonDetail, registrationArea } from './registration';

/** `chain`: api-iperal/iperal-registration; `generic`: registration/*. */
export type RegistrationModule = 'chain' | 'generic';

const MODULES: readonly RegistrationModule[] = ['chain', 'generic'];

/**
 * The personInfoTypeId of the loyalty card number among a person's infos (registration/
 * update_person_info {personInfoTypeId, value}). The spec names the call but no type ids: these
 * are the ones the reference backend seeds (reference-backend/domain/person-infos.ts, README
 * "Reference backend"): 1 the loyalty card, 2 the mobile phone, 3 the home phone.
 */
export const PERSON_INFO_FIDELITY_CARD = 1;

/**
 * The setting's module; unset (or blank) is the chain's. Anything else is refused, never taken for
 * the default (issue 40): a typo such as `generico` or `iperal` would otherwise run the chain's
 * calls against a backend that lacks them. scripts/serve.mjs reads it at start, so the storefront
 * does not start with such a value.
 */
export function registrationModuleOf(value: string | undefined): RegistrationModule {
  const given = value?.trim().toLowerCase() ?? '';
  if (given === '') return 'chain';
  const known = MODULES.find((module) => module === given);
  if (known) return known;
  throw new Error(
    `REGISTRATION_MODULE=${JSON.stringify(value)} is not a registration module: set it to "chain" or "generic" (README "Configuration"), or leave it unset for "chain".`,
  );
}

type Told = Omit<UnwrapOptions, 'schema'>;

/** The billing address of update_billing_address (the province by its two letters). */
export interface BillingAddress {
  address1: string;
  postalCode: string;
  city: string;
  province: string;
}

interface Areas {
  accountModule: ReturnType<typeof accountModuleArea>;
  registration: ReturnType<typeof registrationArea>;
}

export interface RegistrationCalls {
  module: RegistrationModule;
  register: (person: PersonDetail) => Promise<unknown>;
  /** Who has an account already; the generic module has no such call (register_user refuses). */
  checkUser: ((person: PersonDetail) => Promise<unknown>) | undefined;
  confirm: (email: string, controlCode: string) => Promise<unknown>;
  profile: () => Promise<unknown>;
  updateProfile: (person: PersonDetail) => Promise<unknown>;
  /**
   * The profile's contact (the phone), saved apart where the module has a call for it: the
   * generic update_contact (spec: account §7). The chain's update-user carries it with the person.
   */
  updateContact: ((contact: { phone: string }) => Promise<unknown>) | undefined;
  /**
   * The profile's loyalty card: one of the person's infos with the generic module
   * (update_person_info, spec: account §7), the chain's update-info-user (fidelity).
   */
  updateCard: (card: string) => Promise<unknown>;
  /**
   * The shopper's own billing address on the profile, the generic update_billing_address (spec:
   * account §7): the generic PersonDetail holds one. The chain's user has none (its billing data
   * are the user-person-fiscal identities, which both modules list beside it), so no call.
   */
  updateBillingAddress: ((address: BillingAddress) => Promise<unknown>) | undefined;
  /**
   * What the social provider the shopper signed in with says of her (generic social_user_detail:
   * names, gender, birth date), to prefill a profile her social sign-up left incomplete. The
   * chain's module has no such call.
   */
  socialProfile: (() => Promise<unknown>) | undefined;
  /** /profile/update-password: the password in use as the proof, then the new one. */
  changePassword: (oldPassword: string, newPassword: string, told?: Told) => Promise<unknown>;
  /** /reset-password-request: a link mailed to the e-mail (the fiscal code where the module takes it). */
  requestPasswordReset: (who: { email: string; fiscalCode?: string }) => Promise<unknown>;
  /**
   * /profile/update-email, with the password in use as the proof the change is the shopper's;
   * either module mails a link to the new address, which confirms it (/email-confirmed).
   */
  changeEmail: (newEmail: string, password: string, told?: Told) => Promise<unknown>;
  /*
   * No screen changes the username (generic registration/update_username) on its own: the shop
   * signs in by e-mail (spec: shopping §1 "Login is by e-mail and password"), and the e-mail change
   * above already makes the confirmed address the login (update_email). A separate username would
   * be a login that is not the e-mail; using update_username for the e-mail instead would skip the
   * confirmation by the mailed link (account §4). The SDK area keeps the call for a shop that
   * signs in by another name.
   */
}

export function registrationCalls(areas: Areas, module: RegistrationModule): RegistrationCalls {
  const { accountModule: chain, registration: generic } = areas;
  if (module === 'generic')
    return {
      module,
      register: generic.register,
      checkUser: undefined,
      confirm: generic.confirm,
      profile: generic.detail,
      updateProfile: generic.updateDetail,
      updateContact: (contact) => generic.updateContact(contact),
      updateCard: (card) => generic.updatePersonInfo(PERSON_INFO_FIDELITY_CARD, card),
      updateBillingAddress: (address) => generic.updateBillingAddress({ ...address }),
      socialProfile: generic.socialDetail,
      changePassword: generic.changePassword,
      requestPasswordReset: generic.requestPasswordReset,
      changeEmail: generic.requestEmailChange,
    };
  return {
    module,
    register: chain.register,
    checkUser: chain.checkUser,
    // The chain's link carries the control code; the e-mail is the account's already.
    confirm: (_email, controlCode) => chain.confirmRegistration(controlCode),
    profile: chain.user,
    updateProfile: chain.updateUser,
    updateContact: undefined,
    updateCard: (card) => chain.updateInfo({ fidelity: card }),
    updateBillingAddress: undefined,
    socialProfile: undefined,
    /*
     * Which of the chain's five credential calls (spec: account §7 "Registration module
     * (chain-specific)") each screen makes:
     * - 'Aggiorna password' asks the password in use and the new one: update-credentials
     *   (OldPassword, NewPassword) carries both in a POST body, the account family's own call
     *   beside update-email. api-iperal/update_password takes the same two in a GET's query, where
     *   passwords end up in every proxy's access log, so the screen does not use it; change-password
     *   (cod_int, new_password) sets a password by the loyalty code, a proof the shopper does not
     *   type on this screen (the reset's token or the old password ride along, see the area).
     * - The reset request: request-reset-password (email); the chain's call takes no fiscal code.
     * - The e-mail change: update-email (Email, Password, UniqueId), the password as the proof.
     */
    changePassword: chain.updateCredentials,
    requestPasswordReset: ({ email }) => chain.requestPasswordReset(email),
    changeEmail: (newEmail, password, told) =>
      chain.updateEmail(newEmail, password, undefined, told),
  };
}
