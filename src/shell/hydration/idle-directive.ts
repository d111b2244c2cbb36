/**
 * `client:idle-deadline`: Astro's own `client:idle` — the island hydrates once the browser is idle
 * (requestIdleCallback, with its `timeout` option; a short timer where there is none) — whose code,
 * like every lazy island's, has 120 s to arrive (spec: shopping §9 "Chunk load timeout 120 s",
 * chunk-deadline.ts). Astro's directive is called as it is, so its timing stays Astro's; only the
 * load it is given is watched. Astro lets no integration take over its built-in names, hence a name
 * of its own: every island of the shop uses this one instead of `client:idle`.
 */
import type { ClientDirective } from 'astro';
import idle from 'astro/runtime/client/idle.js';
import { withChunkDeadline } from './chunk-deadline';

const idleDeadline: ClientDirective = (load, options, island) =>
  idle(withChunkDeadline(load, island), options, island);

export default idleDeadline;
