/**
 * WordPress HTML made safe for the storefront's pages (issue 7): an explicit allowlist
 * (sanitize-html), links to the shop's own hosts made in-app, other links opened in a new window,
 * and a YouTube/Vimeo link alone in its paragraph turned into an embedded player.
 */
import sanitizeHtml from 'sanitize-html';

export interface SanitizeOptions {
  /** Hosts of the shop: absolute links to them become relative, in-app links. */
  shopHosts?: readonly string[];
  /** Accessible name of the embedded video players. */
  videoTitle?: string;
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

/** The embed address of a YouTube or Vimeo video link, else undefined. */
export function videoEmbedUrl(link: string): string | undefined {
  let url: URL;
  try {
    url = new URL(link.replaceAll('&amp;', '&'));
  } catch {
    return undefined;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let youtube: string | null | undefined;
  if (host === 'youtube.com') {
    youtube = url.pathname === '/watch' ? url.searchParams.get('v') : undefined;
    youtube ??= url.pathname.match(/^\/(?:embed|shorts|live)\/([\w-]+)/)?.[1];
  } else if (host === 'youtu.be') {
    youtube = url.pathname.slice(1);
  }
  if (youtube && /^[\w-]{6,20}$/.test(youtube))
    return `https://www.youtube-nocookie.com/embed/${youtube}`;
  const vimeo = host === 'vimeo.com' ? url.pathname.match(/^\/(\d{4,12})\/?$/)?.[1] : undefined;
  if (vimeo) return `https://player.vimeo.com/video/${vimeo}?dnt=1`;
  return undefined;
}

const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

// Runs on sanitised output: a paragraph or figure holding one link (or one bare address) only.
const LONE_LINK =
  /<(p|figure)>\s*(?:<a href="([^"]+)"[^>]*>[^<]*<\/a>|(https?:\/\/[^\s<]+))\s*<\/\1>/g;

function embedVideos(html: string, title: string): string {
  return html.replace(LONE_LINK, (whole, _tag, linked?: string, bare?: string) => {
    const embed = videoEmbedUrl(linked ?? bare ?? '');
    if (!embed) return whole;
    return `<figure class="content-video"><iframe src="${escapeAttribute(embed)}" title="${escapeAttribute(title)}" loading="lazy" allow="encrypted-media; picture-in-picture; fullscreen" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe></figure>`;
  });
}

/** Safe HTML for `set:html`: nothing executes, links route as the shop wants. */
export function sanitizeContent(html: string, options: SanitizeOptions = {}): string {
  const shopHosts = (options.shopHosts ?? []).map((host) => host.toLowerCase());
  const clean = sanitizeHtml(html, {
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
  return embedVideos(clean, options.videoTitle ?? 'Video');
}
