/**
 * An expected auth failure, answered the way Supabase Auth answers it so supabase-js raises the same error
 * class with the same code and message.
 */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** For 429 answers: seconds until the client may try again (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** Supabase Auth's error codes used here, with the messages its clients know. */
export const authErrors = {
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => new AuthError(400, 'email_not_confirmed', 'Email not confirmed'),
  emailExists: () =>
    new AuthError(422, 'email_exists', 'A user with this email address has already been registered'),
  userAlreadyExists: () => new AuthError(422, 'user_already_exists', 'User already registered'),
  // GoTrue's validateEmail (internal/api/mail.go): validation_failed with checkmail's "invalid format".
  invalidEmail: () =>
    new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format'),
  emailTooLong: () => new AuthError(400, 'validation_failed', 'An email address is too long'),
  missingCredentials: () =>
    new AuthError(
      400,
      'validation_failed',
      'You must provide either an email or phone number and a password',
    ),
  weakPassword: (message: string, reasons: string[]) =>
    new AuthError(422, 'weak_password', message, { weak_password: { reasons } }),
  samePassword: () =>
    new AuthError(422, 'same_password', 'New password should be different from the old password.'),
  refreshTokenNotFound: () =>
    new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () =>
    new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  noAuthorization: () => new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token'),
  badJwt: (detail: string) =>
    new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  sessionNotFound: () =>
    new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  userNotFound: () => new AuthError(404, 'user_not_found', 'User not found'),
  userBanned: () => new AuthError(400, 'user_banned', 'User is banned'),
  signupDisabled: () => new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance'),
  badJson: () => new AuthError(400, 'bad_json', 'Could not parse request body as JSON'),
  bodyTooLarge: (limit: number) =>
    new AuthError(413, 'request_too_large', `The request body is too large: at most ${limit} bytes`),
  unsupportedGrantType: () => new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type'),
  validation: (message: string) => new AuthError(400, 'validation_failed', message),
  notAdmin: () => new AuthError(403, 'not_admin', 'User not allowed'),
  overRequestRateLimit: (retryAfterSeconds: number) =>
    new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached', {}, retryAfterSeconds),
  overEmailSendRateLimit: (message: string, retryAfterSeconds: number) =>
    new AuthError(429, 'over_email_send_rate_limit', message, {}, retryAfterSeconds),
  otpExpired: () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid'),
  emailLinkExpired: () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired'),
  flowStateNotFound: () =>
    new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found'),
  flowStateExpired: () =>
    new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired'),
  badCodeVerifier: () =>
    new AuthError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier'),
  reauthenticationNeeded: () =>
    new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication'),
  reauthenticationNotValid: () =>
    new AuthError(400, 'reauthentication_not_valid', 'Requires a valid reauthentication nonce'),
  providerDisabled: (provider: string) =>
    new AuthError(400, 'provider_disabled', `Unsupported provider: provider ${provider} is not enabled`),
  badOAuthState: (message: string) => new AuthError(400, 'bad_oauth_state', message),
  badOAuthCallback: (message: string) => new AuthError(400, 'bad_oauth_callback', message),
  providerEmailNeedsVerification: (provider: string) =>
    new AuthError(
      400,
      'provider_email_needs_verification',
      `Unverified email with ${provider}. A confirmation email has been sent to your ${provider} email`,
    ),
  badIdToken: (detail: string) => new AuthError(400, 'validation_failed', `Bad ID token: ${detail}`),
  manualLinkingDisabled: () => new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled'),
  identityAlreadyExists: (message: string) => new AuthError(422, 'identity_already_exists', message),
  identityNotFound: () => new AuthError(404, 'identity_not_found', "Identity doesn't exist"),
  singleIdentityNotDeletable: () =>
    new AuthError(422, 'single_identity_not_deletable', 'User must have at least 1 identity after unlinking'),
  mfaFactorNotFound: () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found'),
  mfaFactorNameConflict: (name: string) =>
    new AuthError(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${name}" for this user already exists`,
    ),
  mfaChallengeExpired: (id: string) =>
    new AuthError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${id} has expired, verify against another challenge or create a new challenge.`,
    ),
  mfaVerificationFailed: () => new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered'),
  insufficientAal: (message: string) => new AuthError(403, 'insufficient_aal', message),
  tooManyFactors: () =>
    new AuthError(
      422,
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    ),
  unsupportedVerificationType: () => new AuthError(400, 'validation_failed', 'Unsupported verification type'),
  mailSendFailed: (what: string) => new AuthError(500, 'unexpected_failure', `Error sending ${what} email`),
};

/**
 * Body of an error response. Supabase Auth answers `{code, message}` to clients of API version 2024-01-01 and
 * `{code: status, error_code, msg}` to older ones; we send the response version header and fields both read.
 */
export function authErrorBody(error: AuthError): Record<string, unknown> {
  return {
    code: error.code,
    error_code: error.code,
    msg: error.message,
    message: error.message,
    ...error.extra,
  };
}
