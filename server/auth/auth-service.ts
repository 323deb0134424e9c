import { randomUUID } from 'node:crypto';
import type { VerifiedClaims } from './access-token.ts';
import {
  inTransaction,
  limitPerIp,
  enforceRateLimit,
  normalizeEmail,
  type AuthDeps,
  type ClientInfo,
  type SessionIssuer,
} from './auth-context.ts';
import { authErrors } from './auth-error.ts';
import { requestScoped } from '../process/logger.ts';
import { createAfterResponseQueue } from './after-response.ts';
import { chargeInbox, mailAccountExists, sendAuthMail } from './email-links.ts';
import { listFactors } from './factors.repository.ts';
import { consumeFlowState, createFlowState, readPkceChallenge } from './flow-state.repository.ts';
import { deleteOneTimeToken, findOneTimeToken, tokenHash } from './one-time-tokens.repository.ts';
import { assertStrongPassword } from './password-policy.ts';
import { createSignInThrottle } from './sign-in-throttle.ts';
import { deleteSessions, findSession, rotateRefreshToken, type SessionRow } from './sessions.repository.ts';
import { loadUserJson, pendingSignUpJson } from './user-response.ts';
import {
  applyEmailChange,
  findUserByEmail,
  findUserById,
  insertEmailUser,
  lockUser,
  updateUser,
  type AuthUserRow,
} from './users.repository.ts';

import { hashPassword, verifyPassword } from './password-hash.ts';

export type { AuthSettings, ClientInfo } from './auth-context.ts';

// Compared against when the e-mail is unknown, so a wrong e-mail costs as long as a wrong password.
const dummyHash = hashPassword('no-such-user');
const REAUTHENTICATION_MAX_SESSION_AGE_MS = 24 * 60 * 60 * 1000;
/** Tries at a mailed reauthentication nonce or an MFA code per session and rate-limit window. */
export const SECOND_FACTOR_GUESSES_PER_SESSION = 5;

export interface Authenticated {
  claims: VerifiedClaims;
  user: AuthUserRow;
  session: SessionRow;
}

interface PkceInput {
  code_challenge?: string | null;
  code_challenge_method?: string | null;
}

/**
 * What Supabase Auth answers to a sign-up for an address that already has a confirmed account while
 * confirmation is on: a plausible user with no identities, so sign-up cannot be used to probe for accounts.
 */
