/**
 * The captcha token of the login call (spec: shopping §9 "Captcha required for login"; the SDK
 * appends it as token_recaptcha). With a site key (PUBLIC_RECAPTCHA_SITE_KEY) Google's
 * reCAPTCHA v3 — or Enterprise — is loaded when the sign-in form is first shown, never before;
 * without one, the reference backend's development token and no external script (the storefront
 * refuses to start that way in production, src/platform/production-settings.ts).
 */
import type { CaptchaProvider } from '@sporta/sdk';
import { DEV_CAPTCHA_TOKEN } from '../../platform/production-settings';

export interface CaptchaSettings {
  siteKey: string;
  enterprise: boolean;
}

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha & { enterprise?: Grecaptcha };
  }
}

/** The action name reCAPTCHA scores the login under. */
const ACTION = 'login';

export function captchaProvider({ siteKey, enterprise }: CaptchaSettings): CaptchaProvider {
  if (!siteKey) return () => DEV_CAPTCHA_TOKEN;
  let loading: Promise<Grecaptcha> | undefined;
  return async () => {
    loading ??= loadRecaptcha(siteKey, enterprise);
    const api = await loading;
    await new Promise<void>((resolve) => api.ready(resolve));
    return api.execute(siteKey, { action: ACTION });
  };
}

/** Adds Google's script once; resolves with its API (the CSP allows it: security-headers.ts). */
export function loadRecaptcha(siteKey: string, enterprise: boolean): Promise<Grecaptcha> {
  const apiOf = () => (enterprise ? window.grecaptcha?.enterprise : window.grecaptcha);
  const ready = apiOf();
  if (ready) return Promise.resolve(ready);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const file = enterprise ? 'enterprise.js' : 'api.js';
    script.src = `https://www.google.com/recaptcha/${file}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.addEventListener('load', () => {
      const api = apiOf();
      if (api) resolve(api);
      else reject(new Error('reCAPTCHA did not start'));
    });
    script.addEventListener('error', () => reject(new Error('reCAPTCHA could not be loaded')));
    document.head.append(script);
  });
}
