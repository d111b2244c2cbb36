/**
 * A React tree as static HTML for a server-rendered part of a page (no hydration), as Astro's
 * React renderer gives it: React puts the resources it would hoist to a document's head (the
 * preload of a `fetchPriority="high"` picture) before a part's markup, where they do not
 * belong and only repeat what the part itself loads; those leading links are left out.
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const HOISTED_LINKS = /^(?:<link [^>]*>)+/;

export function serverMarkup(element: ReactElement, identifierPrefix?: string): string {
  const html = renderToStaticMarkup(
    element,
    identifierPrefix === undefined ? undefined : { identifierPrefix },
  );
  return html.startsWith('<link ') ? html.replace(HOISTED_LINKS, '') : html;
}
