/** The OpenAPI document (bundled into one JSON by Redocly), the pact files and the comparator. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Comparator, type Result } from '@pactflow/openapi-pact-comparator';

const ROOT = join(import.meta.dirname, '..', '..');
export const PACT_DIR = join(import.meta.dirname, '..', 'pacts');
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

export interface PactInteraction {
  type?: string;
  description: string;
  request: { method: string; path: string; [key: string]: unknown };
  response: { status: number; [key: string]: unknown };
  [key: string]: unknown;
}
export interface PactFile {
  interactions: PactInteraction[];
  [key: string]: unknown;
}
export interface OpenApi {
  servers?: { url: string }[];
  paths: Record<string, Record<string, unknown>>;
}

/** ebsn.yaml with its external schemas inlined (the comparator reads one document). */
export function loadOpenApi(): OpenApi {
  const out = join(mkdtempSync(join(tmpdir(), 'sporta-oas-')), 'ebsn.json');
  execFileSync(
    'npx',
    ['redocly', 'bundle', join(ROOT, 'openapi', 'ebsn.yaml'), '--ext', 'json', '-o', out],
    { stdio: 'ignore' },
  );
  return JSON.parse(readFileSync(out, 'utf8')) as OpenApi;
}

export function loadPacts(): { name: string; pact: PactFile }[] {
  return readdirSync(PACT_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({
      name,
      pact: JSON.parse(readFileSync(join(PACT_DIR, name), 'utf8')) as PactFile,
    }));
}

/** Errors and warnings the comparator finds for one pact ('info' = matched is not a finding). */
export async function findings(oas: OpenApi, pact: PactFile): Promise<Result[]> {
  const comparator = new Comparator({ oas: forComparator(oas) as never });
  const found: Result[] = [];
  for await (const result of comparator.compare(pact as never)) {
    if (result.type !== 'info') found.push(result);
  }
  return found;
}

/**
 * What the comparator is given: the base path (/ebsn/api) put into the paths, as it ignores a
 * relative server URL; and form fields typed boolean read as the text a form carries, 'true' or
 * 'false' (it validates form bodies without coercion, so `remember_me=false` would fail).
 */
function forComparator(oas: OpenApi): OpenApi {
  const copy = structuredClone(oas);
  const base = (copy.servers?.[0]?.url ?? '').replace(/\/$/, '');
  for (const item of Object.values(copy.paths)) {
    for (const operation of Object.values(item)) formBooleansAsText(operation);
  }
  const paths = Object.fromEntries(Object.entries(copy.paths).map(([p, item]) => [base + p, item]));
  return { ...copy, servers: [{ url: '/' }], paths };
}

type Props = Record<string, { type?: unknown }>;
function formBooleansAsText(operation: unknown) {
  const form = (operation as { requestBody?: { content?: Record<string, { schema?: unknown }> } })
    ?.requestBody?.content?.['application/x-www-form-urlencoded'];
  const properties = (form?.schema as { properties?: Props } | undefined)?.properties ?? {};
  for (const [name, schema] of Object.entries(properties)) {
    if (schema.type === 'boolean')
      properties[name] = { type: 'string', enum: ['true', 'false'] } as never;
  }
}

/** Every operation as "METHOD /path/template" (the server base path left out). */
export function operations(oas: OpenApi): string[] {
  return Object.entries(oas.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((method) => METHODS.includes(method))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
}

/**
 * Operations the SDK calls: all but the files the browser fetches itself (`x-sporta-browser-only`,
 * a picture or the invoice), whose interactions are plain GETs (consumer/browser-files.pact.test.ts).
 */
export function sdkOperations(oas: OpenApi): string[] {
  return operations(oas).filter((op) => {
    const [method = '', path = ''] = op.split(' ');
    const operation = (oas.paths[path] as Record<string, { 'x-sporta-browser-only'?: boolean }>)[
      method.toLowerCase()
    ];
    return operation?.['x-sporta-browser-only'] !== true;
  });
}

/** Operations no interaction reaches: request paths are matched against the templates. */
export function uncovered(oas: OpenApi, ops: string[], pacts: PactFile[]): string[] {
  const base = (oas.servers?.[0]?.url ?? '').replace(/\/$/, '');
  const requests = pacts.flatMap((p) =>
    p.interactions.map((i) => `${i.request.method.toUpperCase()} ${i.request.path}`),
  );
  return ops.filter((op) => {
    const [method, template = ''] = op.split(' ');
    const pattern = new RegExp(
      `^${method} ${escapeRegex(base)}${template
        .split(/\{[^}]+\}/)
        .map(escapeRegex)
        .join('[^/]+')}$`,
    );
    return !requests.some((request) => pattern.test(request));
  });
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
