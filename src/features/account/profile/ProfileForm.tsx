/**
 * 'Dati personali e contatti' of /profile/profile-update (spec: account §3 User payload, §5 rules,
 * §7 update-user): prefilled from the server, every field checked with @sporta/rules on leaving it
 * and on submit, the shop's refusals on their field. Saved → /profile/profile-updated, or `next`
 * when checkout led here (docs/adr/0014); refused with no field named →
 * /profile/profile-update-error. What was typed is kept as a draft
 * (profile-form.ts) from the moment a save starts, restored here when the shopper comes back.
 */

import { addMessages, t } from '@sporta/i18n';
import { profile } from '@sporta/i18n/messages/profile';
import { validationMore } from '@sporta/i18n/messages/validation-more';
import { anyPhone } from '@sporta/rules';
import type { RegistrationModule } from '@sporta/sdk';
import { Button, ResponseMessageBox, TextField } from '@sporta/ui-kit';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldRule } from '../../../shell/forms/form-rules';
import { FiscalCodeField, PersonFields } from '../../../shell/forms/PersonFields';
import {
  leftBeforeHydration,
  typedBeforeHydration,
} from '../../../shell/forms/typed-before-hydration';
import { useHydrated } from '../../../shell/hydration/island-ready';
import {
  differs,
  draftKey,
  draftOf,
  draftText,
  errorPath,
  fieldOfRefusal,
  PROFILE_FIELDS,
  PROFILE_UPDATED_PATH,
  type ProfileField,
  type ProfileValues,
  reasonOf,
} from './profile-form';

addMessages(profile);
addMessages(validationMore);

const loadActions = () => import('./profile-actions');

export const fieldId = (field: ProfileField) => `profile-${field}`;

export interface ProfileFormProps {
  userId: number;
  saved: ProfileValues;
  /** Where a save goes on to instead of the confirmation: checkout, for a profile it completed. */
  next?: string;
  /** The shop's registration module, whose profile call saves (README REGISTRATION_MODULE). */
  module?: RegistrationModule;
}

/** sessionStorage may be refused (a private window, a full quota): then there is no draft. */
function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The draft if there is one, and whatever was typed before hydration on top of it. */
function startingValues(userId: number, saved: ProfileValues): ProfileValues {
  const values = { ...(draftOf(storage()?.getItem(draftKey(userId)) ?? null) ?? saved) };
  for (const field of PROFILE_FIELDS) {
    const typed = typedBeforeHydration(fieldId(field));
    if (typed !== '' && typed !== saved[field]) values[field] = typed;
  }
  return values;
}

export default function ProfileForm({ userId, saved, next, module }: ProfileFormProps) {
  const hydrated = useHydrated();
  const [start] = useState(() => startingValues(userId, saved));
  // Said once live: the server's HTML knows no draft, and hydration must match it.
  const [restored, setRestored] = useState(false);
  const form = useForm<ProfileValues>({ mode: 'onTouched', defaultValues: start });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => setRestored(differs(start, saved)), [start, saved]);

  useEffect(() => {
    const left = PROFILE_FIELDS.filter((field) => leftBeforeHydration(fieldId(field)));
    if (left.length > 0) void form.trigger(left);
  }, [form]);

  const submit = form.handleSubmit(async (values) => {
    const key = draftKey(userId);
    try {
      storage()?.setItem(key, draftText(values));
    } catch {
      // No room for the draft: the save goes on, the form still holds the values.
    }
    const outcome = await (await loadActions()).saveProfile(values, module);
    if (outcome.ok) {
      storage()?.removeItem(key);
      return window.location.assign(next ?? PROFILE_UPDATED_PATH);
    }
    const field = fieldOfRefusal(outcome.key);
    if (field) return form.setError(field, { message: outcome.text }, { shouldFocus: true });
    return window.location.assign(errorPath(reasonOf(outcome.key)));
  });

  const text = (field: ProfileField, ...rules: Parameters<typeof fieldRule>) =>
    form.register(field, {
      validate: fieldRule(...rules),
      setValueAs: (value: string) => value.trim(),
    });

  // The server renders the saved values; the form then sets its own (a draft, what was typed).
  const own = (field: ProfileField) => ({ id: fieldId(field), defaultValue: saved[field] });

  return (
    <form
      className="profile-form"
      method="post"
      noValidate
      onSubmit={submit}
      aria-busy={isSubmitting}
    >
      {restored ? <ResponseMessageBox warnings={[t('profile.draftRestored')]} /> : null}
      <div className="profile-form__grid">
        <PersonFields
          form={form}
          own={own}
          labels={{
            firstName: t('profile.firstName'),
            lastName: t('profile.lastName'),
            gender: t('profile.gender'),
            male: t('profile.gender.M'),
            female: t('profile.gender.F'),
            birthDate: t('profile.birthDate'),
            birthPlace: t('profile.birthPlace'),
          }}
        />
        <FiscalCodeField form={form} own={own} label={t('profile.fiscalCode')} />
        <TextField
          {...own('phone')}
          label={t('profile.phone')}
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...text('phone', anyPhone)}
        />
      </div>
      <div>
        <Button type="submit" disabled={!hydrated || isSubmitting}>
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
