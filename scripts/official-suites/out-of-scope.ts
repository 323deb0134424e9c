/**
 * Tests of the official suites that reach the server but exercise what the platform does not offer on purpose,
 * by full test name, with the reason (README "Official supabase-js test suites" lists them too). The runner
 * prints their results apart and leaves them out of the pass rate it holds to; the raw rate is printed as well.
 * Each feature here answers GoTrue's or Supabase Storage's error for it switched off (tests/integration/
 * wire-compat.test.ts checks those answers).
 */
const NO_API_KEY =
  "The client sends no apikey. Like Supabase's hosted gateway the platform requires one (401 Invalid API key); " +
  "only the Supabase CLI's local gateway lets such requests through";
const IMAGE_TRANSFORMS = 'Image transformations (a paid Supabase add-on) are not offered';
const BYTES_DECIDE =
  'The platform stores the type the bytes prove (a JPEG sent as image/png or as text/plain is a JPEG): safer ' +
  'than Supabase, which trusts the declared type';

export const OUT_OF_SCOPE: Record<string, string> = {
  'getClaims getClaims verifies RS256 jwt without calling getUser':
    'Asymmetric (RS256) signing keys are not offered: tokens are HS256 with the project secret, as before ' +
    "Supabase's signing keys",
  'GoTrueClient signInWithOtp signInWithOtp() with PKCE flow should return error':
    'With shouldCreateUser false and an unknown address GoTrue answers otp_disabled; the platform answers the ' +
    'same for every address so that sign-in cannot be used to learn who has an account',
  'Bucket API Error Handling listBuckets handles missing authorization errors if header is not provided':
    NO_API_KEY,
  'Object API Transformations will download an authenticated transformed file': IMAGE_TRANSFORMS,
  'Object API will get a signed transformed image': IMAGE_TRANSFORMS,
  'download with fetch parameters download with transform and fetch parameters': IMAGE_TRANSFORMS,
  'Object API Upload files can upload a file with a valid mime type': BYTES_DECIDE,
  'Object API File operations downloads an object': BYTES_DECIDE,
};
