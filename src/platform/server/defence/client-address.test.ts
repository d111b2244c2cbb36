import { describe, expect, it } from 'vitest';
import { addressKey, clientAddress } from './client-address';

describe('clientAddress', () => {
  it('given no trusted proxy, then a forged X-Forwarded-For changes nothing', () => {
    expect(clientAddress('203.0.113.7', '198.51.100.1', false)).toBe('203.0.113.7');
  });

  it('given a trusted proxy, then the address it appended (the last) counts, not what the client sent', () => {
    expect(clientAddress('127.0.0.1', '198.51.100.1, 203.0.113.7', true)).toBe('203.0.113.7');
    expect(clientAddress('127.0.0.1', null, true)).toBe('127.0.0.1');
  });

  it('given no address at all, then one key for all such requests', () => {
    expect(clientAddress(undefined, undefined, false)).toBe('unknown');
  });
});

describe('addressKey', () => {
  it('given an IPv4-mapped IPv6 address, then its IPv4', () => {
    expect(addressKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
  });

  it('given IPv6 addresses of one /64, however written, then one key', () => {
    const key = addressKey('2001:db8:0:1::1');
    expect(addressKey('2001:0db8:0000:0001:aaaa:bbbb:cccc:dddd')).toBe(key);
    expect(addressKey('[2001:db8:0:1::2%eth0]')).toBe(key);
    expect(addressKey('2001:db8:0:2::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
