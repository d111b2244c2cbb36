/**
 * Marks components as React's for Astro. An island Astro cannot place renders once more on the
 * server while each renderer checks whether it is its own (@astrojs/react's `check` runs it
 * through React); marked islands skip that pass. The mark is the one Astro's own integrations
 * set (`Symbol.for('astro:renderer')`). Every page renders the shell's nine islands, so an
 * uncached page renders ~10% faster (bench/scaled.mjs, issue 31).
 */
const RENDERER = Symbol.for('astro:renderer');

export function markReactIslands(...components: object[]): void {
  for (const component of components) Reflect.set(component, RENDERER, '@astrojs/react');
}
