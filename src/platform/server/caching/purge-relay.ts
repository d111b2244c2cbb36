/**
 * A content purge reaching every cache of a scaled-out shop (issue 31, docs/deploy.md): WordPress
 * tells one storefront process; that process passes the purge on to its sibling processes
 * (SPORTA_PURGE_PEERS, their origins, comma-separated) and bans the shared pages in Varnish
 * (SPORTA_VARNISH_URL). A passed-on purge carries RELAY_HEADER so it goes no further. With
 * neither set — `npm start`, one process — nothing is sent and the purge stays local, as before.
 */
import { tagOf } from './content-tags';

/** Where WordPress and the siblings send a purge (src/pages/api/content/purge.ts). */
export const PURGE_PATH = '/api/content/purge';

/** Marks a purge passed on by a sibling: it purges locally only. */
export const RELAY_HEADER = 'x-sporta-purge-relay';
/** The tags a BAN drops (deploy/varnish/sporta.vcl); without it, every shared page. */
export const BAN_KEYS_HEADER = 'x-sporta-ban-keys';
/** The secret Varnish's VCL checks on BAN (deploy/varnish/sporta.vcl). */
export const VARNISH_SECRET_HEADER = 'x-sporta-purge-secret';

export interface RelayTargets {
  peers: string[];
  varnish?: string | undefined;
}

type Env = Readonly<Record<string, string | undefined>>;

/** Where a purge goes besides this process, read from the environment. */
export function relayTargets(env: Env = process.env): RelayTargets {
  const peers = (env.SPORTA_PURGE_PEERS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => /^https?:\/\//.test(origin));
  const varnish = env.SPORTA_VARNISH_URL?.trim().replace(/\/+$/, '') || undefined;
  return { peers, varnish };
}

/**
 * The requests that pass one purge on: the same body and secret to each peer, a BAN to Varnish of
 * the pages tagged with the purged content's key prefixes (content-tags.ts) — of every shared page
 * when `prefixes` is undefined, of none when it is empty.
 */
export function relayRequests(
  targets: RelayTargets,
  body: string,
  secretHeader: string,
  secret: string,
  prefixes: readonly string[] | undefined,
): Request[] {
  const requests = targets.peers.map(
    (peer) =>
      new Request(`${peer}${PURGE_PATH}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [secretHeader]: secret,
          [RELAY_HEADER]: '1',
        },
        body,
      }),
  );
  if (targets.varnish && (prefixes === undefined || prefixes.length > 0)) {
    const headers: Record<string, string> = { [VARNISH_SECRET_HEADER]: secret };
    if (prefixes) headers[BAN_KEYS_HEADER] = prefixes.map(tagOf).join(',');
    requests.push(new Request(`${targets.varnish}/`, { method: 'BAN', headers }));
  }
  return requests;
}

/**
 * Sends them, the siblings' at once and the BAN after they answered: a sibling's page rendered
 * with the old content before its purge would otherwise reach Varnish after the BAN and stay.
 * Answers how many were accepted. A sibling that is down does not stop the others (its cache
 * went with it); each waits at most 5 s.
 */
export async function relayPurge(requests: Request[]): Promise<{ sent: number; accepted: number }> {
  const send = (batch: Request[]) =>
    Promise.allSettled(
      batch.map((request) => fetch(request, { signal: AbortSignal.timeout(5000) })),
    );
  const answers = [
    ...(await send(requests.filter((request) => request.method !== 'BAN'))),
    ...(await send(requests.filter((request) => request.method === 'BAN'))),
  ];
  const accepted = answers.filter(
    (answer) => answer.status === 'fulfilled' && answer.value.ok,
  ).length;
  return { sent: requests.length, accepted };
}
