import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConnectivityMonitor, createPlatformProbe } from './connectivity';

/** A probe the test answers: reachable or not, like a platform that is up or down. */
function controllableProbe(initial: boolean) {
  const state = { reachable: initial, calls: 0 };
  return { state, probe: async () => (state.calls++, state.reachable) };
}

describe('ConnectivityMonitor', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function monitor(initial = true) {
    const { state, probe } = controllableProbe(initial);
    const connectivity = new ConnectivityMonitor({
      probe,
      debounceMs: 1000,
      onlineIntervalMs: 30_000,
      offlineIntervalMs: 2000,
      maxOfflineIntervalMs: 8000,
    });
    const changes: boolean[] = [];
    connectivity.onChange((status) => changes.push(status.online));
    return { connectivity, state, changes };
  }

  it('announces the first probe at once', async () => {
    const { connectivity, changes } = monitor(false);
    connectivity.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(connectivity.status).toMatchObject({ online: false, reason: 'platform-unreachable' });
    expect(changes).toEqual([false]);
    connectivity.stop();
  });

  it('counts a failed platform request: it probes at once and goes offline after the debounce', async () => {
    const { connectivity, state, changes } = monitor(true);
    connectivity.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(changes).toEqual([true]);

    state.reachable = false;
    connectivity.reportRequest(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(state.calls).toBe(2);
    expect(connectivity.status.online).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(connectivity.status).toMatchObject({ online: false, reason: 'platform-unreachable' });
    expect(changes).toEqual([true, false]);
    connectivity.stop();
  });

  it('does not flicker when the connection drops for less than the debounce', async () => {
    const { connectivity, state, changes } = monitor(true);
    connectivity.start();
    await vi.advanceTimersByTimeAsync(0);
    state.reachable = false;
    connectivity.reportRequest(false);
    await vi.advanceTimersByTimeAsync(400);
    state.reachable = true;
    connectivity.reportRequest(true);
    await vi.advanceTimersByTimeAsync(2000);
    expect(changes).toEqual([true]);
    expect(connectivity.status.online).toBe(true);
    connectivity.stop();
  });

  it('goes offline when the OS reports no network, even if a probe in flight later succeeds', async () => {
    let resolveProbe: (value: boolean) => void = () => undefined;
    const connectivity = new ConnectivityMonitor({
      probe: () => new Promise<boolean>((resolve) => (resolveProbe = resolve)),
      debounceMs: 500,
    });
    connectivity.reportRequest(true);
    expect(connectivity.status.online).toBe(true);
    const pending = connectivity.checkNow();
    connectivity.reportNetwork(false);
    resolveProbe(true);
    await pending;
    await vi.advanceTimersByTimeAsync(500);
    expect(connectivity.status).toMatchObject({ online: false, reason: 'network-down' });
  });

  it('keeps probing while offline, backing off, and comes back online after the debounce', async () => {
    const { connectivity, state, changes } = monitor(false);
    connectivity.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.calls).toBe(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(state.calls).toBe(2);
    await vi.advanceTimersByTimeAsync(4000);
    expect(state.calls).toBe(3);
    state.reachable = true;
    await vi.advanceTimersByTimeAsync(8000);
    expect(state.calls).toBe(4);
    expect(connectivity.status.online).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(connectivity.status).toMatchObject({ online: true, reason: 'platform-reachable' });
    expect(changes).toEqual([false, true]);
    connectivity.stop();
  });

  it('shares one probe between callers', async () => {
    const { connectivity, state } = monitor(true);
    await Promise.all([connectivity.checkNow(), connectivity.checkNow(), connectivity.checkNow()]);
    expect(state.calls).toBe(1);
  });

  it('treats a throwing probe as unreachable', async () => {
    const connectivity = new ConnectivityMonitor({
      probe: async () => {
        throw new Error('boom');
      },
    });
    expect((await connectivity.checkNow()).online).toBe(false);
  });
});

describe('createPlatformProbe', () => {
  it('asks the auth health endpoint with the anon key; below 500 is reachable', async () => {
    const fetchImpl = vi.fn(async () => new Response('{}', { status: 401 }));
    expect(await createPlatformProbe('http://127.0.0.1:54321/', 'anon', fetchImpl as typeof fetch)()).toBe(
      true,
    );
    expect(fetchImpl).toHaveBeenCalledWith(
      'http://127.0.0.1:54321/auth/v1/health',
      expect.objectContaining({ headers: { apikey: 'anon' } }),
    );
    const down = vi.fn(async () => new Response('', { status: 503 }));
    expect(await createPlatformProbe('http://x', null, down as typeof fetch)()).toBe(false);
    const unreachable = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await createPlatformProbe('http://x', null, unreachable as typeof fetch)()).toBe(false);
  });
});
