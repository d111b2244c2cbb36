import { type RegistrationModule, registrationModuleOf } from '@sporta/sdk';
import { type AddressLookupSource, addressLookupOf } from './address-lookup';
import { runsForShoppers } from './production-settings';

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

/**
 * The secret the storefront shares with WordPress for editors' previews (PREVIEW_SECRET): it
 * checks the signed /anteprima links and reads the revision. Empty: previews are off.
 */
export function previewSecret(): string {
  return process.env.PREVIEW_SECRET?.trim() ?? '';
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

/**
 * The registration module the shop runs (REGISTRATION_MODULE, spec: account §7): `chain`, the
 * chain-specific one (default), or `generic` for a chain without it. Read per request.
 */
export const registrationModule = (): RegistrationModule =>
  registrationModuleOf(process.env.REGISTRATION_MODULE);

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
 * The mobile app the shop's links open (Android App Links, iOS Universal Links: /.well-known/,
 * src/features/native-app/app-links.ts). Unset = the development app (app/capacitor.config.ts):
 * package `it.sporta.app.dev`, team `SPORTADEV1`, the development signing key's fingerprint.
 */
export interface AppLinkSettings {
  /** APP_ANDROID_PACKAGE */
  androidPackage: string;
  /** APP_ANDROID_CERT_SHA256: the signing certificates' SHA-256 fingerprints, comma-separated. */
  androidCertFingerprints: string[];
  /** APP_IOS_APP_IDS: `TEAMID.bundle.id`, comma-separated. */
  iosAppIds: string[];
}

export const DEV_APP_LINKS: AppLinkSettings = {
  androidPackage: 'it.sporta.app.dev',
  androidCertFingerprints: [
    'FA:C6:17:45:DC:09:03:78:6F:B9:ED:E6:2A:96:2B:39:9F:73:48:F0:BB:6F:89:9B:83:32:66:75:91:03:3B:9C',
  ],
  iosAppIds: ['SPORTADEV1.it.sporta.app.dev'],
};

const listOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * The app's settings; in production only when all three are given (issue 37): the development
 * app's debug key there would let anyone with that key open the shop's links — no files then.
 */
export function appLinkSettings(): AppLinkSettings | undefined {
  const fingerprints = listOf(process.env.APP_ANDROID_CERT_SHA256);
  const iosAppIds = listOf(process.env.APP_IOS_APP_IDS);
  const androidPackage = process.env.APP_ANDROID_PACKAGE?.trim();
  if (runsForShoppers() && !(androidPackage && fingerprints.length > 0 && iosAppIds.length > 0))
    return undefined;
  return {
    androidPackage: androidPackage || DEV_APP_LINKS.androidPackage,
    androidCertFingerprints:
      fingerprints.length > 0 ? fingerprints : DEV_APP_LINKS.androidCertFingerprints,
    iosAppIds: iosAppIds.length > 0 ? iosAppIds : DEV_APP_LINKS.iosAppIds,
  };
}

/**
 * Message codes shown as a modal notification instead of a toast (spec: shopping §8
 * showInPopupCode): SHOW_IN_POPUP_CODES, comma-separated; none by default.
 */
export function showInPopupCodes(): string[] {
  return listOf(process.env.SHOW_IN_POPUP_CODES);
}

const TAG_MANAGER_ID = /^GTM-[A-Z0-9]+$/;

/**
 * The Google Tag Manager container (PUBLIC_GTM_ID, e.g. `GTM-AB12CD`); '' = none: no third-party
 * script and no origin added to any CSP. Anything not shaped like a container id counts as none.
 */
export function tagManagerId(): string {
  const id = process.env.PUBLIC_GTM_ID?.trim() ?? '';
  return TAG_MANAGER_ID.test(id) ? id : '';
}

/**
 * The anonymous cart (PUBLIC_ANONYMOUS_CART=1; off by default; spec: shopping §4, §6): guests fill
 * a cart without login, address and slot, which are asked for at checkout. Read at run time, so
 * one build serves either way; pages carry it as Shell.astro's `data-anonymous-cart`.
 */
export function anonymousCart(): boolean {
  return /^(1|true|yes|on)$/i.test(process.env.PUBLIC_ANONYMOUS_CART?.trim() ?? '');
}

/**
 * The promo variant of a weight-based line's accept_alternatives (spec: shopping §9 "Weight-based
 * accept-alternatives defaults true, or a promo variant from configuration"):
 * WEIGHT_PROMO_ACCEPT_ALTERNATIVES `true`/`false` for weight-based products on promotion; unset
 * (or anything else) = no variant, they accept alternatives like every weight-based product.
 */
export function weightPromoAlternatives(): boolean | undefined {
  const value = process.env.WEIGHT_PROMO_ACCEPT_ALTERNATIVES?.trim().toLowerCase();
  if (value === 'true' || value === '1') return true;
  return value === 'false' || value === '0' ? false : undefined;
}

/**
 * The cart-update switch (PUBLIC_CART_UPDATE; on by default; spec: shopping §4 "When updating the
 * cart is switched off, the quantity is only held locally"): `0`/`false`/`off` holds the quantity
 * changes of the cart's lines on the page until the shopper confirms them ("Aggiorna carrello").
 */
export function cartUpdateOff(): boolean {
  return isOff(process.env.PUBLIC_CART_UPDATE);
}

/**
 * Whether an address and a slot the API assumed for the cart (flagged `autoAssigned`) count as the
 * shopper's choice (ACCEPT_AUTO_ASSIGNED_DELIVERY=1; off by default). spec: shopping §4 "Timeslot
 * and address count as unassigned when flagged autoAssigned, unless configuration bypasses it".
 * Read at run time; pages carry it as Shell.astro's `data-auto-assigned-counts` (auto-assigned.ts).
 */
export function acceptAutoAssignedDelivery(): boolean {
  return /^(1|true|yes|on)$/i.test(process.env.ACCEPT_AUTO_ASSIGNED_DELIVERY?.trim() ?? '');
}

/**
 * The address fields' lookups (ADDRESS_LOOKUP, spec: account §7 "Geo and postal lookups"): `geo`
 * (default) or `poste`. Read at run time; pages carry it as Shell.astro's `data-address-lookup`.
 */
export const addressLookup = (): AddressLookupSource => addressLookupOf(process.env.ADDRESS_LOOKUP);
