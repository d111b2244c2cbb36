/**
 * The registration actions of the browser (spec: account §4 "Registration", §7 check-user,
 * iperal-registration/register_user or registration/register_user as the shop's module says,
 * generate-fiscal-code, registration_resend_email), through the browser's EBSN core. Each answers `Outcome`: done, or the text to show where the shopper acted.
 */
import {
  accountModuleArea,
  type RegistrationModule,
  registrationArea,
  registrationCalls,
} from '@sporta/sdk';
import { attempt, done, type Outcome, refused } from '../../platform/results/outcome';
import { ebsnCore } from '../../shell/hydration/ebsn';
import { type Disclaimer, type RegistrationValues, registrationBodyOf } from './registration-form';

/** The calls of the shop's registration module (README REGISTRATION_MODULE). */
const callsOf = (module: RegistrationModule) =>
  registrationCalls(
    { accountModule: accountModuleArea(ebsnCore()), registration: registrationArea(ebsnCore()) },
    module,
  );

/** Who already has an account with these data (check-user): nobody, the e-mail or the fiscal code. */
export type Taken = { emailTaken: boolean; fiscalCodeTaken: boolean };

export async function checkUser(
  values: RegistrationValues,
  disclaimers: readonly Disclaimer[],
  module: RegistrationModule,
): Promise<Outcome<Taken>> {
  const { password: _never, ...body } = registrationBodyOf(values, disclaimers);
  const check = callsOf(module).checkUser;
  // The generic module has no check-user: its register_user refuses a known e-mail itself.
  if (!check) return done({ emailTaken: false, fiscalCodeTaken: false });
  const outcome = await attempt(() => check(body));
  if (!outcome.ok) return outcome;
  const data = (outcome.value ?? {}) as Record<string, unknown>;
  const emailTaken = data.emailTaken === true;
  const fiscalCodeTaken = data.fiscalCodeTaken === true;
  // A backend that only says `exists` names no field: the e-mail is the account's key.
  return done({
    emailTaken: emailTaken || (data.exists === true && !fiscalCodeTaken),
    fiscalCodeTaken,
  });
}

export const register = (
  values: RegistrationValues,
  disclaimers: readonly Disclaimer[],
  module: RegistrationModule,
) => attempt(() => callsOf(module).register(registrationBodyOf(values, disclaimers)));

/** The fiscal code computed from the birth data (account §7 generate-fiscal-code). */
export async function generateFiscalCode(person: {
  name: string;
  surname: string;
  gender: string;
  birthDate: string;
  townId: string;
}): Promise<Outcome<string>> {
  const outcome = await attempt(() =>
    accountModuleArea(ebsnCore()).generateFiscalCode({
      name: person.name,
      surname: person.surname,
      gender: person.gender,
      birthDate: person.birthDate,
      idLocalita: person.townId,
    }),
  );
  if (!outcome.ok) return outcome;
  const code = (outcome.value as { fiscalCode?: unknown } | undefined)?.fiscalCode;
  return typeof code === 'string' && code
    ? done(code)
    : refused('registration.fiscalCode.missingData');
}

/**
 * The fiscal code of a shopper born abroad, from the country (account §7 get-id-code: name,
 * surname, birthDate, birthCountry; the gender too, see openapi get-id-code).
 */
export async function fiscalCodeAbroad(person: {
  name: string;
  surname: string;
  gender: string;
  birthDate: string;
  country: string;
}): Promise<Outcome<string>> {
  const { country, ...birth } = person;
  const outcome = await attempt(() =>
    accountModuleArea(ebsnCore()).idCode({ ...birth, birthCountry: country }),
  );
  if (!outcome.ok) return outcome;
  const answer = (outcome.value ?? {}) as { fiscalCode?: unknown; idCode?: unknown };
  const code = answer.fiscalCode ?? answer.idCode;
  return typeof code === 'string' && code
    ? done(code)
    : refused('registration.fiscalCode.missingData');
}

export const resendConfirmation = (email: string) =>
  attempt(() => registrationArea(ebsnCore()).resendConfirmation(email));
