import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * IPv4 ranges that are not the public internet: unspecified and "this network", private (RFC 1918),
 * CGNAT, loopback, link-local, IETF, documentation and benchmarking, multicast, reserved and broadcast.
 */
const NOT_PUBLIC_V4: Array<[string, number]> = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

/**
 * Inside IPv6's global unicast block (2000::/3), what is still not a public host: IETF assignments
 * (Teredo among them), documentation, and 6to4 (an IPv4 address inside, which could be any).
 * Everything outside 2000::/3 (loopback, unspecified, unique-local, link-local, site-local,
 * multicast, discard) is refused too; IPv4-mapped and NAT64 addresses are judged by their IPv4 part.
 */
const NOT_PUBLIC_V6: Array<[string, number]> = [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
];

const notPublicV4 = new BlockList();
for (const [network, prefix] of NOT_PUBLIC_V4) notPublicV4.addSubnet(network, prefix, 'ipv4');
const notPublicV6 = new BlockList();
for (const [network, prefix] of NOT_PUBLIC_V6) notPublicV6.addSubnet(network, prefix, 'ipv6');
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');

/** Whether an address (as DNS or a URL gives it) is a host on the public internet. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIPv4(bare)) return !notPublicV4.check(bare, 'ipv4');
  if (!isIPv6(bare)) return false;
  const groups = ipv6Groups(bare);
  const embedded = embeddedIPv4(groups);
  if (embedded !== null) return !notPublicV4.check(embedded, 'ipv4');
  return globalUnicast.check(bare, 'ipv6') && !notPublicV6.check(bare, 'ipv6');
}

/** The IPv4 address inside an IPv4-mapped (::ffff:0:0/96) or NAT64 (64:ff9b::/96) address. */
function embeddedIPv4(groups: number[]): string | null {
  const high = groups.slice(0, 6).join(':');
  if (high !== '0:0:0:0:0:65535' && high !== '100:65435:0:0:0:0') return null;
  const [a = 0, b = 0] = groups.slice(6);
  return [a >> 8, a & 0xff, b >> 8, b & 0xff].join('.');
}

/** The eight 16-bit groups of a valid IPv6 address ('::' expanded, a dotted IPv4 tail read). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) =>
    part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}
