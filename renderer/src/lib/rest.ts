// A read-only PostgREST GET without supabase-js, for the landing page's first paint.
import { readSupabaseConfig } from '../platform/supabase-config';

export interface RestError {
  message: string;
  code?: string;
}

export async function restSelect<T>(
  path: string,
): Promise<{ data: T; error: null } | { data: null; error: RestError }> {
  const { supabaseUrl, anonKey } = readSupabaseConfig();
  let response: Response;
  try {
    response = await fetch(`${supabaseUrl}/rest/v1/${path}`, {
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, Accept: 'application/json' },
    });
  } catch (error) {
    return { data: null, error: { message: error instanceof Error ? error.message : 'Network error' } };
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const { message, code } = (body ?? {}) as { message?: string; code?: string };
    return { data: null, error: { message: message ?? response.statusText, code } };
  }
  return { data: body as T, error: null };
}
