/**
 * Tests of the official suites that reach the server but exercise what the platform does not offer on purpose,
 * by full test name, with the reason (README "Official supabase-js test suites" lists them too). The runner
 * prints their results apart and leaves them out of the pass rate it holds to; the raw rate is printed as well.
 * Each feature here answers GoTrue's or Supabase Storage's error for it switched off (tests/integration/
 * wire-compat.test.ts checks those answers).
 */
const OAUTH_SERVER =
  'OAuth 2.1 server (Supabase Auth as an identity provider for other apps) is not offered: 404 feature_disabled';
const WEBAUTHN =
  'WebAuthn MFA factors are not offered (TOTP only): 422 mfa_webauthn_enroll_not_enabled, as GoTrue with it off';
const NO_API_KEY =
  "The client sends no apikey. Like Supabase's hosted gateway the platform requires one (401 Invalid API key); " +
  "only the Supabase CLI's local gateway lets such requests through";
const IMAGE_TRANSFORMS = 'Image transformations (a paid Supabase add-on) are not offered';
const BYTES_DECIDE =
  'The platform stores the type the bytes prove (a JPEG sent as image/png or as text/plain is a JPEG): safer ' +
  'than Supabase, which trusts the declared type';

/**
 * Tests of suites re-vendored at v2.112.2 whose feature is being built this session (issue 31): out of scope only
 * until their piece is merged, then removed from this list.
 */
const BEING_BUILT_PASSKEYS = 'Being built (issue 31, auth): passkeys, the endpoints GoTrue serves';
const BEING_BUILT_HTTP_SEND =
  'Being built (issue 31, realtime): the Broadcast REST endpoint POST /realtime/v1/api/broadcast';
const PASSKEY_E2E = 'Passkey end-to-end';
const REALTIME = 'Supabase Integration Tests Realtime with vsn:';

export const OUT_OF_SCOPE: Record<string, string> = {
  ...Object.fromEntries(
    [
      'registration ceremony startRegistration returns WebAuthn creation options',
      'registration ceremony verifyRegistration creates the passkey',
      'registration ceremony verifyRegistration rejects an unknown challenge',
      'registration ceremony startRegistration requires a session',
      'passkey management list returns the registered passkey',
      'passkey management update renames the passkey',
      'passkey management update rejects an unknown passkey id',
      'authentication ceremony signs in with the passkey via the two-step flow',
      'authentication ceremony rejects a replayed authentication challenge',
      'authentication ceremony rejects an assertion from an unregistered authenticator',
      'admin passkey management listPasskeys returns the passkeys of the user',
      'admin passkey management deletePasskey removes the passkey',
      'passkey deletion delete removes the passkey and disables sign-in with it',
    ].map((test) => [`${PASSKEY_E2E} ${test}`, BEING_BUILT_PASSKEYS]),
  ),
  ...Object.fromEntries(
    [
      "'1.0.0' httpSend delivers JSON broadcast to a public channel",
      "'1.0.0' httpSend delivers JSON broadcast to a private channel",
      "'2.0.0' httpSend delivers JSON broadcast to a public channel",
      "'2.0.0' httpSend delivers JSON broadcast to a private channel",
      "'2.0.0' httpSend delivers a binary broadcast to a private channel",
    ].map((test) => [`${REALTIME} ${test}`, BEING_BUILT_HTTP_SEND]),
  ),
  'GoTrueAdminApi OAuth Admin Core Lifecycle oauth client lifecycle: create, get, update, delete':
    OAUTH_SERVER,
  'GoTrueAdminApi OAuth Admin Listing & Secret Regeneration listClients() returns registered OAuth clients with pagination':
    OAUTH_SERVER,
  'GoTrueAdminApi OAuth Admin Listing & Secret Regeneration regenerateClientSecret() generates new secret':
    OAUTH_SERVER,
  'GoTrueAdminApi OAuth Admin Error Handling createClient() returns AuthError with invalid redirect_uris':
    OAUTH_SERVER,
  'GoTrueAdminApi OAuth Admin Edge Cases updateClient() accepts partial updates': OAUTH_SERVER,
  'GoTrueAdminApi OAuth Admin Edge Cases createClient() works with minimal required fields': OAUTH_SERVER,
  'GoTrueAdminApi OAuth Admin Edge Cases createClient() accepts multiple redirect_uris': OAUTH_SERVER,
  'WebAuthn MFA enroll WebAuthn should allow empty friendlyName': WEBAUTHN,
  'WebAuthn MFA enroll WebAuthn should create unverified factor': WEBAUTHN,
  'WebAuthn MFA unenroll WebAuthn should remove factor': WEBAUTHN,
  'WebAuthn MFA should enroll WebAuthn factor': WEBAUTHN,
  'getClaims getClaims verifies RS256 jwt without calling getUser':
    'Asymmetric (RS256) signing keys are not offered: tokens are HS256 with the project secret, as before ' +
    "Supabase's signing keys",
  'GoTrueClient signInWithOtp signInWithOtp() with PKCE flow should return error':
    'With shouldCreateUser false and an unknown address GoTrue answers otp_disabled; the platform answers the ' +
    'same for every address so that sign-in cannot be used to learn who has an account',
  'GoTrueClient with storageisServer = true getSession emits no warnings if getUser is called prior':
    NO_API_KEY,
  'GoTrueClient with throwOnError option updateUser() should throw an error when throwOnError is true':
    NO_API_KEY,
  'GoTrueClient with skipAutoInitialize option should work with lazy initialization in public methods':
    NO_API_KEY,
  'Bucket API Error Handling listBuckets handles missing authorization errors if header is not provided':
    NO_API_KEY,
  'Object API Transformations will download an authenticated transformed file': IMAGE_TRANSFORMS,
  'Object API will get a signed transformed image': IMAGE_TRANSFORMS,
  'download with fetch parameters download with transform and fetch parameters': IMAGE_TRANSFORMS,
  'Object API Upload files can upload a file with a valid mime type': BYTES_DECIDE,
  'Object API File operations downloads an object': BYTES_DECIDE,
};
