// Settings' reads and writes (spec 2 section 7.1): the profile and billing columns of public.users, the
// universities/courses/countries lists, the avatar upload, notification preferences, and the Security tab's
// auth calls (password, TOTP factors, sessions).
import { queryOptions } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, TablesUpdate } from '../../../../shared/db/database.types';
import { loadSupabase } from '../../lib/supabase.loader';

type Client = SupabaseClient<Database>;

/** Thrown for expected failures: carries the server's code so callers can tell them apart. */
export class SettingsError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'SettingsError';
  }
}

function fail(error: { message?: string; code?: string } | null): never {
  throw new SettingsError(error?.message ?? 'Request failed', error?.code);
}

export const PROFILE_SETTINGS_COLUMNS =
  'id, email, full_name, avatar_url, university_id, course_id, address_line1, address_line2, city, state, country_id, postal_code, phone, default_billing_address, address_updated_at';

export async function fetchSettingsProfile(client: Client, userId: string) {
  const { data, error } = await client
    .from('users')
    .select(PROFILE_SETTINGS_COLUMNS)
    .eq('id', userId)
    .single();
  if (error) fail(error);
  return data;
}

export type SettingsProfile = Awaited<ReturnType<typeof fetchSettingsProfile>>;

export async function fetchUniversities(client: Client) {
  const { data, error } = await client.from('universities').select('id, name').order('name');
  if (error) fail(error);
  return data;
}

export async function fetchCourses(client: Client, universityId: string) {
  const { data, error } = await client
    .from('courses')
    .select('id, name, university_id')
    .eq('university_id', universityId)
    .order('name');
  if (error) fail(error);
  return data;
}

export async function fetchCountries(client: Client) {
  const { data, error } = await client.from('countries').select('id, name, code').order('name');
  if (error) fail(error);
  return data;
}

export interface ProfileInput {
  full_name: string;
  university_id: string | null;
  course_id: string | null;
}

export async function updateProfile(client: Client, userId: string, input: ProfileInput) {
  const { data, error } = await client
    .from('users')
    .update({ ...input, updated_at: new Date().toISOString() })
    .eq('id', userId)
    .select(PROFILE_SETTINGS_COLUMNS)
    .single();
  if (error) fail(error);
  // Keeps the auth user's metadata (the header, other sessions) in step with the profile's name.
  await client.auth.updateUser({ data: { full_name: input.full_name } });
  return data;
}

export type BillingInput = Pick<
  TablesUpdate<'users'>,
  | 'address_line1'
  | 'address_line2'
  | 'city'
  | 'state'
  | 'country_id'
  | 'postal_code'
  | 'phone'
  | 'default_billing_address'
>;

export async function updateBilling(client: Client, userId: string, input: BillingInput) {
  const { data, error } = await client
    .from('users')
    .update({ ...input, address_updated_at: new Date().toISOString() })
    .eq('id', userId)
    .select(PROFILE_SETTINGS_COLUMNS)
    .single();
  if (error) fail(error);
  return data;
}

/** `avatars/{userId}/{timestamp}_{filename}` (spec 2 section 7.1), the file name made safe for a path. */
export function avatarPath(userId: string, fileName: string, now = Date.now()): string {
  const safe = fileName
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .replace(/_+/g, '_')
    .slice(-80);
  return `${userId}/${now}_${safe || 'avatar'}`;
}

/** Uploads the picture, then points the auth user's `avatar_url` at it (the profile row follows by trigger). */
export async function uploadAvatar(client: Client, userId: string, file: File): Promise<string> {
  if (!file.type.startsWith('image/')) throw new SettingsError('Not an image', 'not_an_image');
  const path = avatarPath(userId, file.name);
  const upload = await client.storage
    .from('avatars')
    .upload(path, file, { contentType: file.type, upsert: false });
  if (upload.error) fail(upload.error);
  const url = client.storage.from('avatars').getPublicUrl(path).data.publicUrl;
  const { error } = await client.auth.updateUser({ data: { avatar_url: url } });
  if (error) fail(error);
  return url;
}

export const NOTIFICATION_PREFERENCE_IDS = [
  'points-access',
  'security-login',
  'paper_creation',
  'order-status',
  'document-status',
  'withdrawal-status',
  'price-status',
  'security-status',
] as const;

export async function fetchPreferenceTypes(client: Client) {
  const { data, error } = await client
    .from('notification_preference_types')
    .select('id, name, description, sort_order')
    .order('sort_order');
  if (error) fail(error);
  return data;
}

/** The user's preferences; when none exist, the defaults for all 8 are inserted first (spec 2 section 7.1). */
export async function fetchPreferences(client: Client, userId: string): Promise<Record<string, boolean>> {
  const { data, error } = await client
    .from('notification_preferences')
    .select('preference_id, enabled')
    .eq('user_id', userId);
  if (error) fail(error);
  let rows = data;
  if (rows.length === 0) {
    const inserted = await client
      .from('notification_preferences')
      .upsert(
        NOTIFICATION_PREFERENCE_IDS.map((id) => ({ user_id: userId, preference_id: id, enabled: true })),
        { onConflict: 'user_id,preference_id', ignoreDuplicates: true },
      )
      .select('preference_id, enabled');
    if (inserted.error) fail(inserted.error);
    rows = inserted.data;
  }
  const result: Record<string, boolean> = {};
  for (const id of NOTIFICATION_PREFERENCE_IDS) result[id] = true;
  for (const row of rows) result[row.preference_id] = row.enabled;
  return result;
}

