/** /robots.txt: the account and checkout stay out of search engines; where the sitemap is. */
import type { APIRoute } from 'astro';
import { publicOrigin } from '../platform/server/public-origin';

export const GET: APIRoute = () =>
  new Response(
    [
      'User-agent: *',
      'Allow: /',
      'Disallow: /profile/',
      'Disallow: /checkout',
      'Disallow: /payment',
      'Disallow: /cart/',
      'Disallow: /backoffice',
      'Disallow: /search',
      `Sitemap: ${new URL('/sitemap.xml', publicOrigin()).href}`,
      '',
    ].join('\n'),
    {
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'public, max-age=86400',
      },
    },
  );
