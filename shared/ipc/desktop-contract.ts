// The one contract between the desktop renderer and Electron's main process. Every operation is named here
// once, with its channel and the zod schema of its input; the preload's bridge and main's handlers are both
// built from this table, so the two sides cannot drift apart. Isomorphic: no DOM, Node or Electron imports.
import { z } from 'zod';

/** Bounds that main enforces on everything crossing the bridge, so a compromised page cannot exhaust it. */
export const DESKTOP_LIMITS = {
  idLength: 64,
  slugLength: 200,
  titleLength: 300,
  /** A paper's text; far beyond any real paper (about 300,000 words), small enough to keep the cache lean. */
  paperContentChars: 2_000_000,
  searchLength: 200,
  listPageSize: 1000,
  documentsPerStore: 1000,
  pagesPerDocument: 5000,
  pageChars: 200_000,
  /** Document files kept offline (PDFs and the like). */
  fileBytes: 100 * 1024 * 1024,
  fileNameLength: 255,
  accessTokenLength: 8192,
  urlLength: 2048,
  textFieldLength: 2000,
  /** Flashcard decks kept for offline study (the platform's own limits are far lower). */
  cardsPerDeck: 10_000,
  cardFrontChars: 5000,
  cardBackChars: 10_000,
  reviewLogsPerDeck: 10_000,
  /** A local draft's key (`<user>:<screen>:<id>`) and its JSON text (a paper's HTML with room to spare). */
  draftKeyLength: 200,
  draftValueChars: 2_500_000,
} as const;

const id = z.guid();
const shortText = z.string().max(DESKTOP_LIMITS.textFieldLength);
const isoDate = z.iso.datetime({ offset: true });
const bytes = z.instanceof(Uint8Array).refine((value) => value.byteLength <= DESKTOP_LIMITS.fileBytes, {
  message: `A file may be at most ${DESKTOP_LIMITS.fileBytes} bytes`,
});

// ---------------------------------------------------------------------------------------------------------
// Shapes shared by inputs, outputs and events
// ---------------------------------------------------------------------------------------------------------

export const connectivityStatusSchema = z.object({
  online: z.boolean(),
  /** Why the app believes what it believes: the OS reports no network, the platform did not answer, or it did. */
  reason: z.enum(['starting', 'network-down', 'platform-unreachable', 'platform-reachable']),
  since: isoDate,
});
export type ConnectivityStatus = z.infer<typeof connectivityStatusSchema>;

/** Library metadata as the renderer read it from the platform (documents joined with type, subject, author). */
export const documentMetadataSchema = z.object({
  id,
  slug: z.string().min(1).max(DESKTOP_LIMITS.slugLength),
  title: z.string().min(1).max(DESKTOP_LIMITS.titleLength),
  description: shortText.nullable(),
  documentType: z.string().max(100).nullable(),
  subject: z.string().max(100).nullable(),
  author: z.string().max(200).nullable(),
  pageCount: z.number().int().nonnegative().nullable(),
  averageRating: z.number().min(0).max(5),
  downloadCount: z.number().int().nonnegative(),
  /** How the user came to have it: an upload of their own, or the access type of their user_documents row. */
  accessType: z.enum(['upload', 'points', 'subscription', 'free', 'order', 'grant']),
  createdAt: isoDate,
});
export type DocumentMetadata = z.infer<typeof documentMetadataSchema>;

export const cachedDocumentSummarySchema = documentMetadataSchema.extend({
  availableOffline: z.boolean(),
  /** Whether the page text (and file, if any) is on this device, so it opens without a connection. */
  contentCached: z.boolean(),
  fileName: z.string().nullable(),
  fileSize: z.number().int().nonnegative().nullable(),
  cachedAt: isoDate,
});
export type CachedDocumentSummary = z.infer<typeof cachedDocumentSummarySchema>;

export const documentPageSchema = z.object({
  pageNumber: z.number().int().positive().max(DESKTOP_LIMITS.pagesPerDocument),
  content: z.string().max(DESKTOP_LIMITS.pageChars),
});
export type DocumentPage = z.infer<typeof documentPageSchema>;

export interface CachedDocument extends CachedDocumentSummary {
  pages: DocumentPage[];
}

export const documentFileSchema = z.object({
  name: z.string().min(1).max(DESKTOP_LIMITS.fileNameLength),
  type: z.string().max(200),
  bytes,
});
export type DocumentFile = z.infer<typeof documentFileSchema>;

export const paperEditorSchema = z.enum(['writer', 'editor']);
export type PaperEditor = z.infer<typeof paperEditorSchema>;

