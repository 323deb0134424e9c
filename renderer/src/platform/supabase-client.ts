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
import { createSessionCookieStorage } from './session-cookie-storage';
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

let refreshedForSecondFactor = false;

/**
 * The platform refused an action because this session still owes its second factor (`insufficient_aal`): the
 * factor may have been turned on from another device since this session began, so its user is read again; the
 * refreshed session then needs the code and the two-factor gate asks for it. Once per session.
 */
async function noticeSecondFactorRefusal(response: Response): Promise<void> {
  if (response.status !== 403 || refreshedForSecondFactor || !client) return;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown; error_code?: unknown } | null;
  if (body?.code !== 'insufficient_aal' && body?.error_code !== 'insufficient_aal') return;
  refreshedForSecondFactor = true;
  const auth = client.auth;
  // Not awaited, and after this response is handed back: the auth call that got it may hold supabase-js' lock.
  setTimeout(() => void auth.refreshSession().finally(() => (refreshedForSecondFactor = false)), 0);
}

const observedFetch: typeof fetch = async (input, init) => {
  try {
    const response = await fetch(input, init);
    // A gateway error means the platform is not really there; a 4xx is an answer from a platform that is.
    requestObserver?.(response.status < 502 || response.status > 504);
    await noticeSecondFactorRefusal(response);
    return response;
  } catch (error) {
    // An abort is the caller's choice, not a sign of a dead connection.
    if (!(error instanceof DOMException && error.name === 'AbortError')) requestObserver?.(false);
    throw error;
  }
};

/**
 * The web app keeps the session in cookies that expire after the spec's 7 days; the desktop app (no http origin
 * to own cookies, and a session that must outlive a week offline) keeps supabase-js' default, localStorage.
 */
function sessionStorageFor(): ReturnType<typeof createSessionCookieStorage> | undefined {
  if (typeof window === 'undefined' || window.desktop || !/^https?:$/.test(window.location.protocol))
    return undefined;
  let legacy: Storage | null = null;
  try {
    legacy = window.localStorage;
  } catch {
    legacy = null;
  }
  return createSessionCookieStorage(document, { secure: window.location.protocol === 'https:', legacy });
}

export function getSupabaseClient(): SupabaseClient<Database> {
  if (!client) {
    const { supabaseUrl, anonKey } = readSupabaseConfig();
    client = createClient<Database>(supabaseUrl, anonKey, {
      auth: {
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: true,
        flowType: 'pkce',
        storage: sessionStorageFor(),
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
