/** Where the storefront finds its upstreams (README "Configuration"). Read per call: no restart needed in tests. */
export function ebsnApiUrl(): string {
  return process.env.EBSN_API_URL ?? 'http://127.0.0.1:4010/ebsn/api';
}

/** The shop's WordPress (cms/): read on the server only. */
export function cmsUrl(): string {
  return process.env.CMS_URL ?? process.env.WP_URL ?? 'http://127.0.0.1:9400';
}

/** The shared secret WordPress sends in X-Content-Purge-Secret; empty = purge refused. */
export function contentPurgeSecret(): string {
  return process.env.CONTENT_PURGE_SECRET ?? '';
}

/** Hosts of the shop itself: content links to them become in-app links (comma-separated SHOP_HOSTS). */
export function shopHosts(): string[] {
  return (process.env.SHOP_HOSTS ?? 'www.sporta.it,sporta.it')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

/** Largest request body the /ebsn/api proxy passes on (EBSN_PROXY_MAX_BODY_BYTES); default 1 MB. */
export function ebsnProxyMaxBodyBytes(): number {
  const configured = Number(process.env.EBSN_PROXY_MAX_BODY_BYTES);
  return Number.isInteger(configured) && configured > 0 ? configured : 1024 * 1024;
}

/**
 * Hosts (host or host:port) the upstream may send the browser to: payment and sign-in providers
 * (comma-separated EBSN_REDIRECT_HOSTS). Default: the API's own host, where the reference
 * backend's development payment and sign-in pages live.
 */
export function ebsnRedirectHosts(apiUrl = ebsnApiUrl()): string[] {
  const configured = process.env.EBSN_REDIRECT_HOSTS;
  if (configured === undefined) return [new URL(apiUrl).host.toLowerCase()];
  return configured
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

/** What the sign-in form needs to know of the installation (README "Configuration"). */
export interface SignInSettings {
  /** reCAPTCHA site key; '' = the reference backend's development token, no external script. */
  captchaSiteKey: string;
  /** reCAPTCHA Enterprise instead of v3 (PUBLIC_RECAPTCHA_ENTERPRISE=1). */
  captchaEnterprise: boolean;
  /** In-app registration and password reset (spec: shopping §2 Login screen); else external pages. */
  registrationEnabled: boolean;
  registerUrl: string;
  passwordResetUrl: string;
}

const isOff = (value: string | undefined) => /^(0|false|no|off)$/i.test(value?.trim() ?? '');

export function signInSettings(): SignInSettings {
  const registrationEnabled = !isOff(process.env.PUBLIC_REGISTRATION_ENABLED);
  return {
    captchaSiteKey: process.env.PUBLIC_RECAPTCHA_SITE_KEY?.trim() ?? '',
    captchaEnterprise: process.env.PUBLIC_RECAPTCHA_ENTERPRISE === '1',
    registrationEnabled,
    registerUrl: registrationEnabled
      ? '/registration-user'
      : (process.env.EXTERNAL_REGISTRATION_URL ?? '/servizio-clienti'),
    passwordResetUrl: registrationEnabled
      ? '/reset-password-request'
      : (process.env.EXTERNAL_PASSWORD_RESET_URL ?? '/servizio-clienti'),
  };
}

/**
 * The anonymous cart (PUBLIC_ANONYMOUS_CART=1; off by default; spec: shopping §4, §6): guests fill
 * a cart without login, address and slot, which are asked for at checkout. Read at run time, so
 * one build serves either way; pages carry it as Shell.astro's `data-anonymous-cart`.
 */
export function anonymousCart(): boolean {
  return /^(1|true|yes|on)$/i.test(process.env.PUBLIC_ANONYMOUS_CART?.trim() ?? '');
}
