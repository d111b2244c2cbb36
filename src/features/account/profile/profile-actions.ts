/**
 * The store actions of /profile/profile-update (spec: account §7 api-iperal/account/update-user,
 * update-info-user or registration/update_person_info, user-person-fiscal insert-billing-address and delete-person-fiscal), through
 * the browser's EBSN core. Loaded with the shopper's first press, so the page's JavaScript carries
 * no SDK call until then. Each answers one shape (platform/results/outcome.ts).
 */
import {
  accountModuleArea,
  type RegistrationModule,
  registrationArea,
  registrationCalls,
} from '@sporta/sdk';
import { attempt, done, type Outcome, refused } from '../../../platform/results/outcome';
import { ebsnCore } from '../../../shell/hydration/ebsn';
import {
  type BillingAddressValues,
  type BillingIdentity,
  type BillingValues,
  billingAddressBodyOf,
  billingBodyOf,
  billingOf,
} from './billing';
import { type ProfileValues, profileBodyOf, profileOf } from './profile-form';

/** The calls of the shop's registration module (README REGISTRATION_MODULE). */
const callsOf = (module: RegistrationModule) =>
  registrationCalls(
    { accountModule: accountModuleArea(ebsnCore()), registration: registrationArea(ebsnCore()) },
    module,
  );

/**
 * update-user of the chain module (the person and the phone together); with the generic one
 * update_user_detail saves the person and update_contact the phone, each module's own calls
 * (spec: account §7; README REGISTRATION_MODULE).
 */
export const saveProfile = (
  values: ProfileValues,
  module: RegistrationModule = 'chain',
): Promise<Outcome<unknown>> => {
  const calls = callsOf(module);
  const { person, phone } = profileBodyOf(values);
  const { updateContact } = calls;
  if (!updateContact) return attempt(() => calls.updateProfile({ person, phone }));
  return attempt(async () => {
    await calls.updateProfile({ person });
    return updateContact({ phone });
  });
};

/**
 * The card as the shop now holds it: the chain's update-info-user answers the whole profile, the
 * generic update_person_info the info alone ({personInfoTypeId, value}), so the card typed.
 */
export async function saveCard(
  card: string,
  module: RegistrationModule = 'chain',
): Promise<Outcome<string>> {
  const outcome = await attempt(() => callsOf(module).updateCard(card.trim()));
  if (!outcome.ok) return outcome;
  return done(profileOf(outcome.value)?.fidelityCard ?? card.trim());
}

/**
 * The shopper's own billing address (generic module: update_billing_address); answers what was
 * saved. The chain keeps none (registration-module.ts), and its page shows no such form.
 */
export async function saveBillingAddress(
  values: BillingAddressValues,
  module: RegistrationModule,
): Promise<Outcome<BillingAddressValues>> {
  const update = callsOf(module).updateBillingAddress;
  if (!update) return refused('errors.generic');
  const body = billingAddressBodyOf(values);
  const outcome = await attempt(() => update(body));
  return outcome.ok ? done(body) : outcome;
}

/** Adds a billing identity; answers the list as the shop now has it. */
export async function addBilling(values: BillingValues): Promise<Outcome<BillingIdentity[]>> {
  const area = registrationArea(ebsnCore());
  const added = await attempt(() => area.addBillingIdentity(billingBodyOf(values)));
  if (!added.ok) return added;
  return listBilling();
}

/** Deletes one; answers the list as the shop now has it. */
export async function removeBilling(personFiscalId: number): Promise<Outcome<BillingIdentity[]>> {
  const removed = await attempt(() =>
    registrationArea(ebsnCore()).removeBillingIdentity(personFiscalId),
  );
  if (!removed.ok) return removed;
  return listBilling();
}

async function listBilling(): Promise<Outcome<BillingIdentity[]>> {
  const list = await attempt(() => registrationArea(ebsnCore()).billingIdentities());
  return list.ok ? done(billingOf(list.value)) : list;
}
