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
import { lacksWhatProvidersSay, type SocialPrefill, socialPrefill } from './social-prefill';

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
  /**
   * What the social provider said and the profile now shows (generic module, a profile lacking
   * what a provider says): the page tells her so; undefined otherwise.
   */
  social: SocialPrefill | undefined;
}

const quietly = async <T>(what: string, load: () => Promise<T>): Promise<T | undefined> => {
  try {
    return await load();
  } catch (error) {
    console.warn(`[profile] ${what} unavailable`, error);
    return undefined;
  }
};

/**
 * After a social sign-up the profile lacks what the provider knows (spec: account §7 GET
 * social_user_detail): asked only then, and only where the module has the call; a refusal (no
 * social account linked) leaves the profile as it is.
 */
async function prefilled(
  profile: Profile,
  socialProfile: (() => Promise<unknown>) | undefined,
): Promise<SocialPrefill | undefined> {
  if (!socialProfile || !lacksWhatProvidersSay(profile.values)) return undefined;
  const answer = await quietly('social_user_detail', socialProfile);
  return answer === undefined ? undefined : socialPrefill(profile.values, answer);
}

/** `module`: the shop's registration module, whose profile call is read (README REGISTRATION_MODULE). */
export async function loadProfilePage(
  ebsn: EbsnClient,
  module: RegistrationModule = 'chain',
): Promise<ProfilePage> {
  const [user, billing] = await Promise.all([
    quietly('profile', () => registrationCalls(ebsn, module).profile()),
    quietly('user-person-fiscal/list', () => ebsn.registration.billingIdentities()),
  ]);
  const calls = registrationCalls(ebsn, module);
  const keepsAddress = calls.updateBillingAddress !== undefined;
  const profile = user === undefined ? undefined : profileOf(user);
  const social = profile ? await prefilled(profile, calls.socialProfile) : undefined;
  return {
    profile: profile && social ? { ...profile, values: social.values } : profile,
    social,
    billing: billing === undefined ? undefined : billingOf(billing),
    billingAddress:
      keepsAddress && user !== undefined
        ? billingAddressOf((user as { billingAddress?: unknown }).billingAddress)
        : undefined,
  };
}
