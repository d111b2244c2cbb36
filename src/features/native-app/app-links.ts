/**
 * The files that let the shop's links open in the app (issue 30 "deep links"): Android App Links
 * (`/.well-known/assetlinks.json`, Digital Asset Links) and iOS Universal Links
 * (`/.well-known/apple-app-site-association`), from the settings (platform/config.ts). Both are
 * fetched by Google's and Apple's verifiers: JSON, answered directly (a redirect fails them).
 */
import type { AppLinkSettings } from '../../platform/config';

/** Addresses that are no page of the shop: never opened in the app. */
const NOT_PAGES = ['/ebsn/*', '/api/*', '/_astro/*', '/app/*', '/.well-known/*', '/logout'];

export function assetLinks(settings: AppLinkSettings) {
  return [
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: {
        namespace: 'android_app',
        package_name: settings.androidPackage,
        sha256_cert_fingerprints: settings.androidCertFingerprints,
      },
    },
  ];
}

export function appleAppSiteAssociation(settings: AppLinkSettings) {
  return {
    applinks: {
      details: [
        {
          appIDs: settings.iosAppIds,
          components: [...NOT_PAGES.map((path) => ({ '/': path, exclude: true })), { '/': '*' }],
        },
      ],
    },
  };
}

/**
 * How both files are answered: JSON, an hour in caches (the verifiers fetch them on install);
 * without the app's settings in production (`undefined`), not at all: 404.
 */
export function appLinkResponse(body: unknown): Response {
  if (body === undefined)
    return new Response(null, { status: 404, headers: { 'cache-control': 'private, no-store' } });
  return new Response(JSON.stringify(body), {
    headers: {
      'content-type': 'application/json',
      'cache-control': 'public, max-age=3600',
    },
  });
}
