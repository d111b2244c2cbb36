/**
 * `npm run bench:rate-limits` (build first): does an ordinary shopper's journey stay clear of the
 * limits on guesses (issue 37 item 6)? The built storefront with the PRODUCTION limits
 * (RATE_LIMIT_FACTOR 1), a reference backend and a WordPress of its own, all from one address
 * (127.0.0.1, a household): registration with a check, a fix and a resend; a mistyped password
 * then the right one; the two-step login with a mistyped code and a resend; a reset request asked
 * twice; an operator with a code; a customer report sent twice. Prints whether any 429 was met
 * (exit 1 if so) and, per limit, how much of it the journey used.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCms } from '../cms/wordpress.mjs';
import { startBackend } from '../reference-backend/server.ts';
import { freePort } from '../scripts/free-port.mjs';
import { apiGuessOf } from '../src/platform/server/defence/guess-paths.ts';
import { GUESS_LIMITS, loginKey } from '../src/platform/server/defence/rate-limits.ts';

delete process.env.RATE_LIMIT_FACTOR;
const dataDir = mkdtempSync(join(tmpdir(), 'sporta-rate-limits-bench-'));
const backend = await startBackend({ port: 0, dataDir, devHooks: true, log: () => {} });
const wordpress = await startCms({ port: await freePort(), dataDir: join(dataDir, 'wordpress') });
process.env.EBSN_API_URL = backend.apiUrl;
process.env.CMS_URL = wordpress.url;
const { serveStorefront } = await import('./serve.mjs');
const shop = await serveStorefront();

/** Attempts the journey made: kind → key ('address' or a login) → count. */
const used = new Map();
let tooMany = 0;
const tally = (kind, login) => {
  const keys = used.get(kind) ?? new Map();
  used.set(kind, keys);
  for (const key of ['address', ...(login ? [`login:${loginKey(login)}`] : [])])
    keys.set(key, (keys.get(key) ?? 0) + 1);
};

/** One call as the SDK sends it; counted as the storefront counts it (guess-paths.ts). */
async function api(path, { query = {}, form, json } = {}) {
  const url = new URL(`${shop.baseUrl}/ebsn/api/${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const body = form ? new URLSearchParams(form) : json ? JSON.stringify(json) : undefined;
  const fields = (name) => url.searchParams.get(name) ?? form?.[name] ?? json?.[name];
  const guess = apiGuessOf(path, fields);
  if (guess) tally(guess.kind, guess.login);
  const answer = await fetch(url, {
    method: body ? 'POST' : 'GET',
    headers: {
      'x-sporta-request': '1',
      ...(form && { 'content-type': 'application/x-www-form-urlencoded' }),
      ...(json && { 'content-type': 'application/json' }),
    },
    body,
  });
  if (answer.status === 429) tooMany += 1;
  return (await answer.json().catch(() => ({})))?.response?.status;
}

/** A page's own form, posted as the browser posts it. */
async function page(path, kind, login, fields) {
  tally(kind, login);
  const answer = await fetch(`${shop.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: shop.baseUrl },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
  if (answer.status === 429) tooMany += 1;
  await answer.arrayBuffer();
}

const newestCode = async (to) => {
  const answer = await fetch(`${backend.url}/_dev/mailbox?to=${encodeURIComponent(to)}`);
  return (await answer.json()).mails[0]?.code ?? '';
};

const captcha = { token_recaptcha: 'sporta-dev-captcha' };
const signIn = (login, password, extra = {}) =>
  api('auth/login', { query: captcha, form: { login, password, remember_me: 'false', ...extra } });

try {
  // A new shopper registers: check-user, a fix, check-user again, register, the mail again.
  const email = `nuova.cliente.${Date.now()}@example.it`;
  const person = { email, firstName: 'Nuova', lastName: 'Cliente' };
  await api('api-iperal/account/check-user', { json: person });
  await api('api-iperal/account/check-user', { json: { ...person, firstName: 'Nuova Maria' } });
  await api('iperal-registration/register_user', { json: { ...person, password: 'Segreta1' } });
  await api('registration/registration_resend_email', { query: { e_mail: email } });

  // A shopper mistypes her password once.
  await signIn('giulia.bianchi@example.it', 'Segreta');
  await signIn('giulia.bianchi@example.it', 'Segreta1');

  // The two-step login: password, a mistyped code, the code mailed again, the right one.
  const luca = 'luca.verdi@example.it';
  await signIn(luca, 'Segreta1');
  await signIn(luca, 'Segreta1', { mfa_pin: '000000' });
  await signIn(luca, 'Segreta1', { resend_mfa_pin: 'true' });
  await signIn(luca, 'Segreta1', { mfa_pin: await newestCode(luca) });

  // A forgotten password, asked twice (the first mail was slow).
  for (let ask = 0; ask < 2; ask += 1)
    await api('registration/password_reset_token_request', {
      query: { e_mail: 'mario.rossi@example.it' },
    });

  // An operator with a code by e-mail, mistyping the password once.
  const operator = { form: 'operator-password', backoffice_user: 'supervisore' };
  await page('/backoffice/accesso', 'signIn', 'supervisore', { ...operator, password: 'Ufficio' });
  await page('/backoffice/accesso', 'signIn', 'supervisore', { ...operator, password: 'Ufficio1' });
  const code = await newestCode('supervisore@backoffice.sporta.example.it');
  await page('/backoffice/accesso', 'code', 'supervisore', {
    ...operator,
    password: 'Ufficio1',
    step: 'code',
    otp: code,
  });

  // A customer report, sent again after a field was missing.
  for (let post = 0; post < 2; post += 1) await page('/servizio-clienti', 'report', undefined, {});

  console.log(`429 met: ${tooMany}${tooMany === 0 ? ' (none)' : ''}\n`);
  console.log('limit                          used  of  allowed  headroom');
  for (const [kind, keys] of used) {
    for (const [scope, limit] of Object.entries(GUESS_LIMITS[kind])) {
      const prefix = scope === 'perAddress' ? 'address' : 'login:';
      const most = Math.max(
        0,
        ...[...keys].filter(([key]) => key.startsWith(prefix)).map(([, count]) => count),
      );
      const minutes = limit.periodSeconds / 60;
      const name = `${kind} per ${scope === 'perAddress' ? 'address' : 'login'}`;
      console.log(
        `${name.padEnd(30)} ${String(most).padStart(4)}  of ${String(limit.attempts).padStart(4)}/${minutes} min  ${Math.round((1 - most / limit.attempts) * 100)}% below`,
      );
    }
  }
  process.exitCode = tooMany === 0 ? 0 : 1;
} finally {
  await shop.stop();
  await wordpress.stop();
  await backend.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
