// The one supabase-js client of the renderer. Created on first use rather than at import time, so a missing
// configuration surfaces as an error where data is needed instead of a blank page.
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../shared/db/database.types';
import {
  REALTIME_HEARTBEAT_MS,
  REALTIME_TIMEOUT_MS,
  realtimeReconnectDelay,
} from '../../../shared/constants/client-library';
import { readSupabaseConfig } from './supabase-config';

let client: SupabaseClient<Database> | undefined;
let requestObserver: ((ok: boolean) => void) | undefined;

/**
 * Lets the Platform hear how each request to the platform went: in the desktop app a failed request is what
 * makes main re-check the connection (navigator.onLine alone misses a platform that is down).
 */
export function observePlatformRequests(observer: (ok: boolean) => void): void {
  requestObserver = observer;
}

const observedFetch: typeof fetch = async (input, init) => {
  try {
    const response = await fetch(input, init);
    // A gateway error means the platform is not really there; a 4xx is an answer from a platform that is.
    requestObserver?.(response.status < 502 || response.status > 504);
    return response;
  } catch (error) {
    // An abort is the caller's choice, not a sign of a dead connection.
    if (!(error instanceof DOMException && error.name === 'AbortError')) requestObserver?.(false);
    throw error;
  }
};

export function getSupabaseClient(): SupabaseClient<Database> {
  if (!client) {
    const { supabaseUrl, anonKey } = readSupabaseConfig();
    client = createClient<Database>(supabaseUrl, anonKey, {
      auth: {
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: true,
        flowType: 'pkce',
      },
      global: { fetch: observedFetch },
      realtime: {
        timeout: REALTIME_TIMEOUT_MS,
        heartbeatIntervalMs: REALTIME_HEARTBEAT_MS,
        reconnectAfterMs: realtimeReconnectDelay,
      },
    });
  }
  return client;
}
