// Sign-in, registration, recovery and profile calls through supabase-js. Expected failures come back as values
// carrying the server's message; callers pick the spec's toast.
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Session, SupabaseClient, User } from '@supabase/supabase-js';
import type { Database } from '../../../../shared/db/database.types';
import { loadSupabase } from '../../lib/supabase.loader';
import { getPlatform } from '../../platform/current-platform';
import { readSupabaseConfig } from '../../platform/supabase-config';
import { authTexts } from './auth.texts';
import type { Profile } from './auth.store';

export interface AuthFailure {
  message: string;
  code?: string;
  status?: number;
}

export type AuthResult<T = null> = { data: T; error: null } | { data: null; error: AuthFailure };

type Client = SupabaseClient<Database>;

export interface SignUpInput {
  email: string;
  password: string;
  fullName: string;
  returnTo: string | null;
}

const PROFILE_COLUMNS = 'id, email, full_name, avatar_url, role, status';

function failure(error: { message?: string; code?: string; status?: number }): AuthFailure {
  return { message: error.message ?? '', code: error.code, status: error.status };
}

export function siteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}

/**
 * Where sign-in and e-mail links come back to: the site's /auth/callback (with the return path), or in the desktop
 * app its `studyloop://` link, which carries only the one-time code.
 */
export function callbackUrl(returnTo: string | null): string {
  const platform = getPlatform();
  if (platform.kind === 'desktop') return platform.authRedirectUrl();
  return siteUrl(returnTo ? `/auth/callback?returnUrl=${encodeURIComponent(returnTo)}` : '/auth/callback');
}

export async function signInWithPassword(
  client: Client,
  email: string,
  password: string,
): Promise<AuthResult<Session>> {
  if (!email.trim() || !password)
    return { data: null, error: { message: authTexts.errors.credentialsRequired } };
  const { data, error } = await client.auth.signInWithPassword({ email: email.trim(), password });
  if (error) return { data: null, error: failure(error) };
  return { data: data.session, error: null };
}

export async function signUp(
  client: Client,
  input: SignUpInput,
): Promise<AuthResult<{ user: User; session: Session | null }>> {
  const { data, error } = await client.auth.signUp({
    email: input.email.trim(),
    password: input.password,
    options: { data: { full_name: input.fullName.trim() }, emailRedirectTo: callbackUrl(input.returnTo) },
  });
  if (error) return { data: null, error: failure(error) };
  if (!data.user) return { data: null, error: { message: authTexts.errors.signUpNoUser } };
  return { data: { user: data.user, session: data.session }, error: null };
}

export async function resendVerification(client: Client, email: string, returnTo: string | null) {
  const { error } = await client.auth.resend({
    type: 'signup',
    email,
    options: { emailRedirectTo: callbackUrl(returnTo) },
  });
  return error ? failure(error) : null;
}

export async function requestPasswordReset(client: Client, email: string) {
  const platform = getPlatform();
  const { error } = await client.auth.resetPasswordForEmail(email.trim(), {
    // The desktop app holds the PKCE verifier of this request, so the link must come back to it.
    redirectTo: platform.kind === 'desktop' ? platform.authRedirectUrl() : siteUrl('/auth/reset-password'),
  });
  return error ? failure(error) : null;
}

export async function updatePassword(client: Client, password: string) {
  const { error } = await client.auth.updateUser({ password });
  return error ? failure(error) : null;
}

export async function signInWithGoogle(client: Client, returnTo: string | null) {
  const platform = getPlatform();
  // The desktop app signs in through the system browser (ARCHITECTURE.md section 5): it keeps the PKCE verifier
  // and receives the code back by deep link.
  const external = platform.kind === 'desktop';
  const { data, error } = await client.auth.signInWithOAuth({
    provider: 'google',
    options: { redirectTo: callbackUrl(returnTo), skipBrowserRedirect: external },
  });
  if (error) return failure(error);
  if (external && data.url) await platform.openExternal(data.url);
  return null;
}

const IGNORED_SIGN_OUT_STATUSES = new Set([401, 403, 404]);

