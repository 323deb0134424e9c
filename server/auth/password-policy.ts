import { authErrors } from './auth-error.ts';

/** The spec's minimum new-password length (spec 1 section 5, spec 2 section 9). */
export const MIN_PASSWORD_LENGTH = 6;

/** Refuses a weak password with Supabase's weak_password error and its list of reasons. */
export function assertStrongPassword(password: string): void {
  const reasons: string[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) reasons.push('length');
  if (reasons.length) {
    throw authErrors.weakPassword(`Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, reasons);
  }
}
