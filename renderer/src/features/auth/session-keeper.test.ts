import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RefreshOutcome } from './session-keeper';
import {
  AUTH_TICK_MS,
  createSessionKeeper,
  EXPIRY_MARGIN_MS,
  needsRefresh,
  retryDelay,
} from './session-keeper';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_000_000);
});
afterEach(() => vi.useRealTimers());

describe('session keeper constants', () => {
  it('ticks every 30 s and refreshes within 3 ticks (90 s) of expiry', () => {
    expect(AUTH_TICK_MS).toBe(30_000);
    expect(EXPIRY_MARGIN_MS).toBe(90_000);
    expect(needsRefresh(Date.now() + 90_000, Date.now())).toBe(true);
    expect(needsRefresh(Date.now() + 90_001, Date.now())).toBe(false);
    expect(needsRefresh(null, Date.now())).toBe(false);
  });

  it('backs off from 200 ms, doubling', () => {
    expect([0, 1, 2, 3, 4].map(retryDelay)).toEqual([200, 400, 800, 1600, 3200]);
  });
});

describe('createSessionKeeper', () => {
  it('refreshes on the tick that falls within 90 s of expiry, not before', async () => {
    const expiresAt = Date.now() + 3 * 60_000; // 180 s
    const refresh = vi.fn(async (): Promise<RefreshOutcome> => ({ ok: true }));
    const keeper = createSessionKeeper({ expiresAt: () => expiresAt, refresh, removeSession: vi.fn() });
    keeper.start();
    await vi.advanceTimersByTimeAsync(AUTH_TICK_MS); // 150 s left
    await vi.advanceTimersByTimeAsync(AUTH_TICK_MS); // 120 s left
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(AUTH_TICK_MS); // 90 s left
    expect(refresh).toHaveBeenCalledTimes(1);
    keeper.stop();
  });

  it('retries retryable failures at 200, 400, 800 ms until one succeeds', async () => {
    const outcomes: RefreshOutcome[] = [
      { ok: false, retryable: true },
      { ok: false, retryable: true },
      { ok: false, retryable: true },
      { ok: true },
    ];
    const calls: number[] = [];
    const refresh = vi.fn(async (): Promise<RefreshOutcome> => {
      calls.push(Date.now());
      return outcomes.shift() ?? { ok: true };
    });
    const removeSession = vi.fn(async () => undefined);
    const keeper = createSessionKeeper({ expiresAt: () => Date.now() + 10_000, refresh, removeSession });
    const done = keeper.tick();
    await vi.advanceTimersByTimeAsync(2_000);
    await done;
    expect(refresh).toHaveBeenCalledTimes(4);
    const gaps = calls.slice(1).map((time, index) => time - (calls[index] ?? 0));
    expect(gaps).toEqual([200, 400, 800]);
    expect(removeSession).not.toHaveBeenCalled();
  });

  it('stops retrying within the 30 s budget and keeps the session', async () => {
    const calls: number[] = [];
    const refresh = vi.fn(async (): Promise<RefreshOutcome> => {
      calls.push(Date.now());
      return { ok: false, retryable: true };
    });
    const removeSession = vi.fn(async () => undefined);
    const keeper = createSessionKeeper({ expiresAt: () => Date.now() + 10_000, refresh, removeSession });
    const started = Date.now();
    const done = keeper.tick();
    await vi.advanceTimersByTimeAsync(60_000);
    await done;
    // 200+400+...+12800 = 25400 ms; the next wait (25600) would pass 30 s.
    expect(refresh).toHaveBeenCalledTimes(8);
    expect((calls.at(-1) ?? 0) - started).toBeLessThan(30_000);
    expect(removeSession).not.toHaveBeenCalled();
  });

  it('removes the session on a non-retryable failure without retrying', async () => {
    const refresh = vi.fn(async (): Promise<RefreshOutcome> => ({ ok: false, retryable: false }));
    const removeSession = vi.fn(async () => undefined);
    const keeper = createSessionKeeper({ expiresAt: () => Date.now() + 10_000, refresh, removeSession });
    await keeper.tick();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(removeSession).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a session and runs one refresh at a time', async () => {
    let expiry: number | null = null;
    let release: () => void = () => undefined;
    const refresh = vi.fn(
      () =>
        new Promise<RefreshOutcome>((resolve) => {
          release = () => resolve({ ok: true });
        }),
    );
    const keeper = createSessionKeeper({ expiresAt: () => expiry, refresh, removeSession: vi.fn() });
    await keeper.tick();
    expect(refresh).not.toHaveBeenCalled();
    expiry = Date.now() + 1_000;
    const first = keeper.tick();
    await keeper.tick();
    expect(refresh).toHaveBeenCalledTimes(1);
    release();
    await first;
  });
});
