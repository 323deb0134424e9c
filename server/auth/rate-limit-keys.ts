import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(ip: string): number[] | null {
  const address = ip.split('%')[0]!;
  if (!isIPv6(address)) return null;
  let text = address;
  // An embedded IPv4 tail (64:ff9b::192.0.2.1) is two more groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string | undefined) =>
    part ? part.split(':').map((group) => parseInt(group, 16)) : [];
  const first = parse(head);
  if (tail === undefined) return first;
  const last = parse(tail);
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}

/**
 * What per-address limits count under: an IPv4 address as it is, an IPv6 address as its /64 network. One
 * subscriber usually holds a whole /64, so counting single IPv6 addresses would let anyone walk around every
 * per-address limit by changing the last bits of theirs.
 */
export function addressKey(ip: string | null): string {
  if (!ip) return 'unknown';
  if (isIPv4(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return 'unknown';
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * A client-supplied identifier (an e-mail as typed) as part of a bucket name: as it is when short, otherwise
 * its digest, so an oversized value cannot make a bucket key the index refuses.
 */
export function identifierKey(value: string): string {
  return value.length <= 200 ? value : `sha256:${createHash('sha256').update(value).digest('hex')}`;
}
