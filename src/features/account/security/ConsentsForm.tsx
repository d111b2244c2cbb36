/**
 * 'I miei consensi' (spec: account §7 user-registration-disclaimer list-by-type, check-disclaimer,
 * update-disclaimer): each consent with its current value, changeable; a required one once given
 * stays ticked and says why it cannot be withdrawn (the shop refuses it too). Only the consents
 * changed are sent. Hydrated when visible; its boxes wait, disabled, until they work, so no tick
 * made before is lost.
 */
import { addMessages, t } from '@sporta/i18n';
import { accountSecurity } from '@sporta/i18n/messages/account-security';
import { Button, Checkbox, ResponseMessageBox } from '@sporta/ui-kit';
import { type FormEvent, useState } from 'react';
import { useHydrated } from '../../../shell/hydration/island-ready';
import { type Consent, consentChanges, isLocked } from './security-answers';

addMessages(accountSecurity);

const loadActions = () => import('./security-actions');

export interface ConsentsFormProps {
  consents: Consent[];
  /** Ids of the required consents still missing (check-disclaimer). */
  missing: number[];
}

const choicesOf = (consents: readonly Consent[]) =>
  Object.fromEntries(consents.map((consent) => [consent.id, consent.given]));

export default function ConsentsForm({ consents, missing }: ConsentsFormProps) {
  const hydrated = useHydrated();
  const [saved, setSaved] = useState(consents);
  const [chosen, setChosen] = useState<Record<number, boolean>>(() => choicesOf(consents));
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ errors?: string[]; infos?: string[] }>({});
  const stillMissing = missing.filter((id) => saved.some((c) => c.id === id && !c.given));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const changes = consentChanges(saved, chosen);
    if (changes.length === 0) {
      setSaid({ infos: [t('accountSecurity.consents.unchanged')] });
      return;
    }
    setBusy(true);
    setSaid({});
    try {
      const outcome = await (await loadActions()).saveConsents(changes);
      if (outcome.ok) {
        setSaved(
          saved.map((consent) => ({ ...consent, given: chosen[consent.id] ?? consent.given })),
        );
        setSaid({ infos: [t('accountSecurity.consents.saved')] });
      } else {
        setChosen(choicesOf(saved));
        setSaid({ errors: [outcome.message] });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="security-consents" noValidate onSubmit={submit} aria-busy={busy}>
      {stillMissing.length > 0 ? (
        <ResponseMessageBox warnings={[t('accountSecurity.consents.missing')]} />
      ) : null}
      {saved.map((consent) => {
        const locked = isLocked(consent);
        const why = `consent-${consent.id}-why`;
        return (
          <div key={consent.id} className="security-consents__item">
            <Checkbox
              id={`consent-${consent.id}`}
              name={`consent-${consent.id}`}
              label={consent.text}
              checked={chosen[consent.id] ?? consent.given}
              disabled={!hydrated || busy || locked}
              aria-describedby={consent.required ? why : undefined}
              onChange={(event) => {
                const value = event.target.checked;
                setChosen((before) => ({ ...before, [consent.id]: value }));
              }}
            />
            {consent.required ? (
              <p id={why} className="security-consents__why">
                {t('accountSecurity.consents.required')}
              </p>
            ) : null}
          </div>
        );
      })}
      <ResponseMessageBox errors={said.errors ?? []} infos={said.infos ?? []} />
      <div>
        <Button type="submit" disabled={!hydrated || busy}>
          {t('accountSecurity.consents.save')}
        </Button>
      </div>
    </form>
  );
}
