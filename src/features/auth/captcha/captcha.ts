/**
 * The captcha token of the login call (spec: shopping §9 "Captcha required for login"; the SDK
 * appends it as token_recaptcha). With a site key (PUBLIC_RECAPTCHA_SITE_KEY) Google's
 * reCAPTCHA v3 — or Enterprise — is loaded when the sign-in form is first shown, never before;
 * without one, the reference backend's development token and no external script (the storefront
 * refuses to start that way in production, src/platform/production-settings.ts). Google's loader
 * (recaptcha.ts) is a chunk of its own, fetched only with a site key: without one nothing uses it.
 */
import type { CaptchaProvider } from '@sporta/sdk';
import { DEV_CAPTCHA_TOKEN } from '../../../platform/production-settings';

export interface CaptchaSettings {
  siteKey: string;
  enterprise: boolean;
}

/** Google's loader, asked for once; its script is added on the first call. */
const loader = () => import('./recaptcha');

export function captchaProvider({ siteKey, enterprise }: CaptchaSettings): CaptchaProvider {
  if (!siteKey) return () => DEV_CAPTCHA_TOKEN;
  let google: Promise<() => Promise<string>> | undefined;
  return async () => {
    google ??= loader().then(({ recaptchaProvider }) => recaptchaProvider(siteKey, enterprise));
    return (await google)();
  };
}

/** Loads Google's script ahead, so the first submit does not wait for it; a failure shows at submit. */
export function preloadCaptcha({ siteKey, enterprise }: CaptchaSettings): void {
  if (siteKey)
    loader()
      .then(({ loadRecaptcha }) => loadRecaptcha(siteKey, enterprise))
      .catch(() => undefined);
}
