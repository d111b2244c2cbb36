/** Every pact against openapi/ebsn.yaml with @pactflow/openapi-pact-comparator: no finding allowed. */
import { beforeAll, describe, expect, it } from 'vitest';
import { findings, loadOpenApi, loadPacts, type OpenApi, type PactFile } from './openapi';

let oas: OpenApi;
beforeAll(() => {
  oas = loadOpenApi();
});

describe('pacts against the OpenAPI document', () => {
  it('finds pact files to compare', () => {
    expect(loadPacts().length).toBeGreaterThan(0);
  });

  it('reports no error or warning for any pact', async () => {
    for (const { name, pact } of loadPacts()) {
      const found = (await findings(oas, pact)).map(
        (r) => `${name}: ${r.code} ${r.mockDetails?.interactionDescription ?? ''} ${r.message}`,
      );
      expect(found).toEqual([]);
    }
  });

  it('bites: a renamed path and a wrong response type are reported', async () => {
    const [first] = loadPacts();
    if (!first) throw new Error('no pact file');
    const mutated = structuredClone(first.pact) as PactFile;
    const [interaction] = mutated.interactions;
    if (!interaction) throw new Error('no interaction');
    interaction.request.path = '/ebsn/api/auth/log-in-renamed';
    const found = await findings(oas, { ...mutated, interactions: [interaction] });
    expect(found.map((r) => r.code)).toContain('request.path-or-method.unknown');

    const bodyMutated = structuredClone(first.pact) as PactFile;
    const target = bodyMutated.interactions.find((i) => i.response.status === 200);
    if (!target) throw new Error('no 200 interaction');
    const body = (target.response as { body?: { content?: unknown } }).body;
    if (!body) throw new Error('no response body');
    body.content = { response: { status: 'zero' } };
    const bodyFound = await findings(oas, { ...bodyMutated, interactions: [target] });
    expect(bodyFound.map((r) => r.code)).toContain('response.body.incompatible');
  });
});
