import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { addressKey } from '../auth/rate-limit-keys.ts';

/**
 * The key per-client limits count under: the caller's address (an IPv6 address as its /64). X-Forwarded-For is
 * read only with TRUST_PROXY, and then its last entry, the one the proxy itself added; otherwise a client could
 * name any address and walk around every per-address limit.
 */
export function clientAddressKey(req: IncomingMessage, trustProxy: boolean): string {
  let ip = req.socket.remoteAddress ?? null;
  if (trustProxy) {
    const header = req.headers['x-forwarded-for'];
    const entries = (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const last = entries[entries.length - 1];
    if (last) ip = last;
  }
  if (ip?.startsWith('::ffff:')) ip = ip.slice(7);
  return addressKey(ip && isIP(ip) ? ip : null);
}
