import ipaddr from 'ipaddr.js';

type Bytes = number[];

const last32 = (b: Bytes): Bytes[] => [b.slice(12, 16)];

/**
 * IPv6 forms that carry an IPv4 address, and where it sits (decision 094). The first match wins, so
 * the local-use NAT64 /96 comes before the rest of its /48.
 */
const WRAPPERS: [ReturnType<typeof ipaddr.IPv6.parseCIDR>, (bytes: Bytes) => Bytes[]][] = [
  [ipaddr.IPv6.parseCIDR('::ffff:0:0/96'), last32], // IPv4-mapped
  [ipaddr.IPv6.parseCIDR('::ffff:0:0:0/96'), last32], // IPv4-translated (RFC 6145)
  [ipaddr.IPv6.parseCIDR('::/96'), last32], // IPv4-compatible (deprecated; :: and ::1 read as 0.0.0.x)
  [ipaddr.IPv6.parseCIDR('64:ff9b::/96'), last32], // NAT64, well-known prefix (RFC 6052)
  [ipaddr.IPv6.parseCIDR('64:ff9b:1::/96'), last32], // NAT64, local-use prefix in its /96 form (RFC 8215)
  // Elsewhere in the local-use /48 the IPv4's place depends on the network's prefix length: unreadable, so refused.
  [ipaddr.IPv6.parseCIDR('64:ff9b:1::/48'), () => []],
  [ipaddr.IPv6.parseCIDR('2002::/16'), (b) => [b.slice(2, 6)]], // 6to4: bits 16–47
  // Teredo: the server's IPv4 in bits 32–63, the client's in the last 32 bits, inverted.
  [ipaddr.IPv6.parseCIDR('2001::/32'), (b) => [b.slice(4, 8), b.slice(12, 16).map((x) => x ^ 0xff)]],
];

const publicV4 = (bytes: Bytes) => new ipaddr.IPv4(bytes).range() === 'unicast';

/**
 * Whether a server-side fetch may connect to this address: public unicast only. An IPv6 address that
 * carries an IPv4 one (mapped, compatible, NAT64, 6to4, Teredo) is judged by the IPv4 it carries,
 * however it is spelled, so `[::127.0.0.1]` is loopback.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv4') return ip.range() === 'unicast';
  const v6 = ip as ipaddr.IPv6;
  const wrapper = WRAPPERS.find(([range]) => v6.match(range));
  if (!wrapper) return v6.range() === 'unicast';
  const carried = wrapper[1](v6.toByteArray());
  return carried.length > 0 && carried.every(publicV4);
}
