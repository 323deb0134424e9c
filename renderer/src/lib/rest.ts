// Anonymous reads for the landing page's first paint, through postgrest-js: the query builder supabase-js
// itself uses for `.from()`, same requests and error shapes, without loading auth, storage and realtime (the
// landing route's 170 KB budget). Signed-in features use the full supabase-js client.
import { PostgrestClient } from '@supabase/postgrest-js';
import { readSupabaseConfig } from '../platform/supabase-config';

let client: PostgrestClient | null = null;

export function anonRestClient(): PostgrestClient {
  if (!client) {
    const { supabaseUrl, anonKey } = readSupabaseConfig();
    client = new PostgrestClient(`${supabaseUrl}/rest/v1`, {
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    });
  }
  return client;
}
