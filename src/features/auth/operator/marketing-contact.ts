/**
 * The back office's marketing contacts (issue 40; spec: account §7 "POST marketingcloud/
 * contact-key (ChannelAddressList, MaximumCount); POST marketingcloud/remove (contactKey,
 * userId)"): an operator finds a customer's marketing contact by e-mail and removes it. Server
 * side only, behind the admin guard (MARKETING_CONTACT_ROLES). Each step answers an Outcome.
 */
import { email, emailRequired } from '@sporta/rules';
import type { EbsnClient } from '@sporta/sdk';
import * as z from 'zod/mini';
import { attempt, done, type Outcome, refused } from '../../../platform/results/outcome';

export interface MarketingContact {
  channelAddress: string;
  contactKey: string;
  userId: number;
}

const contactsSchema = z.object({
  contactKeys: z.array(
    z.object({ channelAddress: z.string(), contactKey: z.string(), userId: z.int() }),
  ),
});

/** One customer is looked up at a time: the e-mail the operator typed. */
const ONE_CONTACT = 1;

/** The typed e-mail, trimmed, or the field's issue (the shop's one e-mail rule). */
export function typedEmailIssue(typed: string) {
  const value = typed.trim();
  return emailRequired(value) ?? email(value);
}

/** The contacts `marketingcloud/contact-key` answers; a bad answer has none. */
export function contactsOf(answer: unknown): MarketingContact[] {
  const parsed = contactsSchema.safeParse(answer);
  return parsed.success ? parsed.data.contactKeys : [];
}

/** Finds the marketing contact of the customer with `typed` e-mail; none found is a refusal. */
export async function findContact(
  ebsn: EbsnClient,
  typed: string,
): Promise<Outcome<MarketingContact>> {
  const issue = typedEmailIssue(typed);
  if (issue) return refused(issue.key);
  const found = await attempt(() =>
    ebsn.backoffice.marketingContactKey([typed.trim()], ONE_CONTACT),
  );
  if (!found.ok) return found;
  const [contact] = contactsOf(found.value);
  return contact ? done(contact) : refused('backoffice.marketing.none');
}

/** Removes a contact the page showed (its key and customer, from the form's hidden fields). */
export async function removeContact(
  ebsn: EbsnClient,
  contactKey: string,
  userId: number,
): Promise<Outcome<string>> {
  if (!contactKey.trim() || !Number.isInteger(userId) || userId <= 0)
    return refused('errors.generic');
  const removed = await attempt(() => ebsn.backoffice.removeMarketingContact(contactKey, userId));
  return removed.ok ? done(contactKey) : removed;
}
