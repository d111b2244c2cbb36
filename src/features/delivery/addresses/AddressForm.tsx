/**
 * A home address, new or changed (spec: account §2 "Address form fields", §5 rules, §7
 * user-address/check and update, eurospin-address-form/save-new-address): every field with the
 * rules of @sporta/rules; province, town and street suggested from the geo lookups (Lombardy);
 * coverage checked first — not covered, the shopper is told and asked whether to save anyway.
 * What was typed stays after any failure. Used by the address dialog and by
 * /profile/addresses/manage/{id?}.
 */
import { addMessages, t } from '@sporta/i18n';
import { account } from '@sporta/i18n/messages/account';
import { delivery } from '@sporta/i18n/messages/delivery';
import { request } from '@sporta/i18n/messages/request';
import { validationMore } from '@sporta/i18n/messages/validation-more';
import { anyPhone, maxLength, postalCode, required } from '@sporta/rules';
import { Button, Checkbox, ConfirmDialog, ResponseMessageBox, TextField } from '@sporta/ui-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { AddressFields } from '../../../shell/forms/AddressFields';
import { fieldRule } from '../../../shell/forms/form-rules';
import { usePlainForm } from '../../../shell/forms/plain-form';
import { writingIn } from '../../../shell/forms/typed-before-hydration';
import { showToast } from '../../../shell/overlay/toasts';
import { type AddressFormValues, addressInputOf, formValuesOf } from './address-form-values';
import {
  type KnownPlaces,
  type Place,
  postalCodeToFill,
  provinces,
  streets,
  towns,
} from './address-lookups';
import type { Address } from './addresses';
import './address-form.css';

addMessages(account);
addMessages(delivery);
addMessages(request);
addMessages(validationMore);

// Checking and saving load with the first save: the form opens with only its lookups' SDK.
const loadActions = () => import('./address-form-actions');

/** A failure's texts; the generic one when even the actions could not be downloaded. */
async function refusalTexts(error: unknown): Promise<string[]> {
  try {
    return (await loadActions()).failureTexts(error);
  } catch {
    return [t('errors.generic')];
  }
}

// The address book's rules for the place (the registration's are looser: RegistrationForm.tsx).
const PLACE_RULES = {
  province: [required],
  city: [required, maxLength(60)],
  postalCode: [required, postalCode],
  address1: [required, maxLength(80)],
  addressNumber: [required, maxLength(10)],
};

export interface AddressFormProps {
  /** The address being changed; none for a new one. */
  address?: Address;
  /** The shopper holds consent 4: the facilitated-delivery option shows (spec: account §2). */
  facilitatedAllowed: boolean;
  onSaved(address: Address): void;
  onCancel(): void;
  idPrefix: string;
  /** The provinces, and the towns of the address's province, as the server found them. */
  knownPlaces?: KnownPlaces;
}

