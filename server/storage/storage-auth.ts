import { SignJWT, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { storageErrors } from './storage-error.ts';

/** The database roles a storage request may run as: the ones PostgREST switches to. */
export type StorageRole = 'anon' | 'authenticated' | 'service_role';

/** Who a request acts for: the role its queries run as and the JWT claims RLS policies read. */
export interface Caller {
  role: StorageRole;
  /** The user id (JWT `sub`), or null for the anon and service keys. */
  sub: string | null;
  claims: Record<string, unknown>;
}

/** The platform itself: bypasses RLS, owns nothing. */
export const SERVICE_CALLER: Caller = { role: 'service_role', sub: null, claims: { role: 'service_role' } };

const ROLES = new Set<string>(['anon', 'authenticated', 'service_role']);

export type SignedUrlScope = 'download' | 'upload';

export interface SignedUrlClaims {
  /** `bucket/object name` the token opens, and nothing else. */
  url: string;
  scope: SignedUrlScope;
  exp: number;
  /** Upload tokens: who the object will belong to, and whether it may replace an existing one. */
  owner?: string;
  upsert?: boolean;
}

function joseMessage(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return 'jwt expired';
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return 'invalid signature';
  return 'jwt malformed';
}

/**
 * JWTs of the storage API: the caller's access token (or API key) on each request, and the tokens of signed URLs.
 * Both are HS256 with the platform's JWT secret, as on Supabase, so a signed URL made by one platform instance
 * opens on every other. A signed-URL token carries no role and an access token no `url`, so neither passes for
 * the other.
 */
export function createStorageAuth(jwtSecret: string) {
  const key = new TextEncoder().encode(jwtSecret);

  return {
    /** The caller of a request from its `Authorization: Bearer` header (supabase-js sends the anon key when signed out). */
    async callerFromAuthorization(header: string | undefined): Promise<Caller> {
      const token = header ? /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim() : undefined;
      if (!token) throw storageErrors.accessDenied('jwt must be provided');
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, key, { algorithms: ['HS256'] }));
      } catch (error) {
        throw storageErrors.accessDenied(joseMessage(error));
      }
      const role = typeof payload.role === 'string' ? payload.role : '';
      if (!ROLES.has(role)) throw storageErrors.accessDenied('Access denied: Invalid role');
      const sub = role === 'authenticated' && typeof payload.sub === 'string' ? payload.sub : null;
      return { role: role as StorageRole, sub, claims: payload as Record<string, unknown> };
    },

    async sign(claims: Omit<SignedUrlClaims, 'exp'>, expiresInSeconds: number): Promise<string> {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(now)
        .setExpirationTime(now + expiresInSeconds)
        .sign(key);
    },

    /** Checks a signed-URL token for exactly this `bucket/name` and scope. */
    async verify(token: string, url: string, scope: SignedUrlScope): Promise<SignedUrlClaims> {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, key, { algorithms: ['HS256'] }));
      } catch (error) {
        // Supabase answers an expired link as a bad JWT too: `{code: "InvalidJWT", message: "jwt expired"}`.
        throw storageErrors.invalidJwt(joseMessage(error));
      }
      if (payload.scope !== scope) throw storageErrors.invalidSignature(`Token is not scoped for ${scope}`);
      if (payload.url !== url) throw storageErrors.invalidSignature();
      return {
        url,
        scope,
        exp: payload.exp ?? 0,
        ...(typeof payload.owner === 'string' ? { owner: payload.owner } : {}),
        ...(typeof payload.upsert === 'boolean' ? { upsert: payload.upsert } : {}),
      };
    },
  };
}

export type StorageAuth = ReturnType<typeof createStorageAuth>;
