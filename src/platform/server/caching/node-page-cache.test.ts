import {
  createServer,
  get as httpGet,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { parseCookie } from 'cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_COOKIE, SESSION_COOKIE, SHARED_MARK_COOKIE } from '../../cookies';
import { Jar } from '../proxy/proxy-test-upstream';
import { CONTENT_TAGS_HEADER } from './content-tags';
import { createPageCache, PAGE_CACHE_HEADER, purgeSharedPages } from './node-page-cache';
import {
  markShared,
  SHARED_PAGE_CACHE_CONTROL,
  SHARED_PAGE_HEADER,
  sharedKeyOf,
  sharedViewOf,
} from './shared-pages';

/**
 * The cache in front of a stand-in renderer on a real HTTP server: what the renderer sends is
 * what the test asks of it; the cache decides what is kept and for whom.
 */
interface Rendered {
  status?: number;
  headers?: Record<string, string | string[]>;
  body?: string;
  /** Sends the body in pieces, as a streamed page arrives. */
  streamed?: boolean;
  /** Sends these bytes as the body, in one piece. */
  bytes?: Buffer;
  /** Rendered as the middleware renders a page that is not shared: without SHARED_PAGE_HEADER. */
  unshared?: boolean;
  wait?: Promise<void>;
}

let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

async function start(page: (request: IncomingMessage) => Rendered, options = {}) {
  const renders: string[] = [];
  let clock = 0;
  const cache = createPageCache(
    async (request: IncomingMessage, response: ServerResponse) => {
      renders.push(request.url ?? '');
      const answer = page(request);
      await answer.wait;
      const view = sharedViewOf(parseCookie(request.headers.cookie ?? ''));
      response.writeHead(answer.status ?? 200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': SHARED_PAGE_CACHE_CONTROL,
        ...(view && !answer.unshared && { [SHARED_PAGE_HEADER]: sharedKeyOf(view) }),
        ...answer.headers,
      });
      const body = answer.body ?? `<h1>${request.url}</h1>`;
      if (answer.bytes) response.end(answer.bytes);
      else if (answer.streamed) {
        response.write(body.slice(0, 3));
        response.end(Buffer.from(body.slice(3)));
      } else response.end(body);
    },
    { ttlMs: 30_000, now: () => clock, ...options },
  );
  server = createServer((request, response) => void cache.serve(request, response));
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    fetch(`${base}${path}`, { method, headers }).then(async (response) => ({
      status: response.status,
      from: response.headers.get(PAGE_CACHE_HEADER),
      headers: response.headers,
      body: await response.text(),
    }));
  /** fetch sends the Host of its URL: another Host needs node:http. */
  const getAs = (host: string, path: string) =>
    new Promise<{ from: string | undefined; body: string }>((resolve, reject) => {
      httpGet(`${base}${path}`, { headers: { host } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ from: response.headers[PAGE_CACHE_HEADER] as string | undefined, body }),
        );
      }).on('error', reject);
    });
  return { get, getAs, renders, cache, later: (ms: number) => (clock += ms) };
}

