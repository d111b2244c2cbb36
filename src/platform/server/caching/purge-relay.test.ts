import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BAN_KEYS_HEADER,
  RELAY_HEADER,
  relayPurge,
  relayRequests,
  relayTargets,
  VARNISH_SECRET_HEADER,
} from './purge-relay';

describe('relayTargets', () => {
  it('given nothing set (npm start, one process), then a purge goes nowhere else', () => {
    expect(relayTargets({})).toEqual({ peers: [], varnish: undefined });
    expect(relayRequests(relayTargets({}), '{}', 'x-content-purge-secret', 's', undefined)).toEqual(
      [],
    );
  });

  it('given peers and Varnish, then reads their origins without trailing slashes', () => {
    expect(
      relayTargets({
        SPORTA_PURGE_PEERS: 'http://127.0.0.1:5331/, http://127.0.0.1:5332,not-a-url,',
        SPORTA_VARNISH_URL: 'http://127.0.0.1:5320/',
      }),
    ).toEqual({
      peers: ['http://127.0.0.1:5331', 'http://127.0.0.1:5332'],
      varnish: 'http://127.0.0.1:5320',
    });
  });
});

describe('relayRequests', () => {
  it('given two peers and Varnish, then the body and secret go to each peer marked as relayed, and a BAN with the secret to Varnish', async () => {
    const requests = relayRequests(
      { peers: ['http://a:1', 'http://b:2'], varnish: 'http://v:3' },
      '{"events":[]}',
      'x-content-purge-secret',
      'secret',
      undefined,
    );
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST http://a:1/api/content/purge',
      'POST http://b:2/api/content/purge',
      'BAN http://v:3/',
    ]);
    const [peer, , varnish] = requests;
    expect(peer?.headers.get('x-content-purge-secret')).toBe('secret');
    expect(peer?.headers.get(RELAY_HEADER)).toBe('1');
    expect(await peer?.text()).toBe('{"events":[]}');
    expect(varnish?.headers.get(VARNISH_SECRET_HEADER)).toBe('secret');
    // A purge of everything bans every shared page: no keys named.
    expect(varnish?.headers.has(BAN_KEYS_HEADER)).toBe(false);
  });

  it('given the purged content prefixes, then the BAN names them as tags; none purged, no BAN', () => {
    const targets = { peers: ['http://a:1'], varnish: 'http://v:3' };
    const [, ban] = relayRequests(targets, '{}', 'x-content-purge-secret', 's', [
      'faq:',
      'menu:footer',
    ]);
    expect(ban?.method).toBe('BAN');
    expect(ban?.headers.get(BAN_KEYS_HEADER)).toBe('faq:,menu:footer');
    const nothing = relayRequests(targets, '{}', 'x-content-purge-secret', 's', []);
    expect(nothing.map((request) => request.method)).toEqual(['POST']);
  });
});

describe('relayPurge', () => {
  const servers: Server[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
  });

  /**
   * A server answering after `delayMs`, noting when each request came and when it answered.
   * Plain TCP: Node's HTTP server refuses a BAN (not a method it knows); Varnish takes it.
   */
  async function recorder(name: string, delayMs: number, log: string[]): Promise<string> {
    const server = createServer((socket) => {
      socket.once('data', (chunk) => {
        log.push(`${name} ${String(chunk).split(' ')[0]}`);
        setTimeout(() => {
          log.push(`${name} answered`);
          socket.end('HTTP/1.1 200 OK\r\ncontent-length: 2\r\nconnection: close\r\n\r\nok');
        }, delayMs);
      });
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    return `http://127.0.0.1:${address.port}`;
  }

  it('given a slow sibling, then Varnish is banned only once the sibling purged', async () => {
    const log: string[] = [];
    const peer = await recorder('peer', 50, log);
    const varnish = await recorder('varnish', 0, log);
    const requests = relayRequests(
      { peers: [peer], varnish },
      '{}',
      'x-content-purge-secret',
      's',
      ['faq:'],
    );
    expect(await relayPurge(requests)).toEqual({ sent: 2, accepted: 2 });
    expect(log).toEqual(['peer POST', 'peer answered', 'varnish BAN', 'varnish answered']);
  });
});
