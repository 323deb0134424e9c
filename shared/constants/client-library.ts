// The client library settings of spec 1 section 9 ("Library defaults"): realtime timeout, heartbeat and reconnect
// delays. Passed to supabase-js explicitly so a library upgrade cannot move them.

export const REALTIME_TIMEOUT_MS = 10_000;
export const REALTIME_HEARTBEAT_MS = 30_000;
/** Reconnect after 1, 2, 5 s, then every 10 s. */
export const REALTIME_RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000] as const;
export const REALTIME_RECONNECT_MAX_MS = 10_000;

/** The delay before reconnect attempt `tries` (1-based), as realtime-js asks for it. */
export function realtimeReconnectDelay(tries: number): number {
  return REALTIME_RECONNECT_DELAYS_MS[tries - 1] ?? REALTIME_RECONNECT_MAX_MS;
}

/** How long the browser keeps the signed-in session (spec 1 section 9: session cookie max age 604800 s). */
export const SESSION_COOKIE_MAX_AGE_S = 604_800;
