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
  invalidEmail: () =>
    new AuthError(400, 'email_address_invalid', 'Unable to validate email address: invalid format'),
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
  unsupportedGrantType: () => new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type'),
  validation: (message: string) => new AuthError(400, 'validation_failed', message),
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
