import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import {
  enforceRateLimit,
  inTransaction,
  limitPerIp,
  type AuthDeps,
  type ClientInfo,
  type SessionIssuer,
} from './auth-context.ts';
import { SECOND_FACTOR_GUESSES_PER_SESSION, type Authenticated } from './auth-service.ts';
import { AuthError, authErrors } from './auth-error.ts';
import {
  deleteFactor,
  deleteStaleUnverifiedFactors,
  findChallenge,
  findFactor,
  insertChallenge,
  insertFactor,
  listFactors,
  markVerified,
  saveWebAuthnVerification,
  type FactorRow,
} from './factors.repository.ts';
import { deleteSessionsBelowAal2, findSession, upgradeSession } from './sessions.repository.ts';
import { findUserById } from './users.repository.ts';
import { webauthnFactorChallenge, verifyWebAuthnFactor } from './webauthn-factors.ts';
import type { WebAuthnRelyingParty } from './webauthn-relying-party.ts';

const TOTP_PERIOD = 30;
const webauthnVerifyDisabled = () =>
  new AuthError(422, 'mfa_webauthn_verify_not_enabled', 'MFA verification is disabled for WebAuthn');
const MAX_VERIFIED_FACTORS = 10;

function totpFor(factor: { secret: string }, label: string, issuer: string) {
  return new OTPAuth.TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD,
    secret: OTPAuth.Secret.fromBase32(factor.secret),
  });
}

/**
 * Second factors: TOTP (RFC 6238 with otpauth) and WebAuthn (a security key or platform authenticator, verified
 * with SimpleWebAuthn): enrol, challenge, verify to aal2, unenrol.
 */