describe('the shared-page cache', () => {
  it('given a guest asking twice for a category, then the second answer is the kept page, not a render', async () => {
    const shop = await start(() => ({ body: '<h1>Pasta</h1>', streamed: true }));
    const first = await shop.get('/category/pasta');
    const second = await shop.get('/category/pasta');
    expect([first.from, second.from]).toEqual(['MISS', 'HIT']);
    expect(second.body).toBe('<h1>Pasta</h1>');
    expect(second.headers.get('cache-control')).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(shop.renders).toEqual(['/category/pasta']);
  });

  it('given a page sent in a piece of memory used again afterwards, then the kept page is still what was sent', async () => {
    const pool = Buffer.from('<h1>Pasta</h1><h1>Riso</h1>');
    const shop = await start(() => ({ bytes: pool.subarray(0, 14) }));
    expect((await shop.get('/category/pasta')).body).toBe('<h1>Pasta</h1>');
    pool.write('<h1>Xxxxx</h1>', 0);
    const again = await shop.get('/category/pasta');
    expect([again.from, again.body]).toEqual(['HIT', '<h1>Pasta</h1>']);
  });

  it('given two price contexts, then each has its own page', async () => {
    const shop = await start((request) => ({ body: String(request.headers.cookie) }));
    const guest = await shop.get('/category/pasta');
    // A marked guest of another store: a session without its mark is rendered for it alone.
    const unmarked = await shop.get('/category/pasta', { cookie: `${SESSION_COOKIE}=s1` });
    expect(guest.body).toBe('undefined');
    expect(unmarked.from).toBeNull();
    expect(unmarked.body).toBe(`${SESSION_COOKIE}=s1`);

    const jar = new Jar();
    jar.values.set(SESSION_COOKIE, 's1');
    markShared(jar, false, { signedIn: false, priceContext: 'w5d2026-11-24t3' });
    const marked = {
      cookie: `${SESSION_COOKIE}=s1; ${SHARED_MARK_COOKIE}=${jar.get(SHARED_MARK_COOKIE)?.value}`,
    };
    expect((await shop.get('/category/pasta', marked)).from).toBe('MISS');
    const again = await shop.get('/category/pasta', marked);
    expect(again.from).toBe('HIT');
    expect(again.body).toContain('w5d2026-11-24t3');
    expect((await shop.get('/category/pasta')).body).toBe('undefined');
    expect(shop.renders).toHaveLength(3);
  });

  it('given a signed-in shopper not asked about yet, then their page is rendered for them and never kept', async () => {
    const shop = await start((request) => ({ body: `Ciao ${request.headers.cookie}` }));
    const cookie = { cookie: `${ACCOUNT_COOKIE}=jwt; ${SESSION_COOKIE}=s9` };
    await shop.get('/category/pasta', cookie);
    const again = await shop.get('/category/pasta', cookie);
    expect(again.from).toBeNull();
    expect((await shop.get('/category/pasta')).body).not.toContain('jwt');
    expect(shop.renders).toHaveLength(3);
  });

  it("given two signed-in shoppers of one price context, then they share a page, apart from the guests' one", async () => {
    const shop = await start((request) => ({
      body: sharedViewOf(parseCookie(request.headers.cookie ?? ''))?.signedIn
        ? 'cliente'
        : 'ospite',
    }));
    const signedIn = (session: string) => {
      const jar = new Jar();
      jar.values.set(SESSION_COOKIE, session);
      markShared(jar, false, { signedIn: true, priceContext: 'w5d0t0' });
      return {
        cookie: `${SESSION_COOKIE}=${session}; ${SHARED_MARK_COOKIE}=${jar.get(SHARED_MARK_COOKIE)?.value}`,
      };
    };
    expect((await shop.get('/product/latte', signedIn('giulia'))).from).toBe('MISS');
    const mario = await shop.get('/product/latte', signedIn('mario'));
    expect([mario.from, mario.body]).toEqual(['HIT', 'cliente']);
    const guest = await shop.get('/product/latte');
    expect([guest.from, guest.body]).toEqual(['MISS', 'ospite']);
  });

  it('given a page rendered for another view than asked (the session changed meanwhile), then it is not kept', async () => {
    const shop = await start(() => ({ headers: { [SHARED_PAGE_HEADER]: 'sw9d0t0' } }));
    await shop.get('/faq');
    expect((await shop.get('/faq')).from).toBe('MISS');
  });

  it('given a page the renderer did not mark shareable, or one setting a cookie, then it is not kept', async () => {
    const shop = await start((request) =>
      request.url === '/vantaggi'
        ? { unshared: true }
        : { headers: { 'set-cookie': 'sporta_session=new; HttpOnly' } },
    );
    await shop.get('/vantaggi');
    await shop.get('/vantaggi');
    await shop.get('/faq');
    const second = await shop.get('/faq');
    expect(second.from).toBe('MISS');
    expect(shop.renders).toEqual(['/vantaggi', '/vantaggi', '/faq', '/faq']);
  });

  it('given an error page, then it is not kept', async () => {
    const shop = await start(() => ({ status: 502 }));
    await shop.get('/product/spaghetti');
    await shop.get('/product/spaghetti');
    expect(shop.renders).toHaveLength(2);
  });

  it('given pages that are not shared (login, account, API), then the cache stays out of them', async () => {
    const shop = await start(() => ({}));
    for (const path of ['/login', '/profile/orders', '/login']) await shop.get(path);
    expect(shop.renders).toEqual(['/login', '/profile/orders', '/login']);
  });

  it('given many guests at once on a page not kept yet, then it is rendered once for all', async () => {
    let finish = () => {};
    const rendered = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const shop = await start(() => ({ wait: rendered, body: 'Offerte' }));
    const answers = Promise.all(Array.from({ length: 20 }, () => shop.get('/category/offerte')));
    await expect.poll(() => shop.renders.length).toBe(1);
    finish();
    const bodies = (await answers).map((answer) => answer.body);
    expect(new Set(bodies)).toEqual(new Set(['Offerte']));
    expect(shop.renders).toHaveLength(1);
  });

  it('given its time passed, then the page is rendered again', async () => {
    const shop = await start(() => ({}));
    await shop.get('/search?q=latte');
    shop.later(29_000);
    expect((await shop.get('/search?q=latte')).from).toBe('HIT');
    shop.later(2_000);
    expect((await shop.get('/search?q=latte')).from).toBe('MISS');
  });

  it('given another query or another encoding, then another page', async () => {
    const shop = await start(() => ({}));
    await shop.get('/search?q=latte', { 'accept-encoding': 'gzip' });
    await shop.get('/search?q=pasta', { 'accept-encoding': 'gzip' });
    await shop.get('/search?q=latte', { 'accept-encoding': 'identity' });
    expect((await shop.get('/search?q=latte', { 'accept-encoding': 'gzip' })).from).toBe('HIT');
    expect(shop.renders).toHaveLength(3);
  });

  it('given two hosts the server serves, then a page kept for one is never sent for the other', async () => {
    const shop = await start((request) => ({ body: `Host ${request.headers.host}` }));
    expect(await shop.getAs('localhost:4321', '/faq')).toEqual({
      from: 'MISS',
      body: 'Host localhost:4321',
    });
    expect(await shop.getAs('LOCALHOST:4321', '/faq')).toEqual({
      from: 'HIT',
      body: 'Host localhost:4321',
    });
    const other = await shop.getAs('www.sporta.it', '/faq');
    expect(other).toEqual({ from: 'MISS', body: 'Host www.sporta.it' });
  });

  it('given a HEAD, then the kept page answers it without a body', async () => {
    const shop = await start(() => ({ body: 'Home' }));
    await shop.get('/');
    const head = await shop.get('/', {}, 'HEAD');
    expect(head.from).toBe('HIT');
    expect(head.body).toBe('');
    expect(head.headers.get('content-length')).toBe('4');
  });

  it('given content changed in WordPress (the purge), then every kept page is rendered again', async () => {
    const shop = await start(() => ({}));
    await shop.get('/faq');
    await shop.get('/');
    expect(purgeSharedPages()).toBe(2);
    expect((await shop.get('/faq')).from).toBe('MISS');
  });

  it('given a FAQ edit, then only the pages showing FAQ content render again; a page without tags goes too', async () => {
    const tags: Record<string, string> = {
      '/faq': 'faq:categories,menu:header',
      '/': 'menu:header,slides:home:2026-11-26',
      '/category/pasta': 'menu:header',
      '/search': 'none',
    };
    const shop = await start((request) => {
      const path = request.url ?? '/';
      return tags[path] ? { headers: { [CONTENT_TAGS_HEADER]: tags[path] } } : {};
    });
    for (const path of ['/faq', '/', '/category/pasta', '/search', '/catalog'])
      await shop.get(path);
    // '/catalog' was sent without tags: nobody knows what it shows.
    expect(purgeSharedPages(['faq:'])).toBe(2);
    expect((await shop.get('/faq')).from).toBe('MISS');
    expect((await shop.get('/catalog')).from).toBe('MISS');
    expect((await shop.get('/')).from).toBe('HIT');
    expect((await shop.get('/category/pasta')).from).toBe('HIT');
    expect(purgeSharedPages(['menu:header'])).toBe(4);
    expect((await shop.get('/search')).from).toBe('HIT');
    expect(purgeSharedPages([])).toBe(0);
  });

  it('given more pages than it may keep, then the oldest goes first', async () => {
    const shop = await start(() => ({}), { maxEntries: 2 });
    for (const path of ['/product/a', '/product/b', '/product/c']) await shop.get(path);
    expect(shop.cache.size).toBe(2);
    expect((await shop.get('/product/c')).from).toBe('HIT');
    expect((await shop.get('/product/a')).from).toBe('MISS');
  });

  // Issue 40: the page is kept per delivery service, which no client may choose.
  it('given a forged service in the mark, then no new page is kept', async () => {
    const shop = await start(() => ({}));
    const jar = new Jar();
    jar.values.set(SESSION_COOKIE, 's1');
    markShared(jar, false, { signedIn: false, priceContext: 'w5d0t0', service: 1 });
    const mark = jar.get(SHARED_MARK_COOKIE)?.value ?? '';
    const as = (value: string) => ({
      cookie: `${SESSION_COOKIE}=s1; ${SHARED_MARK_COOKIE}=${value}`,
    });
    expect((await shop.get('/', as(mark))).from).toBe('MISS');
    expect((await shop.get('/', as(mark))).from).toBe('HIT');
    expect(shop.cache.size).toBe(1);
    for (const forged of [mark.replace('v1.', 'v2.'), mark.replace('v1.', 'v424242.')]) {
      const answer = await shop.get('/', as(forged));
      expect(answer.from, forged).toBeNull();
    }
    expect(shop.cache.size).toBe(1);
  });
});
