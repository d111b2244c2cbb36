/**
 * The security headers of every answer of the storefront (issue 12): pages through the middleware
 * (`securityHeaders` in src/middleware.ts), static files through scripts/serve.mjs. A page's
 * Content-Security-Policy is Astro's (`security.csp` in astro.config.mjs, sent as a header for
 * pages rendered on demand): it hashes every script and style Astro puts in the page, and its
 * other directives are `PAGE_CSP_DIRECTIVES` below. Pages that need a third party add it with
 * `allowOnPage` (`Astro.csp` in the page's frontmatter: later is too late for the header).
 *
 * astro.config.mjs and scripts/serve.mjs (plain Node, types stripped) load this file too: its
 * one runtime import, https-request.ts, imports nothing.
 */
import type { APIContext, AstroGlobal, MiddlewareHandler } from 'astro';
// With its extension: plain Node (scripts/serve.mjs) loads this file with its types stripped.
import { servedOverHttps } from '../defence/https-request.ts';

/** Directives beside Astro's script-src/style-src, on every page. */
export const PAGE_CSP_DIRECTIVES = [
  "default-src 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  // Only as a header: a <meta> policy cannot carry frame-ancestors (X-Frame-Options for old browsers).
  "frame-ancestors 'none'",
  "form-action 'self'",
  // Content images: any https host an editor links to; the CMS's own origin (CMS_URL, http on a
  // development machine) is added per answer by the middleware (`imageOrigins`).
  "img-src 'self' data: https:",
  "connect-src 'self'",
  // The installable web app: its service worker (/sw.js) and manifest are the shop's own files.
  "worker-src 'self'",
  "manifest-src 'self'",
] as const;

/** Answers that are not pages (JSON, scripts, images): nothing may run or be framed. */
export const ANSWER_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The service worker's own policy (a worker obeys the CSP of its script's answer, not the
 * page's): nothing may run or load but its fetches of the shop's own origin.
 */
export const SERVICE_WORKER_CSP = "default-src 'none'; connect-src 'self'; base-uri 'none'";
/** The service worker's path (scripts/service-worker-build.mjs builds it, the shell registers it). */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * Third parties a page may allow, never the whole site: each page that uses one says so.
 * `videoEmbeds` is what src/features/content/sanitize.ts embeds; `recaptcha` is for the login
 * form (spec: shopping §9 "Captcha required for login"), `tagManager` for Google Tag Manager
 * (and the GA4 tags it loads) where an analytics event can happen: both allowed by
 * src/middleware.ts only when configured (`pageThirdParties`).
 */
export const THIRD_PARTIES = {
  videoEmbeds: {
    frames: [
      'https://www.youtube-nocookie.com',
      'https://www.youtube.com',
      'https://player.vimeo.com',
    ],
    scripts: [],
    connects: [],
  },
  recaptcha: {
    frames: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
    scripts: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    connects: [],
  },
  // Google's CSP guide for Tag Manager with GA4: its script (gtm.js, then gtag/js), and the hits
  // it sends. Images need nothing more: img-src already takes any https host.
  tagManager: {
    frames: [],
    scripts: ['https://www.googletagmanager.com'],
    connects: [
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ],
  },
} as const satisfies Record<
  string,
  { frames: readonly string[]; scripts: readonly string[]; connects: readonly string[] }
>;

export type ThirdParty = keyof typeof THIRD_PARTIES;

/** Call in a page's frontmatter: `allowOnPage(Astro.csp, 'videoEmbeds')`. */
export function allowOnPage(csp: AstroGlobal['csp'], ...parties: ThirdParty[]): void {
  // No policy in `astro dev` (Astro's CSP needs a build): nothing to allow.
  if (!csp) return;
  for (const party of parties) {
    const { frames, scripts, connects } = THIRD_PARTIES[party];
    if (frames.length > 0) csp.insertDirective(`frame-src 'self' ${frames.join(' ')}`);
    // Merged by Astro with the `connect-src 'self'` of PAGE_CSP_DIRECTIVES.
    if (connects.length > 0) csp.insertDirective(`connect-src 'self' ${connects.join(' ')}`);
    // A script resource replaces Astro's default 'self': keep it (the page's own bundles).
    if (scripts.length > 0)
      for (const source of ["'self'", ...scripts]) csp.insertScriptResource(source);
  }
}

/** The result page of a placed order: where the purchase event happens (features/analytics). */
const PURCHASE_PAGE = /^\/cart\/payment-completed\/[^/]+$/;

/**
 * The third parties of a page, by who is shopping and what is configured: reCAPTCHA where the
 * login form can show (a guest's page) with a site key; the tag manager, with its id, where an
 * analytics event can happen — a guest's page (the login) and the order's result page (the
 * purchase). Unconfigured, nothing: the policy stays the shop's own.
 */
