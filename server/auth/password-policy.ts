import { readFileSync } from 'node:fs';
import { authErrors } from './auth-error.ts';

/** The spec's minimum new-password length (spec 1 section 5, spec 2 section 9). */
export const MIN_PASSWORD_LENGTH = 6;

let commonPasswords: Set<string> | undefined;

/**
 * The shipped list of common passwords (see the file's header for its source), loaded on first use: about
 * 43,000 entries, a few megabytes in memory, checked in constant time.
 */
function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#')),
  );
  return commonPasswords.has(password.trim().toLowerCase());
}

/**
 * Refuses a weak password with Supabase's weak_password error and its reasons: `length` below the minimum,
 * `pwned` for a password on the common-passwords list (what attackers try first), unless `leakedCheck` is off
 * (the `AUTH_PASSWORD_LEAKED_CHECK` setting).
 */
export function assertStrongPassword(password: string, options: { leakedCheck?: boolean } = {}): void {
  const reasons: string[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) reasons.push('length');
  else if (options.leakedCheck !== false && isCommonPassword(password)) reasons.push('pwned');
  if (!reasons.length) return;
  const messages = {
    length: `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
    pwned: 'Password is known to be weak and easy to guess, please choose a different one.',
  };
  throw authErrors.weakPassword(reasons.map((r) => messages[r as keyof typeof messages]).join(' '), reasons);
}
