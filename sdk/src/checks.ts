/**
 * Hand-written checks with a zod schema's `safeParse` contract (envelope.ts `ResponseSchema`), for
 * the answers and data a page checks before or at its first interaction: the cart's answer (the
 * product cards' first "Aggiungi") and the add-to-cart slot. zod's core (≈7 KB gzip even as
 * zod/mini) would otherwise load with the first press, and /category's 100 KB budget has no room
 * for it (bench:cart). Pass or fail only, like the schemas: the value is never copied.
 */
import type { ResponseSchema } from './envelope';

export interface CheckIssue {
  path: PropertyKey[];
  message: string;
}

/** undefined when the value passes; else where (inside the value) and why it fails. */
export type Check = (value: unknown) => CheckIssue | undefined;

const fail = (message: string): CheckIssue => ({ path: [], message });
const inside = (key: PropertyKey, issue: CheckIssue | undefined): CheckIssue | undefined =>
  issue && { path: [key, ...issue.path], message: issue.message };

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A check of a test on the value itself. */
export const is =
  (test: (value: unknown) => boolean, message: string): Check =>
  (value) =>
    test(value) ? undefined : fail(message);

export const aNumber = is((value) => typeof value === 'number', 'expected a number');
export const aString = is((value) => typeof value === 'string', 'expected a string');
export const aBoolean = is((value) => typeof value === 'boolean', 'expected a boolean');

export const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined ? undefined : check(value);

export const nullable =
  (check: Check): Check =>
  (value) =>
    value === null ? undefined : check(value);

/** Any of the checks; the first one's issue when none passes. */
export const anyOf =
  (...checks: Check[]): Check =>
  (value) => {
    let first: CheckIssue | undefined;
    for (const check of checks) {
      const issue = check(value);
      if (!issue) return undefined;
      first ??= issue;
    }
    return first;
  };

export const listOf =
  (check: Check): Check =>
  (value) => {
    if (!Array.isArray(value)) return fail('expected an array');
    for (let index = 0; index < value.length; index++) {
      const issue = inside(index, check(value[index]));
      if (issue) return issue;
    }
    return undefined;
  };

/** An object with these fields checked; other fields are not looked at. */
export const objectOf =
  (fields: Readonly<Record<string, Check>>): Check =>
  (value) => {
    if (!isRecord(value)) return fail('expected an object');
    for (const key in fields) {
      const issue = inside(key, fields[key]?.(value[key]));
      if (issue) return issue;
    }
    return undefined;
  };

/** The check as a schema `unwrap` and the callers of `safeParse` take. */
export const schemaOf = (check: Check): ResponseSchema => ({
  safeParse(data) {
    const issue = check(data);
    return issue ? { success: false, error: { issues: [issue] } } : { success: true };
  },
});
