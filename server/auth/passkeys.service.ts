import {
  inTransaction,
  limitPerIp,
  type AuthDeps,
  type ClientInfo,
  type SessionIssuer,
} from './auth-context.ts';
import type { Authenticated } from './auth-service.ts';
import { AuthError, authErrors } from './auth-error.ts';
import { listFactors } from './factors.repository.ts';
import {
  consumeWebAuthnChallenge,
  countPasskeys,
  deletePasskey,
  findPasskey,
  findPasskeyByCredentialId,
  insertPasskey,
  insertWebAuthnChallenge,
  listPasskeys,
  recordPasskeyUse,
  renamePasskey,
  toStoredCredential,
  type ChallengeType,
  type PasskeyRow,
} from './passkeys.repository.ts';
import { findUserById, type AuthUserRow } from './users.repository.ts';
import {
  parseAuthenticationResponse,
  parseRegistrationResponse,
  userIdFromHandle,
  type WebAuthnRelyingParty,
} from './webauthn-relying-party.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_FRIENDLY_NAME = 120;

/** GoTrue's answers for passkeys and WebAuthn (internal/api/passkey_*.go, apierrors). */
export const webauthnErrors = {
  challengeNotFound: () =>
    new AuthError(400, 'webauthn_challenge_not_found', 'Challenge not found or already used'),
  challengeExpired: () => new AuthError(400, 'webauthn_challenge_expired', 'Challenge has expired'),
  invalidResponse: () => new AuthError(400, 'webauthn_verification_failed', 'Invalid credential response'),
  verificationFailed: () =>
    new AuthError(400, 'webauthn_verification_failed', 'Credential verification failed'),
  credentialExists: () =>
    new AuthError(422, 'webauthn_credential_exists', 'This credential is already registered'),
  tooManyPasskeys: () => new AuthError(422, 'too_many_passkeys', 'Maximum number of passkeys reached'),
  passkeyNotFound: () => new AuthError(404, 'validation_failed', 'Passkey not found'),
  ssoUser: () => new AuthError(422, 'validation_failed', 'SSO users cannot register passkeys'),
  managementNeedsAal2: () =>
    authErrors.insufficientAal('AAL2 session is required to manage passkeys when MFA is enabled'),
};

/** A passkey as GoTrue lists it (`Passkey` in supabase-js): never its key or credential id. */
export function passkeyJson(row: PasskeyRow) {
  return {
    id: row.id,
    friendly_name: row.friendly_name || undefined,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at ? row.last_used_at.toISOString() : undefined,
  };
}

/** The name an authenticator is listed under: the account's display name, else its e-mail or phone. */
function webAuthnNames(user: AuthUserRow) {
  const name = user.email || user.phone || user.id;
  const metaName = user.raw_user_meta_data['name'];
  return { name, displayName: typeof metaName === 'string' && metaName ? metaName : name };
}

export function challengeId(raw: unknown): string {
  if (typeof raw !== 'string' || raw === '') throw authErrors.validation('challenge_id is required');
  if (!UUID.test(raw)) throw authErrors.validation('challenge_id must be a valid UUID');
  return raw;
}

/**
 * Passkeys (GoTrue's `/passkeys`): registering a discoverable WebAuthn credential to a signed-in account, signing
 * in with one (the two steps of the ceremony: options, then the browser's signed answer), listing, renaming and
 * removing them, and the admin's list and removal. A passkey sign-in is a first factor: the session is aal1 with
 * `passkey` in its amr, and an account with a verified second factor still steps up to aal2 (as on GoTrue).
 */
