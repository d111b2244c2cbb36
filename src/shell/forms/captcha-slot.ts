/**
 * Where the page's EBSN core (ebsn.ts) finds the captcha token source: the login form installs
 * one when it is shown (features/auth). Its own module, so the form can install it without
 * loading the EBSN client before the shopper uses the form.
 */
import type { CaptchaProvider } from '@sporta/sdk';

let installed: CaptchaProvider | undefined;

/** spec: shopping §9 "Captcha required for login". */
export function provideCaptcha(provider: CaptchaProvider): void {
  installed = provider;
}

/** The token for `endpoint` from the installed source; none before a form installed one. */
export function captchaToken(endpoint: string): ReturnType<CaptchaProvider> {
  return installed?.(endpoint);
}
