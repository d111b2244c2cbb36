/**
 * Fault injection for reliability tests: per path pattern, HTTP 500 without envelope, envelope
 * errors, 419, malformed bodies, blank lines before the JSON and added latency; only with the
 * development hooks on.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { planFaults } from '../dev/faults.ts';
import { startTestBackend, type TestBackend } from './backend.ts';

let shop: TestBackend;
beforeAll(async () => {
  shop = await startTestBackend();
});
afterEach(() => setFaults([]));
afterAll(() => shop?.stop());

async function setFaults(rules: unknown) {
  const answer = await fetch(`${shop.backend.url}/_dev/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rules),
  });
  return answer;
}
const raw = (path: string) => fetch(`${shop.backend.apiUrl}${path}`);

describe('fault injection', () => {
  it('given a latency jitter, then each request waits the fixed part plus a random part below it', () => {
    const rules = [{ path: 'cart/*', latencyMs: 10, latencyJitterMs: 300 }];
    expect(planFaults(rules, 'cart/update', () => 0).latencyMs).toBe(10);
    expect(planFaults(rules, 'cart/update', () => 0.5).latencyMs).toBe(160);
    expect(planFaults(rules, 'cart/update', () => 0.999).latencyMs).toBe(309);
    expect(planFaults(rules, 'products', () => 0.5).latencyMs).toBe(0);
  });

  it("given rules posted for one browser, then only that browser's rules are replaced", async () => {
    await setFaults([{ path: 'cart/*', http500Rate: 1, clientUuid: 'a'.repeat(32) }]);
    const scoped = (client: string, rules: unknown) =>
      fetch(`${shop.backend.url}/_dev/faults?clientUuid=${client}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(rules),
      });
    await scoped('b'.repeat(32), [{ path: 'products', http500Rate: 1 }]);
    const both = (await (
      await scoped('b'.repeat(32), [{ path: 'category', http500Rate: 1 }])
    ).json()) as {
      rules: { path: string; clientUuid: string }[];
    };
    expect(both.rules.map((rule) => [rule.path, rule.clientUuid[0]])).toEqual([
      ['cart/*', 'a'],
      ['category', 'b'],
    ]);
    const cleared = (await (await scoped('b'.repeat(32), [])).json()) as { rules: unknown[] };
    expect(cleared.rules).toHaveLength(1);
  });

  it('answers HTTP 500 without an envelope on the chosen paths only', async () => {
    await setFaults([{ path: 'cart/*', http500Rate: 1 }]);
    const failing = await raw('/cart/view');
    expect(failing.status).toBe(500);
    expect(await failing.text()).not.toContain('"response"');
    expect((await raw('/category')).status).toBe(200);
  });

  it('reaches the answers outside the envelope (the invoice PDF) when a rule names their path', async () => {
    await setFaults([{ path: 'order/invoice', http500Rate: 1 }]);
    expect((await raw('/order/invoice?order_id=890')).status).toBe(500);
    expect((await raw('/photo/thumb/101.jpg')).status).toBe(200);
  });

  it('answers an envelope error inside HTTP 200', async () => {
    await setFaults([{ path: 'cart/view', envelopeErrorRate: 1 }]);
    const answer = await raw('/cart/view');
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { response: { status: number; errors: unknown[] } };
    expect(body.response.status).not.toBe(0);
    expect(body.response.errors.length).toBeGreaterThan(0);
  });

  it('answers an envelope error whose message carries the code asked for (showInPopupCode)', async () => {
    await setFaults([{ path: 'cart/close', envelopeErrorRate: 1, envelopeErrorCode: 'E2E_POPUP' }]);
    const body = (await (await raw('/cart/close')).json()) as {
      response: { status: number; errors: { error: string; code?: string }[] };
    };
    expect(body.response.status).not.toBe(0);
    expect(body.response.errors).toEqual([{ error: expect.any(String), code: 'E2E_POPUP' }]);
  });

  it('answers HTTP 419', async () => {
    await setFaults([{ path: '*', sessionExpiredRate: 1 }]);
    expect((await raw('/auth/test')).status).toBe(419);
  });

  it('drops the connection without an answer (the API unreachable)', async () => {
    await setFaults([{ path: 'category', unreachableRate: 1 }]);
    await expect(raw('/category?slug=home')).rejects.toThrow();
    expect((await raw('/category-block/info?categoryBlockId=1')).status).toBeLessThan(500);
  });

  it('answers "not found" (HTTP 404 with its refusal): what was asked for is missing', async () => {
    await setFaults([{ path: 'category', notFoundRate: 1 }]);
    const answer = await raw('/category?slug=home');
    expect(answer.status).toBe(404);
    expect(((await answer.json()) as { response: { status: number } }).response.status).toBe(1);
  });

  it('sends a malformed body', async () => {
    await setFaults([{ path: 'cart/view', malformedRate: 1 }]);
    const text = await (await raw('/cart/view')).text();
    expect(() => JSON.parse(text)).toThrow();
  });

  it('puts blank lines before a valid JSON body', async () => {
    await setFaults([{ path: 'cart/view', leadingBlankLines: 3 }]);
    const text = await (await raw('/cart/view')).text();
    expect(text.startsWith('\n\n\n{')).toBe(true);
    expect(JSON.parse(text.trim()).response.status).toBe(0);
  });

  it('adds latency', async () => {
    await setFaults([{ path: 'category', latencyMs: 300 }]);
    const started = performance.now();
    await (await raw('/category')).arrayBuffer();
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('refuses rules without a path', async () => {
    expect((await setFaults([{ http500Rate: 1 }])).status).toBe(400);
  });

  it('does not exist without the development hooks', async () => {
    const { startBackend } = await import('../server.ts');
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dataDir = mkdtempSync(join(tmpdir(), 'sporta-nohooks-'));
    const plain = await startBackend({ port: 0, dataDir, devHooks: false, log: () => {} });
    try {
      const answer = await fetch(`${plain.url}/_dev/faults`, { method: 'POST', body: '[]' });
      expect(answer.status).toBe(404);
      const state = await fetch(`${plain.url}/_dev/provider-state`, {
        method: 'POST',
        body: '{"state":"a guest"}',
      });
      expect(state.status).toBe(404);
    } finally {
      await plain.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("expires one session on request: its next call answers 419, another shopper's session goes on", async () => {
    const signIn = async (login: string) =>
      (
        await shop.api('POST', '/auth/login', {
          form: { login, password: 'Segreta1', remember_me: false },
          query: { token_recaptcha: 'sporta-dev-captcha' },
        })
      ).session as string;
    const expiring = await signIn('mario.rossi@example.it');
    const other = await signIn('giulia.bianchi@example.it');
    const answer = await fetch(`${shop.backend.url}/_dev/expire-session`, {
      method: 'POST',
      body: JSON.stringify({ session: expiring }),
    });
    expect(answer.status).toBe(200);
    const expired = await shop.api('GET', '/cart/view', { session: expiring, check: 'none' });
    expect(expired.status).toBe(419);
    const going = await shop.api('GET', '/cart/view', { session: other });
    expect((going.body.data as { user: { userId: number } }).user.userId).toBe(1002);
  });

  it('limits a rule to one browser by its installation id: a captcha refusal (403) for it, the usual answer for another', async () => {
    await setFaults([{ path: 'auth/login', captchaRefusedRate: 1, clientUuid: 'a'.repeat(32) }]);
    const login = (uuid: string) =>
      fetch(`${shop.backend.apiUrl}/auth/login?token_recaptcha=sporta-dev-captcha`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-ebsn-client-uuid': uuid,
        },
        body: 'login=mario.rossi%40example.it&password=Segreta1',
      });
    expect((await login('a'.repeat(32))).status).toBe(403);
    expect((await login('b'.repeat(32))).status).toBe(200);
  });
});
