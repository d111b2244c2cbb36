/**
 * What WordPress leaves of an embed block when it cannot reach the provider (a headless shop's
 * WordPress often cannot): a figure holding the bare address, or a link to it. A YouTube or Vimeo
 * address becomes the shop's video player; any other becomes a link card naming the provider, so
 * no raw address runs off the column (issue 41).
 */
import { rewriteHref } from '../../platform/html/safe-html';

export interface EmbedTexts {
  /** Accessible name of the embedded video players. */
  videoTitle: string;
  /** The link card's text for a provider, e.g. "Apri il contenuto su Instagram". */
  openOn: (provider: string) => string;
}

// Providers an editor embeds most, by the name shoppers know; any other is named by its host.
const PROVIDERS: Record<string, string> = {
  'x.com': 'X',
  'twitter.com': 'X',
  'instagram.com': 'Instagram',
  'facebook.com': 'Facebook',
  'tiktok.com': 'TikTok',
  'pinterest.com': 'Pinterest',
  'spotify.com': 'Spotify',
  'open.spotify.com': 'Spotify',
  'soundcloud.com': 'SoundCloud',
  'flickr.com': 'Flickr',
};

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

const decodeText = (text: string) =>
  text.replaceAll('&#038;', '&').replaceAll('&amp;', '&').replaceAll('&#38;', '&');

// Runs on sanitised output: a paragraph or figure holding one link (or one bare address) only.
const LONE_LINK =
  /<(p|figure)>\s*(?:<a href="([^"]+)"[^>]*>[^<]*<\/a>|(https?:\/\/[^\s<]+))\s*<\/\1>/g;

function player(embed: string, title: string): string {
  return `<figure class="content-video"><iframe src="${escapeAttribute(embed)}" title="${escapeAttribute(title)}" loading="lazy" allow="encrypted-media; picture-in-picture; fullscreen" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe></figure>`;
}

function linkCard(
  link: string,
  texts: EmbedTexts,
  shopHosts: readonly string[],
): string | undefined {
  const target = rewriteHref(link, shopHosts);
  if (!target) return undefined;
  const host = new URL(link).hostname.replace(/^www\./, '');
  const provider = PROVIDERS[host] ?? host;
  const opens = target.external ? ' target="_blank" rel="noopener noreferrer"' : '';
  return `<figure class="content-embed"><a href="${escapeAttribute(target.href)}"${opens}>${escapeAttribute(texts.openOn(provider))}</a></figure>`;
}

/** Videos as players everywhere; other lone addresses in a figure (an embed block) as cards. */
export function embedBlocks(html: string, texts: EmbedTexts, shopHosts: readonly string[]): string {
  return html.replace(LONE_LINK, (whole, tag: string, linked?: string, bare?: string) => {
    const link = decodeText(linked ?? bare ?? '');
    const embed = videoEmbedUrl(link);
    if (embed) return player(embed, texts.videoTitle);
    if (tag !== 'figure') return whole;
    return linkCard(link, texts, shopHosts) ?? whole;
  });
}
