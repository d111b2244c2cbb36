/**
 * 'Dati di fatturazione' of /profile/profile-update (spec: account §7 user-person-fiscal list,
 * insert-billing-address, delete-person-fiscal): the shopper's billing identities listed, a new
 * one added with a small form (a person's or a company's tax code, P.IVA, checked with
 * @sporta/rules), one deleted after a confirmation (No first). Each change is told here; a
 * refusal too, on its field when it names one, and the form keeps what was typed.
 */
import { addMessages, t } from '@sporta/i18n';
import { profile } from '@sporta/i18n/messages/profile';
import { validationMore } from '@sporta/i18n/messages/validation-more';
import { fiscalCodeOrCompanyCode, optional, postalCode, required, vatNumber } from '@sporta/rules';
import { Button, ConfirmDialog, ResponseMessageBox, TextField } from '@sporta/ui-kit';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { asCode, CODE_INPUT } from '../../../shell/forms/code-input';
import { fieldRule } from '../../../shell/forms/form-rules';
import { useHydrated } from '../../../shell/hydration/island-ready';
import {
  type BillingIdentity,
  type BillingValues,
  billingName,
  billingPlace,
  EMPTY_BILLING,
  fieldOfBillingRefusal,
} from './billing';

addMessages(profile);
addMessages(validationMore);

const loadActions = () => import('./profile-actions');

export interface BillingDataProps {
  rows: BillingIdentity[];
}

type Said = { errors?: string[]; infos?: string[] };

export default function BillingData({ rows: first }: BillingDataProps) {
  const hydrated = useHydrated();
  const [rows, setRows] = useState(first);
  const [said, setSaid] = useState<Said>({});
  const [deleting, setDeleting] = useState<BillingIdentity | undefined>();
  const [busy, setBusy] = useState(false);
  const form = useForm<BillingValues>({ mode: 'onTouched', defaultValues: EMPTY_BILLING });
  const { errors, isSubmitting } = form.formState;

  const add = form.handleSubmit(async (values) => {
    setSaid({});
    const outcome = await (await loadActions()).addBilling(values);
    if (outcome.ok) {
      setRows(outcome.value);
      form.reset(EMPTY_BILLING);
      return setSaid({ infos: [t('profile.billing.added')] });
    }
    if (outcome.message === '') return undefined;
    const field = fieldOfBillingRefusal(outcome.message);
    if (field) return form.setError(field, { message: outcome.message }, { shouldFocus: true });
    return setSaid({ errors: [outcome.message] });
  });

  const remove = async () => {
    const row = deleting;
    setDeleting(undefined);
    if (!row) return;
    setBusy(true);
    setSaid({});
    try {
      const outcome = await (await loadActions()).removeBilling(row.personFiscalId);
      if (outcome.ok) {
        setRows(outcome.value);
        setSaid({ infos: [t('profile.billing.deleted')] });
      } else if (outcome.message) setSaid({ errors: [outcome.message] });
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof BillingValues, ...rules: Parameters<typeof fieldRule>) =>
    form.register(name, {
      validate: fieldRule(...rules),
      setValueAs: (value: string) => value.trim(),
    });

  return (
    <div className="profile-billing">
      {rows.length === 0 ? (
        <p>{t('profile.billing.empty')}</p>
      ) : (
        <ul className="profile-billing__list" aria-label={t('profile.billing.title')}>
          {rows.map((row) => (
            <li key={row.personFiscalId} className="profile-billing__row">
              <div>
                <strong>{billingName(row)}</strong>
                {row.fiscalCode ? (
                  <span>{t('profile.billing.fiscalLabel', { code: row.fiscalCode })}</span>
                ) : null}
                {row.vatNumber ? (
                  <span>{t('profile.billing.vatLabel', { vat: row.vatNumber })}</span>
                ) : null}
                {billingPlace(row) ? <span>{billingPlace(row)}</span> : null}
              </div>
              <Button
                variant="secondary"
                onClick={() => setDeleting(row)}
                disabled={!hydrated || busy}
              >
                {t('ui.delete', { name: billingName(row) })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ResponseMessageBox errors={said.errors ?? []} infos={said.infos ?? []} />
      <form method="post" noValidate onSubmit={add} aria-busy={isSubmitting}>
        <div className="profile-form__grid">
          <TextField
            id="billing-companyName"
            label={t('profile.billing.companyName')}
            autoComplete="organization"
            error={errors.companyName?.message}
            {...field('companyName')}
          />
          <TextField
            id="billing-fiscalCode"
            label={t('profile.billing.fiscalCode')}
            hint={t('profile.billing.fiscalCodeHint')}
            required
            {...CODE_INPUT}
            error={errors.fiscalCode?.message}
            {...form.register('fiscalCode', {
              validate: fieldRule(required, fiscalCodeOrCompanyCode),
              setValueAs: asCode,
            })}
          />
          <TextField
            id="billing-vatNumber"
            label={t('profile.billing.vatNumber')}
            inputMode="numeric"
            autoComplete="off"
            error={errors.vatNumber?.message}
            // Optional: a person has none; when given, the 11 digits of account §5.
            {...field('vatNumber', optional(vatNumber))}
          />
          <TextField
            id="billing-address"
            label={t('profile.billing.address')}
            autoComplete="street-address"
            error={errors.address?.message}
            {...field('address')}
          />
          <TextField
            id="billing-postalCode"
            label={t('profile.billing.postalCode')}
            inputMode="numeric"
            autoComplete="postal-code"
            error={errors.postalCode?.message}
            {...field('postalCode', optional(postalCode))}
          />
          <TextField
            id="billing-city"
            label={t('profile.billing.city')}
            autoComplete="address-level2"
            error={errors.city?.message}
            {...field('city')}
          />
        </div>
        <div>
          <Button type="submit" variant="secondary" disabled={!hydrated || isSubmitting}>
            {t('profile.billing.add')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={deleting !== undefined}
        title={t('profile.billing.deleteTitle')}
        message={t('profile.billing.deleteQuestion', {
          name: deleting ? billingName(deleting) : '',
        })}
        confirmLabel={t('profile.billing.deleteYes')}
        cancelLabel={t('profile.billing.deleteNo')}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(undefined)}
      />
    </div>
  );
}
