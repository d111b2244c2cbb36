/**
 * WordPress HTML made safe for the storefront's pages (issue 7): the shop's allowlist and link
 * rules (src/platform/html/safe-html.ts); embed blocks as players or link cards (embeds.ts); wide
 * tables in a box of their own that scrolls, so the page never does (issue 41).
 */
import { safeHtml } from '../../platform/html/safe-html';
import { type EmbedTexts, embedBlocks } from './embeds';

export { rewriteHref } from '../../platform/html/safe-html';
export { videoEmbedUrl } from './embeds';

export interface SanitizeOptions {
  /** Hosts of the shop: absolute links to them become relative, in-app links. */
  shopHosts?: readonly string[];
  /** Accessible name of the embedded video players. */
  videoTitle?: string;
  /** The link card's text of an embed that is not a video. */
  openOn?: EmbedTexts['openOn'];
  /** Accessible name of a table's scrolling box. */
  tableLabel?: string;
}

// A table scrolls inside a focusable region: keyboard users scroll it too (axe
// scrollable-region-focusable). Sanitised tables carry no attributes, so `<table>` is exact.
function boxTables(html: string, label: string): string {
  return html
    .replaceAll(
      '<table>',
      `<div class="content-table" role="region" tabindex="0" aria-label="${label.replaceAll('"', '&quot;')}"><table>`,
    )
    .replaceAll('</table>', '</table></div>');
}

/** Safe HTML for `set:html`: nothing executes, links route as the shop wants, videos play. */
export function sanitizeContent(html: string, options: SanitizeOptions = {}): string {
  const shopHosts = (options.shopHosts ?? []).map((host) => host.toLowerCase());
  const texts: EmbedTexts = {
    videoTitle: options.videoTitle ?? 'Video',
    openOn: options.openOn ?? ((provider) => provider),
  };
  const safe = safeHtml(html, { shopHosts });
  return boxTables(embedBlocks(safe, texts, shopHosts), options.tableLabel ?? 'Tabella');
}
