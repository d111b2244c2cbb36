/**
 * What /profile/profile-update loads on the server with the shopper's session, in parallel: the
 * profile (api-iperal/account/user, the chain module the registration uses) and the billing
 * identities (user-person-fiscal/list). A part that fails is said in its place, never an error
 * page: the other still works.
 */
import type { EbsnClient } from '@sporta/sdk';
import { type BillingIdentity, billingOf } from './billing';
import { type Profile, profileOf } from './profile-form';

export interface ProfilePage {
  /** undefined: the profile could not be read. */
  profile: Profile | undefined;
  /** undefined: the billing identities could not be read. */
  billing: BillingIdentity[] | undefined;
}

const quietly = async <T>(what: string, load: () => Promise<T>): Promise<T | undefined> => {
  try {
    return await load();
  } catch (error) {
    console.warn(`[profile] ${what} unavailable`, error);
    return undefined;
  }
};

export async function loadProfilePage(ebsn: EbsnClient): Promise<ProfilePage> {
  const [user, billing] = await Promise.all([
    quietly('account/user', () => ebsn.accountModule.user()),
    quietly('user-person-fiscal/list', () => ebsn.registration.billingIdentities()),
  ]);
  return {
    profile: user === undefined ? undefined : profileOf(user),
    billing: billing === undefined ? undefined : billingOf(billing),
  };
}
