/**
 * WordPress HTML made safe for the storefront's pages (issue 7): the shop's allowlist and link
 * rules (src/platform/html/safe-html.ts), and a YouTube/Vimeo link alone in its paragraph turned into
 * an embedded player.
 */
import { safeHtml } from '../../platform/html/safe-html';

export { rewriteHref } from '../../platform/html/safe-html';

export interface SanitizeOptions {
  /** Hosts of the shop: absolute links to them become relative, in-app links. */
  shopHosts?: readonly string[];
  /** Accessible name of the embedded video players. */
  videoTitle?: string;
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

/** Safe HTML for `set:html`: nothing executes, links route as the shop wants, videos play. */
export function sanitizeContent(html: string, options: SanitizeOptions = {}): string {
  return embedVideos(safeHtml(html, options), options.videoTitle ?? 'Video');
}
