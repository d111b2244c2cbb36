/**
 * Every operation of openapi/ebsn.yaml, called the way Sporta calls it: each interaction of the
 * committed Pact file is replayed (its provider state set up first) and the request and the
 * answer are checked against the OpenAPI document. The pact file's coverage check guarantees
 * that every operation has at least one interaction; this test checks it again on what it sent.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApi, startTestBackend, type TestBackend } from './backend.ts';

interface Interaction {
  description: string;
  providerStates?: { name: string; params?: Record<string, unknown> }[];
  request: {
    method: string;
    path: string;
    query?: Record<string, string[]>;
    headers?: Record<string, string[]>;
    /** `encoded: 'base64'` for a body Pact keeps as bytes (the multipart upload). */
    body?: { content: unknown; contentType: string; encoded?: string | false };
  };
  response: { status: number };
}

const pact = JSON.parse(
  readFileSync(
    join(import.meta.dirname, '../../contracts/pacts/sporta-storefront-ebsn-api.json'),
    'utf8',
  ),
) as { interactions: Interaction[] };
const API = '/ebsn/api';

let shop: TestBackend;
const called = new Set<string>();
beforeAll(async () => {
  shop = await startTestBackend();
});
afterAll(() => shop?.stop());

describe('every operation answers as openapi/ebsn.yaml says', () => {
  for (const interaction of pact.interactions) {
    const state = interaction.providerStates?.[0];
    it(`${state?.name ?? 'no state'}: ${interaction.description}`, async () => {
      const session = state ? await shop.state(state.name, state.params) : undefined;
      const { request } = interaction;
      const query: Record<string, string[]> = request.query ?? {};
      const body = request.body;
      const reply = await shop.api(request.method, request.path.slice(API.length), {
        query,
        ...(session ? { session } : {}),
        ...(body
          ? {
              raw: {
                body:
                  typeof body.content !== 'string'
                    ? JSON.stringify(body.content)
                    : body.encoded === 'base64'
                      ? Buffer.from(body.content, 'base64').toString('utf8')
                      : body.content,
                type: body.contentType,
              },
            }
          : {}),
      });
      called.add(`${request.method} ${request.path.slice(API.length)}`);
      expect(reply.status).toBe(interaction.response.status);
    });
  }

  it('reached every operation, the files the browser fetches itself included', () => {
    // `GET /photo/{size}/{file}` is reached by `GET /photo/thumb/101.jpg`.
    const reached = (op: string) => {
      const template = new RegExp(`^${op.replace(/\{[^}]+\}/g, '[^/]+')}$`);
      return [...called].some((call) => template.test(call));
    };
    expect(
      openApi()
        .operations()
        .filter((op) => !reached(op)),
    ).toEqual([]);
  });
});
