// When the signed-in user's profile row (public.users) is read again (spec 1 section 4): on sign-out,
// user-updated, password-recovery or a sign-in by a different user; otherwise it is cached for 5 minutes.

export const PROFILE_CACHE_MS = 5 * 60_000;

export type AuthEventName =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY'
  | 'MFA_CHALLENGE_VERIFIED';

export interface ProfileCacheEntry {
  userId: string;
  loadedAt: number;
}

export type ProfileAction = 'clear' | 'reload' | 'keep';

export function profileActionFor(
  event: AuthEventName,
  nextUserId: string | null,
  cached: ProfileCacheEntry | null,
  now: number,
): ProfileAction {
  if (event === 'SIGNED_OUT' || nextUserId === null) return 'clear';
  if (event === 'USER_UPDATED' || event === 'PASSWORD_RECOVERY') return 'reload';
  if (!cached || cached.userId !== nextUserId) return 'reload';
  return now - cached.loadedAt >= PROFILE_CACHE_MS ? 'reload' : 'keep';
}
