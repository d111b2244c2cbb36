/**
 * Reading a call's query and body the way EBSN does: unknown parameters are ignored, a missing or
 * malformed required one is a refusal with a text, never an exception that escapes.
 */
import { SPEC_TEXTS, text } from '../messages.ts';
import { Refusal } from './envelope.ts';

export class Query {
  readonly params: URLSearchParams;
  constructor(params: URLSearchParams) {
    this.params = params;
  }
  has(name: string): boolean {
    const value = this.params.get(name);
    return value !== null && value.trim() !== '';
  }
  optStr(name: string): string | undefined {
    const value = this.params.get(name);
    return value === null || value.trim() === '' ? undefined : value;
  }
  str(name: string): string {
    const value = this.optStr(name);
    if (value === undefined) throw new Refusal(text('missingParameter', { name }));
    return value;
  }
  optNum(name: string): number | undefined {
    const value = this.optStr(name);
    if (value === undefined) return undefined;
    const parsed = Number(value.replace(',', '.'));
    if (!Number.isFinite(parsed)) throw new Refusal(SPEC_TEXTS['errors.requestRefused']);
    return parsed;
  }
  num(name: string): number {
    const value = this.optNum(name);
    if (value === undefined) throw new Refusal(text('missingParameter', { name }));
    return value;
  }
  optInt(name: string): number | undefined {
    const value = this.optNum(name);
    return value === undefined ? undefined : Math.trunc(value);
  }
  int(name: string): number {
    return Math.trunc(this.num(name));
  }
  /** 'true', '1', 'on' and 'yes' are true; anything else false; absent → fallback. */
  bool(name: string, fallback = false): boolean {
    const value = this.optStr(name);
    if (value === undefined) return fallback;
    return ['true', '1', 'on', 'yes'].includes(value.toLowerCase());
  }
  all(name: string): string[] {
    return this.params.getAll(name).filter((value) => value.trim() !== '');
  }
}

/** Parses a request body by its content type; a malformed one is a refusal. */
export async function parseBody(
  raw: string,
  contentType: string | undefined,
  bytes?: Uint8Array<ArrayBuffer>,
): Promise<unknown> {
  // An upload (facilitated delivery): its fields as strings, its files as File objects.
  if (bytes && contentType?.includes('multipart/form-data')) {
    try {
      const form = await new Response(bytes, {
        headers: { 'content-type': contentType },
      }).formData();
      return Object.fromEntries(form);
    } catch {
      throw new Refusal(SPEC_TEXTS['errors.requestRefused']);
    }
  }
  if (raw.trim() === '') return {};
  if (contentType?.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(raw));
  }
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new Refusal(SPEC_TEXTS['errors.requestRefused']);
  }
}

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The body as an object, or a refusal. */
export function bodyObject(body: unknown): JsonObject {
  if (!isObject(body)) throw new Refusal(SPEC_TEXTS['errors.requestRefused']);
  return body;
}

/** `items` of a cart or list body: an array of objects, or a refusal. */
export function bodyItems(body: unknown): JsonObject[] {
  const items = bodyObject(body).items;
  if (!Array.isArray(items) || !items.every(isObject)) {
    throw new Refusal(SPEC_TEXTS['errors.requestRefused']);
  }
  return items;
}

export function optString(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

export function optNumber(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.replace(',', '.'));
    if (Number.isFinite(parsed)) return parsed;
  }
  return undefined;
}

export function optBool(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return ['true', '1', 'on'].includes(value.toLowerCase());
  if (typeof value === 'number') return value !== 0;
  return undefined;
}