export function AddressForm({
  address,
  facilitatedAllowed,
  onSaved,
  onCancel,
  idPrefix,
  knownPlaces,
}: AddressFormProps) {
  // A plain form, not react-hook-form (docs/adr/0010, amended): /profile/addresses/manage opens
  // with this form, and react-hook-form's ~12 KB took the page past its 120 KB budget.
  const form = usePlainForm<AddressFormValues>(formValuesOf(address));
  const { errors, isSubmitting } = form;
  const [provinceList, setProvinceList] = useState<Place[]>([]);
  const [townList, setTownList] = useState<Place[]>([]);
  const [streetList, setStreetList] = useState<Place[]>([]);
  const [refusal, setRefusal] = useState<string[]>([]);
  const [askAnyway, setAskAnyway] = useState(false);
  const townsId = useId();
  const streetsId = useId();
  const province = form.watch('province');
  const city = form.watch('city');

  useEffect(() => {
    if (knownPlaces?.provinces.length) setProvinceList(knownPlaces.provinces);
    else void provinces().then(setProvinceList);
  }, [knownPlaces]);
  useEffect(() => {
    if (knownPlaces?.towns.length && knownPlaces.province === province)
      setTownList(knownPlaces.towns);
    else void towns(province).then(setTownList);
  }, [province, knownPlaces]);
  const id = (field: string) => `${idPrefix}-${field}`;
  // A known town fills in its postal code (postalCodeToFill says when).
  const filledCap = useRef('');
  useEffect(() => {
    const typed = form.getValues('postalCode');
    const code = postalCodeToFill(townList, city, {
      value: typed,
      filled: filledCap.current,
      writing: writingIn(`${idPrefix}-postalCode`),
    });
    if (!code) return;
    filledCap.current = code;
    form.setValue('postalCode', code, { shouldValidate: typed !== '' });
  }, [townList, city, form, idPrefix]);

  const rule = fieldRule;

  const save = async (values: AddressFormValues) => {
    setRefusal([]);
    try {
      const actions = await loadActions();
      const saved = await actions.saveAddress(addressInputOf(values, address?.addressId));
      if (values.facilitated && facilitatedAllowed) await actions.markFacilitated(saved.addressId);
      showToast({ kind: 'success', message: t('account.address.saved') });
      onSaved(saved);
    } catch (error) {
      // The values stay in the form; the refusal shows above the button.
      setRefusal(await refusalTexts(error));
    }
  };

  const submit = form.handleSubmit(async (values) => {
    setRefusal([]);
    let covered: boolean;
    try {
      covered = await (await loadActions()).isCovered(addressInputOf(values, address?.addressId));
    } catch (error) {
      setRefusal(await refusalTexts(error));
      return;
    }
    if (covered) await save(values);
    else setAskAnyway(true);
  });

  return (
    <>
      <form className="address-form" noValidate onSubmit={submit} aria-busy={isSubmitting}>
        <p className="address-form__hint">{t('delivery.address.lombardy')}</p>
        <div className="address-form__grid">
          <AddressFields
            form={form}
            id={id}
            labels={{
              province: t('account.addressForm.province'),
              city: t('account.addressForm.city'),
              postalCode: t('account.addressForm.postalCode'),
              address1: t('account.addressForm.address'),
              addressNumber: t('account.addressForm.addressNumber'),
            }}
            rules={PLACE_RULES}
            provinces={provinceList}
            towns={townList}
            streets={streetList}
            listIds={{ towns: townsId, streets: streetsId }}
            onStreetTyped={(street) => void streets(province, city, street).then(setStreetList)}
          />
          <TextField
            id={id('addressName')}
            label={t('account.addressForm.addressName')}
            required
            error={errors.addressName}
            {...form.register('addressName', { validate: rule(required, maxLength(30)) })}
          />
          <TextField
            id={id('doorbellName')}
            label={t('account.addressForm.doorbellName')}
            error={errors.doorbellName}
            {...form.register('doorbellName', { validate: rule(maxLength(40)) })}
          />
          <TextField
            id={id('doorbellNumber')}
            label={t('account.addressForm.doorbellNumber')}
            error={errors.doorbellNumber}
            {...form.register('doorbellNumber', { validate: rule(maxLength(10)) })}
          />
          <TextField
            id={id('floor')}
            label={t('account.addressForm.floor')}
            error={errors.floor}
            {...form.register('floor', { validate: rule(maxLength(10)) })}
          />
          <TextField
            id={id('apartmentNumber')}
            label={t('account.addressForm.apartmentNumber')}
            error={errors.apartmentNumber}
            {...form.register('apartmentNumber', { validate: rule(maxLength(10)) })}
          />
          <TextField
            id={id('phone')}
            label={t('account.addressForm.phone')}
            type="tel"
            autoComplete="tel"
            error={errors.referencePhoneNumber}
            {...form.register('referencePhoneNumber', { validate: rule(anyPhone) })}
          />
          <TextField
            id={id('notes')}
            label={t('account.addressForm.notes')}
            error={errors.addressNote}
            {...form.register('addressNote', { validate: rule(maxLength(200)) })}
          />
        </div>
        <Checkbox
          id={id('elevator')}
          label={t('account.addressForm.elevator')}
          {...form.register('elevator')}
        />
        {facilitatedAllowed ? (
          <Checkbox
            id={id('facilitated')}
            label={t('account.addressForm.facilitated')}
            {...form.register('facilitated')}
          />
        ) : null}
        <ResponseMessageBox errors={refusal} />
        <div className="address-form__actions">
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('delivery.address.back')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {t('delivery.address.save')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={askAnyway}
        message={`${t('validation.addressNotCovered')} ${t('delivery.address.saveAnyway')}`}
        onCancel={() => setAskAnyway(false)}
        onConfirm={() => {
          setAskAnyway(false);
          void form.handleSubmit(save)();
        }}
      />
    </>
  );
}