/** A paper as the platform has it (papers row plus its newest version number). */
export const paperSnapshotSchema = z.object({
  id,
  editor: paperEditorSchema,
  title: z.string().max(DESKTOP_LIMITS.titleLength),
  content: z.string().max(DESKTOP_LIMITS.paperContentChars),
  status: z.enum(['draft', 'in_progress', 'completed', 'archived']),
  version: z.number().int().positive(),
  updatedAt: isoDate,
});
export type PaperSnapshot = z.infer<typeof paperSnapshotSchema>;

export interface PaperDraft extends PaperSnapshot {
  wordCount: number;
  /** True while the device holds edits the platform has not confirmed yet. */
  hasUnsyncedChanges: boolean;
  /** True for a paper created on this device that the platform has never seen. */
  createdOffline: boolean;
  localUpdatedAt: string;
}

/** A card's FSRS scheduling fields (ts-fsrs' Card, and its ReviewLog's copy of the card before a review). */
const cardScheduleFields = {
  state: z.number().int().min(0).max(3),
  due: isoDate,
  stability: z.number().nonnegative().finite(),
  difficulty: z.number().nonnegative().finite(),
  elapsedDays: z.number().int().nonnegative(),
  lastElapsedDays: z.number().int().nonnegative(),
  scheduledDays: z.number().int().nonnegative(),
  learningSteps: z.number().int().nonnegative(),
};

/** One flashcard review done on this device (ts-fsrs Card after the review plus its ReviewLog). */
export const flashcardReviewSchema = z.object({
  /** Chosen on the device; becomes flashcard_review_logs.id so a replayed review is recognised. */
  logId: id,
  cardId: id,
  deckId: id,
  rating: z.number().int().min(0).max(4),
  reviewedAt: isoDate,
  durationMs: z.number().int().nonnegative().max(86_400_000).nullable(),
  card: z.object({
    ...cardScheduleFields,
    reps: z.number().int().nonnegative(),
    lapses: z.number().int().nonnegative(),
  }),
  /**
   * The card as it was BEFORE this review (ts-fsrs' ReviewLog), which flashcard_review_logs keeps. Always sent by
   * this version; absent only from reviews an older build queued, which then log the state after the review.
   */
  log: z.object(cardScheduleFields).strict().optional(),
});
export type FlashcardReview = z.infer<typeof flashcardReviewSchema>;

const cardStateName = z.enum(['new', 'learning', 'review', 'relearning']);
const scheduleNumbers = {
  due: isoDate,
  stability: z.number().nonnegative().finite(),
  difficulty: z.number().nonnegative().finite(),
  elapsedDays: z.number().int().nonnegative(),
  scheduledDays: z.number().int().nonnegative(),
  learningSteps: z.number().int().nonnegative(),
};

/** A card's FSRS state as shared/study/srs keeps it (SrsCardState); a never-studied card is 'new'. */
export const deckCardStateSchema = z
  .object({
    ...scheduleNumbers,
    reps: z.number().int().nonnegative(),
    lapses: z.number().int().nonnegative(),
    state: cardStateName,
    lastReview: isoDate.nullable(),
  })
  .strict();
export type DeckCardState = z.infer<typeof deckCardStateSchema>;

/** One review of the learner's log (SrsReviewLog with the flashcard_review_logs id). */
export const deckReviewLogSchema = z
  .object({
    ...scheduleNumbers,
    id,
    cardId: id,
    rating: z.enum(['again', 'hard', 'good', 'easy']),
    state: cardStateName,
    lastElapsedDays: z.number().int().nonnegative(),
    reviewedAt: isoDate,
    durationMs: z.number().int().nonnegative().max(86_400_000).nullable(),
  })
  .strict();
export type DeckReviewLog = z.infer<typeof deckReviewLogSchema>;

/** A deck as the renderer read it from the platform: details, cards with the learner's state, the review log. */
export const flashcardDeckSnapshotSchema = z
  .object({
    deck: z
      .object({
        id,
        slug: z.string().min(1).max(DESKTOP_LIMITS.slugLength),
        name: z.string().min(1).max(DESKTOP_LIMITS.titleLength),
        description: shortText.nullable(),
        cardCount: z.number().int().nonnegative(),
        isPublic: z.boolean(),
        /** Null for decks the platform itself publishes. */
        ownerId: id.nullable(),
        createdAt: isoDate,
        updatedAt: isoDate,
      })
      .strict(),
    isOwner: z.boolean(),
    isSaved: z.boolean(),
    cards: z
      .array(
        z
          .object({
            id,
            front: z.string().max(DESKTOP_LIMITS.cardFrontChars),
            back: z.string().max(DESKTOP_LIMITS.cardBackChars),
            position: z.number().int().nonnegative(),
            createdAt: isoDate,
            srs: deckCardStateSchema,
          })
          .strict(),
      )
      .max(DESKTOP_LIMITS.cardsPerDeck),
    logs: z.array(deckReviewLogSchema).max(DESKTOP_LIMITS.reviewLogsPerDeck),
  })
  .strict();
