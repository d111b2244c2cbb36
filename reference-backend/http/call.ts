/** One call as handlers see it, and the route table type. */
import type { IncomingHttpHeaders } from 'node:http';
import type { Shop } from '../shop.ts';
import type { Answer } from './envelope.ts';
import { SessionExpired } from './envelope.ts';
import type { Query } from './input.ts';
import type { Session } from './session.ts';

export interface Call {
  shop: Shop;
  method: string;
  /** Path below /ebsn/api, without a trailing slash. */
  path: string;
  query: Query;
  body: unknown;
  headers: IncomingHttpHeaders;
  session: Session;
}

export type Handler = (call: Call) => Answer | Promise<Answer>;

/** Routes keyed by "METHOD /path" (paths as in openapi/ebsn.yaml, without /ebsn/api). */
export type Routes = Record<string, Handler>;

/** The logged-in user's id; a guest gets HTTP 419, as EBSN answers calls that need a login. */
export function userOf(call: Call): number {
  if (call.session.userId <= 0) throw new SessionExpired();
  return call.session.userId;
}
