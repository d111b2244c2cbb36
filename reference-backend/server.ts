/**
 * The reference EBSN backend: a development and test implementation of openapi/ebsn.yaml on an
 * embedded SQL database (docs/adr/0007). NOT a production backend. `startBackend` serves
 * /ebsn/api on 127.0.0.1:4010 by default; the storefront's `npm start`, Playwright and Pact
 * verification start it in-process or through `npm run backend` (start.ts).
 */
import { rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { DATABASE_FILE, type Database, isSeeded, openDatabase } from './database.ts';
import { type FaultRule, parseFaultRules, planFaults } from './dev/faults.ts';
import { type DevState, devRoutes } from './dev/hooks.ts';
import { acknowledged } from './http/acknowledgements.ts';
import type { Call, Handler } from './http/call.ts';
import {
  type Answer,
  CaptchaRefused,
  envelope,
  Refusal,
  SessionExpired,
  success,
} from './http/envelope.ts';
import { parseBody, Query } from './http/input.ts';
import type { RawHandler } from './http/raw-handler.ts';
import { resolveSession, SESSION_HEADER, sessionCookie, sweepSessions } from './http/session.ts';
import { SPEC_TEXTS } from './messages.ts';
import { extraRoutes } from './routes/extras.ts';
import { apiRoutes } from './routes/index.ts';
import { secretOf, seed } from './seed/index.ts';
import { createMailer, DEV_CAPTCHA_TOKEN, type Shop } from './shop.ts';

export interface BackendOptions {
  port?: number;
  host?: string;
  /** Where the database lives; default <repo>/.data/reference-backend. */
  dataDir?: string;
  /** Wipes the database and seeds it again. */
  reset?: boolean;
  /** The storefront the fake payment page returns to; default http://127.0.0.1:4321. */
  storefrontUrl?: string;
  /** Enables /_dev/* (provider states, mailbox, faults). Default: SPORTA_DEV_HOOKS=1. */
  devHooks?: boolean;
  /** Idle time before a logged-in session answers HTTP 419; default 30 minutes. */
  sessionTtlMs?: number;
  log?: (line: string) => void;
}

export interface RunningBackend {
  /** Origin, e.g. http://127.0.0.1:4010. */
  url: string;
  /** `${url}/ebsn/api`, what EBSN_API_URL should say. */
  apiUrl: string;
  dataDir: string;
  /** Milliseconds spent seeding, or 0 when the data was already there. */
  seededMs: number;
  stop(): Promise<void>;
}

export const DEFAULT_PORT = 4010;
export const DEFAULT_HOST = '127.0.0.1';
const API = '/ebsn/api';
const MAX_BODY_BYTES = 6 * 1024 * 1024;

export function defaultDataDir(): string {
  return join(import.meta.dirname, '..', '.data', 'reference-backend');
}

export async function startBackend(options: BackendOptions = {}): Promise<RunningBackend> {
  const host = options.host ?? process.env.SPORTA_BACKEND_HOST ?? DEFAULT_HOST;
  const port = options.port ?? Number(process.env.SPORTA_BACKEND_PORT ?? DEFAULT_PORT);
  const dataDir = options.dataDir ?? defaultDataDir();
  const log = options.log ?? ((line: string) => console.log(line));
  if (options.reset) {
    for (const suffix of ['', '-wal', '-shm'])
      rmSync(join(dataDir, DATABASE_FILE + suffix), { force: true });
  }
  const db = openDatabase(dataDir);
  const shop: Shop = {
    db,
    settings: {
      storefrontUrl: (
        options.storefrontUrl ??
        process.env.SPORTA_STOREFRONT_URL ??
        'http://127.0.0.1:4321'
      ).replace(/\/$/, ''),
      publicUrl: '',
      devHooks: options.devHooks ?? process.env.SPORTA_DEV_HOOKS === '1',
      sessionTtlMs: options.sessionTtlMs ?? 30 * 60_000,
      rememberTtlMs: 30 * 24 * 3600_000,
      captchaToken: DEV_CAPTCHA_TOKEN,
      dataDir,
    },
    secret: secretOf(db),
    log,
    mail: createMailer(db, log),
    dev: { defaultSession: undefined, appVersions: new Map() },
  };
  let seededMs = 0;
  if (!isSeeded(db)) {
    const started = performance.now();
    const counts = seed(shop);
    seededMs = Math.round(performance.now() - started);
    log(
      `[backend] database seeded: ${counts.products} products in ${counts.categories} categories (${seededMs} ms)`,
    );
  }
  sweepSessions(shop);

  const dev: DevState = { faults: initialFaults(log) };
  const routes = normalise(apiRoutes());
  const extras = extraRoutes();
  const hooks = devRoutes(dev);

  const server = createServer((request, response) => {
    handle(shop, dev, routes, extras, hooks, request, response).catch((error: unknown) => {
      log(
        `[backend] ${request.method} ${request.url}: ${error instanceof Error ? error.stack : String(error)}`,
      );
      if (!response.headersSent)
        send(response, 500, envelope(1, { errors: [SPEC_TEXTS['errors.generic']] }, null));
      else response.destroy();
    });
  });
  // Idle keep-alive sockets stay open a minute: closed after 5 s, a client reusing one at that
  // moment met ECONNRESET (a test's request on a loaded machine).
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  shop.settings.publicUrl = url;
  const sweeper = setInterval(() => sweepSessions(shop), 3600_000);
  sweeper.unref();

  return {
    url,
    apiUrl: `${url}${API}`,
    dataDir,
    seededMs,
    stop: () =>
      new Promise<void>((resolve) => {
        clearInterval(sweeper);
        server.closeAllConnections();
        server.close(() => {
          db.close();
          resolve();
        });
      }),
  };
}

async function handle(
  shop: Shop,
  dev: DevState,
  routes: Map<string, Handler>,
  extras: RawHandler[],
  hooks: RawHandler,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://backend');
  const method = (request.method ?? 'GET').toUpperCase();
  const bytes = await readBody(request);
  if (bytes === undefined) {
    // The rest of the body is not read: the connection closes, no later request queues behind it.
    send(
      response,
      413,
      envelope(1, { errors: [SPEC_TEXTS['validation.attachmentTooBig']] }, null),
      { connection: 'close' },
    );
    return;
  }
  const raw = bytes.toString('utf8');
  if (url.pathname.startsWith('/_dev/')) {
    if (shop.settings.devHooks && (await hooks(shop, request, response, url, raw))) return;
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  // Faults come before the raw answers, so those under /ebsn/api (the invoice PDF, pictures) fail
  // too when a rule names their path (rules name paths: an unnamed one meets none).
  const inApi = url.pathname.startsWith(`${API}/`);
  const path = inApi ? url.pathname.slice(API.length).replace(/\/+$/, '') || '/' : url.pathname;
  const clientUuid = request.headers['x-ebsn-client-uuid'];
  const plan =
    shop.settings.devHooks && dev.faults.length && inApi
      ? planFaults(
          dev.faults,
          path,
          Math.random,
          typeof clientUuid === 'string' ? clientUuid : undefined,
        )
      : undefined;
  if (plan?.latencyMs) await new Promise((resolve) => setTimeout(resolve, plan.latencyMs));
  if (plan?.fault?.kind === 'unreachable') {
    request.socket.destroy();
    return;
  }
  if (plan?.fault?.kind === 'notFound') {
    send(response, 404, envelope(1, { errors: [SPEC_TEXTS['page.notFound.text']] }, null));
    return;
  }
  if (plan?.fault?.kind === 'http500') {
    response
      .writeHead(500, { 'content-type': 'text/html' })
      .end('<html><body>Internal Server Error</body></html>');
    return;
  }
  if (plan?.fault?.kind === 'sessionExpired') {
    response.writeHead(419).end();
    return;
  }
  if (plan?.fault?.kind === 'captchaRefused') {
    response.writeHead(403).end();
    return;
  }
  const prefix = plan?.leadingBlankLines ? '\n'.repeat(plan.leadingBlankLines) : '';
  if (plan?.fault?.kind === 'malformed') {
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(`${prefix}{"response": {"status": 0, "errors": [`);
    return;
  }
  if (plan?.fault?.kind === 'envelopeError') {
    const refused = envelope(1, { errors: [SPEC_TEXTS['errors.generic']] }, null);
    const { code } = plan.fault;
    if (code !== undefined)
      refused.response.errors = refused.response.errors.map((error) => ({ ...error, code }));
    send(response, 200, refused, {}, prefix);
    return;
  }

  for (const extra of extras) if (await extra(shop, request, response, url, raw)) return;
  if (!inApi) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }

  const handler = routes.get(`${method} ${path}`);
  if (!handler) {
    const known = ['GET', 'POST'].some((other) => routes.has(`${other} ${path}`));
    send(
      response,
      known ? 405 : 404,
      envelope(1, { errors: [SPEC_TEXTS['errors.requestRefused']] }, null),
    );
    return;
  }

  let session: Call['session'];
  try {
    session = resolveSession(shop, request.headers);
  } catch (error) {
    if (error instanceof SessionExpired) {
      response.writeHead(419).end();
      return;
    }
    throw error;
  }
  const headers: Record<string, string> = {};
  let status = 200;
  let body: unknown;
  try {
    const call: Call = {
      shop,
      method,
      path,
      query: new Query(url.searchParams),
      body: await parseBody(raw, request.headers['content-type'], bytes),
      headers: request.headers,
      session,
    };
    const answer: Answer = await handler(call);
    body = success({ ...answer, data: acknowledged(`${method} ${path}`, answer.data) });
    Object.assign(headers, answer.headers);
    session = call.session;
  } catch (error) {
    if (error instanceof SessionExpired) {
      response.writeHead(419).end();
      return;
    }
    if (error instanceof CaptchaRefused) {
      response.writeHead(403).end();
      return;
    }
    if (!(error instanceof Refusal)) throw error;
    status = error.httpStatus;
    const refused = envelope(error.status, { errors: error.errors }, error.data ?? null);
    const { code } = error;
    if (code !== undefined)
      refused.response.errors = refused.response.errors.map((item) => ({ ...item, code }));
    body = refused;
  }
  if (session.issued) {
    headers[SESSION_HEADER] = session.sessionId;
    headers['set-cookie'] = sessionCookie(session);
  }
  send(response, status, body, headers, prefix);
}

function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
  prefix = '',
): void {
  const text = prefix + JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json;charset=UTF-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

/** The body's bytes (a multipart upload is binary), or undefined past MAX_BODY_BYTES. */
async function readBody(request: IncomingMessage): Promise<Buffer<ArrayBuffer> | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function normalise(routes: Record<string, Handler>): Map<string, Handler> {
  return new Map(
    Object.entries(routes).map(([key, handler]) => [key.replace(/\/+$/, ''), handler] as const),
  );
}

function initialFaults(log: (line: string) => void): FaultRule[] {
  const value = process.env.SPORTA_FAULTS;
  if (!value) return [];
  try {
    return parseFaultRules(JSON.parse(value));
  } catch (error) {
    log(
      `[backend] SPORTA_FAULTS ignored: ${error instanceof Error ? error.message : String(error)}`,
    );
    return [];
  }
}

export type { Database };
