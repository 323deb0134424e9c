import { hash, verify } from '@node-rs/bcrypt';
import type pg from 'pg';
import type { TokenSigner, AccessTokenClaims } from './access-token.ts';
import { authErrors } from './auth-error.ts';
import { assertStrongPassword } from './password-policy.ts';
import { createSession, deleteSessions, rotateRefreshToken, sessionExists } from './sessions.repository.ts';
import { userJson } from './user-response.ts';
import {
  findUserByEmail,
  findUserById,
  insertEmailUser,
  listIdentities,
  touchLastSignIn,
  updateUser,
  type AuthUserRow,
} from './users.repository.ts';

export interface AuthSettings {
  /** Sign-ups get a session at once instead of a confirmation e-mail. */
  autoconfirm: boolean;
  disableSignup: boolean;
  refreshReuseIntervalSeconds: number;
}

export interface ClientInfo {
  userAgent: string | null;
  ip: string | null;
}

const BCRYPT_COST = 10;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Compared against when the e-mail is unknown, so a wrong e-mail costs as long as a wrong password.
const dummyHash = hash('no-such-user', { cost: BCRYPT_COST });

async function inTransaction<T>(db: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
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

/** Supabase Auth's behaviour for e-mail and password accounts, independent of HTTP. */
export function createAuthService(deps: { db: pg.Pool; signer: TokenSigner; settings: AuthSettings }) {
  const { db, signer, settings } = deps;

  async function sessionJson(
    user: AuthUserRow,
    refreshToken: string,
    session: { id: string; aal: 'aal1' | 'aal2' },
    method: string,
  ) {
    const { token, expiresAt } = await signer.sign(user, {
      id: session.id,
      aal: session.aal,
      amr: [{ method, timestamp: Math.floor(Date.now() / 1000) }],
    });
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: signer.expiresIn,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: userJson(user, await listIdentities(db, user.id)),
    };
  }

  function assertCanSignIn(user: AuthUserRow) {
    if (user.banned_until && user.banned_until.getTime() > Date.now()) throw authErrors.userBanned();
  }

  return {
    async signUp(
      input: { email?: string; password?: string; data?: Record<string, unknown> },
      client: ClientInfo,
    ) {
      if (settings.disableSignup) throw authErrors.signupDisabled();
      const email = input.email?.trim();
      if (!email || !input.password) throw authErrors.missingCredentials();
      if (!EMAIL_PATTERN.test(email)) throw authErrors.invalidEmail();
      assertStrongPassword(input.password);
      const passwordHash = await hash(input.password, { cost: BCRYPT_COST });
      return inTransaction(db, async (tx) => {
        if (await findUserByEmail(tx, email)) throw authErrors.userAlreadyExists();
        const user = await insertEmailUser(tx, {
          email,
          passwordHash,
          userMetadata: input.data ?? {},
          confirmed: settings.autoconfirm,
        });
        if (!settings.autoconfirm) return { user: userJson(user, await listIdentities(tx, user.id)) };
        await touchLastSignIn(tx, user.id);
        const issued = await createSession(tx, { userId: user.id, ...client });
        const fresh = (await findUserById(tx, user.id))!;
        return { session: await sessionJson(fresh, issued.token, issued.session, 'password') };
      });
    },

    async signInWithPassword(input: { email?: string; password?: string }, client: ClientInfo) {
      const email = input.email?.trim();
      if (!email || !input.password) throw authErrors.missingCredentials();
      const user = await findUserByEmail(db, email);
      const matches = await verify(input.password, user?.encrypted_password ?? (await dummyHash));
      if (!user || !user.encrypted_password || !matches) throw authErrors.invalidCredentials();
      if (!user.email_confirmed_at) throw authErrors.emailNotConfirmed();
      assertCanSignIn(user);
      return inTransaction(db, async (tx) => {
        await touchLastSignIn(tx, user.id);
        const issued = await createSession(tx, { userId: user.id, ...client });
        const fresh = (await findUserById(tx, user.id))!;
        return sessionJson(fresh, issued.token, issued.session, 'password');
      });
    },

    async refresh(refreshToken: string | undefined) {
      if (!refreshToken) throw authErrors.refreshTokenNotFound();
      const rotated = await inTransaction(db, (tx) =>
        rotateRefreshToken(tx, refreshToken, settings.refreshReuseIntervalSeconds * 1000),
      );
      if ('reused' in rotated) throw authErrors.refreshTokenAlreadyUsed();
      const user = await findUserById(db, rotated.session.user_id);
      if (!user) throw authErrors.refreshTokenNotFound();
      assertCanSignIn(user);
      return sessionJson(user, rotated.token, rotated.session, 'token_refresh');
    },

    /** Verifies a bearer token and that its session still exists (a signed-out token is refused). */
    async authenticate(bearer: string | null): Promise<{ claims: AccessTokenClaims; user: AuthUserRow }> {
      if (!bearer) throw authErrors.noAuthorization();
      const claims = await signer.verify(bearer);
      if (!claims.session_id || !(await sessionExists(db, claims.session_id)))
        throw authErrors.sessionNotFound();
      const user = await findUserById(db, claims.sub);
      if (!user) throw authErrors.userNotFound();
      return { claims, user };
    },

    async getUser(user: AuthUserRow) {
      return userJson(user, await listIdentities(db, user.id));
    },

    async updateUser(
      user: AuthUserRow,
      input: { email?: string; password?: string; data?: Record<string, unknown> | null },
    ) {
      const changes: Parameters<typeof updateUser>[2] = {};
      if (input.password !== undefined) {
        assertStrongPassword(input.password);
        if (user.encrypted_password && (await verify(input.password, user.encrypted_password))) {
          throw authErrors.samePassword();
        }
        changes.passwordHash = await hash(input.password, { cost: BCRYPT_COST });
      }
      if (input.data) changes.userMetadata = input.data;
      if (input.email !== undefined && input.email.trim().toLowerCase() !== user.email) {
        const email = input.email.trim();
        if (!EMAIL_PATTERN.test(email)) throw authErrors.invalidEmail();
        if (await findUserByEmail(db, email)) throw authErrors.emailExists();
        changes.emailChange = email;
      }
      const updated = await updateUser(db, user.id, changes);
      return userJson(updated, await listIdentities(db, updated.id));
    },

    async signOut(claims: AccessTokenClaims, scope: 'local' | 'global' | 'others') {
      await deleteSessions(db, { userId: claims.sub, sessionId: claims.session_id, scope });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
