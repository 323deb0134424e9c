// The one place that decides between the desktop and the web Platform (ARCHITECTURE.md section 4).
import type { DesktopBridge } from '../../../shared/ipc/desktop-contract';
import { createDesktopPlatform } from './desktop-platform';
import type { Platform } from './platform';
import { createWebPlatform } from './web-platform';

declare global {
  interface Window {
    /** Set by the desktop app's preload (or the end-to-end harness); absent in a browser. */
    desktop?: DesktopBridge;
  }
}

let current: Platform | undefined;

/**
 * Reports every platform request's outcome to main and keeps main told who is signed in, so offline edits
 * replay as that user with a fresh token. supabase-js is imported lazily, as everywhere in the app, so the
 * first paint does not wait for it.
 */
async function connectDesktop(platform: Platform): Promise<void> {
  const { getSupabaseClient, observePlatformRequests } = await import('./supabase-client');
  observePlatformRequests((ok) => platform.online.reportRequest(ok));
  let client;
  try {
    client = getSupabaseClient();
  } catch {
    // Not configured: no one can sign in yet; the device keeps the user main remembers.
    return;
  }
  client.auth.onAuthStateChange((event, session) => {
    if (event === 'SIGNED_OUT') {
      void platform.setSession(null);
    } else if (session) {
      void platform.setSession({ userId: session.user.id, accessToken: session.access_token });
    }
    // An initial state without a session while offline is not a sign-out: the device keeps its user.
  });
}

export function getPlatform(): Platform {
  if (!current) {
    const bridge = typeof window !== 'undefined' ? window.desktop : undefined;
    current = bridge ? createDesktopPlatform(bridge) : createWebPlatform();
    if (current.kind === 'desktop') void connectDesktop(current);
  }
  return current;
}
