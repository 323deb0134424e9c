// The Platform in a browser: no device cache (offline study is a desktop feature), downloads for files, the
// browser's own online flag, unsaved work in IndexedDB, and the site's /auth/callback for sign-in.
import { createIndexedDbDraftStore } from './drafts/indexeddb-draft-store';
import type { OnlineStatus, Platform, PlatformResult } from './platform';

const unavailable = <T>(): PlatformResult<T> => ({
  data: null,
  error: { code: 'unavailable', message: 'Files kept on this device are available in the desktop app.' },
});

/**
 * `win` is the page; without one (the platform rendering a public page to HTML on its server) the platform is
 * online and has no page to act on: only what a first render reads is asked of it there.
 */
export function createWebPlatform(
  win: Window | undefined = typeof window === 'undefined' ? undefined : window,
): Platform {
  const page = (): Window => {
    if (!win) throw new Error('The web platform has no page here (rendering on the server).');
    return win;
  };
  const read = (): OnlineStatus => ({
    online: win?.navigator.onLine ?? true,
    source: 'browser',
    since: new Date().toISOString(),
  });
  let status = read();
  return {
    kind: 'web',
    online: {
      current: () => status,
      subscribe(listener) {
        if (!win) return () => undefined;
        const handler = () => {
          status = read();
          listener(status);
        };
        win.addEventListener('online', handler);
        win.addEventListener('offline', handler);
        return () => {
          win.removeEventListener('online', handler);
          win.removeEventListener('offline', handler);
        };
      },
      reportRequest: () => undefined,
    },
    cache: null,
    appUpdates: null,
    files: {
      async saveAs(suggestedName, bytes, type) {
        const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }));
        try {
          const link = page().document.createElement('a');
          link.href = url;
          link.download = suggestedName;
          link.rel = 'noopener';
          link.click();
        } finally {
          // The click starts the download synchronously; the URL is no longer needed after this task.
          setTimeout(() => URL.revokeObjectURL(url), 0);
        }
        return { data: { saved: true }, error: null };
      },
      readDocumentFile: async () => unavailable(),
    },
    drafts: createIndexedDbDraftStore(),
    deepLinks: { subscribe: () => () => undefined },
    async openExternal(url) {
      page().open(url, '_blank', 'noopener,noreferrer');
    },
    authRedirectUrl: () => `${page().location.origin}/auth/callback`,
    setSession: async () => undefined,
  };
}
