/**
 * Which /ebsn/api operation a method and path are, and whether it changes state (issue 12): the
 * storefront's proxy refuses state-changing calls that do not come from the shop's own pages.
 * The table is generated from openapi/ebsn.yaml (`x-sporta-read-only`), never kept by hand.
 */
import { ebsnOperations } from './generated/operations';

export type OperationEffect = 'read-only' | 'changes-state';

export interface EbsnOperation {
  /** The document's path template, e.g. '/cart/view' or '/products/{id}'. */
  readonly path: string;
  readonly method: string;
  readonly changesState: boolean;
}

type OperationTable = Readonly<Record<string, Readonly<Partial<Record<string, OperationEffect>>>>>;

const table: OperationTable = ebsnOperations;
const templates = Object.keys(table)
  .filter((path) => path.includes('{'))
  .map((path) => ({ path, segments: path.split('/') }));

/**
 * The operation `method path` calls, or undefined when the document has none (callers treat that
 * as changing state). `path` is the part after /ebsn/api, with or without its leading slash.
 */
export function operationOf(method: string, path: string): EbsnOperation | undefined {
  const wanted = path.startsWith('/') ? path : `/${path}`;
  const template = wanted in table ? wanted : templateOf(wanted);
  if (template === undefined) return undefined;
  const methods = table[template] ?? {};
  const name = method.toUpperCase();
  // A server answers HEAD by running its GET, so HEAD is whatever GET is unless described itself.
  const asked = name === 'HEAD' && !methods.HEAD ? 'GET' : name;
  const effect = methods[asked];
  return effect && { path: template, method: asked, changesState: effect === 'changes-state' };
}

/** Exact paths win over templates (OpenAPI 3.1 "Path Templating Matching"). */
function templateOf(path: string): string | undefined {
  const segments = path.split('/');
  return templates.find(
    (template) =>
      template.segments.length === segments.length &&
      template.segments.every((part, i) =>
        part.startsWith('{') ? isPlainSegment(segments[i] ?? '') : part === segments[i],
      ),
  )?.path;
}

/**
 * A parameter is one plain segment: '..' or an encoded '/' would let the upstream's URL resolve
 * to another path than the one judged here.
 */
function isPlainSegment(segment: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return false;
  }
  return decoded !== '' && decoded !== '.' && decoded !== '..' && !/[/\\]/.test(decoded);
}
