/** The Verifier's request filter puts form bodies back as forms (verify.ts). */
import { describe, expect, it } from 'vitest';
import { type FilterRequest, requestFilter } from '../form-filter';

const run = (req: FilterRequest, session?: string) => {
  let called = false;
  requestFilter(() => session)(req, undefined, () => {
    called = true;
  });
  expect(called).toBe(true);
  return req;
};

describe('verifier request filter', () => {
  it('re-encodes a parsed form body as the form text, with its length', () => {
    const req = run({
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      body: { login: 'mario.rossi@example.it', password: 'Segreta 1', remember_me: 'false' },
    });
    const text = 'login=mario.rossi%40example.it&password=Segreta+1&remember_me=false';
    expect(Buffer.isBuffer(req.body) && req.body.toString()).toBe(text);
    expect(req.headers['content-length']).toBe(String(text.length));
  });

  it('leaves JSON bodies alone and adds the session handed out by the state call', () => {
    const body = { items: [{ productId: 101 }] };
    const req = run({ headers: { 'content-type': 'application/json' }, body }, 'S1');
    expect(req.body).toBe(body);
    expect(req.headers['content-length']).toBeUndefined();
    expect(req.headers['x-ebsn-session']).toBe('S1');
  });
});
