import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../shared/db/database.types.ts';

function env(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

const serverOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

/** A client acting as the caller: their JWT goes with every query, so RLS applies as for the app itself. */
export function clientForCaller(request: Request): SupabaseClient<Database> {
  return createClient<Database>(env('SUPABASE_URL'), env('SUPABASE_ANON_KEY'), {
    ...serverOptions,
    global: { headers: { Authorization: request.headers.get('Authorization') ?? '' } },
  });
}

/** The service role bypasses RLS: use it only for the step a user may not do themselves, and say why. */
export function serviceClient(): SupabaseClient<Database> {
  return createClient<Database>(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY'), serverOptions);
}
