/** Every OpenAPI operation (method + path template) must have at least one interaction. */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadOpenApi, loadPacts, type OpenApi, operations, uncovered } from './openapi';

let oas: OpenApi;
beforeAll(() => {
  oas = loadOpenApi();
});

describe('coverage of the OpenAPI operations', () => {
  it('reads all 141 operations of ebsn.yaml', () => {
    expect(operations(oas)).toHaveLength(141);
  });

  it('leaves no operation without an interaction', () => {
    const pacts = loadPacts().map((p) => p.pact);
    expect(uncovered(oas, operations(oas), pacts)).toEqual([]);
  });

  it('bites: an operation no pact reaches is reported, a path template is matched', () => {
    const pacts = loadPacts().map((p) => p.pact);
    const extra = 'DELETE /cart/an-operation-nobody-calls/{id}';
    const covered = operations(oas).filter((op) => !uncovered(oas, [op], pacts).length);
    expect(uncovered(oas, [...covered, extra], pacts)).toEqual([extra]);
    const templated = {
      interactions: [
        {
          description: 'x',
          request: { method: 'GET', path: '/ebsn/api/p/42' },
          response: { status: 200 },
        },
      ],
    };
    expect(uncovered(oas, ['GET /p/{id}'], [templated])).toEqual([]);
  });
});
