import { describe, expect, it } from 'vitest';
import { servedOverHttps } from './https-request';

const request = (url: string, headers: Record<string, string> = {}) =>
  new Request(url, { headers });

describe('servedOverHttps', () => {
  it('given an https request, then it is https', () => {
    expect(servedOverHttps(request('https://www.sporta.it/'), false)).toBe(true);
  });

  it('given X-Forwarded-Proto: https, then it is believed only behind a trusted proxy', () => {
    const forwarded = request('http://127.0.0.1:4321/', { 'x-forwarded-proto': 'https, http' });
    expect(servedOverHttps(forwarded, false)).toBe(false);
    expect(servedOverHttps(forwarded, true)).toBe(true);
    expect(
      servedOverHttps(request('http://127.0.0.1:4321/', { 'x-forwarded-proto': 'http' }), true),
    ).toBe(false);
  });
});
