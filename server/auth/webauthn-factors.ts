import { AuthError, authErrors } from './auth-error.ts';
import type { ChallengeRow, FactorRow, WebAuthnFactorCredential } from './factors.repository.ts';
import type { AuthUserRow } from './users.repository.ts';
import {
  parseAuthenticationResponse,
  parseRegistrationResponse,
  type StoredCredential,
  type WebAuthnRelyingParty,
} from './webauthn-relying-party.ts';

const verificationFailed = () =>
  new AuthError(422, 'mfa_verification_failed', 'WebAuthn credential verification failed');

function storedCredential(factor: FactorRow): StoredCredential | null {
  const credential = factor.web_authn_credential;
  if (!credential) return null;
  return {
    id: credential.id,
    publicKey: new Uint8Array(Buffer.from(credential.public_key, 'base64url')),
    counter: credential.sign_count,
    transports: credential.transports,
  };
}

/**
 * A WebAuthn factor's challenge, as GoTrue's: an unverified factor gets creation options (its credential is made
 * now; the user's other WebAuthn factors are excluded), a verified one request options for its own credential.
 */
export async function webauthnFactorChallenge(
  relyingParty: WebAuthnRelyingParty,
  input: { factor: FactorRow; user: AuthUserRow; others: FactorRow[] },
) {
  const { factor, user } = input;
  const own = storedCredential(factor);
  if (factor.status === 'verified' && own) {
    const options = await relyingParty.authenticationOptions([own]);
    return { type: 'request' as const, options, challenge: options.challenge };
  }
  const name = user.email || user.phone || user.id;
  const options = await relyingParty.registrationOptions({
    user: { id: user.id, name, displayName: name },
    exclude: input.others.map(storedCredential).filter((c): c is StoredCredential => c !== null),
    discoverable: false,
  });
  return { type: 'create' as const, options, challenge: options.challenge };
}

/**
 * Checks the browser's answer to a factor's challenge: a new credential (type `create`, unverified factor) or a
 * signature by the factor's credential (type `request`). Answers what the factor keeps afterwards.
 */
export async function verifyWebAuthnFactor(
  relyingParty: WebAuthnRelyingParty,
  input: {
    factor: FactorRow;
    challenge: ChallengeRow;
    input: { type?: string; credential_response?: unknown } | undefined;
  },
): Promise<WebAuthnFactorCredential> {
  const { factor, challenge } = input;
  const params = input.input;
  if (!params) throw authErrors.validation('WebAuthn config required');
  if (params.type !== 'create' && params.type !== 'request') {
    throw authErrors.validation('WebAuthn type must be create or request');
  }
  if (params.credential_response === undefined || params.credential_response === null) {
    throw authErrors.validation('credential_response required');
  }
  const expected = challenge.web_authn_session_data?.challenge;
  if (!expected) throw verificationFailed();

  const own = storedCredential(factor);
  if (params.type === 'create') {
    if (factor.status === 'verified') throw verificationFailed();
    const response = parseRegistrationResponse(params.credential_response);
    if (!response) throw authErrors.validation('Invalid credential_response');
    const created = await relyingParty.verifyRegistration(response, expected);
    if (!created) throw verificationFailed();
    return {
      id: created.id,
      public_key: Buffer.from(created.publicKey).toString('base64url'),
      sign_count: created.counter,
      transports: created.transports,
    };
  }
  if (factor.status !== 'verified' || !own) throw verificationFailed();
  const assertion = parseAuthenticationResponse(params.credential_response);
  if (!assertion) throw authErrors.validation('Invalid credential_response');
  if (assertion.rawId !== own.id) throw verificationFailed();
  const verified = await relyingParty.verifyAssertion(assertion, expected, own);
  if (!verified) throw verificationFailed();
  return { ...factor.web_authn_credential!, sign_count: verified.newCounter };
}
