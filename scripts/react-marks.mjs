/**
 * Vite plugin: marks, on the server, every React component the shop's own `.tsx` modules export
 * as React's for Astro (the mark Astro's integrations set, `Symbol.for('astro:renderer')`).
 * Unmarked, each component Astro renders goes through @astrojs/react's `check` first: the
 * component called once more and a throwaway React render, on every request (issue 42's profile).
 * React is the shop's only UI framework, so every exported capitalised function is a component.
 */
const OWN_TSX = /\/(src|ui-kit\/src)\/.+(?<!\.test)\.tsx$/;
const EXPORTED = /^export (?:default )?(?:function|const) ([A-Z]\w*)/gm;

/** The module's code with the marks after it, or undefined when it exports no component. */
export function withReactMarks(code) {
  const names = [...code.matchAll(EXPORTED)].map(([, name]) => name);
  if (names.length === 0) return undefined;
  return `${code}\nfor (const component of [${names.join(', ')}])\n  if (typeof component === 'function') component[Symbol.for('astro:renderer')] = '@astrojs/react';\n`;
}

export const reactMarks = {
  name: 'sporta-react-marks',
  enforce: 'pre',
  /** @param {string} code @param {string} id @param {{ ssr?: boolean } | undefined} options */
  transform(code, id, options) {
    const server = this.environment ? this.environment.config.consumer === 'server' : options?.ssr;
    if (!server || !OWN_TSX.test(id.split('?')[0] ?? '')) return undefined;
    const marked = withReactMarks(code);
    return marked === undefined ? undefined : { code: marked, map: null };
  },
};
