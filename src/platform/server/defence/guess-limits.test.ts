import { describe, expect, it } from 'vitest';
import { refusedGuess, tooManyAttemptsText } from './guess-limits';
import { SIGN_IN_PER_LOGIN } from './rate-limits';

const encode = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;
const url = new URL('http://127.0.0.1/ebsn/api/auth/login');

/** The process's counter is shared: each test guesses for a login and addresses of its own. */
async function untilRefused(body: (attempt: number) => [ArrayBuffer, string], login: string) {
  for (let attempt = 1; attempt <= SIGN_IN_PER_LOGIN.attempts; attempt += 1) {
    const [bytes, type] = body(attempt);
    expect(
      await refusedGuess('auth/login', url, bytes, type, `10.${login.length}.0.${attempt}`),
    ).toBeUndefined();
  }
  const [bytes, type] = body(0);
  return refusedGuess('auth/login', url, bytes, type, '10.99.99.99');
}

describe('refusedGuess', () => {
  it('given a form-encoded sign-in past its login allowance, then 429 with Retry-After and the envelope', async () => {
    const login = 'form@example.it';
    const answer = await untilRefused(
      () => [
        encode(`login=${login}&password=x`),
        'application/x-www-form-urlencoded;charset=UTF-8',
      ],
      login,
    );
    expect(answer?.status).toBe(429);
    const retryAfter = Number(answer?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(answer?.headers.get('cache-control')).toBe('no-store');
    expect(await answer?.json()).toEqual({
      response: { status: 1, errors: [{ error: tooManyAttemptsText(retryAfter) }] },
      data: null,
    });
  });

  it('given the login hidden in a multipart body, then it still counts for that login', async () => {
    const login = 'multipart@example.it';
    const boundary = 'limiti';
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="login"\r\n\r\n${login}\r\n--${boundary}--\r\n`;
    const answer = await untilRefused(
      () => [encode(multipart), `multipart/form-data; boundary=${boundary}`],
      login,
    );
    expect(answer?.status).toBe(429);
  });

  it('given a call that is no guess, then nothing is counted', async () => {
    const cart = new URL('http://127.0.0.1/ebsn/api/cart/view');
    for (let attempt = 0; attempt < 100; attempt += 1)
      expect(await refusedGuess('cart/view', cart, null, '', '10.1.1.1')).toBeUndefined();
  });
});

describe('tooManyAttemptsText', () => {
  it('given a wait in seconds, then whole minutes, rounded up, in Italian', () => {
    expect(tooManyAttemptsText(30)).toBe('Troppi tentativi. Riprova tra 1 minuto.');
    expect(tooManyAttemptsText(90)).toBe('Troppi tentativi. Riprova tra 2 minuti.');
  });
});
