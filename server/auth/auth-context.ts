import type pg from 'pg';
import type { PlatformConfig } from '../config/platform-config.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Logger } from '../process/logger.ts';
import type { TokenSigner } from './access-token.ts';
import { authErrors } from './auth-error.ts';
import { addressKey } from './rate-limit-keys.ts';
import type { RateLimiter } from './rate-limiter.ts';
import type { RedirectPolicy } from './redirect-policy.ts';
import { createSession, listAmrClaims, type IssuedRefreshToken } from './sessions.repository.ts';
import { loadUserJson } from './user-response.ts';
import { findUserById, touchLastSignIn, type AuthUserRow } from './users.repository.ts';

export type AuthSettings = PlatformConfig['auth'];

export interface ClientInfo {
  userAgent: string | null;
  ip: string | null;
}

/** Everything the auth services share; built once per platform in server/platform.ts. */
export interface AuthDeps {
  db: pg.Pool;
  signer: TokenSigner;
  settings: AuthSettings;
  mailer: Mailer;
  limiter: RateLimiter;
  redirects: RedirectPolicy;
  /** Public URL of this service (`<origin>/auth/v1`): e-mail links and the OAuth callback point here. */
  apiUrl: string;
  /** The platform's logger; auth writes through requestScoped(log), so its lines carry the request's id. */
  log: Logger;
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/**
 * The address format GoTrue accepts (github.com/badoux/checkmail's ValidateFormat): `xx:;x@x.x` is refused with
 * its message. EMAIL_PATTERN's dot in the domain is required on top of it.
 */
const GOTRUE_EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export async function inTransaction<T>(db: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await db.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export function normalizeEmail(raw: string | undefined | null): string {
  const email = raw?.trim().toLowerCase() ?? '';
  if (email.length > 255) throw authErrors.emailTooLong();
  if (!email || !EMAIL_PATTERN.test(email) || !GOTRUE_EMAIL_FORMAT.test(email))
    throw authErrors.invalidEmail();
  return email;
}

export type TokenResponse = Awaited<ReturnType<ReturnType<typeof createSessionIssuer>['tokenResponse']>>;

/** Builds Supabase Auth's token response (access token, refresh token, user) for new and existing sessions. */
export function createSessionIssuer(signer: TokenSigner) {
  async function tokenResponse(
    db: pg.Pool | pg.PoolClient,
    user: AuthUserRow,
    issued: IssuedRefreshToken,
    provider?: { provider_token?: string | null; provider_refresh_token?: string | null },
  ) {
    const stored = await listAmrClaims(db, issued.session.id);
    // Sessions started before amr claims were recorded still get a well-formed claim.
    const amr = stored.length
      ? stored
      : [{ method: 'token_refresh', timestamp: Math.floor(Date.now() / 1000) }];
    const { token, expiresAt } = await signer.sign(user, {
      id: issued.session.id,
      aal: issued.session.aal,
      amr,
    });
    return {
      access_token: token,
      token_type: 'bearer' as const,
      expires_in: signer.expiresIn,
      expires_at: expiresAt,
      refresh_token: issued.token,
      user: await loadUserJson(db, user),
      ...(provider?.provider_token ? { provider_token: provider.provider_token } : {}),
      ...(provider?.provider_refresh_token
        ? { provider_refresh_token: provider.provider_refresh_token }
        : {}),
    };
  }

  return {
    tokenResponse,
    /** Signs the user in: a new session authenticated by `method`, and its token response. */
    async startSession(
      tx: pg.PoolClient,
      user: AuthUserRow,
      method: string,
      client: ClientInfo,
      provider?: { provider_token?: string | null; provider_refresh_token?: string | null },
    ) {
      if (user.banned_until && user.banned_until.getTime() > Date.now()) throw authErrors.userBanned();
      await touchLastSignIn(tx, user.id);
      const issued = await createSession(tx, { userId: user.id, ...client, method });
      const fresh = (await findUserById(tx, user.id))!;
      return tokenResponse(tx, fresh, issued, provider);
    },
  };
}

export type SessionIssuer = ReturnType<typeof createSessionIssuer>;

/** Counts a request against a limit and refuses it with Supabase's 429 once the limit is reached. */
export async function enforceRateLimit(
  deps: AuthDeps,
  bucket: string,
  limit: number,
  windowSeconds = deps.settings.rateLimits.windowSeconds,
): Promise<void> {
  const result = await deps.limiter.hit(bucket, limit, windowSeconds);
  if (!result.allowed) throw authErrors.overRequestRateLimit(result.retryAfterSeconds);
}

/**
 * Per-address limit (an IPv6 address counts as its /64); requests whose address is unknown share one bucket.
 * Keyed on the caller, never on the account a request names, so nobody can spend another person's budget.
 */
export function limitPerIp(deps: AuthDeps, action: string, client: ClientInfo, limit: number) {
  return enforceRateLimit(deps, `${action}:ip:${addressKey(client.ip)}`, limit);
}
