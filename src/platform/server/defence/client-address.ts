/**
 * Who is asking, as far as limits go (issue 37 item 6): the address the connection came from,
 * or, behind a proxy the shop trusts (TRUSTED_PROXY=1, as for X-Forwarded-Proto in
 * https-request.ts), the address that proxy saw — the LAST entry of X-Forwarded-For, the one it
 * appended; earlier entries are whatever the client sent. Without TRUSTED_PROXY the header is
 * never read, so a forged one changes nothing.
 *
 * No runtime imports: scripts load it with type stripping.
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | null | undefined,
  trustedProxy = process.env.TRUSTED_PROXY === '1',
): string {
  const forwarded = trustedProxy ? forwardedFor?.split(',').at(-1)?.trim() : undefined;
  return addressKey(forwarded || peer || 'unknown');
}

/**
 * One key per client: IPv4 as it is (an IPv4-mapped IPv6 address is its IPv4), IPv6 by its /64
 * — one home or phone gets a whole /64 and could otherwise take a fresh address per guess.
 */
export function addressKey(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped?.[1]) return mapped[1];
  if (!bare.includes(':')) return bare;
  const groups = expandIpv6(bare);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : bare;
}

/** The eight groups of an IPv6 address, '::' expanded; undefined when it is not one. */
function expandIpv6(address: string): string[] | undefined {
  const halves = address.toLowerCase().split('::');
  if (halves.length > 2) return undefined;
  const part = (text: string | undefined) => (text ? text.split(':') : []);
  const head = part(halves[0]);
  const tail = part(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return undefined;
  return groups.map((group) => group.replace(/^0+(?=.)/, ''));
}
