/**
 * The registration's consents (spec: account §4 "Registration", registration-disclaimer/list):
 * the rules and privacy pages to read, then one box a disclaimer, the required ones marked.
 */
import { addMessages, t } from '@sporta/i18n';
import { registration } from '@sporta/i18n/messages/registration';
import { Checkbox } from '@sporta/ui-kit';
import type { UseFormReturn } from 'react-hook-form';
import { PRIVACY_PAGE_PATH, RULES_PAGE_PATH } from '../../platform/routes';
import { consentKey, type Disclaimer, type RegistrationValues } from './registration-form';

addMessages(registration);

interface RegistrationConsentsProps {
  form: UseFormReturn<RegistrationValues>;
  disclaimers: readonly Disclaimer[];
  fieldId(field: string): string;
}

export function RegistrationConsents({ form, disclaimers, fieldId }: RegistrationConsentsProps) {
  const errors = form.formState.errors;
  return (
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
  );
}

/** An account already holds the e-mail or the fiscal code: log in, or reset the password. */
export function AccountExists({ login, reset }: { login: string; reset: string }) {
  return (
    <div className="registration-form__exists" role="alert">
      <p>
        <strong>{t('registration.exists.title')}</strong>
      </p>
      <p>{t('registration.exists.text')}</p>
      <p className="registration-form__exists-links">
        <a href={login}>{t('registration.exists.login')}</a>
        <a href={reset}>{t('registration.exists.reset')}</a>
      </p>
    </div>
  );
}
