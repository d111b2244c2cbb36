/**
 * What /consegna-agevolata loads on the server for the request section: nothing for a guest
 * (they get a login link); for a signed-in shopper, in parallel, whether they may ask
 * (iperal-module-controller/control with their user id, account §7) and their profile's data
 * the form starts with (api-iperal/account/user). A call that fails is said in place: the
 * page's content still shows.
 */
import type { EbsnClient } from '@sporta/sdk';
import type { Shopper } from '../../platform/shopper/shopper';
import { type Eligibility, eligibilityOf, type FacilitatedValues } from './facilitated-request';

export type FacilitatedSection =
  | { kind: 'guest' }
  | {
      kind: 'shopper';
      eligibility: Eligibility;
      person: Pick<FacilitatedValues, 'firstName' | 'lastName' | 'fiscalCode' | 'phone'>;
    };

const quietly = async <T>(what: string, load: () => Promise<T>): Promise<T | undefined> => {
  try {
    return await load();
  } catch (error) {
    console.warn(`[facilitated-delivery] ${what} unavailable`, error);
    return undefined;
  }
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** The profile's data as the form's starting values (PersonDetail: person.*, phone). */
export function personOf(
  user: unknown,
): Extract<FacilitatedSection, { kind: 'shopper' }>['person'] {
  const answer = record(user);
  const person = record(answer.person);
  return {
    firstName: text(person.firstName),
    lastName: text(person.lastName),
    fiscalCode: text(person.fiscalCode),
    phone: text(answer.phone),
  };
}

export async function loadFacilitatedSection(
  ebsn: EbsnClient,
  shopper: Shopper,
): Promise<FacilitatedSection> {
  if (!shopper.loggedIn || shopper.userId === undefined) return { kind: 'guest' };
  const userId = shopper.userId;
  const [control, user] = await Promise.all([
    quietly('module control', () => ebsn.accountModule.control(userId)),
    quietly('account/user', () => ebsn.accountModule.user()),
  ]);
  return {
    kind: 'shopper',
    // Without the profile there is nothing to start from and no way to tell: said, no form.
    eligibility: user === undefined ? 'unknown' : eligibilityOf(control),
    person: personOf(user),
  };
}
