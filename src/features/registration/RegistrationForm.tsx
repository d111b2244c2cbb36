/**
 * The chain's registration form of /registration-user (spec: account §3 registration payload,
 * §4 "Registration", §5 rules, §7 check-user, register_user, generate-fiscal-code, pdv_list,
 * registration-disclaimer/list): every field checked with @sporta/rules on leaving it and on
 * submit; check-user first (an existing account is told, with the login and the password
 * reset); the shop's refusals on their field; nothing typed lost. Done → /registration-completed.
 * The new password and its repetition are the shared plain fields of shell/forms/NewPasswordFields.tsx.
 */
import { addMessages, t } from '@sporta/i18n';
import { registration } from '@sporta/i18n/messages/registration';
import { validationMore } from '@sporta/i18n/messages/validation-more';
import {
  anyPhone,
  date,
  digits,
  email as emailFormat,
  emailRequired,
  fiscalCodeWithChecksum,
  name,
  postalCode,
  required,
} from '@sporta/rules';
import {
  Button,
  Checkbox,
  DateField,
  ResponseMessageBox,
  SelectField,
  TextField,
} from '@sporta/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { LOGIN_PATH, PRIVACY_PAGE_PATH, RULES_PAGE_PATH } from '../../platform/routes';
import { asCode, CODE_INPUT } from '../../shell/forms/code-input';
import { fieldRule } from '../../shell/forms/form-rules';
import { NewPasswordFields } from '../../shell/forms/NewPasswordFields';
import {
  checkedBeforeHydration,
  leftBeforeHydration,
  typedBeforeHydration,
  writingIn,
} from '../../shell/forms/typed-before-hydration';
import { useIslandReady } from '../../shell/hydration/island-ready';
// Delivery's stateless lookups, not its index.ts, which would bring the whole delivery flow
// past this page's 120 KB budget (docs/adr/0013).
import {
  type Place,
  postalCodeToFill,
  provinces,
  streets,
  towns,
} from '../delivery/address-lookups';
import { checkUser, generateFiscalCode, register } from './registration';
import {
  consentKey,
  type Disclaimer,
  EMPTY_REGISTRATION,
  fieldOfRefusal,
  type Pdv,
  type RegistrationValues,
} from './registration-form';
import { completedPath, RESET_REQUEST_PATH } from './registration-paths';
import './registration.css';

addMessages(registration);
addMessages(validationMore);

const ID = 'reg';
type TextName = Exclude<keyof RegistrationValues, 'consents'>;
const TEXT_FIELDS = Object.keys(EMPTY_REGISTRATION).filter((k) => k !== 'consents') as TextName[];
export const fieldId = (field: string) => `${ID}-${field}`;

export interface RegistrationFormProps {
  stores: readonly Pdv[];
  disclaimers: readonly Disclaimer[];
}

/** A list of lookups (provinces, towns, streets) that follows `key`; empty while unknown. */
function useLookup(load: (key: string) => Promise<Place[]>, key: string): Place[] {
  const [places, setPlaces] = useState<Place[]>([]);
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    let current = true;
    void latest.current(key).then((found) => current && setPlaces(found));
    return () => {
      current = false;
    };
  }, [key]);
  return places;
}

function startingValues(disclaimers: readonly Disclaimer[]): RegistrationValues {
  const values = { ...EMPTY_REGISTRATION, consents: {} as Record<string, boolean> };
  for (const field of TEXT_FIELDS) values[field] = typedBeforeHydration(fieldId(field));
  for (const d of disclaimers) {
    const key = consentKey(d.registrationDisclaimerId);
    values.consents[key] = checkedBeforeHydration(fieldId(key));
  }
  return values;
}

