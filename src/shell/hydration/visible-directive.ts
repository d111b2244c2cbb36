/**
 * `client:visible-deadline`: Astro's own `client:visible` — the island hydrates once one of its
 * elements enters the viewport (IntersectionObserver, with its `rootMargin` option), never before
 * — whose code, like every lazy island's, has 120 s to arrive from then (spec: shopping §9 "Chunk
 * load timeout 120 s", chunk-deadline.ts). Astro's directive is called as it is, so its timing
 * stays Astro's; only the load it is given is watched. Astro lets no integration take over its
 * built-in names: every island of the shop uses this one instead of `client:visible`.
 */
import type { ClientDirective } from 'astro';
import visible from 'astro/runtime/client/visible.js';
import { withChunkDeadline } from './chunk-deadline';

const visibleDeadline: ClientDirective = (load, options, island) =>
  visible(withChunkDeadline(load, island), options, island);

export default visibleDeadline;
