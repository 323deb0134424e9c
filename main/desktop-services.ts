// The main-process services behind the bridge, without Electron: the cache, the sync queue and its replay,
// connectivity and the deep-link inbox. main/index.ts runs them inside Electron; the end-to-end harness runs
// the very same composition in Node, which is why nothing here imports `electron`.
import { CacheRepository } from './cache.repository';
import { ConnectivityMonitor, createPlatformProbe } from './connectivity';
import type { ConnectivityOptions } from './connectivity';
import { DeepLinkInbox } from './deeplink';
import { SyncEngine, SyncQueue } from './sync-queue';
import type { SyncSession, SyncTransport } from './sync-queue';
import { createSupabaseSyncTransport } from './sync.transport';
import { desktopEvents } from '../shared/ipc/desktop-contract';
import type { DeepLink, DesktopEventName, DesktopEventPayloads } from '../shared/ipc/desktop-contract';

export interface PlatformEndpoint {
  supabaseUrl: string;
  anonKey: string;
}

export interface DesktopServicesOptions {
  cacheFile: string;
  /** Null when no platform is configured yet: the cache still works, replay and probes wait. */
  platform: PlatformEndpoint | null;
  log(message: string): void;
  /** Sends an event to every window. */
  broadcast(channel: string, payload: unknown): void;
  /** Hands a deep link to one ready window; false when none is ready yet (the link is kept until asked for). */
  deliverDeepLink(link: DeepLink): boolean;
  fetch?: typeof fetch;
  connectivity?: Omit<ConnectivityOptions, 'probe'> & { probe?: ConnectivityOptions['probe'] };
  createTransport?(session: SyncSession): SyncTransport;
}

export interface DesktopServices {
  cache: CacheRepository;
  queue: SyncQueue;
  sync: SyncEngine;
  connectivity: ConnectivityMonitor;
  deepLinks: DeepLinkInbox;
  platform: PlatformEndpoint | null;
  emit<K extends DesktopEventName>(event: K, payload: DesktopEventPayloads[K]): void;
  dispose(): void;
}

export function createDesktopServices(options: DesktopServicesOptions): DesktopServices {
  const { platform, log } = options;
  const fetchImpl = options.fetch ?? fetch;
  const cache = CacheRepository.open(options.cacheFile, { log });
  if (cache.recovery) {
    log(`Offline cache rebuilt; ${cache.recovery.salvagedQueueEntries} unsynced edits were recovered`);
  }
  const emit = <K extends DesktopEventName>(event: K, payload: DesktopEventPayloads[K]) =>
    options.broadcast(desktopEvents[event].channel, payload);

  const connectivity = new ConnectivityMonitor({
    ...options.connectivity,
    probe:
      options.connectivity?.probe ??
      (platform ? createPlatformProbe(platform.supabaseUrl, platform.anonKey, fetchImpl) : async () => false),
  });
  const queue = new SyncQueue(cache);
  const sync = new SyncEngine({
    queue,
    createTransport:
      options.createTransport ??
      ((session) => {
        if (!platform) throw new Error('No platform is configured to sync with');
        return createSupabaseSyncTransport(platform, session, fetchImpl);
      }),
    isOnline: () => platform !== null && connectivity.status.online,
    reportRequest: (ok) => connectivity.reportRequest(ok),
    onStatus: (status) => emit('syncStatusChanged', status),
    log,
  });
  const knownUser = cache.deviceUser();
  if (knownUser) sync.restoreUser(knownUser);
  const stopWatching = connectivity.onChange((status) => {
    emit('connectivityChanged', status);
    // Coming back online is the moment queued edits go out.
    if (status.online) void sync.flush();
  });
  const deepLinks = new DeepLinkInbox(options.deliverDeepLink, log);

  return {
    cache,
    queue,
    sync,
    connectivity,
    deepLinks,
    platform,
    emit,
    dispose() {
      stopWatching();
      connectivity.stop();
      sync.dispose();
      cache.close();
    },
  };
}
