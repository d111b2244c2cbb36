/**
 * The files the browser fetches itself, never through the SDK (`x-sporta-browser-only` in
 * openapi/ebsn.yaml): a product picture in an `<img>`, a delivered order's invoice behind its
 * download link. The request is what the browser sends through the storefront's proxy — a plain
 * GET, no client headers of the SDK's — and the answer is a file of its type, not an envelope:
 * what the shop relies on is the status and the content type (the bytes are the provider's).
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import type { StateName } from '../provider-states';
import { newPact } from './pact';

const { regex } = MatchersV3;

interface BrowserFile {
  state: StateName;
  params?: Record<string, string>;
  when: string;
  /** Path under /ebsn/api. */
  path: string;
  query?: Record<string, string>;
  /** The content type the browser needs to show or save the file. */
  type: 'application/pdf' | 'image/jpeg';
}

const FILES: BrowserFile[] = [
  {
    state: 'a shop with a catalogue',
    when: "a product card's picture",
    path: '/photo/thumb/101.jpg',
    type: 'image/jpeg',
  },
  {
    state: 'a shopper with a delivered order',
    params: { orderId: '890' },
    when: 'the invoice of a delivered order, from its download link',
    path: '/order/invoice',
    query: { order_id: '890' },
    type: 'application/pdf',
  },
];

describe('files the browser fetches itself', () => {
  for (const file of FILES) {
    it(file.when, async () => {
      let answer: { status: number; type: string | null } | undefined;
      await newPact()
        .addInteraction()
        .given(file.state, file.params)
        .uponReceiving(file.when)
        .withRequest('GET', `/ebsn/api${file.path}`, (req) => {
          if (file.query) req.query(file.query);
        })
        .willRespondWith(200, (res) => {
          // "image/jpeg" or "application/pdf", with or without parameters.
          res.headers({
            'content-type': regex(`^${file.type.replace('+', '\\+')}\\b.*`, file.type),
          });
        })
        .executeTest(async (server) => {
          const search = file.query ? `?${new URLSearchParams(file.query)}` : '';
          const response = await fetch(`${server.url}/ebsn/api${file.path}${search}`);
          answer = { status: response.status, type: response.headers.get('content-type') };
        });
      expect(answer).toEqual({ status: 200, type: file.type });
    });
  }
});

describe('a file the browser cannot have', () => {
  it('the invoice of an order not delivered: not a PDF, so the detail says it cannot open it', async () => {
    let status: number | undefined;
    let type: string | null = null;
    await newPact()
      .addInteraction()
      .given('a shopper with a placed order', { orderId: '900' })
      .uponReceiving('the invoice of an order not delivered')
      .withRequest('GET', '/ebsn/api/order/invoice', (req) => {
        req.query({ order_id: '900' });
      })
      .willRespondWith(404)
      .executeTest(async (server) => {
        const response = await fetch(`${server.url}/ebsn/api/order/invoice?order_id=900`);
        status = response.status;
        type = response.headers.get('content-type');
      });
    // What features/orders/services/order-services.ts reads: a failure status, not the PDF type.
    expect(status).toBe(404);
    expect(type).not.toBe('application/pdf');
  });
});
