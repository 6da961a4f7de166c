/**
 * The "client" the login limits count: an IPv4 address as it is, an IPv6 address by its /64. One IPv6
 * host is usually given a whole /64 and can pick any of its 2^64 addresses, so counting per /128 would
 * give an attacker as many fresh allowances as they like. IPv4-mapped IPv6 (::ffff:a.b.c.d, what a
 * dual-stack socket reports) is the IPv4 client it maps.
 */
import { isIPv4, isIPv6 } from 'node:net';

export function loginClientOf(address: string): string {
  const ip = address.trim().toLowerCase().replace(/%.*$/, ''); // a zone (fe80::1%eth0) names a local interface
  if (!isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.');
  }
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, '::' expanded and a dotted IPv4 tail converted. */
function ipv6Groups(ip: string): number[] {
  let text = ip;
  const tail = text.slice(text.lastIndexOf(':') + 1);
  if (isIPv4(tail)) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number);
    text = `${text.slice(0, -tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = hexGroups(head);
  const right = rest === undefined ? [] : hexGroups(rest);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const hexGroups = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