export type FlashcardDeckSnapshot = z.infer<typeof flashcardDeckSnapshotSchema>;

/** A deck kept on this device: the snapshot with local reviews applied, and when it was stored. */
export interface CachedFlashcardDeck extends FlashcardDeckSnapshot {
  userId: string;
  cachedAt: string;
}

/** A cached deck in the offline deck list. */
export interface CachedDeckSummary {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  cardCount: number;
  isPublic: boolean;
  isOwner: boolean;
  isSaved: boolean;
  /** Studied cards due by the `dueBy` the list was asked for. */
  due: number;
  /** Cards never studied. */
  fresh: number;
  cachedAt: string;
}

export const syncStatusSchema = z.object({
  pending: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  syncing: z.boolean(),
  /** Why replay is waiting, when it is: no connection, or no signed-in session to replay as. */
  blockedBy: z.enum(['offline', 'signed-out', 'auth-expired']).nullable(),
  lastSyncedAt: isoDate.nullable(),
  lastError: z.string().nullable(),
});
export type SyncStatus = z.infer<typeof syncStatusSchema>;

/** Unsaved work a screen keeps on this device until it is saved or discarded (see useDraftJournal). */
export const localDraftSchema = z
  .object({
    key: z.string().min(1).max(DESKTOP_LIMITS.draftKeyLength),
    /** The screen's own JSON; main stores it as it is. */
    value: z.string().max(DESKTOP_LIMITS.draftValueChars),
    savedAt: isoDate,
  })
  .strict();
export type LocalDraft = z.infer<typeof localDraftSchema>;

/** A validated `studyloop://` link (see main/deeplink.ts for the accepted forms). */
export const deepLinkSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('auth-callback'), code: z.string() }),
  z.object({ kind: z.literal('auth-error'), error: z.string(), description: z.string().nullable() }),
  z.object({ kind: z.literal('document'), slug: z.string() }),
  z.object({ kind: z.literal('deck'), identifier: z.string() }),
  z.object({ kind: z.literal('paper'), paperId: z.string(), editor: paperEditorSchema }),
]);
export type DeepLink = z.infer<typeof deepLinkSchema>;

export const appInfoSchema = z.object({
  appVersion: z.string(),
  platform: z.string(),
  electron: z.string(),
  chrome: z.string(),
});
export type AppInfo = z.infer<typeof appInfoSchema>;

/** Where the app's own update stands (main/desktop-updates.ts); `disabled` in development or without a feed. */
export const updateStatusSchema = z.object({
  state: z.enum(['disabled', 'idle', 'checking', 'downloading', 'ready', 'error']),
  version: z.string().nullable(),
  percent: z.number().min(0).max(100).nullable(),
  /** Why the last check or download failed, in the user's words. */
  message: z.string().nullable(),
});
export type UpdateStatus = z.infer<typeof updateStatusSchema>;

/** Passed to the preload at window creation so the renderer can configure supabase-js synchronously. */
export const desktopStartupSchema = z.object({
  /** Where the page came from: the bundled app (`app://`) or the platform's own origin. */
  loadedFrom: z.enum(['bundle', 'platform']),
  platform: z.string(),
  supabase: z.object({ supabaseUrl: z.url(), anonKey: z.string().min(1) }).nullable(),
});
export type DesktopStartup = z.infer<typeof desktopStartupSchema>;
export const DESKTOP_STARTUP_ARGUMENT = '--studyloop-startup=';

// ---------------------------------------------------------------------------------------------------------
// Operations (renderer → main, request/response) and events (main → renderer)
// ---------------------------------------------------------------------------------------------------------

const noInput = z.undefined();