function obfuscatedUser(email: string) {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

/** Supabase Auth's e-mail and password accounts, sessions and the user endpoint, independent of HTTP. */
export function createAuthService(deps: AuthDeps, issuer: SessionIssuer) {
  const { db, signer, settings } = deps;
  const signInThrottle = createSignInThrottle(deps);
  const afterResponse = createAfterResponseQueue({
    onError: (label, error) => requestScoped(deps.log).error(`auth ${label} failed`, { error }),
  });

  return {
    async signUp(
      input: { email?: string; password?: string; data?: Record<string, unknown> } & PkceInput,
      redirectTo: string | null,
      client: ClientInfo,
    ) {
      if (settings.disableSignup) throw authErrors.signupDisabled();
      if (!input.email?.trim() || !input.password) throw authErrors.missingCredentials();
      const email = normalizeEmail(input.email);
      const pkce = readPkceChallenge(input);
      assertStrongPassword(input.password, { leakedCheck: settings.leakedPasswordCheck });
      await limitPerIp(deps, 'sign_up', client, settings.rateLimits.signUpPerIp);
      const passwordHash = await hashPassword(input.password);
      return inTransaction(db, async (tx) => {
        const existing = await findUserByEmail(tx, email);
        if (existing && (settings.autoconfirm || existing.email_confirmed_at)) {
          if (settings.signUpRevealsExistingUsers) {
            if (settings.autoconfirm) throw authErrors.userAlreadyExists();
            return { user: obfuscatedUser(email) };
          }
          if (settings.autoconfirm) {
            afterResponse.enqueue('account-exists mail', () => mailAccountExists(deps, email));
            return { user: obfuscatedUser(email) };
          }
          // The answer a new address gets while confirmation is on, whoever asks; the owner hears of it by mail.
          // A new address's sign-up pays the inbox's budget for its confirmation mail (429 over it, e.g. when
          // repeated within the mail interval), so this one pays the same: a repeat cannot tell them apart.
          await chargeInbox(deps, email, 'signup');
          afterResponse.enqueue('account-exists mail', () =>
            mailAccountExists(deps, email, { charged: true }),
          );
          return { user: pendingSignUpJson(email, input.data ?? {}) };
        }
        let user: AuthUserRow;
        if (existing) {
          // An account nobody confirmed yet: the newer sign-up wins, and the confirmation mail goes out again.
          user = await updateUser(tx, existing.id, { passwordHash, userMetadata: input.data ?? {} });
        } else {
          user = await insertEmailUser(tx, {
            email,
            passwordHash,
            userMetadata: input.data ?? {},
            confirmed: settings.autoconfirm,
          });
        }
        if (settings.autoconfirm) return { session: await issuer.startSession(tx, user, 'password', client) };
        const flow = pkce
          ? await createFlowState(tx, {
              userId: user.id,
              challenge: pkce,
              providerType: 'email',
              authenticationMethod: 'email/signup',
            })
          : null;
        await sendAuthMail(deps, tx, { user, action: 'signup', email, redirectTo, flowStateId: flow?.id });
        return { user: await loadUserJson(tx, (await findUserById(tx, user.id))!) };
      });
    },

    async signInWithPassword(input: { email?: string; password?: string }, client: ClientInfo) {
      const email = input.email?.trim().toLowerCase();
      if (!email || !input.password) throw authErrors.missingCredentials();
      // Counted before the password is checked: the limits exist to slow down guessing.
      await limitPerIp(deps, 'sign_in', client, settings.rateLimits.signInPerIp);
      await signInThrottle.admit(email, client);
      const user = await findUserByEmail(db, email);
      const matches = await verifyPassword(input.password, user?.encrypted_password ?? (await dummyHash));
      if (!user || !user.encrypted_password || !matches) {
        await signInThrottle.failed(email);
        throw authErrors.invalidCredentials();
      }
      await signInThrottle.succeeded(email, client);
      if (!user.email_confirmed_at) throw authErrors.emailNotConfirmed();
      return inTransaction(db, (tx) => issuer.startSession(tx, user, 'password', client));
    },

    async refresh(refreshToken: string | undefined) {
      if (!refreshToken) throw authErrors.refreshTokenNotFound();
      const rotated = await inTransaction(db, (tx) =>
        rotateRefreshToken(tx, refreshToken, settings.refreshReuseIntervalSeconds * 1000),
      );
      if ('reused' in rotated) throw authErrors.refreshTokenAlreadyUsed();
      const user = await findUserById(db, rotated.session.user_id);
      if (!user) throw authErrors.refreshTokenNotFound();
      if (user.banned_until && user.banned_until.getTime() > Date.now()) throw authErrors.userBanned();
      return issuer.tokenResponse(db, user, rotated);
    },

    /** `grant_type=pkce`: trades the auth code from a link or OAuth callback, with its verifier, for a session. */
    async exchangeAuthCode(input: { auth_code?: string; code_verifier?: string }, client: ClientInfo) {
      if (!input.auth_code || !input.code_verifier) {
        throw authErrors.validation('invalid request: both auth code and code verifier should be non-empty');
      }
      const { auth_code: code, code_verifier: verifier } = input;
      return inTransaction(db, async (tx) => {
        const flow = await consumeFlowState(tx, code, verifier, settings.flowStateExpirySeconds);
        const user = await findUserById(tx, flow.user_id!);
        if (!user) throw authErrors.flowStateNotFound();
        return issuer.startSession(tx, user, flow.authentication_method, client, {
          provider_token: flow.provider_access_token,
          provider_refresh_token: flow.provider_refresh_token,
        });
      });
    },

    /** Verifies a bearer token and that its session still exists (a signed-out token is refused). */
    async authenticate(bearer: string | null): Promise<Authenticated> {
      if (!bearer) throw authErrors.noAuthorization();
      const claims = await signer.verify(bearer);
      const session = claims.session_id ? await findSession(db, claims.session_id) : null;
      if (!session) throw authErrors.sessionNotFound();
      const user = await findUserById(db, claims.sub);
      if (!user) throw authErrors.userNotFound();
      return { claims, user, session };
    },

    async getUser(user: AuthUserRow) {
      return loadUserJson(db, user);
    },

    async updateUser(
      auth: Authenticated,
      input: {
        email?: string;
        password?: string;
        nonce?: string;
        data?: Record<string, unknown> | null;
      } & PkceInput,
      redirectTo: string | null,
    ) {
      const pkce = readPkceChallenge(input);
      let passwordHash: string | undefined;
      if (input.password !== undefined) {
        assertStrongPassword(input.password, { leakedCheck: settings.leakedPasswordCheck });
        const current = auth.user.encrypted_password;
        if (current && (await verifyPassword(input.password, current))) throw authErrors.samePassword();
        passwordHash = await hashPassword(input.password);
      }
      const newEmail =
        input.email !== undefined && input.email.trim().toLowerCase() !== auth.user.email
          ? normalizeEmail(input.email)
          : undefined;
      // Once a second factor is verified, the password alone (an aal1 session) may not take over the account by
      // changing its e-mail or password: Supabase Auth's rule and error, word for word.
      if ((passwordHash || newEmail) && auth.session.aal !== 'aal2') {
        const factors = await listFactors(db, auth.user.id);
        if (factors.some((factor) => factor.status === 'verified')) {
          throw authErrors.insufficientAal(
            'AAL2 session is required to update email or password when MFA is enabled.',
          );
        }
      }

      return inTransaction(db, async (tx) => {
        const user = (await lockUser(tx, auth.user.id)) ?? auth.user;
        if (passwordHash) {
          const sessionAge = Date.now() - auth.session.created_at.getTime();
          const nonceRequired =
            settings.passwordChangeRequiresReauthentication &&
            sessionAge > REAUTHENTICATION_MAX_SESSION_AGE_MS;
          if (nonceRequired && !input.nonce) throw authErrors.reauthenticationNeeded();
          if (input.nonce) {
            // A six-digit nonce must not be guessable by whoever holds the session; keyed on the session,
            // so guessing in one session never blocks the owner's others.
            await enforceRateLimit(
              deps,
              `reauthenticate:session:${auth.session.id}`,
              SECOND_FACTOR_GUESSES_PER_SESSION,
            );
            const token = user.email
              ? await findOneTimeToken(
                  tx,
                  tokenHash(user.email, input.nonce.trim()),
                  ['reauthentication_token'],
                  settings.emailOtpExpirySeconds,
                )
              : null;
            if (!token || token.user_id !== user.id || token.expired)
              throw authErrors.reauthenticationNotValid();
            await deleteOneTimeToken(tx, token.id);
          }
        }
        let updated = await updateUser(tx, user.id, {
          passwordHash,
          userMetadata: input.data ?? undefined,
        });
        if (newEmail) {
          const taken = await findUserByEmail(tx, newEmail);
          if (taken && taken.id !== user.id) throw authErrors.emailExists();
          updated = await updateUser(tx, user.id, { emailChange: newEmail });
          if (settings.autoconfirm || !user.email) {
            // With confirmation off the change applies at once, as Supabase Auth does.
            await applyEmailChange(tx, user.id);
          } else {
            const flow = pkce
              ? await createFlowState(tx, {
                  userId: user.id,
                  challenge: pkce,
                  providerType: 'email',
                  authenticationMethod: 'email_change',
                })
              : null;
            const change = { from: user.email, to: newEmail };
            await sendAuthMail(deps, tx, {
              user: updated,
              action: 'email_change_new',
              email: newEmail,
              redirectTo,
              flowStateId: flow?.id,
              emailChange: change,
            });
            if (settings.secureEmailChange) {
              await sendAuthMail(deps, tx, {
                user: updated,
                action: 'email_change_current',
                email: user.email,
                redirectTo,
                flowStateId: flow?.id,
                emailChange: change,
              });
            }
          }
          updated = (await findUserById(tx, user.id))!;
        }
        return loadUserJson(tx, updated);
      });
    },

    async signOut(authenticated: Authenticated, scope: 'local' | 'global' | 'others') {
      await deleteSessions(db, { userId: authenticated.user.id, sessionId: authenticated.session.id, scope });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
