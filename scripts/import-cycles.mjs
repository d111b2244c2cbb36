#!/usr/bin/env node
/**
 * No import cycle in src (issue 39): `npm run check:layout` runs this after ESLint, which has no
 * cycle rule installed (eslint-plugin-boundaries has none; eslint-plugin-import-x is not a
 * dependency). Every relative import counts — static, dynamic, `import type`, in .ts, .tsx, .mjs
 * and in .astro frontmatter and <script> blocks — because a cycle of types is still two modules
 * that cannot be understood one without the other. Packages are leaves: they cannot import src.
 *
 *   node scripts/import-cycles.mjs [folder …]   (default: src; exit 1 listing each cycle)
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts|mjs|js|jsx|astro)$/;
const TRY = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '.jsx', '.astro', '/index.ts', '/index.tsx'];

/** @param {string} folder @returns {string[]} */
function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** An .astro file's script: its frontmatter and its <script> blocks. @param {string} text */
function astroScript(text) {
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  const blocks = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  return [front, ...blocks].join('\n');
}

/** The relative specifiers a file imports, static or dynamic. @param {string} file */
export function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const code = file.endsWith('.astro') ? astroScript(text) : text;
  return ts
    .preProcessFile(code, true, true)
    .importedFiles.map(({ fileName }) => fileName)
    .filter((name) => name.startsWith('.'));
}

/** @param {string} from @param {string} specifier @returns {string | undefined} */
function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier.replace(/\?.*$/, ''));
  for (const suffix of TRY) {
    const candidate = base + suffix;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** file → the files of the same folders it imports. @param {string[]} folders */
export function importGraph(folders) {
  const files = folders.flatMap(sourceFiles);
  const known = new Set(files);
  /** @type {Map<string, string[]>} */
  const graph = new Map();
  for (const file of files) {
    const targets = importsOf(file)
      .map((specifier) => resolve(file, specifier))
      .filter((target) => target !== undefined && known.has(target));
    graph.set(file, [...new Set(/** @type {string[]} */ (targets))]);
  }
  return graph;
}

/**
 * Each cycle once, as the files in import order back to the first (Tarjan's strongly connected
 * components, then one shortest way round each). @param {Map<string, string[]>} graph
 */
export function findCycles(graph) {
  let next = 0;
  /** @type {Map<string, number>} */ const index = new Map();
  /** @type {Map<string, number>} */ const low = new Map();
  /** @type {string[]} */ const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */ const components = [];
  /** @param {string} node */
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(
          node,
          Math.min(/** @type {number} */ (low.get(node)), /** @type {number} */ (low.get(target))),
        );
      } else if (onStack.has(target))
        low.set(
          node,
          Math.min(
            /** @type {number} */ (low.get(node)),
            /** @type {number} */ (index.get(target)),
          ),
        );
    }
    if (low.get(node) !== index.get(node)) return;
    /** @type {string[]} */ const component = [];
    let member;
    do {
      member = /** @type {string} */ (stack.pop());
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components.map((component) => wayRound(graph, new Set(component)));
}

/** The shortest way from a component's first file (by name) back to itself. */
function wayRound(/** @type {Map<string, string[]>} */ graph, /** @type {Set<string>} */ members) {
  const start = [...members].sort()[0];
  /** @type {Map<string, string>} */ const cameFrom = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = /** @type {string} */ (queue.shift());
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const way = [node];
        while (way[0] !== start) way.unshift(/** @type {string} */ (cameFrom.get(way[0])));
        return [...way, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const folders = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['src'];
  const cycles = findCycles(importGraph(folders.map((folder) => path.resolve(root, folder))));
  for (const cycle of cycles)
    console.error(`import cycle: ${cycle.map((file) => path.relative(root, file)).join(' → ')}`);
  if (cycles.length > 0) process.exit(1);
  console.log(`no import cycle in ${folders.join(', ')}`);
}
