/**
 * The shop's service worker (issue 30 "Installable web app"), built into dist/client/sw.js by
 * scripts/service-worker-build.mjs with its build's version. What it does, and nothing more:
 * - on install, keeps /no-connection (rendered for a guest) and the scripts and styles it loads;
 * - a navigation goes to the network; with no network, the kept /no-connection answers;
 * - hashed assets (/_astro/…, named by their content) come from the cache when there, else from
 *   the network and are kept.
 * Everything else — /ebsn/api, /api, the shopper's own pages, any other method — is not even
 * looked at: the browser fetches it as if there were no worker. What may be kept is decided by
 * cache-policy.ts (tested there).
 *
 * Updates: a new build's worker installs beside the running one and waits. The running one,
 * on the next navigation, tells it to take over (skipWaiting): safe then, because the worker
 * holds no state a page depends on — a navigation asks the network either way, and a hashed
 * asset is the same file whichever worker serves it — while the page leaving is the moment no
 * half-done request of the old page can be answered by a worker that just deleted its cache.
 */
import {
  CACHE_PREFIX,
  hashedAssetsOf,
  mayCache,
  mayServeFromCache,
  OFFLINE_PAGE,
  staticImportsOf,
} from './cache-policy';

declare const __SPORTA_SW_VERSION__: string;

/** What this worker uses of its global scope (the DOM typings have no worker scope). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(answer: Promise<Response>): void;
}
interface WorkerScope {
  location: Location;
  registration: { waiting: { postMessage(message: unknown): void } | null };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const CACHE = `${CACHE_PREFIX}${__SPORTA_SW_VERSION__}`;
/** The message a running worker sends the new one waiting behind it. */
const TAKE_OVER = 'sporta:take-over';
const origin = worker.location.origin;

worker.addEventListener('install', (event) => event.waitUntil(keepOfflinePage()));

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

worker.addEventListener('message', (event) => {
  if (event.data === TAKE_OVER) void worker.skipWaiting();
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.mode === 'navigate' && request.method === 'GET') {
    worker.registration.waiting?.postMessage(TAKE_OVER);
    event.respondWith(navigate(request));
    return;
  }
  if (mayServeFromCache(request, origin)) event.respondWith(cacheFirst(request));
});

/**
 * /no-connection as a guest sees it (no cookie sent: the kept copy must name nobody), then the
 * scripts and styles it loads with their static imports. A failure fails the install: a worker
 * without its offline page would answer nothing useful offline, so the old one stays.
 */
async function keepOfflinePage(): Promise<void> {
  const cache = await caches.open(CACHE);
  const pageRequest = new Request(OFFLINE_PAGE, { credentials: 'omit', cache: 'no-store' });
  const page = await fetch(pageRequest);
  if (!mayCache(pageRequest, page, origin)) throw new Error(`${OFFLINE_PAGE}: ${page.status}`);
  const html = await page.clone().text();
  await cache.put(OFFLINE_PAGE, page);
  const seen = new Set<string>();
  let next = hashedAssetsOf(html);
  while (next.length > 0) {
    const found: string[] = [];
    await Promise.all(
      next
        .filter((path) => !seen.has(path))
        .map(async (path) => {
          seen.add(path);
          const request = new Request(path);
          const answer = await fetch(request);
          if (!mayCache(request, answer, origin)) throw new Error(`${path}: ${answer.status}`);
          if (path.endsWith('.js'))
            found.push(...staticImportsOf(await answer.clone().text(), path));
          await cache.put(request, answer);
        }),
    );
    next = found;
  }
}

/** Network first; offline (the fetch itself fails), the kept /no-connection. */
async function navigate(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (failure) {
    const kept = await caches.match(OFFLINE_PAGE, { cacheName: CACHE });
    if (kept) return kept;
    throw failure;
  }
}

/** A hashed asset never changes: the kept copy if any, else the network's, kept if it may be. */
async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const answer = await fetch(request);
  if (mayCache(request, answer, origin)) await cache.put(request, answer.clone());
  return answer;
}
