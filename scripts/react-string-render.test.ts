import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createElement, useId } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { reactStringRender, withRenderOptions } from './react-string-render.mjs';

const require = createRequire(import.meta.url);
const installed = readFileSync(require.resolve('@astrojs/react/server.js'), 'utf8');

/** A field naming itself with useId, as the shop's forms do. */
function Field() {
  return createElement('input', { id: useId() });
}

describe('React rendered to a string keeps the island’s id prefix (issue 42)', () => {
  it('given the installed @astrojs/react, then its string render is given the render options', () => {
    const fixed = withRenderOptions(installed);
    expect(fixed).toContain('ReactDOM.renderToString(vnode, renderOptions)');
    expect(fixed).not.toContain('ReactDOM.renderToString(vnode)');
  });

  it('given the options, then useId carries the prefix the browser hydrates with', () => {
    const prefixed = renderToString(createElement(Field), { identifierPrefix: 'r3' });
    expect(prefixed).toMatch(/id="[^"]*r3/);
    expect(renderToString(createElement(Field))).not.toMatch(/id="[^"]*r3/);
  });

  it('given code that no longer reads as expected, then the build stops and says why', () => {
    expect(() => withRenderOptions('html = ReactDOM.renderToString(tree);')).toThrow(
      /no longer calls/,
    );
  });

  it('given any other module, then it is left alone', () => {
    expect(reactStringRender.transform('x', '/work/node_modules/react/index.js')).toBeUndefined();
  });
});
