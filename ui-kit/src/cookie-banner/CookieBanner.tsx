import { addMessages, t } from '@sporta/i18n';
import { uiCookie } from '@sporta/i18n/messages/ui-cookie';
import { type FormEvent, useId } from 'react';
import { Button } from '../button';
import styles from './cookie-banner.module.css';
import {
  COOKIE_ACTION_FIELD,
  type CookieAction,
  type CookieChoice,
  readCookieForm,
} from './cookieForm';

addMessages(uiCookie);

export interface CookieBannerProps {
  open: boolean;
  /** The stored choice, or the defaults (both off, spec: account §3 App state). */
  preferences: CookieChoice;
  onAcceptAll(): void;
  onRejectAll(): void;
  onSave(choice: CookieChoice): void;
  policyHref?: string;
}

/**
 * Cookie consent (spec: account §2 "Cookie-consent text and settings"). Technical cookies are
 * shown on and unchangeable; analytics and profiling are opt-in. 'Solo necessari' sits beside
 * 'Accetta tutti' with the same weight, as the Garante's 2021 cookie guidelines ask.
 */
export function CookieBanner({
  open,
  onAcceptAll,
  onRejectAll,
  onSave,
  ...panel
}: CookieBannerProps) {
  const handlers = { accept: onAcceptAll, reject: onRejectAll };
  // Mounted only while open: reopened from the footer, it starts again from the stored choice.
  return open ? (
    <CookiePanel
      {...panel}
      onChoice={(action, choice) => (action === 'save' ? onSave(choice) : handlers[action]())}
    />
  ) : null;
}

export interface CookiePanelProps {
  preferences: CookieChoice;
  policyHref?: string;
  /** Left out where the page wires the form itself (static HTML, see readCookieForm). */
  onChoice?(action: CookieAction, choice: CookieChoice): void;
}

/** The banner's content: a form whose three submit buttons say what was chosen. */
export function CookiePanel({ preferences, policyHref, onChoice }: CookiePanelProps) {
  const headingId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const { action, choice } = readCookieForm(event.currentTarget, submitter);
    onChoice?.(action, choice);
  };
  return (
    <section className={styles.banner} aria-labelledby={headingId} tabIndex={-1}>
      <form className={styles.inner} onSubmit={submit}>
        <h2 id={headingId} className={styles.title}>
          {t('cookie.title')}
        </h2>
        <p className={styles.text}>
          {t('cookie.text')}{' '}
          {policyHref ? (
            <a className={styles.link} href={policyHref}>
              {t('cookie.policyLink')}
            </a>
          ) : null}
        </p>
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{t('cookie.customize')}</legend>
          <label className={styles.choice}>
            <input type="checkbox" checked disabled />
            {t('cookie.technical')}
          </label>
          <label className={styles.choice}>
            <input type="checkbox" name="analytics" defaultChecked={preferences.analytics} />
            {t('cookie.analytics')}
          </label>
          <label className={styles.choice}>
            <input type="checkbox" name="profiling" defaultChecked={preferences.profiling} />
            {t('cookie.profiling')}
          </label>
        </fieldset>
        <div className={styles.actions}>
          <Button variant="secondary" type="submit" name={COOKIE_ACTION_FIELD} value="save">
            {t('cookie.save')}
          </Button>
          <Button variant="secondary" type="submit" name={COOKIE_ACTION_FIELD} value="reject">
            {t('cookie.rejectAll')}
          </Button>
          <Button variant="primary" type="submit" name={COOKIE_ACTION_FIELD} value="accept">
            {t('cookie.acceptAll')}
          </Button>
        </div>
      </form>
    </section>
  );
}
