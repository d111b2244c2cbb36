import { defineMiddleware, sequence } from 'astro:middleware';
import type { APIContext } from 'astro';
import { consentGateTarget } from './features/account/credentials';
import { cmsUrl, signInSettings, tagManagerId } from './platform/config';
import {
  BACKOFFICE_REFUSED_PATH,
  guardRoute,
  isAdminRoute,
  SERVICE_DOWN_PATH,
  signedInRoute,
} from './platform/routes';
import {
  CONTENT_TAGS_HEADER,
  collectContentReads,
  renderAcrossPurges,
  tagsHeader,
} from './platform/server/caching/content-tags';
import {
  forgetSharedMark,
  isSharedAnswer,
  isSharedPage,
  PRIVATE_CACHE_CONTROL,
  SHARED_PAGE_CACHE_CONTROL,
  SHARED_PAGE_HEADER,
  SHOPPER_PAGE_CACHE_CONTROL,
  sharedKeyOf,
  sharedViewOfJar,
} from './platform/server/caching/shared-pages';
import { compressResponse, renderWhole } from './platform/server/compression';
import { servedOverHttps } from './platform/server/defence/https-request';
import { adminAccess } from './platform/server/gates/admin-guard';
import { consentMarkOf } from './platform/server/gates/consent-gate';
import { profileLevelTarget } from './platform/server/gates/profile-level-gate';
import {
  pageThirdParties,
  securityHeaders,
  withHeaders,
} from './platform/server/gates/security-headers';
import { ebsnForRequest, loadShopper } from './platform/server/shopper.server';
import { hasSession } from './platform/session';
import { GUEST, SHARED_SHOPPER } from './platform/shopper/shopper';

/** Login-required routes send guests to Home before any page renders (spec: shopping §2 Guards). */
const guard = defineMiddleware((context, next) => {
  const target = guardRoute(context.url.pathname, hasSession(context.cookies), context.url.search);
  if (target) return context.redirect(target, 302);
  return next();
});

/** Endpoints (the /ebsn/api proxy, /api/*, the app's /.well-known files) answer for themselves; pages render a shopper. */
const isEndpoint = (routePattern: string) =>
  routePattern.startsWith('/ebsn/') ||
  routePattern.startsWith('/api/') ||
  routePattern.startsWith('/.well-known/');

/**
 * One SDK client per request with the shopper's session, and the shopper loaded before the
 * page renders, so renewed session cookies are set before any byte of the page is sent.
 */
const shopper = defineMiddleware(async (context, next) => {
  // A catalogue or content page, the same for every guest — or every signed-in shopper — of its
  // price context: rendered without asking who is shopping, with nobody's name in it, and shared
  // (src/platform/server/caching/shared-pages.ts; kept by the Node server's page cache, guests' by CDNs too).
  const mayShare =
    (context.request.method === 'GET' || context.request.method === 'HEAD') &&
    isSharedPage(context.url.pathname) &&
    // A listing of what she bought before (preferred, shopping §3 Filters) is hers alone.
    !context.url.searchParams.has('preferred');
  const view = mayShare ? sharedViewOfJar(context.cookies) : undefined;
  const shared = view !== undefined;
  let client: ReturnType<typeof ebsnForRequest> | undefined;
  const ebsn = () => {
    client ??= ebsnForRequest(context.cookies, context.request, { shared });
    return client;
  };
  Object.defineProperty(context.locals, 'ebsn', { get: ebsn, configurable: true });
  if (isEndpoint(context.routePattern)) {
    context.locals.shopper = GUEST;
    return next();
  }
  if (view) {
    // Nobody's name or count in it: the browser fills them in (TopBar.astro, shopper.ts).
    const nobody = view.signedIn ? SHARED_SHOPPER : GUEST;
    // The page of a service (Home's slides) is kept under that service (sharedKeyOf).
    context.locals.shopper = view.service ? { ...nobody, service: view.service } : nobody;
    const tags = new Set<string>();
    const { result: response, purgedMeanwhile } = await renderAcrossPurges(() =>
      collectContentReads(tags, () => renderWhole(next)),
    );
    if (response.status === 200 && purgedMeanwhile) {
      // It may show content purged while it rendered: sent, and kept by no cache.
      response.headers.set('cache-control', PRIVATE_CACHE_CONTROL);
    } else if (response.status === 200) {
      response.headers.set(SHARED_PAGE_HEADER, sharedKeyOf(view));
      // What it shows from WordPress, read once the whole page rendered (platform/server/caching/content-tags.ts).
      response.headers.set(CONTENT_TAGS_HEADER, tagsHeader(tags));
      response.headers.set(
        'cache-control',
        view.signedIn ? SHOPPER_PAGE_CACHE_CONTROL : SHARED_PAGE_CACHE_CONTROL,
      );
      // A CDN keeps a guest's page apart from what a signed-in shopper sees at the same address.
      response.headers.append('vary', 'Cookie');
    }
    return response;
  }
  // Any other page may change who is shopping on the server (an operator acting as a customer,
  // a sign-in by code or artifact): the shared mark is forgotten there and made again, if still
  // true, by the next shared page.
  if (!mayShare) forgetSharedMark(context.cookies);
  context.locals.shopper = await loadShopper(context.cookies, context.request, ebsn, {
    mark: mayShare,
  });
  // Rendered to its end and gzipped in one call, as shared pages are: a page's first byte waits
  // for its data anyway, and streaming it cost a compression step per chunk (bench/scaled.mjs).
  return renderWhole(next);
});

