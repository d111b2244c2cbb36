/**
 * Shared data each schema found valid once: a kept answer's JSON is parsed once and frozen
 * (response-cache.ts), so what a schema found valid in it stays valid and is not checked again
 * on every call the cache answers (issue 42). Data that is not frozen is checked each time.
 */
const validated = new WeakMap<object, WeakSet<object>>();

export const validatedBefore = (data: unknown, schema: object): boolean =>
  typeof data === 'object' && data !== null && validated.get(data)?.has(schema) === true;

/** Frozen data found valid stays valid: it cannot change (a thawed object is checked each time). */
export function markValid(data: unknown, schema: object): void {
  if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return;
  const schemas = validated.get(data);
  if (schemas) schemas.add(schema);
  else validated.set(data, new WeakSet([schema]));
}
