// The one supabase-js client of the renderer. Created on first use rather than at import time, so a missing
// configuration surfaces as an error where data is needed instead of a blank page.
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { readSupabaseConfig } from './supabase-config';

let client: SupabaseClient | undefined;

export function getSupabaseClient(): SupabaseClient {
  if (!client) {
    const { supabaseUrl, anonKey } = readSupabaseConfig();
    client = createClient(supabaseUrl, anonKey, {
      auth: {
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: true,
        flowType: 'pkce',
      },
    });
  }
  return client;
}
