import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { z } from 'zod';
import { authErrors } from './auth-error.ts';
import type { AuthUserRow } from './users.repository.ts';

export interface AccessTokenClaims {
  iss: string;
  sub: string;
  aud: string;
  exp: number;
  iat: number;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  role: string;
  aal: 'aal1' | 'aal2';
  amr: { method: string; timestamp: number }[];
  session_id: string;
  is_anonymous: boolean;
}

/**
 * What the server reads of a verified access token. A token signed elsewhere with the project secret (a test,
 * the official suites, a service) may carry fewer claims than `sign` writes, so only `sub` is required; every
 * claim is kept as signed, because realtime hands them on to RLS as `request.jwt.claims`.
 */
const verifiedClaimsSchema = z.looseObject({
  sub: z.string(),
  role: z.string().optional(),
  session_id: z.string().optional(),
});
export type VerifiedClaims = z.infer<typeof verifiedClaimsSchema>;

export interface TokenSigner {
  sign(
    user: AuthUserRow,
    session: { id: string; aal: 'aal1' | 'aal2'; amr: AccessTokenClaims['amr'] },
  ): Promise<{
    token: string;
    expiresAt: number;
  }>;
  verify(token: string): Promise<VerifiedClaims>;
  verifyApiKey(token: string): Promise<'anon' | 'service_role' | null>;
  /** Any JWT signed with the project secret (API keys included); refuses a bad one with bad_jwt. */
  verifyAny(token: string): Promise<Record<string, unknown>>;
  readonly expiresIn: number;
}

/** Signs and checks the HS256 JWTs that PostgREST, RLS (`auth.uid()`) and supabase-js expect. */
export function createTokenSigner(options: {
  jwtSecret: string;
  issuer: string;
  expiresIn: number;
}): TokenSigner {
  const key = new TextEncoder().encode(options.jwtSecret);
  return {
    expiresIn: options.expiresIn,
    async sign(user, session) {
      const iat = Math.floor(Date.now() / 1000);
      const exp = iat + options.expiresIn;
      const claims: Omit<AccessTokenClaims, 'iss' | 'sub' | 'aud' | 'exp' | 'iat'> = {
        email: user.email ?? '',
        phone: user.phone ?? '',
        app_metadata: user.raw_app_meta_data,
        user_metadata: user.raw_user_meta_data,
        role: user.role,
        aal: session.aal,
        amr: session.amr,
        session_id: session.id,
        is_anonymous: user.is_anonymous,
      };
      const token = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(options.issuer)
        .setSubject(user.id)
        .setAudience(user.aud)
        .setIssuedAt(iat)
        // A token id makes every issued token distinct, also two refreshes within the same second.
        .setJti(randomUUID())
        .setExpirationTime(exp)
        .sign(key);
      return { token, expiresAt: exp };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const claims = verifiedClaimsSchema.safeParse(payload);
        if (!claims.success) {
          const claim = claims.error.issues[0]?.path.join('.') ?? 'sub';
          throw authErrors.badJwt(claim === 'sub' ? 'missing sub claim' : `invalid ${claim} claim`);
        }
        return claims.data;
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw authErrors.badJwt('token has expired');
        if (error instanceof joseErrors.JOSEError) throw authErrors.badJwt(error.message);
        throw error;
      }
    },
    async verifyAny(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        return payload;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) throw authErrors.badJwt(error.message);
        throw error;
      }
    },
    async verifyApiKey(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        return payload.role === 'anon' || payload.role === 'service_role' ? payload.role : null;
      } catch {
        return null;
      }
    },
  };
}
