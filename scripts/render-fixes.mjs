/**
 * Vite plugin: fixes to code the build takes from dependencies, each found by a profile of an
 * uncached render (issue 42). Each replaces one exact piece of code; the build stops if that
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
 * - The shell's islands (src/app/kept-islands.ts) are the same `<astro-island>` for the same
 *   props on every page, yet each cost a React render, a hash of its HTML and Astro's island
 *   markup per request (~0.6 ms of a page). An island marked so (`keepIslands`, Page.astro) is
 *   kept once rendered, per component, directive, props and useId prefix, for a bounded number;
 *   the prefix is still taken from the page's count, so the islands after it keep theirs.
 * - Astro imports the page's module again on every request (`import()` of a module already
 *   loaded: a resolution and a module job each time, ~3% of /faq): each is kept once imported.
 * - A page rendered to a string was joined into one string and encoded (a listing's 80 KB: one
 *   large string made and turned to UTF-8, 13% of its CPU): its parts are written into one
 *   buffer instead, kept beside the Response (src/platform/server/whole-body.ts) and sent as it
 *   is by the Node adapter, not read back through the Response's stream.
 */
/** The registry of bodies kept beside their Response (src/platform/server/whole-body.ts). */
const WHOLE_BODY = 'sporta:whole-body';

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
  {
    module: /\/@astrojs\/react\/dist\/server\.js$/,
    what: "@astrojs/react's island prefix",
    from: '  let prefix;\n  if (this && this.result) {',
    // A kept island's prefix was taken already (islandPrefix below): not a second one.
    to: '  let prefix = metadata?.islandPrefix;\n  if (prefix === undefined && this && this.result) {',
  },
  {
    module: /\/@astrojs\/react\/dist\/server\.js$/,
    what: "@astrojs/react's renderer",
    from: '  renderToStaticMarkup,\n  supportsAstroStaticSlot: true\n};',
    to: '  renderToStaticMarkup,\n  supportsAstroStaticSlot: true,\n  islandPrefix: incrementId\n};',
  },
  {
    module: /\/astro\/dist\/runtime\/server\/render\/component\.js$/,
    what: "Astro's island render",
    from: '  let componentServerRenderEndTime;\n',
    to: [
      '  const keptKey = keptIslandKey(result, renderer, Component, hydration, metadata, props, children, slotInstructions);',
      '  const keptIsland = keptKey === undefined ? undefined : keptIslands.get(keptKey);',
      '  if (keptIsland !== undefined)',
      '    return {',
      '      render(destination) {',
      '        destination.write(createRenderInstruction({ type: "directive", hydration }));',
      '        if (renderer.ssr.renderHydrationScript)',
      '          destination.write(createRenderInstruction({ type: "renderer-hydration-script", rendererName: renderer.name, render: renderer.ssr.renderHydrationScript }));',
      '        destination.write(markHTMLString(keptIsland));',
      '      }',
      '    };',
      '  let componentServerRenderEndTime;',
      '',
    ].join('\n'),
  },
  {
    module: /\/astro\/dist\/runtime\/server\/render\/component\.js$/,
    what: "Astro's island element",
    from: '      const renderedElement = renderElement("astro-island", island, false);\n',
    to: [
      '      const renderedElement = renderElement("astro-island", island, false);',
      '      if (keptKey !== undefined) keepIsland(keptKey, renderedElement);',
      '',
    ].join('\n'),
  },
  {
    module: /\/astro\/dist\/runtime\/server\/render\/component\.js$/,
    what: "Astro's framework component render",
    from: 'async function renderFrameworkComponent(',
    to: [
      'const keptIslands = new Map();',
      'const KEPT_ISLANDS = 512;',
      '/** Keeps an island; the oldest goes first when full (a stream of searches never locks the rest out). */',
      'function keepIsland(key, island) {',
      '  if (keptIslands.size >= KEPT_ISLANDS) keptIslands.delete(keptIslands.keys().next().value);',
      '  keptIslands.set(key, island);',
      '}',
      "/** The key of an island kept once rendered (its prefix taken from the page's count for it), or undefined for one rendered each time. */",
      'function keptIslandKey(result, renderer, Component, hydration, metadata, props, children, slotInstructions) {',
      '  if (!hydration || hydration.directive === "only" || !renderer?.ssr.islandPrefix) return undefined;',
      '  if (Component?.[Symbol.for("sporta:kept-island")] !== true) return undefined;',
      '  if (Object.keys(children).length > 0 || slotInstructions?.length) return undefined;',
      '  metadata.islandPrefix = renderer.ssr.islandPrefix(result);',
      '  return [',
      '    metadata.displayName,',
      '    metadata.componentUrl,',
      '    metadata.componentExport.value,',
      '    hydration.directive,',
      '    String(hydration.value),',
      '    metadata.islandPrefix,',
      '    serializeProps(props, metadata),',
      '  ].join("\\n");',
      '}',
      'async function renderFrameworkComponent(',
    ].join('\n'),
  },
  {
    module: /\/astro\/dist\/core\/environment\/production\.js$/,
    what: "Astro's page module import",
    from: '    return await importComponentInstance();',
    to: '    return await keptPageModule(importComponentInstance);',
  },
  {
    module: /\/astro\/dist\/core\/environment\/production\.js$/,
    what: "Astro's production environment",
    from: 'async function getModuleForRoute(',
    to: [
      'const keptPageModules = new WeakMap();',
      "/** A page's module, imported once: a failed import is tried again on the next request. */",
      'function keptPageModule(importComponentInstance) {',
      '  let kept = keptPageModules.get(importComponentInstance);',
      '  if (kept === undefined) {',
      '    kept = importComponentInstance();',
      '    keptPageModules.set(importComponentInstance, kept);',
      '    kept.catch(() => keptPageModules.delete(importComponentInstance));',
      '  }',
      '  return kept;',
      '}',
      'async function getModuleForRoute(',
    ].join('\n'),
  },
  {
    module: /\/astro\/dist\/runtime\/server\/render\/astro\/render\.js$/,
    what: "Astro's page render to a string",
    from: [
      '          str += doctype;',
      '        }',
      '      }',
      '      if (chunk instanceof Response) return;',
      '      str += chunkToString(result, chunk);',
      '    }',
      '  };',
      '  await renderStreaming(templateResult, result, destination);',
      '  return str;',
    ].join('\n'),
    to: [
      '          if (isPage) pageParts.push(doctype);',
      '          else str += doctype;',
      '        }',
      '      }',
      '      if (chunk instanceof Response) return;',
      '      if (isPage) pageParts.push(chunkToString(result, chunk));',
      '      else str += chunkToString(result, chunk);',
      '    }',
      '  };',
      '  await renderStreaming(templateResult, result, destination);',
      '  return isPage ? pageBytes(pageParts) : str;',
    ].join('\n'),
  },
  {
    module: /\/astro\/dist\/runtime\/server\/render\/astro\/render\.js$/,
    what: "Astro's string render",
    from: 'async function renderStreamToString(result, templateResult, isPage) {\n  let str = "";',
    to: [
      'let pageScratch = Buffer.alloc(0);',
      `const pageBytes = ${pageBytes};`,
      'async function renderStreamToString(result, templateResult, isPage) {',
      '  let str = "";',
      '  const pageParts = [];',
    ].join('\n'),
  },
  {
    module: /\/astro\/dist\/runtime\/server\/render\/page\.js$/,
    what: "Astro's page response",
    from: [
      '  if (!streaming && typeof body === "string") {',
      '    body = encoder.encode(body);',
      '    headers.set("Content-Length", body.byteLength.toString());',
      '  }',
    ].join('\n'),
    to: [
      '  if (!streaming && typeof body === "string") body = encoder.encode(body);',
      '  if (!streaming && body instanceof Uint8Array)',
      '    headers.set("Content-Length", body.byteLength.toString());',
    ].join('\n'),
  },
  {
    module: /\/astro\/dist\/runtime\/server\/render\/page\.js$/,
    what: "Astro's page response body",
    from: [
      '  if (status) {',
      '    return new Response(body, { ...init, headers, status, statusText });',
      '  } else {',
      '    return new Response(body, { ...init, headers });',
      '  }',
    ].join('\n'),
    to: [
      // The bytes as a stream of one chunk: a Response copies a byte array it is given.
      '  const whole = body instanceof Uint8Array ? body : undefined;',
      '  if (whole !== undefined) body = new ReadableStream({ start(c) { c.enqueue(whole); c.close(); } });',
      '  const response = status',
      '    ? new Response(body, { ...init, headers, status, statusText })',
      '    : new Response(body, { ...init, headers });',
      `  if (whole !== undefined) (globalThis[Symbol.for("${WHOLE_BODY}")] ??= new WeakMap()).set(response, whole);`,
      '  return response;',
    ].join('\n'),
  },
  {
    module: /\/astro\/dist\/core\/app\/node\.js$/,
    what: "the Node adapter's response writer",
    from: '  if (!body) return destination.end();\n',
    to: [
      '  if (!body) return destination.end();',
      `  const wholeBody = globalThis[Symbol.for("${WHOLE_BODY}")]?.get(source);`,
      '  if (wholeBody !== undefined) return destination.end(wholeBody);',
      '',
    ].join('\n'),
  },
];

