import { useSyncExternalStore } from 'react';
import { usePlatform } from './usePlatform';
import type { OnlineStatus } from './platform';

/** Whether the platform is reachable, as the desktop app's connectivity monitor (or the browser) sees it. */
export function useOnlineStatus(): OnlineStatus {
  const platform = usePlatform();
  return useSyncExternalStore(platform.online.subscribe, platform.online.current, platform.online.current);
}
