// Whether the app can reach the platform. The OS's "online" flag is not enough (a captive portal, a dead VPN
// or a stopped platform all look online), so the platform itself is probed, and a request that failed in the
// renderer or during sync triggers a probe at once. Changes are debounced so a flaky link does not make the
// offline banner flicker, and announced to every window.
import type { ConnectivityStatus } from '../shared/ipc/desktop-contract';

export interface ConnectivityOptions {
  /** Resolves true when the platform answered (any HTTP answer below 500 means it is there). */
  probe(): Promise<boolean>;
  /** How long a new state must hold before it is announced. */
  debounceMs?: number;
  /** Probe interval while online (a cheap heartbeat) and the first interval while offline (doubling to the max). */
  onlineIntervalMs?: number;
  offlineIntervalMs?: number;
  maxOfflineIntervalMs?: number;
  now?: () => Date;
}

type Observation = Pick<ConnectivityStatus, 'online' | 'reason'>;
type Listener = (status: ConnectivityStatus) => void;

export class ConnectivityMonitor {
  private announced: ConnectivityStatus;
  private observed: Observation;
  private networkUp = true;
  private debounceTimer: ReturnType<typeof setTimeout> | null = null;
  private probeTimer: ReturnType<typeof setTimeout> | null = null;
  private probing: Promise<void> | null = null;
  private offlineInterval: number;
  private running = false;
  private readonly listeners = new Set<Listener>();
  private readonly debounceMs: number;
  private readonly onlineIntervalMs: number;
  private readonly offlineIntervalMs: number;
  private readonly maxOfflineIntervalMs: number;
  private readonly now: () => Date;

  constructor(private readonly options: ConnectivityOptions) {
    this.debounceMs = options.debounceMs ?? 1500;
    this.onlineIntervalMs = options.onlineIntervalMs ?? 30_000;
    this.offlineIntervalMs = options.offlineIntervalMs ?? 3_000;
    this.maxOfflineIntervalMs = options.maxOfflineIntervalMs ?? 30_000;
    this.offlineInterval = this.offlineIntervalMs;
    this.now = options.now ?? (() => new Date());
    // Until the first probe answers, assume online: the renderer then tries the network and reports back,
    // instead of showing an offline banner on every start.
    this.announced = { online: true, reason: 'starting', since: this.now().toISOString() };
    this.observed = { online: true, reason: 'starting' };
  }

  get status(): ConnectivityStatus {
    return this.announced;
  }

  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    void this.checkNow();
  }

  stop(): void {
    this.running = false;
    if (this.debounceTimer) clearTimeout(this.debounceTimer);
    if (this.probeTimer) clearTimeout(this.probeTimer);
    this.debounceTimer = null;
    this.probeTimer = null;
  }

  /** The OS's view (Electron `net.isOnline()` and its changes). Down is conclusive; up needs a probe. */
  reportNetwork(up: boolean): void {
    this.networkUp = up;
    if (!up) this.observe({ online: false, reason: 'network-down' });
    else void this.checkNow();
  }

  /** A real request to the platform finished: success proves reachability, a failure is checked by a probe. */
  reportRequest(ok: boolean): void {
    if (ok && this.networkUp) this.observe({ online: true, reason: 'platform-reachable' });
    else if (!ok) void this.checkNow();
  }

  /** Probes now (one probe at a time; callers during a probe share it) and resolves with the announced state. */
  async checkNow(): Promise<ConnectivityStatus> {
    if (!this.probing) {
      this.probing = this.runProbe().finally(() => {
        this.probing = null;
      });
    }
    await this.probing;
    return this.announced;
  }

  private async runProbe(): Promise<void> {
    if (!this.networkUp) {
      this.observe({ online: false, reason: 'network-down' });
      this.scheduleProbe();
      return;
    }
    let reachable = false;
    try {
      reachable = await this.options.probe();
    } catch {
      reachable = false;
    }
    // The OS may have reported the network gone while the probe was in flight; that report wins.
    if (!this.networkUp) return;
    this.observe(
      reachable
        ? { online: true, reason: 'platform-reachable' }
        : { online: false, reason: 'platform-unreachable' },
    );
    this.scheduleProbe();
  }

  private scheduleProbe(): void {
    if (!this.running) return;
    if (this.probeTimer) clearTimeout(this.probeTimer);
    let delay: number;
    if (this.observed.online) {
      this.offlineInterval = this.offlineIntervalMs;
      delay = this.onlineIntervalMs;
    } else {
      delay = this.offlineInterval;
      this.offlineInterval = Math.min(this.offlineInterval * 2, this.maxOfflineIntervalMs);
    }
    this.probeTimer = setTimeout(() => {
      this.probeTimer = null;
      void this.checkNow();
    }, delay);
    this.probeTimer.unref?.();
  }

  private observe(next: Observation): void {
    this.observed = next;
    if (this.announced.reason === 'starting') {
      // The first real evidence is announced at once: there is nothing on screen yet to flicker.
      this.announce(next);
      return;
    }
    if (next.online === this.announced.online) {
      if (this.debounceTimer) clearTimeout(this.debounceTimer);
      this.debounceTimer = null;
      return;
    }
    if (this.debounceTimer) return;
    this.debounceTimer = setTimeout(() => {
      this.debounceTimer = null;
      if (this.observed.online !== this.announced.online) this.announce(this.observed);
    }, this.debounceMs);
    this.debounceTimer.unref?.();
  }

  private announce(next: Observation): void {
    const changed = next.online !== this.announced.online || this.announced.reason === 'starting';
    this.announced = { ...next, since: changed ? this.now().toISOString() : this.announced.since };
    if (!changed) return;
    if (!next.online) this.offlineInterval = this.offlineIntervalMs;
    for (const listener of this.listeners) listener(this.announced);
  }
}

/**
 * The probe main uses: the platform's auth health endpoint, which Supabase Auth and our auth service both
 * serve. A timeout counts as unreachable; any answer below 500 (even 401 without a key) means it is there.
 */
export function createPlatformProbe(
  platformUrl: string,
  anonKey: string | null,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = 5000,
): () => Promise<boolean> {
  const url = `${platformUrl.replace(/\/+$/, '')}/auth/v1/health`;
  return async () => {
    try {
      const response = await fetchImpl(url, {
        headers: anonKey ? { apikey: anonKey } : {},
        signal: AbortSignal.timeout(timeoutMs),
        cache: 'no-store',
      });
      await response.body?.cancel();
      return response.status < 500;
    } catch {
      return false;
    }
  };
}