/** One upsert per toggle. */
export async function setPreference(client: Client, userId: string, preferenceId: string, enabled: boolean) {
  const { error } = await client
    .from('notification_preferences')
    .upsert(
      { user_id: userId, preference_id: preferenceId, enabled },
      { onConflict: 'user_id,preference_id' },
    );
  if (error) fail(error);
}

export async function fetchSessions(client: Client) {
  const { data, error } = await client.rpc('list_my_sessions');
  if (error) fail(error);
  return data;
}

export type ActiveSession = Awaited<ReturnType<typeof fetchSessions>>[number];

export async function signOutOtherSessions(client: Client) {
  const { error } = await client.auth.signOut({ scope: 'others' });
  if (error) fail(error);
}

export async function fetchTotpFactors(client: Client) {
  const { data, error } = await client.auth.mfa.listFactors();
  if (error) fail(error);
  return data.all.filter((factor) => factor.factor_type === 'totp');
}

export type PasswordChange = { status: 'updated' } | { status: 'nonce_sent' };

/**
 * Changes the password. When the platform asks for reauthentication, a code is mailed first and the change
 * is sent again with it (`nonce`).
 */
export async function changePassword(
  client: Client,
  password: string,
  nonce?: string,
): Promise<PasswordChange> {
  const { error } = await client.auth.updateUser(nonce ? { password, nonce } : { password });
  if (!error) return { status: 'updated' };
  if (error.code === 'reauthentication_needed' && !nonce) {
    const sent = await client.auth.reauthenticate();
    if (sent.error) fail(sent.error);
    return { status: 'nonce_sent' };
  }
  fail(error);
}

export async function enrollTotp(client: Client) {
  // A half-finished enrolment (QR shown, never verified) would block a new one with the same name.
  const existing = await fetchTotpFactors(client);
  for (const factor of existing.filter((f) => f.status === 'unverified')) {
    await client.auth.mfa.unenroll({ factorId: factor.id });
  }
  const { data, error } = await client.auth.mfa.enroll({
    factorType: 'totp',
    friendlyName: 'Authenticator app',
  });
  if (error) fail(error);
  return {
    factorId: data.id,
    qrCode: qrImageSrc(data.totp.qr_code),
    secret: data.totp.secret,
    uri: data.totp.uri,
  };
}

/**
 * Auth answers the QR code as `data:image/svg+xml;utf-8,<svg ...>` with the SVG unescaped; a `#` in it (colours)
 * would end the URL early, so the SVG is percent-encoded for an `<img src>`.
 */
export function qrImageSrc(qrCode: string): string {
  const match = /^data:image\/svg\+xml;(?:utf-8|charset=utf-8),(<[\s\S]*)$/i.exec(qrCode);
  return match ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(match[1]!)}` : qrCode;
}

export async function verifyTotp(client: Client, factorId: string, code: string) {
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code });
  if (error) fail(error);
}

/** Turning two-factor off needs a fresh code: the session is raised to aal2 first. */
export async function disableTotp(client: Client, factorId: string, code: string) {
  await verifyTotp(client, factorId, code);
  const { error } = await client.auth.mfa.unenroll({ factorId });
  if (error) fail(error);
}

export const settingsKeys = {
  all: ['settings'] as const,
  profile: (userId: string) => [...settingsKeys.all, 'profile', userId] as const,
  universities: () => [...settingsKeys.all, 'universities'] as const,
  courses: (universityId: string) => [...settingsKeys.all, 'courses', universityId] as const,
  countries: () => [...settingsKeys.all, 'countries'] as const,
  preferenceTypes: () => [...settingsKeys.all, 'preference-types'] as const,
  preferences: (userId: string) => [...settingsKeys.all, 'preferences', userId] as const,
  sessions: (userId: string) => [...settingsKeys.all, 'sessions', userId] as const,
  factors: (userId: string) => [...settingsKeys.all, 'factors', userId] as const,
};

export const settingsProfileQuery = (userId: string) =>
  queryOptions({
    queryKey: settingsKeys.profile(userId),
    queryFn: async () => fetchSettingsProfile(await loadSupabase(), userId),
  });

export const universitiesQuery = () =>
  queryOptions({
    queryKey: settingsKeys.universities(),
    queryFn: async () => fetchUniversities(await loadSupabase()),
    staleTime: 10 * 60_000,
  });

export const coursesQuery = (universityId: string) =>
  queryOptions({
    queryKey: settingsKeys.courses(universityId),
    queryFn: async () => fetchCourses(await loadSupabase(), universityId),
    staleTime: 10 * 60_000,
  });

export const countriesQuery = () =>
  queryOptions({
    queryKey: settingsKeys.countries(),
    queryFn: async () => fetchCountries(await loadSupabase()),
    staleTime: Infinity,
  });

export const preferenceTypesQuery = () =>
  queryOptions({
    queryKey: settingsKeys.preferenceTypes(),
    queryFn: async () => fetchPreferenceTypes(await loadSupabase()),
    staleTime: Infinity,
  });

export const preferencesQuery = (userId: string) =>
  queryOptions({
    queryKey: settingsKeys.preferences(userId),
    queryFn: async () => fetchPreferences(await loadSupabase(), userId),
  });

export const sessionsQuery = (userId: string) =>
  queryOptions({
    queryKey: settingsKeys.sessions(userId),
    queryFn: async () => fetchSessions(await loadSupabase()),
  });

export const factorsQuery = (userId: string) =>
  queryOptions({
    queryKey: settingsKeys.factors(userId),
    queryFn: async () => fetchTotpFactors(await loadSupabase()),
  });
