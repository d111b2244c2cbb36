import { t } from '@sporta/i18n';
import { useId, useState } from 'react';
import { Button } from '../button';
import styles from './cookie-banner.module.css';

export interface CookieChoice {
  analytics: boolean;
  profiling: boolean;
}

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
export function CookieBanner({ open, ...panel }: CookieBannerProps) {
  // Mounted only while open: reopened from the footer, it starts again from the stored choice.
  return open ? <CookiePanel {...panel} /> : null;
}

function CookiePanel({
  preferences,
  onAcceptAll,
  onRejectAll,
  onSave,
  policyHref,
}: Omit<CookieBannerProps, 'open'>) {
  const headingId = useId();
  const [choice, setChoice] = useState<CookieChoice>({
    analytics: preferences.analytics,
    profiling: preferences.profiling,
  });
  return (
    <section className={styles.banner} aria-labelledby={headingId}>
      <div className={styles.inner}>
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
            <input
              type="checkbox"
              checked={choice.analytics}
              onChange={(event) => setChoice({ ...choice, analytics: event.target.checked })}
            />
            {t('cookie.analytics')}
          </label>
          <label className={styles.choice}>
            <input
              type="checkbox"
              checked={choice.profiling}
              onChange={(event) => setChoice({ ...choice, profiling: event.target.checked })}
            />
            {t('cookie.profiling')}
          </label>
        </fieldset>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => onSave(choice)}>
            {t('cookie.save')}
          </Button>
          <Button variant="secondary" onClick={onRejectAll}>
            {t('cookie.rejectAll')}
          </Button>
          <Button variant="primary" onClick={onAcceptAll}>
            {t('cookie.acceptAll')}
          </Button>
        </div>
      </div>
    </section>
  );
}
