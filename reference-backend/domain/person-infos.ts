/**
 * A person's infos (registration/update_person_info {personInfoTypeId, value}), her own billing
 * address (update_billing_address) and what a social provider says of her (social_user_detail),
 * spec: account §7 "Registration and profile (generic module)". The spec names update_person_info
 * but no type ids; these are the ones this backend seeds
 * (README "Reference backend"), each with the rule of the form that sends it (account §5), so a
 * forged value is refused as the form would refuse it.
 */
import { anyPhone, digits, exactLength, postalCode, required, type Validator } from '@sporta/rules';
import type { Call } from '../http/call.ts';
import { Refusal } from '../http/envelope.ts';
import { type JsonObject, optString } from '../http/input.ts';
import { BACKEND_TEXTS } from '../messages.ts';
import { currentUser } from './profile.ts';
import { checkField } from './validation.ts';

interface PersonInfoType {
  /** Where the profile (PersonDetail) shows it besides personInfos, if anywhere. */
  field?: string;
  rules: Validator[];
}

export const PERSON_INFO_TYPES: Readonly<Record<number, PersonInfoType>> = {
  /** The loyalty card number: its digits, as the profile's card form checks them. */
  1: { field: 'fidelityCard', rules: [required, digits] },
  /** The mobile and the home phone: either phone rule of account §5. */
  2: { rules: [required, anyPhone] },
  3: { rules: [required, anyPhone] },
};

/** The values the person saves for the info: refused when the type is unknown or the value wrong. */
export function personInfoValues(
  infos: Record<string, string>,
  typeId: number,
  value: string,
): Record<string, unknown> {
  const type = PERSON_INFO_TYPES[typeId];
  if (!type) throw new Refusal(BACKEND_TEXTS.personInfoUnknown);
  const trimmed = value.trim();
  checkField(trimmed, ...type.rules);
  return {
    infos: { ...infos, [String(typeId)]: trimmed },
    ...(type.field ? { [type.field]: trimmed } : {}),
  };
}

/**
 * The shopper's own billing address (registration/update_billing_address): the street and the
 * town required, the postal code and the province (two letters) checked when given, as the
 * profile's form checks them; what else the body carries is kept as sent.
 */
export function checkedBillingAddress(body: JsonObject): JsonObject {
  const address1 = optString(body.address1)?.trim() ?? '';
  const city = optString(body.city)?.trim() ?? '';
  checkField(address1, required);
  checkField(city, required);
  const postal = optString(body.postalCode)?.trim();
  checkField(postal, postalCode);
  const province = optString(body.province)?.trim().toUpperCase();
  checkField(province, exactLength(2));
  return {
    ...body,
    address1,
    city,
    ...(postal === undefined ? {} : { postalCode: postal }),
    ...(province === undefined ? {} : { province }),
  };
}

/**
 * What the social provider says of the signed-in shopper (registration/social_user_detail): its
 * linked account of the provider she signed in with, else her first linked one. Its e-mail is the
 * provider's, its person the names, gender and birth date the provider gave — read to prefill a
 * profile a social sign-up left incomplete. Nobody linked: refused in Italian.
 */
export function socialDetail(call: Call) {
  const user = currentUser(call);
  const provider = call.session.data.signedInWith;
  const link = call.shop.db.one<{ provider: string; subject: string; profile: string }>(
    `SELECT provider, subject, profile FROM sign_in_links WHERE user_id = ?
      ORDER BY provider = ? DESC, provider, subject LIMIT 1`,
    user.user_id,
    typeof provider === 'string' ? provider : '',
  );
  if (!link) throw new Refusal(BACKEND_TEXTS.socialDetailNone);
  const said = JSON.parse(link.profile) as Record<string, unknown>;
  const person: Record<string, string> = {};
  for (const key of ['firstName', 'lastName', 'gender', 'birthDate'])
    if (typeof said[key] === 'string') person[key] = said[key];
  return {
    data: { userId: user.user_id, provider: link.provider, email: link.subject, person },
  };
}