export function pageThirdParties(page: {
  signedIn: boolean;
  path: string;
  captchaSiteKey: string;
  tagManagerId: string;
}): ThirdParty[] {
  const parties: ThirdParty[] = [];
  if (!page.signedIn && page.captchaSiteKey) parties.push('recaptcha');
  if (page.tagManagerId && (!page.signedIn || PURCHASE_PAGE.test(page.path)))
    parties.push('tagManager');
  return parties;
}

/**
 * A page whose form leaves the shop for a provider (the operators' single sign-on: POST, then
 * /leave, then the provider): `form-action` covers the redirects after a submit too, so the
 * provider hosts (`ebsnRedirectHosts()`, host or host:port) are added for that page only.
 */
export function allowFormsToLeave(csp: AstroGlobal['csp'], hosts: readonly string[]): void {
  if (!csp || hosts.length === 0) return;
  csp.insertDirective(`form-action 'self' ${hosts.join(' ')}`);
}

/** Features the shop uses: the delivery address can come from the device's position; nothing else. */
export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'camera=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
].join(', ');

export const HSTS = 'max-age=31536000; includeSubDomains';

/** The headers every answer carries; `page` answers keep their own (Astro's) CSP. */
export function securityHeaderValues(options: {
  https: boolean;
  page: boolean;
}): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'x-frame-options': 'DENY',
  };
  if (!options.page) headers['content-security-policy'] = ANSWER_CSP;
  if (options.https) headers['strict-transport-security'] = HSTS;
  return headers;
}

/** A policy with more sources in one directive (each once); the directive is added if missing. */
export function withSources(policy: string, directive: string, added: readonly string[]): string {
  if (added.length === 0) return policy;
  const pattern = new RegExp(`(^|;\\s*)${directive} ([^;]*)`);
  if (!pattern.test(policy))
    return `${policy.replace(/;?\s*$/, '')}; ${directive} 'self' ${added.join(' ')}`;
  return policy.replace(pattern, (_whole, start: string, sources: string) => {
    const present = new Set(sources.split(/\s+/));
    const missing = added.filter((source) => !present.has(source));
    return `${start}${directive} ${[sources.trim(), ...missing].join(' ')}`;
  });
}

/** A page policy with more image sources: the CMS origin is known at run time, the policy at build. */
export function withImageOrigins(policy: string, origins: readonly string[]): string {
  return withSources(policy, 'img-src', origins);
}

/**
 * A page policy allowing third parties chosen at run time (pageThirdParties): Astro's policy has
 * no place for them by then — `context.csp` does nothing in a middleware, and a layout renders
 * after the header is made — so their sources join the header's directives here.
 */
export function withThirdParties(policy: string, parties: readonly ThirdParty[]): string {
  let result = policy;
  for (const party of parties) {
    const { frames, scripts, connects } = THIRD_PARTIES[party];
    result = withSources(result, 'frame-src', frames);
    result = withSources(result, 'script-src', scripts);
    result = withSources(result, 'connect-src', connects);
  }
  return result;
}

/** Sets the security headers on an answer of Astro (a page, an endpoint, a redirect). */
export function withSecurityHeaders(
  request: Request,
  response: Response,
  options: { imageOrigins?: readonly string[]; thirdParties?: readonly ThirdParty[] } = {},
): Response {
  const isHtml = (response.headers.get('content-type') ?? '').startsWith('text/html');
  const values = securityHeaderValues({ https: servedOverHttps(request), page: isHtml });
  const pagePolicy = response.headers.get('content-security-policy');
  // An HTML answer without Astro's policy (a redirect body, an error page): still never framed.
  if (isHtml && !pagePolicy) values['content-security-policy'] = "frame-ancestors 'none'";
  if (isHtml && pagePolicy)
    values['content-security-policy'] = withThirdParties(
      withImageOrigins(pagePolicy, options.imageOrigins ?? []),
      options.thirdParties ?? [],
    );
  return withHeaders(response, values);
}

/** `response` with `values` set: in place, or on a copy where its headers are immutable. */
export function withHeaders(
  response: Response,
  values: Readonly<Record<string, string>>,
): Response {
  try {
    for (const [name, value] of Object.entries(values)) response.headers.set(name, value);
    return response;
  } catch {
    // Immutable headers (Response.redirect, fetched answers): copy them.
    const headers = new Headers(response.headers);
    for (const [name, value] of Object.entries(values)) headers.set(name, value);
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  }
}

/**
 * The middleware; `imageOrigins` and `thirdParties` are read per request (config is read per
 * call, see config.ts), the third parties once the page has rendered (it knows the shopper then).
 */
export function securityHeaders(
  imageOrigins: () => readonly string[],
  thirdParties: (context: APIContext) => readonly ThirdParty[] = () => [],
): MiddlewareHandler {
  return async (context, next) => {
    const response = await next();
    return withSecurityHeaders(context.request, response, {
      imageOrigins: imageOrigins(),
      thirdParties: thirdParties(context),
    });
  };
}
