/** Every OpenAPI operation (method + path template) must have at least one interaction. */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  loadOpenApi,
  loadPacts,
  type OpenApi,
  operations,
  sdkOperations,
  uncovered,
} from './openapi';

let oas: OpenApi;
beforeAll(() => {
  oas = loadOpenApi();
});

describe('coverage of the OpenAPI operations', () => {
  it('reads all 146 operations of ebsn.yaml, 144 of them called by the SDK', () => {
    expect(operations(oas)).toHaveLength(146);
    expect(operations(oas).filter((op) => !sdkOperations(oas).includes(op))).toEqual([
      'GET /order/invoice',
      'GET /photo/{size}/{file}',
    ]);
  });

  it('leaves no operation without an interaction, the files the browser fetches included', () => {
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
