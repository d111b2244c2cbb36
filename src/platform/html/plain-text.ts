/**
 * Text that arrives as HTML — WordPress' rendered titles, EBSN promo texts such as
 * 'PI&Ugrave; BASSI SEMPRE' (shared/reference/ebsn-observed.md §3.5) — as plain text for the
 * page to escape: tags dropped, entities decoded. Never injected as HTML.
 */
import { decodeHTML } from 'entities';

/**
 * Character references decoded as an HTML page's text decodes them (every named entity, numeric
 * ones, the legacy names without ';'). On the server by `entities`; in the browser by the
 * browser's own parser, for no bytes: `entities` is 13 KB gzip (its table of every name), and the
 * cart, the search suggestions and the messages decode names in the page. Vite drops the branch
 * a side never takes, and `entities` with it. '<' is escaped first so nothing is ever parsed as
 * a tag, and the inert template runs nothing.
 */
function decodeEntities(text: string): string {
  if (import.meta.env.SSR) return decodeHTML(text);
  const template = document.createElement('template');
  template.innerHTML = text.replaceAll('<', '&lt;');
  return template.content.textContent ?? '';
}

/** Nothing to drop, decode or fold: most names and texts (a listing asks ~10 per product). */
const ALREADY_PLAIN = /^[^\s<&](?:[^<&\t\r\n ]| (?! ))*(?<!\s)$/;

export function plainText(html: string): string {
  if (ALREADY_PLAIN.test(html)) return html;
  const text = html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/[ \t\r\n]+/g, ' ');
  return (text.includes('&') ? decodeEntities(text) : text).trim();
}
