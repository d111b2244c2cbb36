/**
 * Requests from a loopback address of the test's choosing (127.x.y.z: real source addresses on
 * Linux's loopback network), so one test can be many clients without forging a header — what
 * the limits per client address count (src/platform/server/defence/client-address.ts).
 */
import { request as httpRequest } from 'node:http';

export interface Answer {
  status: number;
  retryAfter: string | undefined;
  text: string;
}

export interface SendOptions {
  from?: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export function send(
  url: string,
  { from = '127.0.0.1', method = 'GET', headers = {}, body }: SendOptions = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(url, { method, headers, localAddress: from }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          retryAfter: response.headers['retry-after'],
          text,
        }),
      );
    });
    call.on('error', reject);
    call.end(body);
  });
}

/** A wrong (or right) sign-in as the SDK sends it: form body, captcha token, its marker header. */
export const signInFrom = (
  origin: string,
  from: string,
  login: string,
  password: string,
  extra: Record<string, string> = {},
) =>
  send(`${origin}/ebsn/api/auth/login?token_recaptcha=sporta-dev-captcha`, {
    from,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-sporta-request': '1' },
    body: new URLSearchParams({ login, password, remember_me: 'false', ...extra }).toString(),
  });

/** The envelope's first error text, as the SDK reads it. */
export const errorText = (answer: Answer) =>
  (JSON.parse(answer.text) as { response: { errors: { error: string }[] } }).response.errors[0]
    ?.error;

/** The catalogue's words for a wait (errors.tooManyAttempts), as the shopper reads them. */
export const tooManyText = (seconds: number) => {
  const count = Math.ceil(seconds / 60);
  return `Troppi tentativi. ${count === 1 ? 'Riprova tra 1 minuto.' : `Riprova tra ${count} minuti.`}`;
};
