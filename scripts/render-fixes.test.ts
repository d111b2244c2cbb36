import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { createElement, useId } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pageBytes, renderFixes, withRenderFixes } from './render-fixes.mjs';

const require = createRequire(import.meta.url);
const REACT_SERVER = require.resolve('@astrojs/react/server.js');
const ASTRO_DIST = require.resolve('astro/package.json').replace(/package\.json$/, 'dist/');
const ENCRYPTION = `${ASTRO_DIST}core/encryption.js`;
const COMPONENT_RENDER = `${ASTRO_DIST}runtime/server/render/component.js`;
const PRODUCTION = `${ASTRO_DIST}core/environment/production.js`;
const STRING_RENDER = `${ASTRO_DIST}runtime/server/render/astro/render.js`;
const PAGE_RENDER = `${ASTRO_DIST}runtime/server/render/page.js`;
const NODE_APP = `${ASTRO_DIST}core/app/node.js`;

/** A field naming itself with useId, as the shop's forms do. */
function Field() {
  return createElement('input', { id: useId() });
}

/** The module at `path` with its fix, run from a data URL: what it exports. */
async function fixedModule(path: string): Promise<Record<string, unknown>> {
  const resolveFrom = createRequire(path);
  // A data URL has no folder: each import is given as the file the module itself would load.
  const code = readFileSync(path, 'utf8').replace(/from "([^"]+)"/g, (_, name: string) => {
    const file = name.startsWith('.')
      ? new URL(name, pathToFileURL(path))
      : pathToFileURL(resolveFrom.resolve(name));
    return `from "${file.href}"`;
  });
  const fixed = withRenderFixes(code, path) ?? '';
  return import(`data:text/javascript;base64,${Buffer.from(fixed).toString('base64')}`);
}