/**
 * A required consent missing at sign-in (platform/server/gates/consent-gate.ts): the first page after a
 * sign-in asks check-disclaimer once; while one is missing, the account pages and checkout lead
 * to the page that asks for it. Without the sign-in's mark this costs nothing.
 */
const consents = defineMiddleware(async (context, next) => {
  const mark = consentMarkOf(context.cookies);
  if (!mark || isEndpoint(context.routePattern)) return next();
  const target = await consentGateTarget({
    cookies: context.cookies,
    mark,
    url: context.url,
    method: context.request.method,
    secure: servedOverHttps(context.request),
    signedIn: context.locals.shopper.loggedIn,
    ebsn: () => context.locals.ebsn,
  });
  return target ? context.redirect(target, 302) : next();
});

/**
 * Checkout and payment need a signed-in shopper, not only a session (an anonymous cart's guest
 * has one): the guest signs in first (routes.ts `signedInRoute`). No call: the shopper is loaded.
 */
const signedInOnly = defineMiddleware((context, next) => {
  const { url, request, locals } = context;
  const target = signedInRoute(url.pathname, request.method, locals.shopper.loggedIn, url.search);
  return target ? context.redirect(target, 302) : next();
});

/**
 * A profile below minProfileLevel (docs/adr/0014): checkout and payment lead to 'Il mio profilo'
 * until it is complete. The level comes with the shopper loaded above: no call of its own.
 */
const profileLevel = defineMiddleware((context, next) => {
  const target = profileLevelTarget(context.url, context.request.method, context.locals.shopper);
  return target ? context.redirect(target, 302) : next();
});

/**
 * Admin-flagged routes open only to single-sign-on users with one of the route's roles (spec:
 * shopping §2 Guards, §6; admin-guard.ts): the API says whether this session is one (saml/do-login
 * checkUser). Shoppers go to the user board, guests to the operators' sign-in; an operator
 * lacking the roles sees the refusal at the address asked for (a rewrite, answered 403).
 */
const admin = defineMiddleware(async (context, next) => {
  if (!isAdminRoute(context.url.pathname)) return next();
  let answer: Awaited<ReturnType<typeof context.locals.ebsn.backoffice.samlLogin>>;
  try {
    answer = await context.locals.ebsn.backoffice.samlLogin({ checkUser: true });
  } catch {
    return context.redirect(SERVICE_DOWN_PATH, 303);
  }
  const access = adminAccess(context.url.pathname, context.url.search, {
    signedIn: context.locals.shopper.loggedIn,
    ssoUser: answer.ssoUser,
  });
  if ('redirect' in access) return context.redirect(access.redirect, 303);
  if (answer.ssoUser) context.locals.ssoUser = answer.ssoUser;
  if ('refused' in access) return next(BACKOFFICE_REFUSED_PATH);
  return next();
});

/**
 * An answer not made to be shared says so (issue 37): no cache — a CDN, a proxy, the browser's
 * history — keeps a shopper's page, a redirect with her `next` or a form's result.
 */
const privateByDefault = defineMiddleware(async (_context, next) => {
  const response = await next();
  return isSharedAnswer(response.headers.get('cache-control'))
    ? response
    : withHeaders(response, { 'cache-control': PRIVATE_CACHE_CONTROL });
});

const compression = defineMiddleware(async (context, next) =>
  compressResponse(context.request, await next()),
);

/** WordPress media (slides, tutorials, content images) are served from the CMS's origin. */
const cmsOrigin = () => {
  try {
    return [new URL(cmsUrl()).origin];
  } catch {
    // CMS_URL unusable: no CMS origin is allowed (production-settings.ts says what is wrong).
    return [];
  }
};

/**
 * reCAPTCHA where the login form can show, the tag manager where an analytics event can happen,
 * each only when configured (pageThirdParties): known once the page has its shopper.
 */
const thirdParties = (context: APIContext) =>
  pageThirdParties({
    signedIn: context.locals.shopper?.loggedIn ?? false,
    path: context.url.pathname,
    captchaSiteKey: signInSettings().captchaSiteKey,
    tagManagerId: tagManagerId(),
  });

/**
 * Files the shop writes for crawlers and browsers (robots.txt, the web app's manifest): the same
 * for everyone, no shopper, no guard, no call. Only the headers every answer gets: the rest of
 * the chain cost /robots.txt a third of its rate (bench/render-floor.mjs, issue 42). The sitemap
 * asks the API for the catalogue, so it keeps the page chain that gives it its client.
 */
const SHOPPERLESS_FILES = new Set(['/robots.txt', '/manifest.webmanifest']);

// Security headers outermost: every answer gets them, redirects and compressed pages included.
const answerHeaders = [securityHeaders(cmsOrigin, thirdParties), privateByDefault, compression];
const forFiles = sequence(...answerHeaders);
const forPages = sequence(
  ...answerHeaders,
  guard,
  shopper,
  signedInOnly,
  consents,
  profileLevel,
  admin,
);

export const onRequest = defineMiddleware((context, next) =>
  SHOPPERLESS_FILES.has(context.routePattern) ? forFiles(context, next) : forPages(context, next),
);
