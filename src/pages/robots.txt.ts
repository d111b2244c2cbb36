/** /robots.txt: the account and checkout stay out of search engines; where the sitemap is. */
import type { APIRoute } from 'astro';
import { shopOrigin } from '../platform/https-request';

export const GET: APIRoute = ({ request }) =>
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
      `Sitemap: ${new URL('/sitemap.xml', shopOrigin(request)).href}`,
      '',
    ].join('\n'),
    {
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'public, max-age=86400',
      },
    },
  );
