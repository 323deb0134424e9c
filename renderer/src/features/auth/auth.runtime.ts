// Wires supabase-js auth events into the auth store (spec 1 section 4) and runs the session keeper.
import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../../shared/db/database.types';
import { loadSupabase, whenSupabaseLoads } from '../../lib/supabase.loader';
import { hasSessionCookie } from '../../platform/session-cookie-storage';
import { useAuthStore } from './auth.store';
import type { AuthEventName } from './profile-cache';
import { profileActionFor } from './profile-cache';
import { createSessionKeeper } from './session-keeper';

let started = false;

/** True when supabase-js may have a session to restore: a stored one, or one arriving in the address. */
export function mayHaveSession(storage: Pick<Storage, 'length' | 'key'> | null, location: Location): boolean {
  const params = new URLSearchParams(location.search);
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  if (params.has('code') || hash.has('access_token') || hash.has('error_description')) return true;
  if (!storage) return false;
  for (let index = 0; index < storage.length; index += 1) {
    if (/^sb-.+-auth-token$/.test(storage.key(index) ?? '')) return true;
  }
  return false;
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

async function loadProfileFor(client: SupabaseClient<Database>, userId: string): Promise<void> {
  // auth.api (sign-in, registration, their texts) loads with the first session, not with every public page.
  const { fetchProfile } = await import('./auth.api');
  const profile = await fetchProfile(client, userId);
  const state = useAuthStore.getState();
  if (state.user?.id !== userId) return;
  useAuthStore.setState({ profile, profileLoadedAt: Date.now(), profileLoading: false });
}

function applyEvent(client: SupabaseClient<Database>, event: AuthChangeEvent, session: Session | null): void {
  const previous = useAuthStore.getState();
  const user = session?.user ?? null;
  const cached =
    previous.profile && previous.profileLoadedAt !== null
      ? { userId: previous.profile.id, loadedAt: previous.profileLoadedAt }
      : null;
  const action = profileActionFor(event as AuthEventName, user?.id ?? null, cached, Date.now());
  useAuthStore.setState({
    status: user ? 'signedIn' : 'signedOut',
    ...(user ? { signedOutFrom: null } : {}),
    session,
    user,
    recovery: event === 'PASSWORD_RECOVERY' ? true : user ? previous.recovery : false,
    ...(action === 'clear' ? { profile: null, profileLoadedAt: null, profileLoading: false } : {}),
    ...(action === 'reload'
      ? { profileLoading: previous.profile?.id !== user?.id || !previous.profile }
      : {}),
  });
  if (action === 'reload' && user) void loadProfileFor(client, user.id);
}

/** Starts listening once; safe to call from every mount. */
export function startAuth(): void {
  if (started) return;
  started = true;
  if (mayHaveSession(localStorageOrNull(), window.location) || hasSessionCookie(document)) {
    loadSupabase().then(connect, () => useAuthStore.setState({ status: 'signedOut' }));
    return;
  }
  // No session to restore: the visitor is signed out now, and auth events are followed from the moment
  // anything (log in, search, a catalogue page) loads supabase-js.
  useAuthStore.setState({ status: 'signedOut' });
  whenSupabaseLoads(connect);
}

function connect(client: SupabaseClient<Database>): void {
  client.auth.onAuthStateChange((event, session) => {
    // Calling supabase from inside this callback can deadlock its lock; act right after it instead.
    setTimeout(() => applyEvent(client, event, session), 0);
  });
  const keeper = createSessionKeeper({
    expiresAt: () => {
      const expiresAt = useAuthStore.getState().session?.expires_at;
      return expiresAt ? expiresAt * 1000 : null;
    },
    refresh: async () => {
      const { error } = await client.auth.refreshSession();
      if (!error) return { ok: true };
      // supabase-js is loaded by now (this client is from it); importing it here keeps it out of the shell.
      const { isAuthRetryableFetchError } = await import('@supabase/supabase-js');
      return { ok: false, retryable: isAuthRetryableFetchError(error) };
    },
    removeSession: async () => {
      await client.auth.signOut({ scope: 'local' });
    },
  });
  keeper.start();
}

/** Reloads the profile row now (after the user edits it, for example). */
export async function reloadProfile(): Promise<void> {
  const userId = useAuthStore.getState().user?.id;
  if (!userId) return;
  await loadProfileFor(await loadSupabase(), userId);
}

/**
 * Records a session the app itself just obtained (password sign-in, sign-up, callback) so a navigation made
 * right away already sees the visitor as signed in; supabase-js's own event follows and loads the profile.
 */
export function markSignedIn(session: Session): void {
  const previous = useAuthStore.getState();
  const sameUser = previous.profile?.id === session.user.id;
  useAuthStore.setState({
    status: 'signedIn',
    signedOutFrom: null,
    session,
    user: session.user,
    profileLoading: !sameUser,
    ...(sameUser ? {} : { profile: null, profileLoadedAt: null }),
  });
}