export function createMfaService(deps: AuthDeps, issuer: SessionIssuer, relyingParty: WebAuthnRelyingParty) {
  const { db, settings } = deps;
  const defaultIssuer = 'Studyloop';

  async function ownFactor(auth: Authenticated, factorId: string): Promise<FactorRow> {
    const factor = /^[0-9a-f-]{36}$/i.test(factorId) ? await findFactor(db, auth.user.id, factorId) : null;
    if (!factor) throw authErrors.mfaFactorNotFound();
    return factor;
  }

  return {
    /**
     * POST /factors: a new, unverified factor: TOTP with its secret, otpauth URI and QR code (SVG), or WebAuthn,
     * whose credential is created by its first challenge and verification.
     */
    async enroll(
      auth: Authenticated,
      input: { factor_type?: string; friendly_name?: string; issuer?: string },
    ) {
      const webauthnOn = settings.webauthn.mfaFactors;
      const type = input.factor_type;
      if (type !== 'totp' && !(type === 'webauthn' && webauthnOn)) {
        if (type === 'phone' || type === 'webauthn') {
          throw new AuthError(
            422,
            `mfa_${type}_enroll_not_enabled`,
            `MFA enroll is disabled for ${type === 'phone' ? 'Phone' : 'WebAuthn'}`,
          );
        }
        throw authErrors.validation(`factor_type needs to be totp${webauthnOn ? ' or webauthn' : ''}`);
      }
      const factors = await listFactors(db, auth.user.id);
      const verified = factors.filter((f) => f.status === 'verified');
      if (verified.length && auth.session.aal !== 'aal2') {
        throw authErrors.insufficientAal('AAL2 required to enroll a new factor');
      }
      if (verified.length >= MAX_VERIFIED_FACTORS) throw authErrors.tooManyFactors();
      const friendlyName = input.friendly_name?.trim() || null;
      if (friendlyName && factors.some((f) => f.friendly_name === friendlyName)) {
        throw authErrors.mfaFactorNameConflict(friendlyName);
      }
      await deleteStaleUnverifiedFactors(db, auth.user.id);
      if (type === 'webauthn') {
        const factor = await insertFactor(db, { userId: auth.user.id, friendlyName, type, secret: null });
        return { id: factor.id, type: 'webauthn' as const, friendly_name: friendlyName ?? undefined };
      }
      const issuerName = input.issuer?.trim() || defaultIssuer;
      const secret = new OTPAuth.Secret({ size: 20 }).base32;
      const factor = await insertFactor(db, { userId: auth.user.id, friendlyName, type: 'totp', secret });
      const uri = totpFor({ secret }, auth.user.email ?? auth.user.id, issuerName).toString();
      // The SVG markup itself: supabase-js turns it into a data URI (data:image/svg+xml;utf-8,...).
      const qrCode = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return {
        id: factor.id,
        type: 'totp' as const,
        friendly_name: friendlyName ?? undefined,
        totp: { qr_code: qrCode, secret, uri },
      };
    },

    /**
     * POST /factors/{id}/challenge: a challenge the next code is checked against, valid a few minutes; for
     * WebAuthn with the options the browser creates the credential with (unverified factor) or signs (verified).
     */
    async challenge(auth: Authenticated, factorId: string, client: ClientInfo) {
      const factor = await ownFactor(auth, factorId);
      const expiresAt = (challenge: { created_at: Date }) =>
        Math.floor(challenge.created_at.getTime() / 1000) + settings.mfaChallengeExpirySeconds;
      if (factor.factor_type === 'webauthn') {
        if (!settings.webauthn.mfaFactors) throw webauthnVerifyDisabled();
        const others = (await listFactors(db, auth.user.id)).filter((f) => f.id !== factor.id);
        const ceremony = await webauthnFactorChallenge(relyingParty, { factor, user: auth.user, others });
        const challenge = await insertChallenge(db, factor.id, client.ip, ceremony.challenge);
        return {
          id: challenge.id,
          type: 'webauthn' as const,
          expires_at: expiresAt(challenge),
          webauthn: { type: ceremony.type, credential_options: { publicKey: ceremony.options } },
        };
      }
      const challenge = await insertChallenge(db, factor.id, client.ip);
      return { id: challenge.id, type: 'totp' as const, expires_at: expiresAt(challenge) };
    },

    /**
     * POST /factors/{id}/verify: checks the code (one step of clock drift either way, each time step usable
     * once) or the WebAuthn answer, and raises the session to aal2 with `totp` or `mfa/webauthn` in its amr;
     * answers with the new session's tokens.
     */
    async verify(
      auth: Authenticated,
      factorId: string,
      input: {
        challenge_id?: string;
        code?: string;
        webauthn?: { type?: string; credential_response?: unknown };
      },
      client: ClientInfo,
    ) {
      // A six-digit code falls to enough guesses. Limited per caller and per session, never per user or
      // factor, so a guesser holding a stolen password cannot block the owner's own sessions.
      await limitPerIp(deps, 'mfa_verify', client, settings.rateLimits.otpPerIp);
      await enforceRateLimit(
        deps,
        `mfa_verify:session:${auth.session.id}`,
        SECOND_FACTOR_GUESSES_PER_SESSION,
      );
      const factor = await ownFactor(auth, factorId);
      if (factor.factor_type === 'webauthn' && !settings.webauthn.mfaFactors) throw webauthnVerifyDisabled();
      if (!input.challenge_id || !/^[0-9a-f-]{36}$/i.test(input.challenge_id)) {
        throw authErrors.validation('challenge_id is required');
      }
      const challengeId = input.challenge_id;
      const code = (input.code ?? '').replace(/\s/g, '');
      return inTransaction(db, async (tx) => {
        const challenge = await findChallenge(tx, factor.id, challengeId, settings.mfaChallengeExpirySeconds);
        if (!challenge) {
          throw new AuthError(
            404,
            'mfa_factor_not_found',
            'MFA factor with the provided challenge ID not found',
          );
        }
        if (challenge.expired || challenge.verified_at) {
          await tx.query(`delete from auth.mfa_challenges where id = $1`, [challenge.id]);
          // The deletion must stand although the request fails: commit it, then answer with the error.
          return { error: authErrors.mfaChallengeExpired(challenge.id) };
        }
        if (factor.factor_type === 'webauthn') {
          const credential = await verifyWebAuthnFactor(relyingParty, {
            factor,
            challenge,
            input: input.webauthn,
          });
          await saveWebAuthnVerification(tx, { factorId: factor.id, challengeId: challenge.id, credential });
        } else {
          const now = Date.now();
          const delta = /^\d{6}$/.test(code)
            ? totpFor({ secret: factor.secret! }, '', defaultIssuer).validate({
                token: code,
                timestamp: now,
                window: 1,
              })
            : null;
          const step = Math.floor(now / 1000 / TOTP_PERIOD) + (delta ?? 0);
          if (
            delta === null ||
            (factor.last_used_timestep !== null && step <= Number(factor.last_used_timestep))
          ) {
            throw authErrors.mfaVerificationFailed();
          }
          await markVerified(tx, { factorId: factor.id, challengeId: challenge.id, timestep: step });
        }
        if (factor.status === 'unverified') await deleteSessionsBelowAal2(tx, auth.user.id, auth.session.id);
        const session = await findSession(tx, auth.session.id);
        if (!session) throw authErrors.sessionNotFound();
        const method = factor.factor_type === 'webauthn' ? 'mfa/webauthn' : 'totp';
        const issued = await upgradeSession(tx, session, { factorId: factor.id, method });
        const user = (await findUserById(tx, auth.user.id))!;
        return { session: await issuer.tokenResponse(tx, user, issued) };
      }).then((result) => {
        if ('error' in result) throw result.error;
        return result.session;
      });
    },

    /** DELETE /factors/{id}: a verified factor can only be removed from an aal2 session. */
    async unenroll(auth: Authenticated, factorId: string) {
      const factor = await ownFactor(auth, factorId);
      if (factor.status === 'verified' && auth.session.aal !== 'aal2') {
        throw authErrors.insufficientAal('AAL2 required to unenroll verified factor');
      }
      await inTransaction(db, async (tx) => {
        await deleteFactor(tx, factor.id);
        // Sessions that passed this factor no longer have a second factor behind them.
        await tx.query(
          `delete from auth.mfa_amr_claims where authentication_method = $2
             and session_id in (select id from auth.sessions where factor_id = $1)`,
          [factor.id, factor.factor_type === 'webauthn' ? 'mfa/webauthn' : 'totp'],
        );
        await tx.query(`update auth.sessions set aal = 'aal1', factor_id = null where factor_id = $1`, [
          factor.id,
        ]);
      });
      return { id: factor.id };
    },
  };
}

export type MfaService = ReturnType<typeof createMfaService>;
