/**
 * What /profile/profile-update loads on the server with the shopper's session, in parallel: the
 * profile (api-iperal/account/user, or registration/user_detail with the generic module) and the billing
 * identities (user-person-fiscal/list). A part that fails is said in its place, never an error
 * page: the other still works.
 */
import { type EbsnClient, type RegistrationModule, registrationCalls } from '@sporta/sdk';
import {
  type BillingAddressValues,
  type BillingIdentity,
  billingAddressOf,
  billingOf,
} from './billing';
import { type Profile, profileOf } from './profile-form';

export interface ProfilePage {
  /** undefined: the profile could not be read. */
  profile: Profile | undefined;
  /** undefined: the billing identities could not be read. */
  billing: BillingIdentity[] | undefined;
  /**
   * The shopper's own billing address, where the module keeps one on the profile (the generic
   * user_detail's `billingAddress`); undefined with the chain's, or when the profile is unreadable.
   */
  billingAddress: BillingAddressValues | undefined;
}

const quietly = async <T>(what: string, load: () => Promise<T>): Promise<T | undefined> => {
  try {
    return await load();
  } catch (error) {
    console.warn(`[profile] ${what} unavailable`, error);
    return undefined;
  }
};

/** `module`: the shop's registration module, whose profile call is read (README REGISTRATION_MODULE). */
export async function loadProfilePage(
  ebsn: EbsnClient,
  module: RegistrationModule = 'chain',
): Promise<ProfilePage> {
  const [user, billing] = await Promise.all([
    quietly('profile', () => registrationCalls(ebsn, module).profile()),
    quietly('user-person-fiscal/list', () => ebsn.registration.billingIdentities()),
  ]);
  const keepsAddress = registrationCalls(ebsn, module).updateBillingAddress !== undefined;
  return {
    profile: user === undefined ? undefined : profileOf(user),
    billing: billing === undefined ? undefined : billingOf(billing),
    billingAddress:
      keepsAddress && user !== undefined
        ? billingAddressOf((user as { billingAddress?: unknown }).billingAddress)
        : undefined,
  };
}
