/**
 * 'Il tuo indirizzo di fatturazione' of /profile/profile-update, with the generic registration
 * module only (spec: account §7 "Registration and profile (generic module)": POST
 * update_billing_address). The generic profile keeps one billing address of the shopper's own;
 * the billing identities below it (user-person-fiscal) are the other names an invoice may carry.
 * Each field checked with @sporta/rules on leaving it and on submit; a refusal on its field when
 * it names one, what was typed kept.
 */
import { addMessages, t } from '@sporta/i18n';
import { profile } from '@sporta/i18n/messages/profile';
import { validationMore } from '@sporta/i18n/messages/validation-more';
import { exactLength, postalCode, required } from '@sporta/rules';
import type { RegistrationModule } from '@sporta/sdk';
import { Button, ResponseMessageBox, TextField } from '@sporta/ui-kit';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldRule } from '../../../shell/forms/form-rules';
import { useHydrated } from '../../../shell/hydration/island-ready';
import type { BillingAddressValues } from './billing';

addMessages(profile);
addMessages(validationMore);

const loadActions = () => import('./profile-actions');

export interface BillingAddressProps {
  saved: BillingAddressValues;
  module: RegistrationModule;
}

type Said = { errors?: string[]; infos?: string[] };

export default function BillingAddress({ saved, module }: BillingAddressProps) {
  const hydrated = useHydrated();
  const [said, setSaid] = useState<Said>({});
  const form = useForm<BillingAddressValues>({ mode: 'onTouched', defaultValues: saved });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setSaid({});
    const outcome = await (await loadActions()).saveBillingAddress(values, module);
    if (outcome.ok) {
      form.reset(outcome.value);
      return setSaid({ infos: [t('profile.billingAddress.saved')] });
    }
    if (outcome.key === 'validation.postalCode')
      return form.setError('postalCode', { message: outcome.text }, { shouldFocus: true });
    return setSaid({ errors: [outcome.text] });
  });

  const field = (name: keyof BillingAddressValues, ...rules: Parameters<typeof fieldRule>) =>
    form.register(name, {
      validate: fieldRule(required, ...rules),
      setValueAs: (value: string) => value.trim(),
      onChange: () => setSaid({}),
    });

  return (
    <form
      className="profile-card"
      method="post"
      noValidate
      onSubmit={submit}
      aria-busy={isSubmitting}
      aria-labelledby="profile-billing-address-title"
    >
      <h3 id="profile-billing-address-title">{t('profile.billingAddress.title')}</h3>
      <div className="profile-form__grid">
        <TextField
          id="billing-address1"
          label={t('profile.billing.address')}
          required
          autoComplete="billing street-address"
          error={errors.address1?.message}
          {...field('address1')}
        />
        <TextField
          id="billing-address-postalCode"
          label={t('profile.billing.postalCode')}
          required
          inputMode="numeric"
          autoComplete="billing postal-code"
          error={errors.postalCode?.message}
          {...field('postalCode', postalCode)}
        />
        <TextField
          id="billing-address-city"
          label={t('profile.billing.city')}
          required
          autoComplete="billing address-level2"
          error={errors.city?.message}
          {...field('city')}
        />
        <TextField
          id="billing-address-province"
          label={t('profile.billingAddress.province')}
          hint={t('profile.billingAddress.provinceHint')}
          required
          maxLength={2}
          autoComplete="billing address-level1"
          error={errors.province?.message}
          {...field('province', exactLength(2))}
        />
      </div>
      <ResponseMessageBox errors={said.errors ?? []} infos={said.infos ?? []} />
      <div>
        <Button type="submit" variant="secondary" disabled={!hydrated || isSubmitting}>
          {t('profile.billingAddress.save')}
        </Button>
      </div>
    </form>
  );
}
