/**
 * A reference backend for one test file: its own database in a temporary folder, a free port,
 * development hooks on. `api` sends a real HTTP request and checks request and answer against
 * openapi/ebsn.yaml; a mismatch fails the test that made the call.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningBackend, startBackend } from '../server.ts';
import type { Mail } from '../shop.ts';
import { OpenApiCheck } from './openapi-check.ts';

let check: OpenApiCheck | undefined;
/** One parsed document per test file (bundling takes a moment). */
export const openApi = () => {
  check ??= new OpenApiCheck();
  return check;
};

export interface CallOptions {
  query?: Record<string, string | number | boolean | (string | number)[]>;
  json?: unknown;
  form?: Record<string, string | number | boolean>;
  /** A raw body with its content type, for bad-input tests. */
  raw?: { body: string; type: string };
  session?: string;
  headers?: Record<string, string>;
  /** 'answer': only the answer must match the document (for deliberately bad requests). */
  check?: 'both' | 'answer' | 'none';
}

export interface Reply<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
  /** The session the answer handed out, if any. */
  session: string | undefined;
}

export interface TestBackend {
  backend: RunningBackend;
  dataDir: string;
  api<T = Envelope>(method: string, path: string, options?: CallOptions): Promise<Reply<T>>;
  /** Sets up a provider state (contracts/provider-states.ts) and answers its session. */
  state(name: string, params?: Record<string, unknown>): Promise<string | undefined>;
  mailbox(to: string): Promise<Mail[]>;
  /** A fresh copy of a demo shopper (POST /_dev/shopper with `options`): her login and id. */
  freshShopper(options?: Record<string, unknown>): Promise<{ login: string; userId: number }>;
  stop(): Promise<void>;
}

export interface Envelope {
  response: {
    status: number;
    errors: { error: string }[];
    infos: { info: string }[];
    warnings: { warning: string }[];
  };
  data: Record<string, unknown> & unknown;
  [key: string]: unknown;
}

export async function startTestBackend(
  options: { dataDir?: string; sessionTtlMs?: number; storefrontUrl?: string } = {},
): Promise<TestBackend> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'sporta-backend-'));
  const backend = await startBackend({
    port: 0,
    dataDir,
    devHooks: true,
    log: () => {},
    ...(options.sessionTtlMs ? { sessionTtlMs: options.sessionTtlMs } : {}),
    ...(options.storefrontUrl ? { storefrontUrl: options.storefrontUrl } : {}),
  });
  const oas = openApi();

  async function api<T>(
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<Reply<T>> {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(options.query ?? {})) {
      for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item));
    }
    const headers: Record<string, string> = {
      'x-ebsn-client': 'site',
      'x-ebsn-version': '5.11.11',
      'accept-language': 'it',
      ...options.headers,
    };
    if (options.session) headers['x-ebsn-session'] = options.session;
    let body: string | undefined;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] = 'application/json';
    } else if (options.form) {
      body = new URLSearchParams(
        Object.entries(options.form).map(([k, v]) => [k, String(v)]),
      ).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (options.raw) {
      body = options.raw.body;
      headers['content-type'] = options.raw.type;
    }
    const search = query.size ? `?${query}` : '';
    const response = await fetch(`${backend.apiUrl}${path}${search}`, {
      method,
      headers,
      ...(body !== undefined ? { body } : {}),
    });
    const text = await response.text();
    // A file the browser fetches itself (a picture, the invoice) is no envelope: kept as text.
    const answerType = text.trim()
      ? (response.headers.get('content-type') ?? '').split(';')[0]?.trim()
      : undefined;
    const parsed = !text.trim()
      ? (undefined as T)
      : answerType === 'application/json'
        ? (JSON.parse(text) as T)
        : (text as T);
    const mode = options.check ?? 'both';
    if (mode !== 'none') {
      const problems = oas.problems(
        {
          method,
          path,
          query,
          ...(headers['content-type'] ? { contentType: headers['content-type'] } : {}),
          ...(body !== undefined && mode === 'both' ? { body } : {}),
          status: response.status,
          answer: parsed,
          ...(answerType ? { answerType } : {}),
        },
        mode === 'both',
      );
      if (problems.length)
        throw new Error(`${method} ${path} breaks openapi/ebsn.yaml:\n- ${problems.join('\n- ')}`);
    }
    return {
      status: response.status,
      headers: response.headers,
      body: parsed,
      session: response.headers.get('x-ebsn-session') ?? undefined,
    };
  }

  return {
    backend,
    dataDir,
    api,
    async state(name, params = {}) {
      const answer = await fetch(`${backend.url}/_dev/provider-state`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ state: name, params }),
      });
      if (!answer.ok)
        throw new Error(`provider state '${name}': HTTP ${answer.status} ${await answer.text()}`);
      const result = (await answer.json()) as Record<string, string>;
      return result['x-ebsn-session'];
    },
    async mailbox(to) {
      const answer = await fetch(`${backend.url}/_dev/mailbox?to=${encodeURIComponent(to)}`);
      return ((await answer.json()) as { mails: Mail[] }).mails;
    },
    async freshShopper(options = {}) {
      const answer = await fetch(`${backend.url}/_dev/shopper`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(options),
      });
      return (await answer.json()) as { login: string; userId: number };
    },
    async stop() {
      await backend.stop();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