/** Signs out; 401/403/404 answers (session already gone) are ignored and the local session is always removed. */
export async function signOut(client: Client): Promise<void> {
  try {
    const { error } = await client.auth.signOut();
    if (error && !IGNORED_SIGN_OUT_STATUSES.has(error.status ?? 0)) {
      await client.auth.signOut({ scope: 'local' });
    }
  } catch {
    await client.auth.signOut({ scope: 'local' }).catch(() => undefined);
  }
}

export async function fetchProfile(client: Client, userId: string): Promise<Profile | null> {
  const { data, error } = await client.from('users').select(PROFILE_COLUMNS).eq('id', userId).maybeSingle();
  if (error) return null;
  return data;
}

/** Name and avatar for a provider sign-in; the name falls back to the part of the e-mail before the @. */
export function providerProfile(user: User): { full_name: string; avatar_url: string | null } {
  const meta = user.user_metadata ?? {};
  const pick = (...keys: string[]) =>
    keys
      .map((key) => meta[key])
      .find((value): value is string => typeof value === 'string' && !!value.trim());
  return {
    full_name: pick('full_name', 'name') ?? (user.email ?? '').split('@')[0] ?? '',
    avatar_url: pick('avatar_url', 'picture') ?? null,
  };
}

export async function saveProviderProfile(client: Client, user: User): Promise<void> {
  const { full_name, avatar_url } = providerProfile(user);
  await client
    .from('users')
    .update(avatar_url ? { full_name, avatar_url } : { full_name })
    .eq('id', user.id);
}

interface AuthSettings {
  external?: Record<string, boolean>;
}

/** GoTrue's public /settings: which sign-in providers the platform has configured. */
async function fetchAuthSettings(): Promise<AuthSettings> {
  const { supabaseUrl, anonKey } = readSupabaseConfig();
  const response = await fetch(`${supabaseUrl}/auth/v1/settings`, { headers: { apikey: anonKey } });
  if (!response.ok) throw new Error(`auth settings: ${response.status}`);
  return (await response.json()) as AuthSettings;
}

/** One key scheme for the auth feature's cache entries and mutations. */
export const authKeys = {
  all: ['auth'] as const,
  settings: () => [...authKeys.all, 'settings'] as const,
  signIn: () => [...authKeys.all, 'sign-in'] as const,
  signUp: () => [...authKeys.all, 'sign-up'] as const,
  resendVerification: () => [...authKeys.all, 'resend-verification'] as const,
  passwordReset: () => [...authKeys.all, 'password-reset'] as const,
  passwordUpdate: () => [...authKeys.all, 'password-update'] as const,
};

export const authSettingsQuery = () =>
  queryOptions({ queryKey: authKeys.settings(), queryFn: fetchAuthSettings, staleTime: Infinity });

// The mutations answer expected failures as values (AuthResult or an AuthFailure), so a form's onSuccess sees
// both outcomes and picks the spec's toast; only bugs reject.
export const signInMutation = () =>
  mutationOptions({
    mutationKey: authKeys.signIn(),
    mutationFn: async ({ email, password }: { email: string; password: string }) =>
      signInWithPassword(await loadSupabase(), email, password),
  });

export const signUpMutation = () =>
  mutationOptions({
    mutationKey: authKeys.signUp(),
    mutationFn: async (input: SignUpInput) => signUp(await loadSupabase(), input),
  });

export const resendVerificationMutation = () =>
  mutationOptions({
    mutationKey: authKeys.resendVerification(),
    mutationFn: async ({ email, returnTo }: { email: string; returnTo: string | null }) =>
      resendVerification(await loadSupabase(), email, returnTo),
  });

export const passwordResetMutation = () =>
  mutationOptions({
    mutationKey: authKeys.passwordReset(),
    mutationFn: async (email: string) => requestPasswordReset(await loadSupabase(), email),
  });

export const passwordUpdateMutation = () =>
  mutationOptions({
    mutationKey: authKeys.passwordUpdate(),
    mutationFn: async (password: string) => updatePassword(await loadSupabase(), password),
  });
