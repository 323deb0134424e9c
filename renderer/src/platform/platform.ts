// What a feature may ask of the environment it runs in, desktop or web (ARCHITECTURE.md section 4). Features
// receive a Platform from usePlatform() and never look at `window.desktop` themselves.
import type {
  CachedDeckSummary,
  CachedDocument,
  CachedFlashcardDeck,
  CachedDocumentSummary,
  ConnectivityStatus,
  DeepLink,
  DesktopResult,
  DocumentFile,
  DocumentMetadata,
  DocumentPage,
  FlashcardDeckSnapshot,
  FlashcardReview,
  LocalDraft,
  PaperDraft,
  PaperEditor,
  PaperSnapshot,
  SyncStatus,
  UpdateStatus,
} from '../../../shared/ipc/desktop-contract';

export type PlatformResult<T> = DesktopResult<T>;

export interface OnlineStatus {
  online: boolean;
  /** Where the answer came from: the desktop app probes the platform, the browser has only navigator.onLine. */
  source: 'desktop' | 'browser';
  since: string;
}

/** The device's library and drafts (desktop only): what stays usable without a connection. */
export interface OfflineCache {
  listLibrary(query: {
    limit: number;
    offset: number;
    search?: string;
    onlyAvailableOffline?: boolean;
  }): Promise<PlatformResult<{ documents: CachedDocumentSummary[]; total: number }>>;
  getDocument(documentId: string): Promise<PlatformResult<CachedDocument | null>>;
  storeLibrary(
    documents: DocumentMetadata[],
    complete: boolean,
  ): Promise<PlatformResult<{ stored: number; removed: number }>>;
  storeDocumentContent(
    documentId: string,
    pages: DocumentPage[],
    file: DocumentFile | null,
  ): Promise<PlatformResult<CachedDocumentSummary>>;
  setAvailableOffline(
    documentId: string,
    availableOffline: boolean,
  ): Promise<PlatformResult<CachedDocumentSummary>>;
  listPaperDrafts(): Promise<PlatformResult<PaperDraft[]>>;
  getPaperDraft(paperId: string): Promise<PlatformResult<PaperDraft | null>>;
  cachePaper(paper: PaperSnapshot): Promise<PlatformResult<PaperDraft>>;
  savePaperDraft(edit: {
    paperId: string;
    editor: PaperEditor;
    title: string;
    content: string;
  }): Promise<PlatformResult<PaperDraft>>;
  recordFlashcardReview(review: FlashcardReview): Promise<PlatformResult<SyncStatus>>;
  /** Keeps a deck (cards, the learner's FSRS state and log) on this device for offline study. */
  saveFlashcardDeck(deck: FlashcardDeckSnapshot): Promise<PlatformResult<CachedDeckSummary>>;
  listFlashcardDecks(query: {
    dueBy: string;
    reviewsSince: string;
  }): Promise<PlatformResult<{ decks: CachedDeckSummary[]; reviewTimes: string[] }>>;
  getFlashcardDeck(identifier: string): Promise<PlatformResult<CachedFlashcardDeck | null>>;
  forgetFlashcardDeck(deckId: string): Promise<PlatformResult<{ removed: boolean }>>;
  getSyncStatus(): Promise<PlatformResult<SyncStatus>>;
  syncNow(): Promise<PlatformResult<SyncStatus>>;
  onSyncStatusChanged(listener: (status: SyncStatus) => void): () => void;
  onChanged(listener: (scope: 'library' | 'papers' | 'decks') => void): () => void;
}

export interface PlatformFiles {
  /** Offers bytes to the user as a file: a save dialog on desktop, a download in the browser. */
  saveAs(suggestedName: string, bytes: Uint8Array, type: string): Promise<PlatformResult<{ saved: boolean }>>;
  /** A document file kept on this device (desktop), or null. */
  readDocumentFile(documentId: string): Promise<PlatformResult<DocumentFile | null>>;
}

/** The desktop app's own updates (downloaded in the background, installed on quit). */
export interface AppUpdates {
  status(): Promise<PlatformResult<UpdateStatus>>;
  subscribe(listener: (status: UpdateStatus) => void): () => void;
  /** Quits and installs the downloaded update now. */
  installNow(): Promise<PlatformResult<{ installing: boolean }>>;
}

/**
 * A screen's unsaved work (a paper being typed, a long form, a generated deck), kept on this device until the
 * screen saves or discards it: IndexedDB in the browser, the SQLite cache in the desktop app. Keys are the
 * screen's own (`<user>:<screen>:<id>`); values are its JSON.
 */
export interface LocalDraftStore {
  read(key: string): Promise<PlatformResult<LocalDraft | null>>;
  write(draft: LocalDraft): Promise<PlatformResult<{ saved: boolean }>>;
  remove(key: string): Promise<PlatformResult<{ removed: boolean }>>;
}

export interface Platform {
  kind: 'desktop' | 'web';
  online: {
    current(): OnlineStatus;
    subscribe(listener: (status: OnlineStatus) => void): () => void;
    /** Called for every request to the platform: a failure makes the desktop app check its connection. */
    reportRequest(ok: boolean): void;
  };
  /** Null in the browser: offline features are a desktop feature. */
  cache: OfflineCache | null;
  /** Null in the browser, which always runs the site's current build. */
  appUpdates: AppUpdates | null;
  files: PlatformFiles;
  drafts: LocalDraftStore;
  deepLinks: {
    /** Links opened while the app runs, and the one that launched it. Never fires in the browser. */
    subscribe(listener: (link: DeepLink) => void): () => void;
  };
  /** Opens a link outside the app (the system browser on desktop, a new tab on the web). */
  openExternal(url: string): Promise<void>;
  /**
   * Where OAuth and e-mail sign-in return with the PKCE code: the desktop app's deep link, or the site's
   * /auth/callback. On desktop the provider's page must open in the system browser (see openExternal).
   */
  authRedirectUrl(): string;
  /** Tells the platform layer who is signed in (the desktop app replays offline edits as this user). */
  setSession(session: { userId: string; accessToken: string } | null): Promise<void>;
}

export type { ConnectivityStatus };
