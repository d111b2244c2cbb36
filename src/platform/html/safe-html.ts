/**
 * HTML from outside (WordPress pages, the API's product descriptions) made safe for `set:html`:
 * an explicit allowlist (sanitize-html), links to the shop's own hosts made in-app, other links
 * opened in a new window, pictures loaded lazily, no h1 (the page's title is the h1).
 * Nothing in the result executes; features add their own touches (content embeds videos).
 */
import { createExpiringCache } from '@sporta/sdk';
import sanitizeHtml from 'sanitize-html';

export interface SafeHtmlOptions {
  /** Hosts of the shop: absolute links to them become relative, in-app links. */
  shopHosts?: readonly string[];
}

const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'strong',
  'b',
  'em',
  'i',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'figure',
  'figcaption',
  'blockquote',
  'br',
  'hr',
];

const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'target', 'rel', 'title'],
  img: ['src', 'alt', 'width', 'height', 'loading'],
  th: ['scope', 'colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  ol: ['start'],
};

/** Where a link leads once rewritten (in-app for the shop's hosts), or undefined when unsafe. */
export function rewriteHref(href: string, shopHosts: readonly string[]) {
  const trimmed = href.trim();
  if (trimmed.startsWith('#')) return { href: trimmed, external: false };
  if (trimmed.startsWith('/') && !trimmed.startsWith('//'))
    return { href: trimmed, external: false };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return undefined;
  }
  if (url.protocol === 'mailto:' || url.protocol === 'tel:')
    return { href: url.href, external: false };
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (shopHosts.includes(url.hostname.toLowerCase()))
    return { href: `${url.pathname}${url.search}${url.hash}`, external: false };
  return { href: url.href, external: true };
}

/**
 * The last texts made safe, by hosts and text: the same description or page comes on every
 * render, and parsing it again was 6% of a product page's CPU. The oldest goes first when full.
 */
const made = createExpiringCache<string>({ ttlMs: Number.POSITIVE_INFINITY, maxEntries: 256 });

/** Safe HTML for `set:html`: nothing executes, links route as the shop wants. */
export function safeHtml(html: string, options: SafeHtmlOptions = {}): string {
  const shopHosts = (options.shopHosts ?? []).map((host) => host.toLowerCase());
  const key = `${shopHosts.join(' ')}\n${html}`;
  let safe = made.get(key);
  if (safe === undefined) {
    safe = sanitised(html, shopHosts);
    made.set(key, safe);
  }
  return safe;
}

function sanitised(html: string, shopHosts: readonly string[]): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: ALLOWED_ATTRIBUTES,
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    // Headings start at h2: the page title is the h1.
    transformTags: {
      h1: 'h2',
      a: (tagName, attribs) => {
        const target =
          attribs.href === undefined ? undefined : rewriteHref(attribs.href, shopHosts);
        const kept: Record<string, string> = {};
        if (attribs.title) kept.title = attribs.title;
        if (target) kept.href = target.href;
        if (target?.external) {
          kept.target = '_blank';
          kept.rel = 'noopener noreferrer';
        }
        return { tagName, attribs: kept };
      },
      img: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, alt: attribs.alt ?? '', loading: 'lazy' },
      }),
    },
  });
}