export default function RegistrationForm({ stores, disclaimers }: RegistrationFormProps) {
  const root = useRef<HTMLDivElement>(null);
  useIslandReady(root);
  const form = useForm<RegistrationValues>({
    mode: 'onTouched',
    defaultValues: startingValues(disclaimers),
  });
  const { errors, isSubmitting } = form.formState;
  const [refusals, setRefusals] = useState<string[]>([]);
  const [exists, setExists] = useState(false);
  const [fiscalNote, setFiscalNote] = useState('');
  const [birthProvince, province, city] = form.watch(['birthProvince', 'province', 'city']);
  const provinceList = useLookup(() => provinces(), 'all');
  const birthTowns = useLookup(() => towns(birthProvince), birthProvince);
  const townList = useLookup(() => towns(province), province);
  const address1 = form.watch('address1');
  const streetList = useLookup(
    () => streets(province, city, address1),
    `${province}|${city}|${address1}`,
  );

  useEffect(() => {
    const left = TEXT_FIELDS.filter((field) => leftBeforeHydration(fieldId(field)));
    if (left.length > 0) void form.trigger(left);
  }, [form]);

  // A known town fills in its postal code, as in the address form (postalCodeToFill says when).
  const filledCap = useRef('');
  useEffect(() => {
    const typed = form.getValues('postalCode');
    const code = postalCodeToFill(townList, city, {
      value: typed,
      filled: filledCap.current,
      writing: writingIn(fieldId('postalCode')),
    });
    if (!code) return;
    filledCap.current = code;
    form.setValue('postalCode', code, { shouldValidate: typed !== '' });
  }, [townList, city, form]);

  const generate = async () => {
    setFiscalNote('');
    const ok = await form.trigger(['firstName', 'lastName', 'gender', 'birthDate', 'birthPlace']);
    const values = form.getValues();
    const town = birthTowns.find((place) => place.name === values.birthPlace.trim());
    if (!ok || !town) {
      setFiscalNote(t('registration.fiscalCode.missingData'));
      return;
    }
    const outcome = await generateFiscalCode({
      name: values.firstName.trim(),
      surname: values.lastName.trim(),
      gender: values.gender,
      birthDate: values.birthDate.trim(),
      townId: town.id,
    });
    if (!outcome.ok) {
      form.setError('fiscalCode', {
        message: outcome.message || t('registration.fiscalCode.missingData'),
      });
      return;
    }
    form.setValue('fiscalCode', outcome.value, { shouldValidate: true });
    setFiscalNote(t('registration.fiscalCode.generated'));
  };

  const submit = form.handleSubmit(async (values) => {
    setRefusals([]);
    setExists(false);
    const check = await checkUser(values, disclaimers);
    if (!check.ok) return setRefusals([check.message]);
    if (check.value.emailTaken || check.value.fiscalCodeTaken) {
      if (check.value.emailTaken) form.setError('email', { message: t('registration.emailTaken') });
      if (check.value.fiscalCodeTaken)
        form.setError('fiscalCode', { message: t('registration.fiscalCodeTaken') });
      return setExists(true);
    }
    const outcome = await register(values, disclaimers);
    if (outcome.ok) return window.location.assign(completedPath(values.email.trim().toLowerCase()));
    const field = fieldOfRefusal(outcome.message);
    if (field && field !== 'consents')
      form.setError(field, { message: outcome.message }, { shouldFocus: true });
    else setRefusals([outcome.message]);
  });

  const text = (field: TextName, rules: Parameters<typeof fieldRule>, trim = true) =>
    form.register(field, {
      validate: fieldRule(...rules),
      ...(trim ? { setValueAs: (value: string) => value.trim() } : {}),
    });
  const own = (field: FieldPath<RegistrationValues>) => ({ id: fieldId(field) });
  const storeOptions = stores.map((s) => ({
    value: String(s.storeId),
    label: `${s.name} – ${s.city}`,
  }));
  const provinceOptions = provinceList.map((p) => ({ value: p.code, label: p.name }));

  return (
    <div className="registration-form" ref={root} data-signals-ready>
      <form method="post" noValidate onSubmit={submit} aria-busy={isSubmitting}>
        <fieldset>
          <legend>{t('registration.section.person')}</legend>
          <div className="registration-form__grid">
            <TextField
              {...own('firstName')}
              label={t('registration.firstName')}
              required
              autoComplete="given-name"
              error={errors.firstName?.message}
              {...text('firstName', [required, name])}
            />
            <TextField
              {...own('lastName')}
              label={t('registration.lastName')}
              required
              autoComplete="family-name"
              error={errors.lastName?.message}
              {...text('lastName', [required, name])}
            />
            <SelectField
              {...own('gender')}
              label={t('registration.gender')}
              required
              options={[
                { value: 'M', label: t('registration.gender.M') },
                { value: 'F', label: t('registration.gender.F') },
              ]}
              error={errors.gender?.message}
              {...text('gender', [required])}
            />
            <DateField
              {...own('birthDate')}
              label={t('registration.birthDate')}
              required
              autoComplete="bday"
              error={errors.birthDate?.message}
              {...text('birthDate', [required, date])}
            />
            <SelectField
              {...own('birthProvince')}
              label={t('registration.birthProvince')}
              options={provinceOptions}
              error={errors.birthProvince?.message}
              {...text('birthProvince', [])}
            />
            <TextField
              {...own('birthPlace')}
              label={t('registration.birthPlace')}
              required
              list={`${ID}-birth-towns`}
              error={errors.birthPlace?.message}
              {...text('birthPlace', [required])}
            />
          </div>
          <datalist id={`${ID}-birth-towns`}>
            {birthTowns.map((town) => (
              <option key={town.id} value={town.name} />
            ))}
          </datalist>
          <div className="registration-form__fiscal">
            <TextField
              {...own('fiscalCode')}
              label={t('registration.fiscalCode')}
              required
              {...CODE_INPUT}
              error={errors.fiscalCode?.message}
              {...form.register('fiscalCode', {
                validate: fieldRule(required, fiscalCodeWithChecksum),
                setValueAs: asCode,
              })}
            />
            <Button type="button" variant="secondary" onClick={() => void generate()}>
              {t('registration.fiscalCode.generate')}
            </Button>
            <p className="registration-form__note" role="status">
              {fiscalNote || t('registration.fiscalCode.generateHint')}
            </p>
          </div>
        </fieldset>

        <fieldset>
          <legend>{t('registration.section.account')}</legend>
          <div className="registration-form__grid">
            <TextField
              {...own('email')}
              label={t('registration.email')}
              type="email"
              required
              autoComplete="email"
              inputMode="email"
              error={errors.email?.message}
              {...text('email', [emailRequired, emailFormat])}
            />
            <TextField
              {...own('phone')}
              label={t('registration.phone')}
              type="tel"
              autoComplete="tel"
              error={errors.phone?.message}
              {...text('phone', [anyPhone])}
            />
            <NewPasswordFields
              form={form}
              names={{ password: 'password', confirm: 'passwordConfirm' }}
              ids={{ password: fieldId('password'), confirm: fieldId('passwordConfirm') }}
              labels={{
                password: t('registration.password'),
                hint: t('registration.passwordHint'),
                confirm: t('registration.passwordConfirm'),
              }}
            />
          </div>
        </fieldset>

        <fieldset>
          <legend>{t('registration.section.shop')}</legend>
          <div className="registration-form__grid">
            <SelectField
              {...own('storeId')}
              label={t('registration.store')}
              required
              options={storeOptions}
              error={errors.storeId?.message}
              {...text('storeId', [required])}
            />
            <TextField
              {...own('fidelityCard')}
              label={t('registration.fidelityCard')}
              hint={t('registration.fidelityCardHint')}
              inputMode="numeric"
              autoComplete="off"
              error={errors.fidelityCard?.message}
              {...text('fidelityCard', [digits])}
            />
          </div>
        </fieldset>

        <fieldset>
          <legend>{t('registration.section.address')}</legend>
          <div className="registration-form__grid">
            <SelectField
              {...own('province')}
              label={t('registration.address.province')}
              required
              options={provinceOptions}
              error={errors.province?.message}
              {...text('province', [required])}
            />
            <TextField
              {...own('city')}
              label={t('registration.address.city')}
              required
              list={`${ID}-towns`}
              autoComplete="address-level2"
              error={errors.city?.message}
              {...text('city', [required])}
            />
            <TextField
              {...own('postalCode')}
              label={t('registration.address.postalCode')}
              required
              inputMode="numeric"
              autoComplete="postal-code"
              error={errors.postalCode?.message}
              {...text('postalCode', [required, postalCode])}
            />
            <TextField
              {...own('address1')}
              label={t('registration.address.address1')}
              required
              list={`${ID}-streets`}
              autoComplete="address-line1"
              error={errors.address1?.message}
              {...text('address1', [required])}
            />
            <TextField
              {...own('addressNumber')}
              label={t('registration.address.addressNumber')}
              autoComplete="off"
              error={errors.addressNumber?.message}
              {...text('addressNumber', [])}
            />
          </div>
          <datalist id={`${ID}-towns`}>
            {townList.map((town) => (
              <option key={town.id} value={town.name} />
            ))}
          </datalist>
          <datalist id={`${ID}-streets`}>
            {streetList.map((street) => (
              <option key={street.id} value={street.name} />
            ))}
          </datalist>
        </fieldset>

        <fieldset>
          <legend>{t('registration.section.consents')}</legend>
          {/* New window: the typed form must survive reading the rules. */}
          <p className="registration-form__note">
            {t('registration.consents.read')}{' '}
            {[
              [RULES_PAGE_PATH, t('registration.consents.rules')],
              [PRIVACY_PAGE_PATH, t('registration.consents.privacy')],
            ].map(([href, label], i) => (
              <span key={href}>
                {i > 0 ? ' · ' : null}
                <a href={href} target="_blank" rel="noopener">
                  {label}
                  <span className="visually-hidden"> {t('registration.consents.newWindow')}</span>
                </a>
              </span>
            ))}
          </p>
          {disclaimers.map((d) => {
            const key = consentKey(d.registrationDisclaimerId);
            return (
              <Checkbox
                key={key}
                id={fieldId(key)}
                label={d.required ? `${d.descr} *` : d.descr}
                required={d.required}
                error={errors.consents?.[key]?.message}
                {...form.register(`consents.${key}`, {
                  validate: (value) =>
                    !d.required || value === true || t('registration.consentRequired'),
                })}
              />
            );
          })}
        </fieldset>

        {exists ? (
          <div className="registration-form__exists" role="alert">
            <p>
              <strong>{t('registration.exists.title')}</strong>
            </p>
            <p>{t('registration.exists.text')}</p>
            <p className="registration-form__exists-links">
              <a href={LOGIN_PATH}>{t('registration.exists.login')}</a>
              <a href={RESET_REQUEST_PATH}>{t('registration.exists.reset')}</a>
            </p>
          </div>
        ) : null}
        <ResponseMessageBox errors={refusals} />
        <Button type="submit" block disabled={isSubmitting}>
          {t('registration.submit')}
        </Button>
      </form>
    </div>
  );
}
