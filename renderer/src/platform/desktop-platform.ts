// The Platform inside the desktop app: everything goes through the typed bridge (`window.desktop`) that the
// preload builds from shared/ipc/desktop-contract.ts.
import type { ConnectivityStatus, DesktopBridge } from '../../../shared/ipc/desktop-contract';
import type { OnlineStatus, Platform } from './platform';

const DESKTOP_AUTH_CALLBACK = 'studyloop://auth/callback';

const toOnlineStatus = (status: ConnectivityStatus): OnlineStatus => ({
  online: status.online,
  source: 'desktop',
  since: status.since,
});

export function createDesktopPlatform(bridge: DesktopBridge): Platform {
  let status: OnlineStatus = { online: true, source: 'desktop', since: new Date().toISOString() };
  const listeners = new Set<(status: OnlineStatus) => void>();
  const update = (next: ConnectivityStatus) => {
    const mapped = toOnlineStatus(next);
    if (mapped.online === status.online && mapped.since === status.since) return;
    status = mapped;
    for (const listener of listeners) listener(status);
  };
  bridge.onConnectivityChanged(update);
  void bridge.getConnectivity().then(({ data }) => {
    if (data) update(data);
  });

  // Requests fail in bursts when the connection drops; one report per burst is enough for main to probe.
  let lastFailureReport = 0;

  return {
    kind: 'desktop',
    online: {
      current: () => status,
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      reportRequest(ok) {
        if (ok) {
          if (!status.online) void bridge.reportPlatformRequest({ ok: true });
          return;
        }
        const now = Date.now();
        if (now - lastFailureReport < 1000) return;
        lastFailureReport = now;
        void bridge.reportPlatformRequest({ ok: false });
      },
    },
    cache: {
      listLibrary: (query) => bridge.listLibrary(query),
      getDocument: (documentId) => bridge.getDocument({ documentId }),
      storeLibrary: (documents, complete) => bridge.storeLibrary({ documents, complete }),
      storeDocumentContent: (documentId, pages, file) =>
        bridge.storeDocumentContent({ documentId, pages, file }),
      setAvailableOffline: (documentId, availableOffline) =>
        bridge.setAvailableOffline({ documentId, availableOffline }),
      listPaperDrafts: () => bridge.listPaperDrafts(),
      getPaperDraft: (paperId) => bridge.getPaperDraft({ paperId }),
      cachePaper: (paper) => bridge.cachePaper({ paper }),
      savePaperDraft: (edit) => bridge.savePaperDraft(edit),
      recordFlashcardReview: (review) => bridge.recordFlashcardReview({ review }),
      saveFlashcardDeck: (deck) => bridge.saveFlashcardDeck({ deck }),
      listFlashcardDecks: (query) => bridge.listFlashcardDecks(query),
      getFlashcardDeck: (identifier) => bridge.getFlashcardDeck({ identifier }),
      forgetFlashcardDeck: (deckId) => bridge.forgetFlashcardDeck({ deckId }),
      getSyncStatus: () => bridge.getSyncStatus(),
      syncNow: () => bridge.syncNow(),
      onSyncStatusChanged: (listener) => bridge.onSyncStatusChanged(listener),
      onChanged: (listener) => bridge.onCacheChanged(({ scope }) => listener(scope)),
    },
    appUpdates: {
      status: () => bridge.getUpdateStatus(),
      subscribe: (listener) => bridge.onUpdateStatusChanged(listener),
      installNow: () => bridge.installUpdate(),
    },
    files: {
      saveAs: (suggestedName, bytes) =>
        bridge.saveFileAs({ suggestedName, bytes: bytes as Uint8Array<ArrayBuffer> }),
      readDocumentFile: (documentId) => bridge.readDocumentFile({ documentId }),
    },
    drafts: {
      read: (key) => bridge.readLocalDraft({ key }),
      write: (draft) => bridge.writeLocalDraft({ draft }),
      remove: (key) => bridge.removeLocalDraft({ key }),
    },
    deepLinks: {
      subscribe(listener) {
        const unsubscribe = bridge.onDeepLinkReceived(listener);
        // Asking for pending links also tells main this window is ready to receive new ones.
        void bridge.takePendingDeepLinks().then(({ data }) => data?.forEach(listener));
        return unsubscribe;
      },
    },
    async openExternal(url) {
      const { error } = await bridge.openExternal({ url });
      if (error) throw new Error(error.message);
    },
    authRedirectUrl: () => DESKTOP_AUTH_CALLBACK,
    async setSession(session) {
      await bridge.setSession({ session });
    },
  };
}
