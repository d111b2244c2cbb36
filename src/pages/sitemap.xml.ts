/**
 * /sitemap.xml (issue 14 SEO): Home, the catalogue, every category and product, the content
 * pages of the spec (shopping §2 routes). Absolute addresses on the shop's public origin (PUBLIC_SITE_URL).
 */
import type { APIRoute } from 'astro';
import { catalogueSitemapPaths } from '../features/catalogue/categories/sitemap';
import { PRIVACY_PAGE_PATH, RULES_PAGE_PATH } from '../platform/routes';
import { publicOrigin } from '../platform/server/public-origin';

/** The content pages the spec names (shopping §2): always there. */
const CONTENT_PATHS = [
  '/',
  '/catalog',
  '/offerte',
  '/faq',
  '/vantaggi',
  '/servizio-clienti',
  '/consegna-agevolata',
  '/address-discovery',
  RULES_PAGE_PATH,
  PRIVACY_PAGE_PATH,
  '/page/cookie-policy',
];

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export const GET: APIRoute = async ({ locals }) => {
  const origin = publicOrigin();
  const paths = [...CONTENT_PATHS, ...(await catalogueSitemapPaths(locals.ebsn))];
  const urls = [...new Set(paths)]
    .map((path) => `<url><loc>${escapeXml(new URL(path, origin).href)}</loc></url>`)
    .join('\n');
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    {
      headers: {
        'content-type': 'application/xml; charset=utf-8',
        'cache-control': 'public, max-age=3600, s-maxage=3600',
      },
    },
  );
};