export function createPasskeysService(
  deps: AuthDeps,
  issuer: SessionIssuer,
  relyingParty: WebAuthnRelyingParty,
) {
  const { db, settings } = deps;
  const expirySeconds = settings.webauthn.challengeExpirySeconds;

  /** Registering or removing a passkey changes how one signs in: with a second factor, only from aal2. */
  async function requireManagementAal(auth: Authenticated) {
    const factors = await listFactors(db, auth.user.id);
    if (factors.some((f) => f.status === 'verified') && auth.session.aal !== 'aal2') {
      throw webauthnErrors.managementNeedsAal2();
    }
  }

  async function takeChallenge(id: string, type: ChallengeType, userId: string | null) {
    const challenge = await consumeWebAuthnChallenge(db, { id, type, userId });
    if (!challenge) throw webauthnErrors.challengeNotFound();
    if (challenge.expired) throw webauthnErrors.challengeExpired();
    return challenge.session_data.challenge;
  }

  async function ownPasskey(userId: string, passkeyId: string) {
    const passkey = UUID.test(passkeyId) ? await findPasskey(db, userId, passkeyId) : null;
    if (!passkey) throw webauthnErrors.passkeyNotFound();
    return passkey;
  }

  return {
    /** POST /passkeys/registration/options */
    async registrationOptions(auth: Authenticated) {
      if (auth.user.is_sso_user) throw webauthnErrors.ssoUser();
      await requireManagementAal(auth);
      const existing = await listPasskeys(db, auth.user.id);
      if (existing.length >= settings.webauthn.maxPasskeysPerUser) throw webauthnErrors.tooManyPasskeys();
      const options = await relyingParty.registrationOptions({
        user: { id: auth.user.id, ...webAuthnNames(auth.user) },
        exclude: existing.map(toStoredCredential),
        discoverable: true,
      });
      const challenge = await insertWebAuthnChallenge(db, {
        userId: auth.user.id,
        type: 'registration',
        challenge: options.challenge,
        expirySeconds,
      });
      return {
        challenge_id: challenge.id,
        options,
        expires_at: Math.floor(challenge.expires_at.getTime() / 1000),
      };
    },

    /** POST /passkeys/registration/verify: the browser's new credential, checked against its challenge. */
    async verifyRegistration(auth: Authenticated, input: { challenge_id?: unknown; credential?: unknown }) {
      if (auth.user.is_sso_user) throw webauthnErrors.ssoUser();
      await requireManagementAal(auth);
      const id = challengeId(input.challenge_id);
      if (input.credential === undefined || input.credential === null) {
        throw authErrors.validation('credential is required');
      }
      const expected = await takeChallenge(id, 'registration', auth.user.id);
      const response = parseRegistrationResponse(input.credential);
      if (!response) throw webauthnErrors.invalidResponse();
      const credential = await relyingParty.verifyRegistration(response, expected);
      if (!credential) throw webauthnErrors.verificationFailed();
      const passkey = await inTransaction(db, async (tx) => {
        // Serialises registrations of one user, so two at once cannot pass the limit together.
        await tx.query(`select 1 from auth.users where id = $1 for update`, [auth.user.id]);
        if ((await countPasskeys(tx, auth.user.id)) >= settings.webauthn.maxPasskeysPerUser) {
          throw webauthnErrors.tooManyPasskeys();
        }
        const row = await insertPasskey(tx, { userId: auth.user.id, credential, friendlyName: 'Passkey' });
        if (!row) throw webauthnErrors.credentialExists();
        return row;
      });
      const { last_used_at: _unused, ...created } = passkeyJson(passkey);
      return created;
    },

    /** POST /passkeys/authentication/options: a discoverable sign-in, bound to no user until it is answered. */
    async authenticationOptions(client: ClientInfo) {
      await limitPerIp(deps, 'passkey_sign_in', client, settings.rateLimits.signInPerIp);
      const options = await relyingParty.authenticationOptions();
      const challenge = await insertWebAuthnChallenge(db, {
        userId: null,
        type: 'authentication',
        challenge: options.challenge,
        expirySeconds,
      });
      return {
        challenge_id: challenge.id,
        options,
        expires_at: Math.floor(challenge.expires_at.getTime() / 1000),
      };
    },

    /**
     * POST /passkeys/authentication/verify: the assertion's user handle names the account, its credential id
     * the passkey; both must belong together, and the signature must verify against the stored key with a
     * counter that moved on. Answers a session like any sign-in.
     */
    async verifyAuthentication(input: { challenge_id?: unknown; credential?: unknown }, client: ClientInfo) {
      await limitPerIp(deps, 'passkey_sign_in', client, settings.rateLimits.signInPerIp);
      const id = challengeId(input.challenge_id);
      if (input.credential === undefined || input.credential === null) {
        throw authErrors.validation('credential is required');
      }
      const expected = await takeChallenge(id, 'authentication', null);
      const assertion = parseAuthenticationResponse(input.credential);
      if (!assertion) throw webauthnErrors.invalidResponse();
      const userId = userIdFromHandle(assertion.response.userHandle);
      if (!userId || !UUID.test(userId)) throw webauthnErrors.verificationFailed();
      return inTransaction(db, async (tx) => {
        const passkey = await findPasskeyByCredentialId(tx, assertion.rawId);
        if (!passkey || passkey.user_id !== userId) throw webauthnErrors.verificationFailed();
        const verified = await relyingParty.verifyAssertion(assertion, expected, toStoredCredential(passkey));
        if (!verified) throw webauthnErrors.verificationFailed();
        const user = await findUserById(tx, userId);
        if (!user || user.deleted_at) throw webauthnErrors.verificationFailed();
        if (user.email && !user.email_confirmed_at) {
          throw new AuthError(403, 'email_not_confirmed', 'Email not confirmed');
        }
        if (user.banned_until && user.banned_until.getTime() > Date.now()) {
          throw new AuthError(403, 'user_banned', 'User is banned');
        }
        await recordPasskeyUse(tx, passkey.id, verified.newCounter);
        return issuer.startSession(tx, user, 'passkey', client);
      });
    },

    /** GET /passkeys */
    async list(userId: string) {
      return (await listPasskeys(db, userId)).map(passkeyJson);
    },

    /** PATCH /passkeys/{id}: renames a passkey of the signed-in user. */
    async rename(auth: Authenticated, passkeyId: string, input: { friendly_name?: unknown }) {
      const name = typeof input.friendly_name === 'string' ? input.friendly_name : '';
      const passkey = await ownPasskey(auth.user.id, passkeyId);
      if (!name) throw authErrors.validation('friendly_name is required');
      if (name.length > MAX_FRIENDLY_NAME) {
        throw authErrors.validation(`friendly_name must be ${MAX_FRIENDLY_NAME} characters or less`);
      }
      return passkeyJson(await renamePasskey(db, passkey.id, name));
    },

    /** DELETE /passkeys/{id} */
    async remove(auth: Authenticated, passkeyId: string) {
      await requireManagementAal(auth);
      const passkey = await ownPasskey(auth.user.id, passkeyId);
      await deletePasskey(db, passkey.id);
    },

    /** GET /admin/users/{id}/passkeys */
    async adminList(userId: string) {
      if (!UUID.test(userId) || !(await findUserById(db, userId))) throw authErrors.userNotFound();
      return (await listPasskeys(db, userId)).map(passkeyJson);
    },

    /** DELETE /admin/users/{id}/passkeys/{passkeyId} */
    async adminRemove(userId: string, passkeyId: string) {
      if (!UUID.test(userId) || !(await findUserById(db, userId))) throw authErrors.userNotFound();
      const passkey = await ownPasskey(userId, passkeyId);
      await deletePasskey(db, passkey.id);
    },
  };
}

export type PasskeysService = ReturnType<typeof createPasskeysService>;
