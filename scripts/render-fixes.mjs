/**
 * Vite plugin: two fixes to code the build takes from dependencies, each found by a profile of
 * an uncached render (issue 42). Each replaces one exact piece of code; the build stops if that
 * piece is no longer there, so an upgrade is looked at, never silently left unfixed.
 *
 * - @astrojs/react, told to render to a string (`experimentalDisableStreaming`, astro.config.mjs),
 *   calls React's `renderToString` without the render's options, so a component's `useId` ids
 *   lose the island's prefix (`r0`, `r1`…) the browser hydrates with: ids that differ between
 *   server and browser, and collide between islands. The options are passed, as the streaming
 *   path does.
 * - Astro hashes the route's scripts and styles for the page's CSP on every request, each hash an
 *   asynchronous WebCrypto job (6% of a listing's CPU). The same text always gives the same hash:
 *   each is kept once made, for a bounded number of texts.
 */
const FIXES = [
  {
    module: /\/@astrojs\/react\/dist\/server\.js$/,
    what: "@astrojs/react's string render",
    from: 'ReactDOM.renderToString(vnode)',
    to: 'ReactDOM.renderToString(vnode, renderOptions)',
  },
  {
    module: /\/astro\/dist\/core\/encryption\.js$/,
    what: "Astro's CSP digest",
    from: 'async function generateCspDigest(data, algorithm) {',
    to: [
      'const keptCspDigests = new Map();',
      'function generateCspDigest(data, algorithm) {',
      "  const key = algorithm + ' ' + data;",
      '  let digest = keptCspDigests.get(key);',
      '  if (digest !== undefined) return digest;',
      '  digest = makeCspDigest(data, algorithm);',
      '  if (keptCspDigests.size < 512) keptCspDigests.set(key, digest);',
      '  return digest;',
      '}',
      'async function makeCspDigest(data, algorithm) {',
    ].join('\n'),
  },
];

/** The module's code with its fix, or undefined for a module without one; throws if it changed. */
export function withRenderFixes(code, id) {
  const fix = FIXES.find(({ module }) => module.test(id.split('?')[0] ?? ''));
  if (!fix) return undefined;
  if (!code.includes(fix.from))
    throw new Error(
      `${fix.what} no longer reads as scripts/render-fixes.mjs expects: check whether the fix is still needed`,
    );
  return code.replace(fix.from, fix.to);
}

export const renderFixes = {
  name: 'sporta-render-fixes',
  enforce: 'pre',
  /** @param {string} code @param {string} id */
  transform(code, id) {
    const fixed = withRenderFixes(code, id);
    return fixed === undefined ? undefined : { code: fixed, map: null };
  },
};
