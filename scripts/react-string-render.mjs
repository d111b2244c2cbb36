/**
 * Vite plugin: @astrojs/react, told to render to a string (`experimentalDisableStreaming`, see
 * astro.config.mjs), calls React's `renderToString` without the render's options, so a
 * component's `useId` ids lose the island's prefix (`r0`, `r1`…) the browser hydrates with: ids
 * that differ between server and browser, and collide between islands. This passes the options,
 * as the streaming path does. The build stops if @astrojs/react's code no longer reads as
 * expected, so an upgrade is looked at, never silently left unfixed.
 */
const RENDERER = /\/@astrojs\/react\/dist\/server\.js$/;
const UNPREFIXED = 'ReactDOM.renderToString(vnode)';
const PREFIXED = 'ReactDOM.renderToString(vnode, renderOptions)';

/** @astrojs/react's server renderer with the options passed, or an error saying what changed. */
export function withRenderOptions(code) {
  if (code.includes(PREFIXED)) return code;
  if (!code.includes(UNPREFIXED) || !code.includes('renderOptions = {'))
    throw new Error(
      `@astrojs/react's server renderer no longer calls ${UNPREFIXED} (scripts/react-string-render.mjs): check whether it passes identifierPrefix now`,
    );
  return code.replace(UNPREFIXED, PREFIXED);
}

export const reactStringRender = {
  name: 'sporta-react-string-render',
  enforce: 'pre',
  /** @param {string} code @param {string} id */
  transform(code, id) {
    if (!RENDERER.test(id.split('?')[0] ?? '')) return undefined;
    return { code: withRenderOptions(code), map: null };
  },
};
