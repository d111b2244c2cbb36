/**
 * 'Carta fedeltà' of /profile/profile-update (spec: account §3 "loyalty card number", §7
 * api-iperal/account/update-info-user with fidelity, or with the generic module one of the
 * person's infos, update_person_info {personInfoTypeId, value}): the card shown and changed in place, the
 * number checked with @sporta/rules (digits only, required to save one) on leaving the field and
 * on submit; a refusal on the field, the number typed kept.
 */
import { addMessages, t } from '@sporta/i18n';
import { profile } from '@sporta/i18n/messages/profile';
import { validationMore } from '@sporta/i18n/messages/validation-more';
import { digits, required } from '@sporta/rules';
import type { RegistrationModule } from '@sporta/sdk';
import { Button, ResponseMessageBox, TextField } from '@sporta/ui-kit';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldRule } from '../../../shell/forms/form-rules';
import { useHydrated } from '../../../shell/hydration/island-ready';

addMessages(profile);
addMessages(validationMore);

const loadActions = () => import('./profile-actions');

export interface LoyaltyCardProps {
  card: string;
  /** The shop's registration module, whose call saves the card (README REGISTRATION_MODULE). */
  module?: RegistrationModule;
}

export default function LoyaltyCard({ card, module = 'chain' }: LoyaltyCardProps) {
  const hydrated = useHydrated();
  const [current, setCurrent] = useState(card);
  const [saved, setSaved] = useState(false);
  const form = useForm<{ card: string }>({ mode: 'onTouched', defaultValues: { card } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ card: typed }) => {
    setSaved(false);
    const outcome = await (await loadActions()).saveCard(typed, module);
    if (!outcome.ok) {
      form.setError('card', { message: outcome.text }, { shouldFocus: true });
      return;
    }
    setCurrent(outcome.value);
    setSaved(true);
  });

  return (
    <form
      className="profile-card"
      method="post"
      noValidate
      onSubmit={submit}
      aria-busy={isSubmitting}
    >
      <p>{current ? t('profile.card.current', { number: current }) : t('profile.card.none')}</p>
      <TextField
        id="profile-card"
        label={t('profile.card.number')}
        inputMode="numeric"
        autoComplete="off"
        required
        defaultValue={card}
        error={errors.card?.message}
        {...form.register('card', {
          validate: fieldRule(required, digits),
          setValueAs: (value: string) => value.trim(),
          onChange: () => setSaved(false),
        })}
      />
      <ResponseMessageBox infos={saved ? [t('profile.card.saved')] : []} />
      <div>
        <Button type="submit" variant="secondary" disabled={!hydrated || isSubmitting}>
          {t('profile.card.save')}
        </Button>
      </div>
    </form>
  );
}
