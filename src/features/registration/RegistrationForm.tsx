/**
 * The chain's registration form of /registration-user (spec: account §3 registration payload,
 * §4 "Registration", §5 rules, §7 check-user, register_user, generate-fiscal-code, pdv_list,
 * registration-disclaimer/list): every field checked with @sporta/rules on leaving it and on
 * submit; the fiscal code's place part against the Belfiore code of the place of birth
 * (geo/code-belfiore, a country's from geo/country-list); check-user then (an existing account
 * is told, with the login and the password reset); the shop's refusals on their field; nothing typed lost. Done → /registration-completed.
 * The new password and its repetition are the shared plain fields of shell/forms/NewPasswordFields.tsx.
 */
import { addMessages, t } from '@sporta/i18n';
import { registration } from '@sporta/i18n/messages/registration';
import { validationMore } from '@sporta/i18n/messages/validation-more';
import {
  anyPhone,
  digits,
  email as emailFormat,
  emailRequired,
  postalCode,
  required,
} from '@sporta/rules';
import type { RegistrationModule } from '@sporta/sdk';
import { Button, ResponseMessageBox, SelectField, TextField } from '@sporta/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { LOGIN_PATH } from '../../platform/routes';
import { AddressFields, hookFormFields } from '../../shell/forms/AddressFields';
import { fieldRule } from '../../shell/forms/form-rules';
import { NewPasswordFields } from '../../shell/forms/NewPasswordFields';
import {
  checkedBeforeHydration,
  leftBeforeHydration,
  typedBeforeHydration,
} from '../../shell/forms/typed-before-hydration';
import { useIslandReady } from '../../shell/hydration/island-ready';
import { AccountExists, RegistrationConsents } from './RegistrationConsents';
import { RegistrationPerson } from './RegistrationPerson';
import { checkUser, register } from './registration';
import {
  consentKey,
  type Disclaimer,
  EMPTY_REGISTRATION,
  fieldOfRefusal,
  fiscalCodeFitsPlace,
  type Pdv,
  type RegistrationValues,
} from './registration-form';
import { completedPath, RESET_REQUEST_PATH } from './registration-paths';
import { birthBelfiore, useRegistrationPlaces } from './registration-places';
import './registration.css';

addMessages(registration);
addMessages(validationMore);

const ID = 'reg';
type TextName = Exclude<keyof RegistrationValues, 'consents'>;
const TEXT_FIELDS = Object.keys(EMPTY_REGISTRATION).filter((k) => k !== 'consents') as TextName[];
export const fieldId = (field: string) => `${ID}-${field}`;
// The registration's address rules, as they were before the fields were shared (the address
// book asks more: delivery/AddressForm.tsx).
const ADDRESS_RULES = {
  province: [required],
  city: [required],
  postalCode: [required, postalCode],
  address1: [required],
  addressNumber: [],
};

export interface RegistrationFormProps {
  /** The chain module's stores (pdv_list); none with the generic module: no store asked. */
  stores: readonly Pdv[];
  disclaimers: readonly Disclaimer[];
  /** The shop's registration module (README REGISTRATION_MODULE). */
  module?: RegistrationModule;
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

export default function RegistrationForm({
  stores,
  disclaimers,
  module = 'chain',
}: RegistrationFormProps) {
  const root = useRef<HTMLDivElement>(null);
  useIslandReady(root);
  const form = useForm<RegistrationValues>({
    mode: 'onTouched',
    defaultValues: startingValues(disclaimers),
  });
  const { errors, isSubmitting } = form.formState;
  const [refusals, setRefusals] = useState<string[]>([]);
  const [exists, setExists] = useState(false);
  const [abroad, setAbroad] = useState(() => checkedBeforeHydration(fieldId('bornAbroad')));
  const { provinceList, birthTowns, countries, townList, streetList } = useRegistrationPlaces(
    form,
    fieldId('postalCode'),
    abroad,
  );

  useEffect(() => {
    const left = TEXT_FIELDS.filter((field) => leftBeforeHydration(fieldId(field)));
    if (left.length > 0) void form.trigger(left);
  }, [form]);

  const submit = form.handleSubmit(async (values) => {
    setRefusals([]);
    setExists(false);
    const place = await birthBelfiore(values, { countries, birthTowns });
    if (!fiscalCodeFitsPlace(values.fiscalCode, place))
      return form.setError(
        'fiscalCode',
        { message: t('registration.fiscalCode.otherPlace') },
        { shouldFocus: true },
      );
    const check = await checkUser(values, disclaimers, module);
    if (!check.ok) return setRefusals([check.text]);
    if (check.value.emailTaken || check.value.fiscalCodeTaken) {
      if (check.value.emailTaken) form.setError('email', { message: t('registration.emailTaken') });
      if (check.value.fiscalCodeTaken)
        form.setError('fiscalCode', { message: t('registration.fiscalCodeTaken') });
      return setExists(true);
    }
    const outcome = await register(values, disclaimers, module);
    if (outcome.ok) return window.location.assign(completedPath(values.email.trim().toLowerCase()));
    const field = fieldOfRefusal(outcome.key);
    if (field && field !== 'consents')
      form.setError(field, { message: outcome.text }, { shouldFocus: true });
    else setRefusals([outcome.text]);
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

  return (
    <div className="registration-form" ref={root} data-signals-ready>
      <form method="post" noValidate onSubmit={submit} aria-busy={isSubmitting}>
        <RegistrationPerson
          form={form}
          own={own}
          abroad={abroad}
          onAbroad={setAbroad}
          provinces={provinceList}
          birthTowns={birthTowns}
          countries={countries}
          townsListId={`${ID}-birth-towns`}
          abroadId={fieldId('bornAbroad')}
          computes={module === 'chain'}
        />

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
            {storeOptions.length > 0 ? (
              <SelectField
                {...own('storeId')}
                label={t('registration.store')}
                required
                options={storeOptions}
                error={errors.storeId?.message}
                {...text('storeId', [required])}
              />
            ) : null}
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
            <AddressFields
              form={hookFormFields(form)}
              id={fieldId}
              labels={{
                province: t('registration.address.province'),
                city: t('registration.address.city'),
                postalCode: t('registration.address.postalCode'),
                address1: t('registration.address.address1'),
                addressNumber: t('registration.address.addressNumber'),
              }}
              rules={ADDRESS_RULES}
              trim
              provinces={provinceList}
              towns={townList}
              streets={streetList}
              listIds={{ towns: `${ID}-towns`, streets: `${ID}-streets` }}
              numberAutoComplete="off"
            />
          </div>
        </fieldset>

        <RegistrationConsents form={form} disclaimers={disclaimers} fieldId={fieldId} />

        {exists ? <AccountExists login={LOGIN_PATH} reset={RESET_REQUEST_PATH} /> : null}
        <ResponseMessageBox errors={refusals} />
        <Button type="submit" block disabled={isSubmitting}>
          {t('registration.submit')}
        </Button>
      </form>
    </div>
  );
}