describe('fixes to what the build takes from dependencies (issue 42)', () => {
  it('given the installed @astrojs/react, then its string render is given the render options', () => {
    const fixed = withRenderFixes(readFileSync(REACT_SERVER, 'utf8'), REACT_SERVER) ?? '';
    expect(fixed).toContain('ReactDOM.renderToString(vnode, renderOptions)');
    expect(fixed).not.toContain('ReactDOM.renderToString(vnode)');
  });

  it('given the options, then useId carries the prefix the browser hydrates with', () => {
    const prefixed = renderToString(createElement(Field), { identifierPrefix: 'r3' });
    expect(prefixed).toMatch(/id="[^"]*r3/);
    expect(renderToString(createElement(Field))).not.toMatch(/id="[^"]*r3/);
  });

  it('given the installed Astro, then a CSP digest is made once per text and stays right', async () => {
    const { generateCspDigest } = (await fixedModule(ENCRYPTION)) as {
      generateCspDigest: (data: string, algorithm: string) => Promise<string>;
    };
    const first = generateCspDigest('console.log(1)', 'SHA-256');
    expect(generateCspDigest('console.log(1)', 'SHA-256')).toBe(first);
    // The same digest as Node's own hash of the text: the kept one is the right one.
    const expected = createHash('sha256').update('console.log(1)').digest('base64');
    expect(await first).toBe(`sha256-${expected}`);
    expect(await generateCspDigest('console.log(2)', 'SHA-256')).not.toBe(await first);
  });

  it('given the installed Astro and @astrojs/react, then a marked island is kept with its own prefix', () => {
    const renderer = withRenderFixes(readFileSync(REACT_SERVER, 'utf8'), REACT_SERVER) ?? '';
    // The prefix a kept island took is the one its render uses: the page's count moves once.
    expect(renderer).toContain('let prefix = metadata?.islandPrefix;');
    expect(renderer).toContain('islandPrefix: incrementId');
    const component =
      withRenderFixes(readFileSync(COMPONENT_RENDER, 'utf8'), COMPONENT_RENDER) ?? '';
    expect(component).toContain('Symbol.for("sporta:kept-island")');
    expect(component).toContain('serializeProps(props, metadata)');
    expect(component).toContain('keepIsland(keptKey, renderedElement)');
  });

  it('given more islands than are kept, then the oldest goes first and the newest stay', () => {
    const fixed = withRenderFixes(readFileSync(COMPONENT_RENDER, 'utf8'), COMPONENT_RENDER) ?? '';
    const kept = new Function(
      `${fixed.slice(fixed.indexOf('const keptIslands'), fixed.indexOf('/** The key of an island kept'))}\nreturn { keptIslands, keepIsland, KEPT_ISLANDS };`,
    )() as {
      keptIslands: Map<string, string>;
      keepIsland: (key: string, island: string) => void;
      KEPT_ISLANDS: number;
    };
    for (let search = 0; search <= kept.KEPT_ISLANDS; search++)
      kept.keepIsland(`TopBarSearch q=${search}`, `<astro-island>${search}</astro-island>`);
    expect(kept.keptIslands.size).toBe(kept.KEPT_ISLANDS);
    expect(kept.keptIslands.has('TopBarSearch q=0')).toBe(false);
    expect(kept.keptIslands.get(`TopBarSearch q=${kept.KEPT_ISLANDS}`)).toContain(
      String(kept.KEPT_ISLANDS),
    );
  });

  it('given the installed Astro, then a page module is imported once, again after a failure', async () => {
    const fixed = withRenderFixes(readFileSync(PRODUCTION, 'utf8'), PRODUCTION) ?? '';
    const keptPageModule = new Function(
      `${fixed.slice(fixed.indexOf('const keptPageModules'), fixed.indexOf('async function getModuleForRoute'))}\nreturn keptPageModule;`,
    )() as (load: () => Promise<unknown>) => Promise<unknown>;
    let imports = 0;
    const page = () => Promise.resolve({ page: ++imports });
    expect(await keptPageModule(page)).toEqual({ page: 1 });
    expect(await keptPageModule(page)).toEqual({ page: 1 });
    let failures = 0;
    const broken = () =>
      ++failures === 1 ? Promise.reject(new Error('gone')) : Promise.resolve('ok');
    await expect(keptPageModule(broken)).rejects.toThrow('gone');
    await Promise.resolve();
    expect(await keptPageModule(broken)).toBe('ok');
    expect(fixed).toContain('return await keptPageModule(importComponentInstance);');
  });

  it('given a page’s parts, then its bytes are the UTF-8 of the whole text', () => {
    // Astro's parts are strings or its marked strings (String objects).
    const parts = ['<!DOCTYPE html>', new String('<p>Pasta all’uovo'), ' — 1,99 €</p>', ''];
    const whole = parts.map(String).join('');
    expect(Buffer.from(pageBytes(parts))).toEqual(Buffer.from(whole, 'utf8'));
    expect(pageBytes([]).byteLength).toBe(0);
  });

  it('given one page after another, then each has bytes of its own, exactly as long as it', () => {
    const first = pageBytes(['<p>Pasta all’uovo</p>']);
    const second = pageBytes(['<p>Riso</p>']);
    expect(first.toString('utf8')).toBe('<p>Pasta all’uovo</p>');
    expect(second.toString('utf8')).toBe('<p>Riso</p>');
    // Its own memory: a cache may keep it as it is (node-page-cache.ts).
    expect([first.byteOffset, first.buffer.byteLength]).toEqual([0, first.length]);
  });

  it('given a surrogate pair split between two parts, then it is written whole', () => {
    const [high, low] = ['🍝'.slice(0, 1), '🍝'.slice(1)];
    const bytes = Buffer.from(pageBytes(['<p>Pasta ', `al pomodoro ${high}`, `${low}</p>`]));
    expect(bytes.toString('utf8')).toBe('<p>Pasta al pomodoro 🍝</p>');
    // One alone at the very end stays what the encoder makes of it: a replacement character.
    expect(Buffer.from(pageBytes(['fine', high])).toString('utf8')).toBe('fine\uFFFD');
  });

  it('given the installed Astro, then a page is rendered to one buffer kept beside its Response and sent as it is', () => {
    const render = withRenderFixes(readFileSync(STRING_RENDER, 'utf8'), STRING_RENDER) ?? '';
    expect(render).toContain('return isPage ? pageBytes(pageParts) : str;');
    expect(render).toContain('const pageBytes = function pageBytes(parts)');
    const page = withRenderFixes(readFileSync(PAGE_RENDER, 'utf8'), PAGE_RENDER) ?? '';
    expect(page).toContain('if (!streaming && body instanceof Uint8Array)');
    expect(page).toContain('Symbol.for("sporta:whole-body")');
    const node = withRenderFixes(readFileSync(NODE_APP, 'utf8'), NODE_APP) ?? '';
    expect(node).toContain('if (wholeBody !== undefined) return destination.end(wholeBody);');
  });

  it('given code that no longer reads as expected, then the build stops and says why', () => {
    expect(() => withRenderFixes('html = ReactDOM.renderToString(tree);', REACT_SERVER)).toThrow(
      /no longer reads/,
    );
  });

  it('given any other module, then it is left alone', () => {
    expect(renderFixes.transform('x', '/work/node_modules/react/index.js')).toBeUndefined();
  });
});
