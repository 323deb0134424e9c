// The auth snapshot the whole app reads (spec 1 section 4): loading, then signed out or signed in, with the
// profile row from public.users. auth.runtime.ts is the only writer.
import type { Session, User } from '@supabase/supabase-js';
import { create } from 'zustand';
import type { Tables } from '../../../../shared/db/database.types';

export type AuthStatus = 'loading' | 'signedOut' | 'signedIn';

/** The signed-in user's row of public.users, as the header and guards read it. */
export type Profile = Pick<Tables<'users'>, 'id' | 'email' | 'full_name' | 'avatar_url' | 'role' | 'status'>;

export interface AuthState {
  status: AuthStatus;
  session: Session | null;
  user: User | null;
  profile: Profile | null;
  profileLoadedAt: number | null;
  profileLoading: boolean;
  /** Signed in through a password recovery link: the 'Change Your Password' warning shows. */
  recovery: boolean;
  /** Set while signing out, so guards wait instead of sending the visitor to log in again. */
  signingOut: boolean;
  /**
   * The page (path and query) the visitor signed out on, with where signing out leads. Its guard may still
   * render once after sign-out while the router's move away is pending; it then follows the sign-out instead of
   * asking to log in again with that page as the return address.
   */
  signedOutFrom: { page: string; to: string } | null;
}

export const initialAuthState: AuthState = {
  status: 'loading',
  session: null,
  user: null,
  profile: null,
  profileLoadedAt: null,
  profileLoading: false,
  recovery: false,
  signingOut: false,
  signedOutFrom: null,
};

export const useAuthStore = create<AuthState>()(() => initialAuthState);

/** Admin means role admin with status active, read from the profile row or the auth metadata (spec 1 §6). */
export function isAdmin(profile: Profile | null, user: User | null): boolean {
  const metaRole = user?.app_metadata?.role ?? user?.user_metadata?.role;
  const role = profile?.role === 'admin' || metaRole === 'admin';
  const status = profile?.status ?? 'active';
  return role && status === 'active';
}

export function displayNameOf(profile: Profile | null, user: User | null): string {
  const metaName = user?.user_metadata?.full_name;
  const email = profile?.email ?? user?.email ?? '';
  return (
    profile?.full_name?.trim() ||
    (typeof metaName === 'string' && metaName.trim()) ||
    email.split('@')[0] ||
    'Student'
  );
}

// Titles and honorifics people put before their name ("Dr. Elena Marquez"): not what to greet them by.
const TITLES = new Set([
  'dr',
  'prof',
  'professor',
  'mr',
  'mrs',
  'ms',
  'miss',
  'mx',
  'sir',
  'dame',
  'madam',
  'rev',
  'revd',
  'fr',
  'sr',
  'sra',
  'srta',
  'herr',
  'frau',
  'mme',
  'mlle',
  'ing',
  'dipl',
  'mag',
  'hon',
  'lord',
  'lady',
]);

/** The words of a name without the titles before it; the whole name when it is nothing but titles. */
function nameWords(name: string): string[] {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words.findIndex((word) => !TITLES.has(word.replace(/\.+$/, '').toLowerCase()));
  return first === -1 ? words : words.slice(first);
}

/** What to greet someone by: "Dr. Elena Marquez" → "Elena", "Ada Lovelace" → "Ada", "plato" → "plato". */
export function firstNameOf(name: string): string {
  return nameWords(name)[0] ?? '';
}

/** Up to two initials: "Ada Lovelace" → "AL", "plato" → "P", "Dr. Elena Marquez" → "EM". */
export function initialsOf(name: string): string {
  const words = nameWords(name);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : [words[0]];
  return letters
    .map((word) => (word ? (Array.from(word)[0] ?? '') : ''))
    .join('')
    .toUpperCase()
    .slice(0, 2);
}
