/** The states the pacts name are exactly the documented ones of provider-states.ts. */
import { describe, expect, it } from 'vitest';
import { PROVIDER_STATES } from '../provider-states';
import { loadPacts } from './openapi';

const used = () =>
  new Set(
    loadPacts().flatMap(({ pact }) =>
      pact.interactions.flatMap(
        (i) =>
          (i as { providerStates?: { name: string }[] }).providerStates?.map((s) => s.name) ?? [],
      ),
    ),
  );

describe('provider states', () => {
  it('every state a pact names is documented in provider-states.ts', () => {
    const documented = Object.keys(PROVIDER_STATES);
    expect([...used()].filter((name) => !documented.includes(name))).toEqual([]);
  });

  it('every documented state is used by some interaction', () => {
    const names = used();
    expect(Object.keys(PROVIDER_STATES).filter((name) => !names.has(name))).toEqual([]);
  });

  it('every interaction names a state', () => {
    for (const { pact } of loadPacts()) {
      for (const i of pact.interactions) {
        expect((i as { providerStates?: unknown[] }).providerStates?.length, i.description).toBe(1);
      }
    }
  });
});
