/**
 * The facilitated-delivery request (spec: account §1, §2 /consegna-agevolata, §5 "L'allegato non
 * deve superare i 5MB", §9 legal id 4): the shopper's data (from their profile), the reason, the
 * certificate and consent 4. Every field is checked with @sporta/rules on leaving it and on
 * submit; the file's type and size are checked as soon as it is chosen, so a file over 5 MB is
 * never uploaded. Done → /facilitated-delivery-successful; a refusal shows on the file field when
 * it is about the file, above the button otherwise, nothing typed lost.
 */
import { addMessages, t } from '@sporta/i18n';
import { facilitatedDelivery } from '@sporta/i18n/messages/facilitated-delivery';
import { validationMore } from '@sporta/i18n/messages/validation-more';
import { fiscalCode, maxLength, name, optional, phone, required } from '@sporta/rules';
import { Button, Checkbox, ResponseMessageBox, TextField } from '@sporta/ui-kit';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CODE_INPUT } from '../../shell/forms/code-input';
import { fieldRule } from '../../shell/forms/form-rules';
import {
  checkedBeforeHydration,
  typedBeforeHydration,
} from '../../shell/forms/typed-before-hydration';
import { useHydrated, useIslandReady } from '../../shell/hydration/island-ready';
import {
  ATTACHMENT_ACCEPT,
  attachmentProblem,
  FACILITATED_SUCCESS_PATH,
  type FacilitatedValues,
  REASON_MAX_LENGTH,
} from './facilitated-request';
import './facilitated-delivery.css';

addMessages(facilitatedDelivery);
addMessages(validationMore);

const loadActions = () => import('./facilitated-actions');

const ID = 'facilitated';
const TEXT_FIELDS = ['firstName', 'lastName', 'fiscalCode', 'phone', 'reason'] as const;
const fieldId = (field: string) => `${ID}-${field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

type FormValues = FacilitatedValues & { attachment: FileList | undefined };

export interface FacilitatedFormProps {
  /** The profile's values the form starts with; the shopper may correct them. */
  person: Pick<FacilitatedValues, 'firstName' | 'lastName' | 'fiscalCode' | 'phone'>;
}

function startingValues(person: FacilitatedFormProps['person']): FormValues {
  const typed = (field: (typeof TEXT_FIELDS)[number], fallback = '') =>
    typedBeforeHydration(fieldId(field)) || fallback;
  return {
    firstName: typed('firstName', person.firstName),
    lastName: typed('lastName', person.lastName),
    fiscalCode: typed('fiscalCode', person.fiscalCode),
    phone: typed('phone', person.phone),
    reason: typed('reason'),
    consent: checkedBeforeHydration(fieldId('consent')),
    attachment: undefined,
  };
}

export default function FacilitatedForm({ person }: FacilitatedFormProps) {
  const root = useRef<HTMLDivElement>(null);
  useIslandReady(root);
  const hydrated = useHydrated();
  const form = useForm<FormValues>({ mode: 'onTouched', defaultValues: startingValues(person) });
  const { errors, isSubmitting } = form.formState;
  const [refusals, setRefusals] = useState<string[]>([]);
  const text = (field: (typeof TEXT_FIELDS)[number], rules: Parameters<typeof fieldRule>) =>
    form.register(field, {
      validate: fieldRule(...rules),
      setValueAs: (value: string) => value.trim(),
    });

  const submit = form.handleSubmit(async ({ attachment, ...values }) => {
    setRefusals([]);
    const file = attachment?.[0];
    if (!file) return;
    const outcome = await (await loadActions()).sendFacilitatedRequest(values, file);
    if (outcome.ok) window.location.assign(FACILITATED_SUCCESS_PATH);
    else if (outcome.aboutFile)
      form.setError('attachment', { message: outcome.message }, { shouldFocus: true });
    else setRefusals([outcome.message]);
  });

  return (
    <div className="facilitated-form" ref={root} data-signals-ready>
      <form method="post" noValidate onSubmit={submit} aria-busy={isSubmitting}>
        <fieldset>
          <legend>{t('facilitated.form.person')}</legend>
          <TextField
            id={fieldId('firstName')}
            label={t('facilitated.form.firstName')}
            autoComplete="given-name"
            required
            error={errors.firstName?.message}
            {...text('firstName', [required, name])}
          />
          <TextField
            id={fieldId('lastName')}
            label={t('facilitated.form.lastName')}
            autoComplete="family-name"
            required
            error={errors.lastName?.message}
            {...text('lastName', [required, name])}
          />
          <TextField
            id={fieldId('fiscalCode')}
            label={t('facilitated.form.fiscalCode')}
            {...CODE_INPUT}
            error={errors.fiscalCode?.message}
            {...text('fiscalCode', [optional(fiscalCode)])}
          />
          <TextField
            id={fieldId('phone')}
            label={t('facilitated.form.phone')}
            type="tel"
            autoComplete="tel"
            error={errors.phone?.message}
            {...text('phone', [optional(phone)])}
          />
        </fieldset>
        <TextField
          id={fieldId('reason')}
          label={t('facilitated.form.reason')}
          hint={t('facilitated.form.reasonHint')}
          required
          error={errors.reason?.message}
          {...text('reason', [required, maxLength(REASON_MAX_LENGTH)])}
        />
        <TextField
          id={fieldId('attachment')}
          label={t('facilitated.form.attachment')}
          hint={t('facilitated.form.attachmentHint')}
          type="file"
          accept={ATTACHMENT_ACCEPT}
          required
          disabled={!hydrated}
          error={errors.attachment?.message}
          {...form.register('attachment', {
            // Checked as soon as a file is chosen: a wrong one is said before any upload.
            validate: (files) => attachmentProblem(files?.[0]) ?? true,
            onChange: () => void form.trigger('attachment'),
          })}
        />
        <Checkbox
          id={fieldId('consent')}
          label={`${t('facilitated.form.consent')} *`}
          required
          error={errors.consent?.message}
          {...form.register('consent', {
            validate: (given) => fieldRule(required)(given ? 'true' : ''),
          })}
        />
        <ResponseMessageBox errors={refusals} />
        <Button type="submit" block disabled={!hydrated || isSubmitting}>
          {t('facilitated.form.submit')}
        </Button>
      </form>
    </div>
  );
}
