/** /manifest.webmanifest: the installable web app's manifest (src/shell/app-update/web-app/manifest.ts). */
import type { APIRoute } from 'astro';
import { webAppManifest } from '../shell/app-update/web-app/manifest';

export const GET: APIRoute = () =>
  new Response(JSON.stringify(webAppManifest()), {
    headers: {
      'content-type': 'application/manifest+json; charset=utf-8',
      'cache-control': 'public, max-age=86400',
    },
  });
