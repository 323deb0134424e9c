// Object and bucket names as Supabase Storage accepts them, and the request limits every storage route shares.
import { storageErrors } from './storage-error.ts';

/** Objects named in one remove or batch-sign request, as Supabase caps them. */
export const MAX_OBJECTS_PER_REQUEST = 1000;
export const MAX_LIST_LIMIT = 1000;
const MAX_KEY_LENGTH = 1024;

/**
 * Object names: Supabase's safe characters plus letters and digits of any script. No empty, `.` or `..` segment
 * and no leading slash, so names read the same as folders everywhere (policies, listings, S3 tools).
 */
const KEY_PATTERN = /^[\p{L}\p{N}\p{M}_/!\-.*'() &$@=;:+,?]+$/u;

export function assertValidKey(name: string): void {
  const valid =
    name.length > 0 &&
    name.length <= MAX_KEY_LENGTH &&
    KEY_PATTERN.test(name) &&
    name.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
  if (!valid) throw storageErrors.invalidKey(name);
}

const BUCKET_NAME_PATTERN = /^[A-Za-z0-9_!.*'() &$@=;:+,?-]{1,100}$/;

export function assertValidBucketName(name: unknown): asserts name is string {
  if (typeof name !== 'string' || !BUCKET_NAME_PATTERN.test(name) || name.trim() !== name) {
    throw storageErrors.invalidBucketName();
  }
}
