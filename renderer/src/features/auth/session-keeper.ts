// Keeps the session fresh (spec 1 sections 4 and 9): a check every 30 s refreshes when the session expires within
// 3 ticks (90 s); retryable failures (network, 502/503/504) are retried with a backoff starting at 200 ms and
// doubling, for at most 30 s in total; a non-retryable failure removes the session.

export const AUTH_TICK_MS = 30_000;
export const REFRESH_THRESHOLD_TICKS = 3;
export const EXPIRY_MARGIN_MS = REFRESH_THRESHOLD_TICKS * AUTH_TICK_MS;
export const RETRY_BASE_MS = 200;
export const RETRY_BUDGET_MS = 30_000;

export type RefreshOutcome = { ok: true } | { ok: false; retryable: boolean };

export interface SessionKeeperDeps {
  /** Expiry of the current session in epoch milliseconds, or null without a session. */
  expiresAt: () => number | null;
  refresh: () => Promise<RefreshOutcome>;
  removeSession: () => Promise<void>;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export interface SessionKeeper {
  start: () => void;
  stop: () => void;
  /** One check; exposed for tests and for running a check when the window regains focus. */
  tick: () => Promise<void>;
}

/** The wait before retry number `attempt` (0-based): 200, 400, 800, ... ms. */
export function retryDelay(attempt: number): number {
  return RETRY_BASE_MS * 2 ** attempt;
}

export function needsRefresh(expiresAtMs: number | null, now: number): boolean {
  return expiresAtMs !== null && expiresAtMs - now <= EXPIRY_MARGIN_MS;
}

export function createSessionKeeper(deps: SessionKeeperDeps): SessionKeeper {
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let timer: ReturnType<typeof setInterval> | undefined;
  let running = false;

  async function refreshWithRetry(): Promise<void> {
    const startedAt = now();
    for (let attempt = 0; ; attempt += 1) {
      const outcome = await deps.refresh();
      if (outcome.ok) return;
      if (!outcome.retryable) {
        await deps.removeSession();
        return;
      }
      const wait = retryDelay(attempt);
      // Give up for this tick once the next wait would pass the 30 s budget; the next tick tries again.
      if (now() + wait - startedAt >= RETRY_BUDGET_MS) return;
      await sleep(wait);
    }
  }

  async function tick(): Promise<void> {
    if (running || !needsRefresh(deps.expiresAt(), now())) return;
    running = true;
    try {
      await refreshWithRetry();
    } finally {
      running = false;
    }
  }

  return {
    tick,
    start() {
      if (timer !== undefined) return;
      void tick();
      timer = setInterval(() => void tick(), AUTH_TICK_MS);
    },
    stop() {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    },
  };
}