/**
 * Where pages are written before their bytes are copied out: one per process, grown to the
 * largest page (its parts are written at once, so no two pages share it at a time).
 */
let pageScratch = Buffer.alloc(0);

/**
 * A page's parts (strings, or Astro's marked strings) as UTF-8 in one buffer of its own, exactly
 * as long as the page (a cache keeps it without a copy), in place of one joined string encoded
 * whole. Its source is put into Astro's module: it uses nothing around it but `pageScratch`.
 * @param {unknown[]} parts
 */
export function pageBytes(parts) {
  let length = 0;
  for (const part of parts) length += String(part).length;
  // A UTF-16 unit is at most 3 bytes of UTF-8 (a pair of them 4).
  if (pageScratch.length < length * 3) pageScratch = Buffer.allocUnsafeSlow(length * 3);
  const bytes = pageScratch;
  let written = 0;
  let carried = '';
  for (const part of parts) {
    let text = carried + String(part);
    carried = '';
    const last = text.charCodeAt(text.length - 1);
    // A surrogate pair split between two parts is written whole, with the next part.
    if (last >= 0xd800 && last <= 0xdbff) {
      carried = text.slice(-1);
      text = text.slice(0, -1);
    }
    written += bytes.write(text, written);
  }
  written += bytes.write(carried, written);
  const page = Buffer.allocUnsafeSlow(written);
  bytes.copy(page, 0, 0, written);
  return page;
}

/** The module's code with its fixes, or undefined for a module without any; throws if it changed. */
export function withRenderFixes(code, id) {
  const fixes = FIXES.filter(({ module }) => module.test(id.split('?')[0] ?? ''));
  if (fixes.length === 0) return undefined;
  return fixes.reduce((fixed, fix) => {
    if (!fixed.includes(fix.from))
      throw new Error(
        `${fix.what} no longer reads as scripts/render-fixes.mjs expects: check whether the fix is still needed`,
      );
    return fixed.replace(fix.from, fix.to);
  }, code);
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