export const desktopOperations = {
  getAppInfo: { channel: 'desktop:app:get-info', input: noInput },
  getConnectivity: { channel: 'desktop:connectivity:get', input: noInput },
  /** The renderer tells main that a request to the platform failed or worked; a failure triggers a probe. */
  reportPlatformRequest: {
    channel: 'desktop:connectivity:report-request',
    input: z.object({ ok: z.boolean() }).strict(),
  },
  /** Who is signed in, and the access token main replays queued edits with (null on sign-out). */
  setSession: {
    channel: 'desktop:session:set',
    input: z
      .object({
        session: z
          .object({ userId: id, accessToken: z.string().min(1).max(DESKTOP_LIMITS.accessTokenLength) })
          .strict()
          .nullable(),
      })
      .strict(),
  },
  listLibrary: {
    channel: 'desktop:library:list',
    input: z
      .object({
        limit: z.number().int().min(1).max(DESKTOP_LIMITS.listPageSize),
        offset: z.number().int().min(0).max(1_000_000),
        search: z.string().max(DESKTOP_LIMITS.searchLength).optional(),
        onlyAvailableOffline: z.boolean().optional(),
      })
      .strict(),
  },
  getDocument: { channel: 'desktop:library:get', input: z.object({ documentId: id }).strict() },
  storeLibrary: {
    channel: 'desktop:library:store',
    input: z
      .object({
        documents: z.array(documentMetadataSchema).max(DESKTOP_LIMITS.documentsPerStore),
        /** The list is the whole library: documents missing from it are dropped from the cache. */
        complete: z.boolean(),
      })
      .strict(),
  },
  storeDocumentContent: {
    channel: 'desktop:library:store-content',
    input: z
      .object({
        documentId: id,
        pages: z.array(documentPageSchema).max(DESKTOP_LIMITS.pagesPerDocument),
        file: documentFileSchema.nullable(),
      })
      .strict(),
  },
  setAvailableOffline: {
    channel: 'desktop:library:set-available-offline',
    input: z.object({ documentId: id, availableOffline: z.boolean() }).strict(),
  },
  readDocumentFile: { channel: 'desktop:files:read-document', input: z.object({ documentId: id }).strict() },
  saveFileAs: {
    channel: 'desktop:files:save-as',
    input: z.object({ suggestedName: z.string().min(1).max(DESKTOP_LIMITS.fileNameLength), bytes }).strict(),
  },
  listPaperDrafts: { channel: 'desktop:drafts:list-papers', input: noInput },
  getPaperDraft: { channel: 'desktop:drafts:get-paper', input: z.object({ paperId: id }).strict() },
  /** Keeps the platform's copy of a paper on this device so it can be opened and edited offline. */
  cachePaper: {
    channel: 'desktop:drafts:cache-paper',
    input: z.object({ paper: paperSnapshotSchema }).strict(),
  },
  /** Saves an edit on this device and queues it; replay makes it a new paper_version on the platform. */
  savePaperDraft: {
    channel: 'desktop:drafts:save-paper',
    input: z
      .object({
        paperId: id,
        editor: paperEditorSchema,
        title: z.string().max(DESKTOP_LIMITS.titleLength),
        content: z.string().max(DESKTOP_LIMITS.paperContentChars),
      })
      .strict(),
  },
  recordFlashcardReview: {
    channel: 'desktop:drafts:record-review',
    input: z.object({ review: flashcardReviewSchema }).strict(),
  },
  /** Keeps a deck the learner opened online on this device, for offline study. */
  saveFlashcardDeck: {
    channel: 'desktop:decks:save',
    input: z.object({ deck: flashcardDeckSnapshotSchema }).strict(),
  },
  /** The decks kept on this device, with what is due by `dueBy` (the end of the learner's day). */
  listFlashcardDecks: {
    channel: 'desktop:decks:list',
    input: z.object({ dueBy: isoDate, reviewsSince: isoDate }).strict(),
  },
  /** Drops a deck from this device (deleted on the platform, or no longer readable by the learner). */
  forgetFlashcardDeck: {
    channel: 'desktop:decks:forget',
    input: z.object({ deckId: id }).strict(),
  },
  /** One cached deck by id or slug, with the reviews made on this device applied. */
  getFlashcardDeck: {
    channel: 'desktop:decks:get',
    input: z.object({ identifier: z.string().min(1).max(DESKTOP_LIMITS.slugLength) }).strict(),
  },
  /** Unsaved work of a screen (a paper, a form, a generated deck) kept on this device: read, write, drop. */
  readLocalDraft: {
    channel: 'desktop:local-drafts:read',
    input: z.object({ key: localDraftSchema.shape.key }).strict(),
  },
  writeLocalDraft: {
    channel: 'desktop:local-drafts:write',
    input: z.object({ draft: localDraftSchema }).strict(),
  },
  removeLocalDraft: {
    channel: 'desktop:local-drafts:remove',
    input: z.object({ key: localDraftSchema.shape.key }).strict(),
  },
  getSyncStatus: { channel: 'desktop:sync:get-status', input: noInput },
  /** Replays queued edits now (also done automatically whenever the app comes back online). */
  syncNow: { channel: 'desktop:sync:now', input: noInput },
  /** Deep links that arrived before the renderer subscribed (e.g. the link that launched the app). */
  takePendingDeepLinks: { channel: 'desktop:deeplinks:take-pending', input: noInput },
  openExternal: {
    channel: 'desktop:shell:open-external',
    input: z.object({ url: z.string().min(1).max(DESKTOP_LIMITS.urlLength) }).strict(),
  },
  getUpdateStatus: { channel: 'desktop:updates:get-status', input: noInput },
  /** Quits and installs the downloaded update now instead of at the next quit. */
  installUpdate: { channel: 'desktop:updates:install', input: noInput },
} as const satisfies Record<string, { channel: string; input: z.ZodType }>;

