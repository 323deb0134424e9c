import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
  type WebAuthnCredential,
} from '@simplewebauthn/server';
import { z } from 'zod';
import type { WebAuthnSettings } from '../config/platform-config.ts';

/** ES256, EdDSA and RS256: what platform authenticators and security keys sign with. */
const SUPPORTED_ALGORITHMS = [-7, -8, -257];
const CEREMONY_TIMEOUT_MS = 60_000;

export interface RelyingParty {
  id: string;
  name: string;
  origins: string[];
}

/** The relying party from the settings; without an explicit one, the site URL's host name and origin. */
export function relyingPartyFrom(settings: WebAuthnSettings, siteUrl: string): RelyingParty {
  const site = new URL(siteUrl);
  return {
    id: settings.rpId ?? site.hostname,
    name: settings.rpDisplayName,
    origins: settings.rpOrigins.length ? settings.rpOrigins : [site.origin],
  };
}

/** A stored credential in the form the verifier takes, plus what is recorded about it. */
export interface StoredCredential {
  /** The credential id, base64url (as the authenticator's response names it). */
  id: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
}

export interface RegisteredCredential extends StoredCredential {
  aaguid: string | null;
  attestationType: string;
  backupEligible: boolean;
  backedUp: boolean;
}

const base64url = z.string().regex(/^[A-Za-z0-9_-]*={0,2}$/);

/** The JSON a browser's `navigator.credentials.create()` result serialises to (supabase-js sends it as is). */
const registrationResponse = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.array(z.string()).optional(),
  }),
  authenticatorAttachment: z.string().optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).optional(),
});

const authenticationResponse = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.nullish(),
  }),
  authenticatorAttachment: z.string().optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).optional(),
});

export type ParsedAssertion = AuthenticationResponseJSON;

/** Reads a registration response; null when it is not one. */
export function parseRegistrationResponse(raw: unknown): RegistrationResponseJSON | null {
  const parsed = registrationResponse.safeParse(raw);
  if (!parsed.success) return null;
  return {
    ...parsed.data,
    authenticatorAttachment: parsed.data
      .authenticatorAttachment as RegistrationResponseJSON['authenticatorAttachment'],
    clientExtensionResults: parsed.data.clientExtensionResults ?? {},
    response: parsed.data.response as RegistrationResponseJSON['response'],
  };
}

/** Reads an assertion (a `navigator.credentials.get()` result); null when it is not one. */
export function parseAuthenticationResponse(raw: unknown): AuthenticationResponseJSON | null {
  const parsed = authenticationResponse.safeParse(raw);
  if (!parsed.success) return null;
  return {
    ...parsed.data,
    authenticatorAttachment: parsed.data
      .authenticatorAttachment as AuthenticationResponseJSON['authenticatorAttachment'],
    clientExtensionResults: parsed.data.clientExtensionResults ?? {},
    response: {
      ...parsed.data.response,
      userHandle: parsed.data.response.userHandle ?? undefined,
    } as AuthenticationResponseJSON['response'],
  };
}

/**
 * The user handle WebAuthn stores with a discoverable credential: the user's id as text, as GoTrue sets it, so
 * an assertion names the account it signs in to.
 */
export const userHandleFor = (userId: string) => new TextEncoder().encode(userId);
export const userIdFromHandle = (handle: string | undefined) =>
  handle ? Buffer.from(handle, 'base64url').toString('utf8') : null;

/**
 * The WebAuthn ceremonies of one relying party, verified by SimpleWebAuthn: options to hand the browser, and the
 * checks of what it answers (challenge, origin, relying party, signature, counter).
 */
export function createRelyingParty(rp: RelyingParty) {
  return {
    rp,

    registrationOptions(input: {
      user: { id: string; name: string; displayName: string };
      exclude: StoredCredential[];
      /** Passkeys must be discoverable (the sign-in names no user); a second factor need not be. */
      discoverable: boolean;
    }) {
      return generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userID: userHandleFor(input.user.id),
        userName: input.user.name,
        userDisplayName: input.user.displayName,
        timeout: CEREMONY_TIMEOUT_MS,
        attestationType: 'none',
        excludeCredentials: input.exclude.map((c) => ({ id: c.id, transports: c.transports })),
        authenticatorSelection: input.discoverable
          ? { residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' }
          : { residentKey: 'discouraged', userVerification: 'preferred' },
        supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
      });
    },

    /** Options for a sign-in; with no credentials listed, the authenticator offers its discoverable ones. */
    authenticationOptions(allow: StoredCredential[] = []) {
      return generateAuthenticationOptions({
        rpID: rp.id,
        timeout: CEREMONY_TIMEOUT_MS,
        userVerification: 'preferred',
        allowCredentials: allow.map((c) => ({ id: c.id, transports: c.transports })),
      });
    },

    /** The new credential when the response answers `expectedChallenge` for this relying party; else null. */
    async verifyRegistration(
      response: RegistrationResponseJSON,
      expectedChallenge: string,
    ): Promise<RegisteredCredential | null> {
      try {
        const result = await verifyRegistrationResponse({
          response,
          expectedChallenge,
          expectedOrigin: rp.origins,
          expectedRPID: rp.id,
          requireUserVerification: false,
          supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
        });
        if (!result.verified) return null;
        const info = result.registrationInfo;
        return {
          id: info.credential.id,
          publicKey: info.credential.publicKey,
          counter: info.credential.counter,
          transports: info.credential.transports ?? response.response.transports ?? [],
          aaguid: info.aaguid === '00000000-0000-0000-0000-000000000000' ? null : info.aaguid,
          attestationType: info.fmt,
          backupEligible: info.credentialDeviceType === 'multiDevice',
          backedUp: info.credentialBackedUp,
        };
      } catch {
        return null;
      }
    },

    /** The authenticator's new signature counter when the assertion is valid for `credential`; else null. */
    async verifyAssertion(
      response: AuthenticationResponseJSON,
      expectedChallenge: string,
      credential: StoredCredential,
    ): Promise<{ newCounter: number } | null> {
      const stored: WebAuthnCredential = {
        id: credential.id,
        publicKey: new Uint8Array(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports as WebAuthnCredential['transports'],
      };
      try {
        const result = await verifyAuthenticationResponse({
          response,
          expectedChallenge,
          expectedOrigin: rp.origins,
          expectedRPID: rp.id,
          credential: stored,
          requireUserVerification: false,
        });
        return result.verified ? { newCounter: result.authenticationInfo.newCounter } : null;
      } catch {
        return null;
      }
    },
  };
}

export type WebAuthnRelyingParty = ReturnType<typeof createRelyingParty>;
