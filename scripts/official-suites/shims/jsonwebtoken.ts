// The part of `jsonwebtoken` the official supabase-js suites use (HS256 `sign`), on node:crypto, so the runner
// needs no package the project does not install.
import { createHmac } from 'node:crypto';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

/** `expiresIn` as jsonwebtoken takes it: seconds, or a span such as '1h' or '30m'. */
function seconds(span: number | string): number {
  if (typeof span === 'number') return span;
  const match = /^(\d+)\s*([smhd])?$/.exec(span.trim());
  if (!match) throw new Error(`jsonwebtoken shim: unsupported expiresIn ${span}`);
  return Number(match[1]) * UNIT_SECONDS[match[2] ?? 's']!;
}

export function sign(
  payload: Record<string, unknown>,
  secret: string,
  options: { expiresIn?: number | string } = {},
): string {
  const now = Math.floor(Date.now() / 1000);
  const claims: Record<string, unknown> = { iat: now, ...payload };
  if (options.expiresIn !== undefined) claims['exp'] = now + seconds(options.expiresIn);
  const head = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64url(JSON.stringify(claims));
  const signature = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${signature}`;
}

export function decode(token: string): unknown {
  const body = token.split('.')[1];
  return body === undefined ? null : JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
}

export default { sign, decode };