export type DesktopOperationName = keyof typeof desktopOperations;
export type DesktopOperationInput<K extends DesktopOperationName> = z.input<
  (typeof desktopOperations)[K]['input']
>;

/** What each operation answers with. Kept beside the inputs so both sides of the bridge agree on it. */
export interface DesktopOperationOutputs {
  getAppInfo: AppInfo;
  getConnectivity: ConnectivityStatus;
  reportPlatformRequest: ConnectivityStatus;
  setSession: SyncStatus;
  listLibrary: { documents: CachedDocumentSummary[]; total: number };
  getDocument: CachedDocument | null;
  storeLibrary: { stored: number; removed: number };
  storeDocumentContent: CachedDocumentSummary;
  setAvailableOffline: CachedDocumentSummary;
  readDocumentFile: DocumentFile | null;
  saveFileAs: { saved: boolean };
  listPaperDrafts: PaperDraft[];
  getPaperDraft: PaperDraft | null;
  cachePaper: PaperDraft;
  savePaperDraft: PaperDraft;
  recordFlashcardReview: SyncStatus;
  saveFlashcardDeck: CachedDeckSummary;
  listFlashcardDecks: { decks: CachedDeckSummary[]; reviewTimes: string[] };
  getFlashcardDeck: CachedFlashcardDeck | null;
  forgetFlashcardDeck: { removed: boolean };
  readLocalDraft: LocalDraft | null;
  writeLocalDraft: { saved: boolean };
  removeLocalDraft: { removed: boolean };
  getSyncStatus: SyncStatus;
  syncNow: SyncStatus;
  takePendingDeepLinks: DeepLink[];
  openExternal: { opened: boolean };
  getUpdateStatus: UpdateStatus;
  installUpdate: { installing: boolean };
}

export const desktopEvents = {
  connectivityChanged: { channel: 'desktop:event:connectivity' },
  deepLinkReceived: { channel: 'desktop:event:deeplink' },
  syncStatusChanged: { channel: 'desktop:event:sync' },
  /** Another window (or replay) changed the cache; lists on screen should reload. */
  cacheChanged: { channel: 'desktop:event:cache' },
  updateStatusChanged: { channel: 'desktop:event:update' },
} as const satisfies Record<string, { channel: string }>;

export interface DesktopEventPayloads {
  connectivityChanged: ConnectivityStatus;
  deepLinkReceived: DeepLink;
  syncStatusChanged: SyncStatus;
  cacheChanged: { scope: 'library' | 'papers' | 'decks' };
  updateStatusChanged: UpdateStatus;
}
export type DesktopEventName = keyof typeof desktopEvents;

/** Expected failures come back as values, like supabase-js (ARCHITECTURE.md section 8). */
export interface DesktopError {
  code: 'invalid_input' | 'forbidden' | 'not_found' | 'unavailable' | 'internal';
  message: string;
}
export type DesktopResult<T> = { data: T; error: null } | { data: null; error: DesktopError };

type InvokeFunction<K extends DesktopOperationName> =
  (typeof desktopOperations)[K]['input'] extends typeof noInput
    ? () => Promise<DesktopResult<DesktopOperationOutputs[K]>>
    : (input: DesktopOperationInput<K>) => Promise<DesktopResult<DesktopOperationOutputs[K]>>;

type EventSubscription<K extends DesktopEventName> = (
  listener: (payload: DesktopEventPayloads[K]) => void,
) => () => void;

/** `window.desktop`: one function per operation, one `on…` per event, and the startup configuration. */
export type DesktopBridge = { [K in DesktopOperationName]: InvokeFunction<K> } & {
  [K in DesktopEventName as `on${Capitalize<K>}`]: EventSubscription<K>;
} & { readonly startup: DesktopStartup };
