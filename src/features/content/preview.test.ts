// @vitest-environment node
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readPreviewLink } from './preview';

const SECRET = 'segreto-di-anteprima';
const NOW = Date.UTC(2026, 10, 28, 10, 0, 0);
const nowS = NOW / 1000;
const sign = (id: number, revision: number, expires: number, secret = SECRET) =>
  createHmac('sha256', secret).update(`${id}.${revision}.${expires}`).digest('hex');
const link = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)]));
const signed = (id: number, revision: number, expires: number, secret = SECRET) =>
  link({ id, revision, expires, sig: sign(id, revision, expires, secret) });

describe('readPreviewLink', () => {
  it('gives the post and revision of a link WordPress signed, until it expires', () => {
    expect(readPreviewLink(signed(42, 57, nowS + 600), SECRET, NOW)).toEqual({
      ok: true,
      id: 42,
      revision: 57,
    });
  });

  it('refuses a link without a signature, with another secret’s, or with a field changed', () => {
    expect(
      readPreviewLink(link({ id: 42, revision: 57, expires: nowS + 600 }), SECRET, NOW),
    ).toEqual({ ok: false, reason: 'invalid' });
    expect(readPreviewLink(signed(42, 57, nowS + 600, 'altro'), SECRET, NOW).ok).toBe(false);
    const tampered = signed(42, 57, nowS + 600);
    tampered.set('revision', '58');
    expect(readPreviewLink(tampered, SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
    const longer = signed(42, 57, nowS + 600);
    longer.set('expires', String(nowS + 6000));
    expect(readPreviewLink(longer, SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses an expired link, and one that claims to live longer than WordPress signs for', () => {
    expect(readPreviewLink(signed(42, 57, nowS), SECRET, NOW)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(readPreviewLink(signed(42, 57, nowS + 86_400), SECRET, NOW)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses everything while no secret is set, and odd values without throwing', () => {
    expect(readPreviewLink(signed(42, 57, nowS + 600, ''), '', NOW).ok).toBe(false);
    for (const odd of [
      { id: '-1', revision: 1, expires: nowS + 60, sig: 'a'.repeat(64) },
      { id: '1e3', revision: 1, expires: nowS + 60, sig: 'a'.repeat(64) },
      { id: 1, revision: 1, expires: nowS + 60, sig: 'zz' },
      { id: 1, revision: 1, expires: nowS + 60, sig: 'A'.repeat(64) },
    ]) {
      expect(readPreviewLink(link(odd), SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
    }
  });
});
