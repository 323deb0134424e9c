import { genSalt, hash, verify } from '@node-rs/bcrypt';

/** GoTrue's bcrypt cost: hashes stay interchangeable with hosted Supabase's `auth.users.encrypted_password`. */
export const BCRYPT_COST = 10;

/**
 * A bcrypt hash with the `$2a$` prefix Go's bcrypt (and so GoTrue) writes, so a user table moved to or from
 * hosted Supabase keeps its passwords.
 */
export async function hashPassword(password: string, cost = BCRYPT_COST): Promise<string> {
  return hash(password, undefined, await genSalt(cost, '2a'));
}

/** True when `password` matches a stored bcrypt hash of any prefix ($2a$, $2b$, $2y$). */
export function verifyPassword(password: string, stored: string): Promise<boolean> {
  return verify(password, stored);
}
