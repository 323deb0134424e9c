// Anonymous reads for the landing page's first paint, through postgrest-js: the query builder supabase-js
// itself uses for `.from()`, same requests and error shapes, without loading auth, storage and realtime (the
// landing route's 170 KB budget). Signed-in features use the full supabase-js client.
import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '../../../shared/db/database.types';
import { readSupabaseConfig } from '../platform/supabase-config';

let client: PostgrestClient<Database> | null = null;

export function anonRestClient(): PostgrestClient<Database> {
  if (!client) {
    const { supabaseUrl, anonKey } = readSupabaseConfig();
    client = new PostgrestClient<Database>(`${supabaseUrl}/rest/v1`, {
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    });
  }
  return client;
}
