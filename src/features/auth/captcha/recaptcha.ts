/**
 * Google's reCAPTCHA v3 (or Enterprise) in the page: the script added once, a login token asked
 * of it (captcha.ts decides when this module is needed at all).
 */

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

/** Login tokens from Google: the script loaded on the first one, once. */
export function recaptchaProvider(siteKey: string, enterprise: boolean): () => Promise<string> {
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
