/**
 * What /profile/gift loads on the server with the shopper's session, in parallel: the gift
 * certificates with their history (`giftcertificate/list`, show_history) and those assigned by
 * hand (`list-manual-assigned`, show_history). A list that fails is said in its place, never an
 * error page: the other part and the workplace form still work.
 */
import type { EbsnClient } from '@sporta/sdk';
import {
  type Advantage,
  type AdvantagesParts,
  advantagesOf,
  arrangeAdvantages,
} from './advantages';

const quietly = async (
  what: string,
  load: () => Promise<unknown>,
): Promise<Advantage[] | undefined> => {
  try {
    return advantagesOf(await load());
  } catch (error) {
    console.warn(`[advantages] ${what} unavailable`, error);
    return undefined;
  }
};

export async function loadAdvantages(ebsn: EbsnClient): Promise<AdvantagesParts> {
  const [all, manual] = await Promise.all([
    quietly('giftcertificate/list', () => ebsn.registration.giftCertificates(true)),
    quietly('list-manual-assigned', () => ebsn.registration.manualGiftCertificates(true)),
  ]);
  return arrangeAdvantages(all, manual);
}
