/**
 * The registration's person (spec: account §3 "name, surname, gender, birth date and place,
 * fiscal code"; §7 generate-fiscal-code, get-id-code, geo/country-list): born in Italy, the
 * province and town of birth; born abroad ("Nato/a all'estero"), the country instead. The fiscal
 * code is computed from the town (generate-fiscal-code) or from the country (get-id-code).
 */
import { addMessages, t } from '@sporta/i18n';
import { registration } from '@sporta/i18n/messages/registration';
import { required } from '@sporta/rules';
import { Button, Checkbox, SelectField } from '@sporta/ui-kit';
import { useState } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { fieldRule } from '../../shell/forms/form-rules';
import { FiscalCodeField, PersonFields } from '../../shell/forms/PersonFields';
import type { Place } from '../delivery/addresses/address-lookups';
import { fiscalCodeAbroad, generateFiscalCode } from './registration';
import type { RegistrationValues } from './registration-form';

addMessages(registration);

interface RegistrationPersonProps {
  form: UseFormReturn<RegistrationValues>;
  own: (field: FieldPath<RegistrationValues>) => { id: string };
  abroad: boolean;
  onAbroad: (abroad: boolean) => void;
  provinces: readonly Place[];
  birthTowns: readonly Place[];
  countries: readonly Place[];
  /** The id of the birth towns' datalist; of the "born abroad" box. */
  townsListId: string;
  abroadId: string;
  /** generate-fiscal-code and get-id-code are the chain module's: without it, no computing. */
  computes: boolean;
}

export function RegistrationPerson({
  form,
  own,
  abroad,
  onAbroad,
  provinces,
  birthTowns,
  countries,
  townsListId,
  abroadId,
  computes,
}: RegistrationPersonProps) {
  const [note, setNote] = useState('');
  const { errors } = form.formState;

  const generate = async () => {
    setNote('');
    const place = abroad ? 'birthCountry' : 'birthPlace';
    const ok = await form.trigger(['firstName', 'lastName', 'gender', 'birthDate', place]);
    const values = form.getValues();
    const person = {
      name: values.firstName.trim(),
      surname: values.lastName.trim(),
      gender: values.gender,
      birthDate: values.birthDate.trim(),
    };
    const town = birthTowns.find((each) => each.name === values.birthPlace.trim());
    if (!ok || (abroad ? !values.birthCountry : !town)) {
      setNote(t('registration.fiscalCode.missingData'));
      return;
    }
    const outcome = abroad
      ? await fiscalCodeAbroad({ ...person, country: values.birthCountry })
      : await generateFiscalCode({ ...person, townId: town?.id ?? '' });
    if (!outcome.ok) {
      form.setError('fiscalCode', { message: outcome.text });
      return;
    }
    form.setValue('fiscalCode', outcome.value, { shouldValidate: true });
    setNote(t('registration.fiscalCode.generated'));
  };

  const toggle = (next: boolean) => {
    // Back in Italy, the country is no longer the place of birth.
    if (!next) form.setValue('birthCountry', '');
    onAbroad(next);
  };

  // Registered only when shown: a registered field is checked, even one never rendered.
  const country = () => (
    <SelectField
      {...own('birthCountry')}
      label={t('registration.birthCountry')}
      required
      options={countries.map((c) => ({ value: c.name, label: c.name }))}
      error={errors.birthCountry?.message}
      {...form.register('birthCountry', { validate: fieldRule(required) })}
    />
  );

  return (
    <fieldset>
      <legend>{t('registration.section.person')}</legend>
      <div className="registration-form__grid">
        <PersonFields
          form={form}
          own={own}
          labels={{
            firstName: t('registration.firstName'),
            lastName: t('registration.lastName'),
            gender: t('registration.gender'),
            male: t('registration.gender.M'),
            female: t('registration.gender.F'),
            birthDate: t('registration.birthDate'),
            birthPlace: t('registration.birthPlace'),
          }}
          beforeBirthPlace={
            <>
              <Checkbox
                id={abroadId}
                label={t('registration.bornAbroad')}
                checked={abroad}
                onChange={(event) => toggle(event.currentTarget.checked)}
              />
              {abroad ? null : (
                <SelectField
                  {...own('birthProvince')}
                  label={t('registration.birthProvince')}
                  options={provinces.map((p) => ({ value: p.code, label: p.name }))}
                  error={errors.birthProvince?.message}
                  {...form.register('birthProvince', { setValueAs: (v: string) => v.trim() })}
                />
              )}
            </>
          }
          birthTowns={townsListId}
          {...(abroad ? { birthPlaceField: country() } : {})}
        />
      </div>
      <datalist id={townsListId}>
        {birthTowns.map((town) => (
          <option key={town.id} value={town.name} />
        ))}
      </datalist>
      <div className="registration-form__fiscal">
        <FiscalCodeField form={form} own={own} label={t('registration.fiscalCode')} />
        {computes ? (
          <>
            <Button type="button" variant="secondary" onClick={() => void generate()}>
              {t('registration.fiscalCode.generate')}
            </Button>
            <p className="registration-form__note" role="status">
              {note || t('registration.fiscalCode.generateHint')}
            </p>
          </>
        ) : null}
      </div>
    </fieldset>
  );
}
