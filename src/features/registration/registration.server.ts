/**
 * What the registration pages load on the server (spec: account §7 pdv_list,
 * registration-disclaimer/list, registration_confirm): the form's choices before it shows, and
 * the mailed link's control code confirmed before /registration-confirmed says anything.
 */
import { type EbsnClient, type RegistrationModule, registrationCalls } from '@sporta/sdk';
import { failureText, isUnknownAnswer } from '../../platform/results/failure-text';
import type { Disclaimer, Pdv } from './registration-form';

export interface RegistrationChoices {
  stores: Pdv[];
  disclaimers: Disclaimer[];
}

const list = (answer: unknown, key: string): Record<string, unknown>[] => {
  const rows = Array.isArray(answer)
    ? answer
    : (answer as Record<string, unknown> | undefined)?.[key];
  return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
};

/**
 * The stores and the consents; a failed lookup is the page's failure (no consents, no form). The
 * stores (pdv_list) are the chain module's: with the generic one there is no store to choose.
 */
export async function loadRegistrationChoices(
  ebsn: EbsnClient,
  module: RegistrationModule,
): Promise<RegistrationChoices> {
  const [stores, disclaimers] = await Promise.all([
    module === 'chain' ? ebsn.accountModule.stores() : Promise.resolve([]),
    ebsn.registration.disclaimers(),
  ]);
  return {
    stores: list(stores, 'stores').map((s) => ({
      storeId: Number(s.storeId),
      name: String(s.name ?? ''),
      city: String(s.city ?? ''),
    })),
    disclaimers: list(disclaimers, 'disclaimers').map((d) => ({
      registrationDisclaimerId: Number(d.registrationDisclaimerId),
      descr: String(d.descr ?? ''),
      required: d.required === true,
    })),
  };
}

/** Confirmed, refused with the shop's words (a wrong or used code), or no answer at all. */
export type Confirmation = { confirmed: true } | { invalid: string } | { failed: unknown };

export async function confirmRegistration(
  ebsn: EbsnClient,
  module: RegistrationModule,
  query: URLSearchParams,
  invalidText: string,
): Promise<Confirmation> {
  const email = query.get('e_mail')?.trim() ?? '';
  const code = query.get('reg_control_code')?.trim() ?? '';
  if (!email || !code) return { invalid: invalidText };
  try {
    await registrationCalls(ebsn, module).confirm(email, code);
    return { confirmed: true };
  } catch (error) {
    return isUnknownAnswer(error)
      ? { invalid: failureText(error) || invalidText }
      : { failed: error };
  }
}
