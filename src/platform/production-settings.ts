/**
 * What a production storefront must be given before it may start (issue 12), checked by
 * scripts/serve.mjs at start; README "Configuration" lists the settings per environment.
 * Development defaults (the loopback backend and WordPress, the reference backend's captcha
 * token) are fine locally and unsafe in front of shoppers.
 *
 * No runtime imports but files like it (`.ts` named): scripts/serve.mjs loads this file with
 * Node's type stripping.
 */

import { PRODUCTION_MAX_FACTOR } from './server/defence/rate-limits.ts';
import { publicSiteUrlProblem } from './server/public-origin.ts';

/** The token the reference backend accepts instead of a reCAPTCHA answer (reference-backend/shop.ts). */
export const DEV_CAPTCHA_TOKEN = 'sporta-dev-captcha';

/** The purge secret `npm start` invents for its local WordPress (scripts/start.mjs). */
const LOCAL_PURGE_SECRET = 'sporta-local-purge';

/** The preview secret `npm start` invents for its local WordPress (scripts/start.mjs). */
const LOCAL_PREVIEW_SECRET = 'sporta-local-preview';

/** Shorter shared secrets can be guessed by whoever can reach /api/content/purge. */
const PURGE_SECRET_MIN_LENGTH = 24;

/** The shared-page mark's key: 32 characters of base64 are 192 bits. */
const MARK_SECRET_MIN_LENGTH = 32;

type Env = Readonly<Record<string, string | undefined>>;

export function isProduction(env: Env): boolean {
  return env.NODE_ENV === 'production' || env.SPORTA_ENV === 'production';
}

/**
 * At run time, in the built server: NODE_ENV is always production there (scripts/serve.mjs, for
 * React's server build), so the deployment's own word is kept in SPORTA_ENV.
 */
export function runsForShoppers(env: Env = process.env): boolean {
  return env.SPORTA_ENV === 'production';
}

/** Operator messages, one per setting that is missing or unsafe; empty when the storefront may start. */
export function productionSettingProblems(env: Env): string[] {
  if (!isProduction(env)) return [];
  const problems: string[] = [];
  const purgeSecret = env.CONTENT_PURGE_SECRET?.trim() ?? '';
  if (purgeSecret === '') {
    problems.push(
      'CONTENT_PURGE_SECRET is not set: WordPress could not purge cached content pages (set the same secret in WordPress).',
    );
  } else if (purgeSecret === LOCAL_PURGE_SECRET || purgeSecret.length < PURGE_SECRET_MIN_LENGTH) {
    problems.push(
      `CONTENT_PURGE_SECRET is a development value or shorter than ${PURGE_SECRET_MIN_LENGTH} characters: use a long random secret.`,
    );
  }
  // Optional (unset: no previews), but whoever holds it reads every draft.
  const previewSecret = env.PREVIEW_SECRET?.trim() ?? '';
  if (
    previewSecret !== '' &&
    (previewSecret === LOCAL_PREVIEW_SECRET || previewSecret.length < PURGE_SECRET_MIN_LENGTH)
  ) {
    problems.push(
      `PREVIEW_SECRET is a development value or shorter than ${PURGE_SECRET_MIN_LENGTH} characters: use a long random secret, the same in WordPress.`,
    );
  }
  // The sign-in form sends a reCAPTCHA token; without a site key it would send the reference
  // backend's fixed token, which a real EBSN refuses: nobody could log in.
  if (env.CAPTCHA_DEV_TOKEN) {
    problems.push(
      'CAPTCHA_DEV_TOKEN is set: a fixed captcha token is for the reference backend only; unset it and configure reCAPTCHA.',
    );
  }
  const siteKey = env.PUBLIC_RECAPTCHA_SITE_KEY?.trim() ?? '';
  if (siteKey === '') {
    problems.push(
      "PUBLIC_RECAPTCHA_SITE_KEY is not set: the login form would send the development captcha token; set the shop's reCAPTCHA site key.",
    );
  } else if (siteKey === DEV_CAPTCHA_TOKEN) {
    problems.push(
      `PUBLIC_RECAPTCHA_SITE_KEY is the development captcha token "${DEV_CAPTCHA_TOKEN}": use the shop's reCAPTCHA site key.`,
    );
  }
  // Shared pages are kept under the view a signed mark names (shared-pages.ts, docs/adr/0017):
  // every process of the shop needs the same key, and none that a client could guess.
  if ((env.SHARED_MARK_SECRET?.trim().length ?? 0) < MARK_SECRET_MIN_LENGTH) {
    problems.push(
      `SHARED_MARK_SECRET is not set or shorter than ${MARK_SECRET_MIN_LENGTH} characters: set one long random secret, the same for every storefront process.`,
    );
  }
  if (!env.EBSN_API_URL?.trim()) {
    problems.push('EBSN_API_URL is not set: the default is the reference backend on 127.0.0.1.');
  }
  if (!(env.CMS_URL ?? env.WP_URL)?.trim()) {
    problems.push('CMS_URL is not set: the default is the local WordPress on 127.0.0.1.');
  }
  // Absolute links (canonical, sitemap, robots.txt, JSON-LD) never follow the request's Host.
  const siteUrl = env.PUBLIC_SITE_URL?.trim() ?? '';
  const siteUrlProblem = siteUrl && publicSiteUrlProblem(siteUrl, true);
  if (siteUrl === '') {
    problems.push(
      "PUBLIC_SITE_URL is not set: canonical links, the sitemap and robots.txt need the shop's public address, e.g. https://www.sporta.it.",
    );
  } else if (siteUrlProblem) {
    problems.push(`PUBLIC_SITE_URL ${siteUrlProblem}`);
  }
  // The limits on guesses are never off in front of shoppers (issue 37 item 6): loosened at most
  // PRODUCTION_MAX_FACTOR times; an invalid factor stops every start (serve.mjs).
  const factor = Number(env.RATE_LIMIT_FACTOR?.trim() || '1');
  if (!(factor > 0 && factor <= PRODUCTION_MAX_FACTOR)) {
    problems.push(
      `RATE_LIMIT_FACTOR=${env.RATE_LIMIT_FACTOR} would switch the limits on guesses off: in production it is a number above 0 and at most ${PRODUCTION_MAX_FACTOR}.`,
    );
  }
  return problems;
}
