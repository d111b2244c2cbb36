/**
 * An answer's body as one buffer, kept beside its Response: a page Astro rendered whole
 * (scripts/render-fixes.mjs) or gzipped whole (compression.ts) is sent as it is by the Node
 * adapter, never read back through the Response's stream and copied on the way (issue 42).
 * Global (Symbol.for): Astro's fixed modules share it without importing this file.
 */
const WHOLE_BODY = Symbol.for('sporta:whole-body');

type Holder = { [WHOLE_BODY]?: WeakMap<Response, Uint8Array> };
const holder = globalThis as Holder;
holder[WHOLE_BODY] ??= new WeakMap();
const bodies = holder[WHOLE_BODY];

/** The body kept beside `response`, or undefined for one that only has its stream. */
export function wholeBodyOf(response: Response): Uint8Array | undefined {
  return bodies.get(response);
}

/** `response`, its body (the same bytes as its stream) kept beside it. */
export function keepWholeBody(response: Response, body: Uint8Array): Response {
  bodies.set(response, body);
  return response;
}
