// The desktop cache: one SQLite file in the user-data folder holding the library (metadata, page text, files)
// and drafts, read and written only by the main process. WAL mode with synchronous=FULL makes every committed
// write survive a crash or power cut; a file that is not a healthy database is set aside and rebuilt, keeping
// whatever queued edits can still be read from it.
import { copyFileSync, existsSync, readFileSync, renameSync, rmSync, statSync, truncateSync } from 'node:fs';
import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';
import { CACHE_MIGRATIONS } from './cache.migrations';
import type {
  CachedDeckSummary,
  CachedDocument,
  CachedFlashcardDeck,
  DeckCardState,
  DeckReviewLog,
  FlashcardDeckSnapshot,
  FlashcardReview,
  CachedDocumentSummary,
  LocalDraft,
  DocumentFile,
  DocumentMetadata,
  DocumentPage,
  PaperDraft,
  PaperEditor,
  PaperSnapshot,
} from '../shared/ipc/desktop-contract';

// Loaded at run time rather than imported so bundling main for Electron leaves the native module alone
// (electron-builder rebuilds it for Electron's ABI and unpacks it from the asar).
const Database = createRequire(import.meta.url)('better-sqlite3') as typeof BetterSqlite3;

export type Db = BetterSqlite3.Database;

export interface CacheRecovery {
  reason: string;
  /** Where the unreadable file was moved, kept for support rather than deleted. */
  movedTo: string;
  salvagedQueueEntries: number;
}

export interface OpenCacheOptions {
  log?: (message: string) => void;
  /** How long a writer waits for another connection's transaction before giving up. */
  busyTimeoutMs?: number;
}

interface DocumentRow {
  id: string;
  slug: string;
  title: string;
  description: string | null;
  document_type: string | null;
  subject: string | null;
  author: string | null;
  page_count: number | null;
  average_rating: number;
  download_count: number;
  access_type: DocumentMetadata['accessType'];
  created_at: string;
  available_offline: number;
  content_cached_at: string | null;
  cached_at: string;
  file_name: string | null;
  file_size: number | null;
}

interface PaperRow {
  id: string;
  editor: PaperEditor;
  title: string;
  content: string;
  word_count: number;
  status: PaperSnapshot['status'];
  version: number;
  server_updated_at: string;
  local_updated_at: string;
  dirty: number;
  created_offline: number;
}

const DOCUMENT_COLUMNS = `d.id, d.slug, d.title, d.description, d.document_type, d.subject, d.author, d.page_count,
  d.average_rating, d.download_count, d.access_type, d.created_at, d.available_offline, d.content_cached_at,
  d.cached_at, f.name as file_name, f.size as file_size`;

function toSummary(row: DocumentRow): CachedDocumentSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    documentType: row.document_type,
    subject: row.subject,
    author: row.author,
    pageCount: row.page_count,
    averageRating: row.average_rating,
    downloadCount: row.download_count,
    accessType: row.access_type,
    createdAt: row.created_at,
    availableOffline: row.available_offline === 1,
    contentCached: row.content_cached_at !== null,
    fileName: row.file_name,
    fileSize: row.file_size,
    cachedAt: row.cached_at,
  };
}

function toDraft(row: PaperRow): PaperDraft {
  return {
    id: row.id,
    editor: row.editor,
    title: row.title,
    content: row.content,
    status: row.status,
    version: row.version,
    updatedAt: row.server_updated_at,
    wordCount: row.word_count,
    hasUnsyncedChanges: row.dirty === 1,
    createdOffline: row.created_offline === 1,
    localUpdatedAt: row.local_updated_at,
  };
}

interface DeckRow {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  card_count: number;
  is_public: number;
  owner_id: string | null;
  is_owner: number;
  is_saved: number;
  created_at: string;
  updated_at: string;
  cached_at: string;
}

interface DeckCardRow {
  id: string;
  front: string;
  back: string;
  position: number;
  created_at: string;
  state: DeckCardState['state'];
  due: string;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  last_review: string | null;
}

interface DeckLogRow {
  id: string;
  card_id: string;
  rating: DeckReviewLog['rating'];
  state: DeckReviewLog['state'];
  due: string;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  last_elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reviewed_at: string;
  duration_ms: number | null;
}

/** ts-fsrs' numbers for states and ratings, as the sync queue's reviews carry them. */
const STATE_NAMES: readonly DeckCardState['state'][] = ['new', 'learning', 'review', 'relearning'];
const RATING_NAMES: Record<number, DeckReviewLog['rating']> = { 1: 'again', 2: 'hard', 3: 'good', 4: 'easy' };

/** One spelling for every instant stored, so SQL compares them as text (the platform answers +00:00). */
const iso = (value: string): string => new Date(value).toISOString();

const DECK_CARD_COLUMNS = `id, front, back, position, created_at, state, due, stability, difficulty, elapsed_days,
  scheduled_days, learning_steps, reps, lapses, last_review`;

function toDeckCard(row: DeckCardRow): CachedFlashcardDeck['cards'][number] {
  return {
    id: row.id,
    front: row.front,
    back: row.back,
    position: row.position,
    createdAt: row.created_at,
    srs: {
      due: row.due,
      stability: row.stability,
      difficulty: row.difficulty,
      elapsedDays: row.elapsed_days,
      scheduledDays: row.scheduled_days,
      learningSteps: row.learning_steps,
      reps: row.reps,
      lapses: row.lapses,
      state: row.state,
      lastReview: row.last_review,
    },
  };
}

function toDeckLog(row: DeckLogRow): DeckReviewLog {
  return {
    id: row.id,
    cardId: row.card_id,
    rating: row.rating,
    state: row.state,
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsedDays: row.elapsed_days,
    lastElapsedDays: row.last_elapsed_days,
    scheduledDays: row.scheduled_days,
    learningSteps: row.learning_steps,
    reviewedAt: row.reviewed_at,
    durationMs: row.duration_ms,
  };
}

/** Words of a paper's text; the editor stores HTML, so tags are not words. */
export function countWords(content: string): number {
  const text = content
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .trim();
  return text === '' ? 0 : text.split(/\s+/).length;
}

/** LIKE with the user's text taken literally. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function configure(db: Db, busyTimeoutMs: number): void {
  db.pragma(`busy_timeout = ${Math.max(0, Math.floor(busyTimeoutMs))}`);
  // WAL lets readers continue while one writer commits; FULL syncs the WAL on every commit, so an offline edit
  // the user saw as saved is on disk even if the machine loses power next.
  const mode = db.pragma('journal_mode = WAL', { simple: true });
  if (String(mode).toLowerCase() !== 'wal')
    throw new Error(`could not enable WAL (journal_mode=${String(mode)})`);
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
}

function checkIntegrity(db: Db): void {
  const result = db.pragma('quick_check', { simple: true });
  if (result !== 'ok') throw new Error(`integrity check failed: ${String(result)}`);
}

function migrate(db: Db): void {
  const current = Number(db.pragma('user_version', { simple: true }));
  if (current > CACHE_MIGRATIONS.length) {
    throw new Error(`cache schema ${current} is newer than this app (${CACHE_MIGRATIONS.length})`);
  }
  for (let version = current; version < CACHE_MIGRATIONS.length; version++) {
    db.transaction(() => {
      db.exec(CACHE_MIGRATIONS[version]!);
      db.pragma(`user_version = ${version + 1}`);
    }).immediate();
  }
}

interface SalvagedQueueRow {
  user_id: string;
  kind: string;
  entity_id: string;
  idempotency_key: string;
  payload: string;
  created_at: string;
}

function readQueue(file: string): SalvagedQueueRow[] {
  const damaged = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return damaged
      .prepare(
        'select user_id, kind, entity_id, idempotency_key, payload, created_at from sync_queue order by id',
      )
      .all() as SalvagedQueueRow[];
  } finally {
    damaged.close();
  }
}

/**
 * Reads what queued edits it can from a damaged file; anything unreadable is lost, the rest is replayed. A file
 * cut short (the common crash damage) is unreadable as it is, because its header promises pages that are gone;
 * padding a copy back to the promised size makes the surviving early pages (where the queue lives) readable.
 */
function salvageQueue(file: string): SalvagedQueueRow[] {
  try {
    return readQueue(file);
  } catch {
    // fall through to the padded copy
  }
  const copy = `${file}.salvage`;
  try {
    copyFileSync(file, copy);
    const header = readFileSync(copy).subarray(0, 100);
    if (header.subarray(0, 16).toString('latin1') !== 'SQLite format 3\0') return [];
    const rawPageSize = header.readUInt16BE(16);
    const pageSize = rawPageSize === 1 ? 65_536 : rawPageSize;
    const promised = pageSize * header.readUInt32BE(28);
    if (promised > statSync(copy).size) truncateSync(copy, promised);
    return readQueue(copy);
  } catch {
    return [];
  } finally {
    rmSync(copy, { force: true });
  }
}

export class CacheRepository {
  private constructor(
    readonly db: Db,
    readonly file: string,
    readonly recovery: CacheRecovery | null,
  ) {}

  /** Opens (creating or migrating) the cache; a file that is not a healthy database is moved aside and rebuilt. */
  static open(file: string, options: OpenCacheOptions = {}): CacheRepository {
    const log = options.log ?? (() => undefined);
    const busyTimeoutMs = options.busyTimeoutMs ?? 5000;
    try {
      return new CacheRepository(CacheRepository.connect(file, busyTimeoutMs), file, null);
    } catch (error) {
      if (file === ':memory:') throw error;
      const reason = error instanceof Error ? error.message : String(error);
      const salvaged = salvageQueue(file);
      const movedTo = `${file}.corrupt-${Date.now()}`;
      for (const suffix of ['', '-wal', '-shm']) {
        if (existsSync(file + suffix)) renameSync(file + suffix, movedTo + suffix);
      }
      log(`The offline cache was unreadable (${reason}); rebuilt it and kept the old file at ${movedTo}`);
      const db = CacheRepository.connect(file, busyTimeoutMs);
      const insert = db.prepare(
        `insert or ignore into sync_queue (user_id, kind, entity_id, idempotency_key, payload, created_at, updated_at)
         values (@user_id, @kind, @entity_id, @idempotency_key, @payload, @created_at, @created_at)`,
      );
      let restored = 0;
      db.transaction(() => {
        for (const row of salvaged) {
          try {
            restored += insert.run(row).changes;
          } catch {
            // a row that no longer fits the schema cannot be replayed safely
          }
        }
      }).immediate();
      return new CacheRepository(db, file, { reason, movedTo, salvagedQueueEntries: restored });
    }
  }

  private static connect(file: string, busyTimeoutMs: number): Db {
    const db = new Database(file);
    try {
      configure(db, busyTimeoutMs);
      checkIntegrity(db);
      migrate(db);
      return db;
    } catch (error) {
      db.close();
      throw error;
    }
  }

  close(): void {
    if (this.db.open) this.db.close();
  }

  /** Runs `work` in one write transaction (taken up front, so two writers queue instead of deadlocking). */
  write<T>(work: () => T): T {
    return this.db.transaction(work).immediate();
  }

  /** The user whose library this device shows; survives restarts, cleared on sign-out. */
  deviceUser(): string | null {
    const row = this.db.prepare('select user_id from device_user where singleton = 1').get() as
      { user_id: string } | undefined;
    return row?.user_id ?? null;
  }

  setDeviceUser(userId: string | null): void {
    this.write(() => {
      if (userId === null) this.db.prepare('delete from device_user').run();
      else
        this.db
          .prepare(
            'insert into device_user (singleton, user_id) values (1, ?) on conflict (singleton) do update set user_id = excluded.user_id',
          )
          .run(userId);
    });
  }

  // -------------------------------------------------------------------------------------------------------
  // Library
  // -------------------------------------------------------------------------------------------------------

  storeLibrary(
    userId: string,
    documents: DocumentMetadata[],
    complete: boolean,
  ): { stored: number; removed: number } {
    const now = new Date().toISOString();
    const upsert = this.db.prepare(
      `insert into documents (user_id, id, slug, title, description, document_type, subject, author, page_count,
         average_rating, download_count, access_type, created_at, cached_at)
       values (@userId, @id, @slug, @title, @description, @documentType, @subject, @author, @pageCount,
         @averageRating, @downloadCount, @accessType, @createdAt, @now)
       on conflict (user_id, id) do update set slug = excluded.slug, title = excluded.title,
         description = excluded.description, document_type = excluded.document_type, subject = excluded.subject,
         author = excluded.author, page_count = excluded.page_count, average_rating = excluded.average_rating,
         download_count = excluded.download_count, access_type = excluded.access_type,
         created_at = excluded.created_at, cached_at = excluded.cached_at`,
    );
    return this.write(() => {
      for (const document of documents) upsert.run({ ...document, userId, now });
      let removed = 0;
      if (complete) {
        // Access can end (a refund, a withdrawn upload): the library on this device follows the platform's.
        const keep = JSON.stringify(documents.map((document) => document.id));
        removed = this.db
          .prepare('delete from documents where user_id = ? and id not in (select value from json_each(?))')
          .run(userId, keep).changes;
      }
      return { stored: documents.length, removed };
    });
  }

  listLibrary(
    userId: string,
    query: {
      limit: number;
      offset: number;
      search?: string | undefined;
      onlyAvailableOffline?: boolean | undefined;
    },
  ): { documents: CachedDocumentSummary[]; total: number } {
    const conditions = ['d.user_id = @userId'];
    const params: Record<string, unknown> = { userId, limit: query.limit, offset: query.offset };
    const search = query.search?.trim();
    if (search) {
      conditions.push(`(d.title like @pattern escape '\\' or d.subject like @pattern escape '\\')`);
      params.pattern = likePattern(search);
    }
    if (query.onlyAvailableOffline) conditions.push('d.content_cached_at is not null');
    const where = conditions.join(' and ');
    const rows = this.db
      .prepare(
        `select ${DOCUMENT_COLUMNS} from documents d
         left join document_files f on f.user_id = d.user_id and f.document_id = d.id
         where ${where} order by d.created_at desc, d.id limit @limit offset @offset`,
      )
      .all(params) as DocumentRow[];
    const { total } = this.db
      .prepare(`select count(*) as total from documents d where ${where}`)
      .get(params) as {
      total: number;
    };
    return { documents: rows.map(toSummary), total };
  }

  getDocumentSummary(userId: string, documentId: string): CachedDocumentSummary | null {
    const row = this.db
      .prepare(
        `select ${DOCUMENT_COLUMNS} from documents d
         left join document_files f on f.user_id = d.user_id and f.document_id = d.id
         where d.user_id = ? and d.id = ?`,
      )
      .get(userId, documentId) as DocumentRow | undefined;
    return row ? toSummary(row) : null;
  }

  getDocument(userId: string, documentId: string): CachedDocument | null {
    const summary = this.getDocumentSummary(userId, documentId);
    if (!summary) return null;
    const pages = this.db
      .prepare(
        `select page_number as pageNumber, content from document_pages
         where user_id = ? and document_id = ? order by page_number`,
      )
      .all(userId, documentId) as DocumentPage[];
    return { ...summary, pages };
  }

  /** Replaces a document's page text and file in one transaction: readers see the old content or the new. */
  storeDocumentContent(
    userId: string,
    documentId: string,
    pages: DocumentPage[],
    file: DocumentFile | null,
  ): CachedDocumentSummary | null {
    return this.write(() => {
      const exists = this.db
        .prepare('select 1 from documents where user_id = ? and id = ?')
        .get(userId, documentId);
      if (!exists) return null;
      this.db
        .prepare('delete from document_pages where user_id = ? and document_id = ?')
        .run(userId, documentId);
      const insertPage = this.db.prepare(
        'insert into document_pages (user_id, document_id, page_number, content) values (?, ?, ?, ?)',
      );
      for (const page of pages) insertPage.run(userId, documentId, page.pageNumber, page.content);
      if (file) {
        this.db
          .prepare(
            `insert into document_files (user_id, document_id, name, type, size, bytes) values (?, ?, ?, ?, ?, ?)
             on conflict (user_id, document_id) do update set name = excluded.name, type = excluded.type,
               size = excluded.size, bytes = excluded.bytes`,
          )
          .run(userId, documentId, file.name, file.type, file.bytes.byteLength, Buffer.from(file.bytes));
      }
      this.db
        .prepare('update documents set content_cached_at = ? where user_id = ? and id = ?')
        .run(new Date().toISOString(), userId, documentId);
      return this.getDocumentSummary(userId, documentId);
    });
  }

  /** Marking a document not available offline frees its content; the metadata stays in the library list. */
  setAvailableOffline(
    userId: string,
    documentId: string,
    availableOffline: boolean,
  ): CachedDocumentSummary | null {
    return this.write(() => {
      const changed = this.db
        .prepare('update documents set available_offline = ? where user_id = ? and id = ?')
        .run(availableOffline ? 1 : 0, userId, documentId).changes;
      if (changed === 0) return null;
      if (!availableOffline) {
        this.db
          .prepare('delete from document_pages where user_id = ? and document_id = ?')
          .run(userId, documentId);
        this.db
          .prepare('delete from document_files where user_id = ? and document_id = ?')
          .run(userId, documentId);
        this.db
          .prepare('update documents set content_cached_at = null where user_id = ? and id = ?')
          .run(userId, documentId);
      }
      return this.getDocumentSummary(userId, documentId);
    });
  }

  readDocumentFile(userId: string, documentId: string): DocumentFile | null {
    const row = this.db
      .prepare('select name, type, bytes from document_files where user_id = ? and document_id = ?')
      .get(userId, documentId) as { name: string; type: string; bytes: Buffer } | undefined;
    if (!row) return null;
    return { name: row.name, type: row.type, bytes: new Uint8Array(row.bytes) };
  }

  // -------------------------------------------------------------------------------------------------------
  // Local drafts: a screen's unsaved work (renderer/src/platform/drafts), kept until it is saved or discarded
  // -------------------------------------------------------------------------------------------------------

  readLocalDraft(userId: string, key: string): LocalDraft | null {
    const row = this.db
      .prepare('select key, value, saved_at as savedAt from local_drafts where user_id = ? and key = ?')
      .get(userId, key) as LocalDraft | undefined;
    return row ?? null;
  }

  /** Keeps the newest write: a late write of older text (a slow window, a replayed call) never wins. */
  writeLocalDraft(userId: string, draft: LocalDraft): boolean {
    const result = this.db
      .prepare(
        `insert into local_drafts (user_id, key, value, saved_at) values (?, ?, ?, ?)
         on conflict (user_id, key) do update set value = excluded.value, saved_at = excluded.saved_at
         where excluded.saved_at >= local_drafts.saved_at`,
      )
      .run(userId, draft.key, draft.value, draft.savedAt);
    return result.changes > 0;
  }

  removeLocalDraft(userId: string, key: string): boolean {
    return (
      this.db.prepare('delete from local_drafts where user_id = ? and key = ?').run(userId, key).changes > 0
    );
  }

  // -------------------------------------------------------------------------------------------------------
  // Paper drafts (the queue side of saving lives in sync-queue.ts, in the same transaction)
  // -------------------------------------------------------------------------------------------------------

  listPapers(userId: string): PaperDraft[] {
    const rows = this.db
      .prepare('select * from papers where user_id = ? order by local_updated_at desc, id')
      .all(userId) as PaperRow[];
    return rows.map(toDraft);
  }

  getPaper(userId: string, paperId: string): PaperDraft | null {
    const row = this.db.prepare('select * from papers where user_id = ? and id = ?').get(userId, paperId) as
      PaperRow | undefined;
    return row ? toDraft(row) : null;
  }

  /** Keeps the platform's copy; a paper with unsynced local edits keeps its text (replay will add a version). */
  cachePaper(userId: string, paper: PaperSnapshot): PaperDraft {
    return this.write(() => {
      this.db
        .prepare(
          `insert into papers (user_id, id, editor, title, content, word_count, status, version, server_updated_at,
             local_updated_at)
           values (@userId, @id, @editor, @title, @content, @wordCount, @status, @version, @updatedAt, @updatedAt)
           on conflict (user_id, id) do update set
             status = excluded.status,
             version = max(papers.version, excluded.version),
             server_updated_at = excluded.server_updated_at,
             created_offline = 0,
             editor = case when papers.dirty = 1 then papers.editor else excluded.editor end,
             title = case when papers.dirty = 1 then papers.title else excluded.title end,
             content = case when papers.dirty = 1 then papers.content else excluded.content end,
             word_count = case when papers.dirty = 1 then papers.word_count else excluded.word_count end,
             local_updated_at = case when papers.dirty = 1 then papers.local_updated_at
               else excluded.local_updated_at end`,
        )
        .run({ ...paper, userId, wordCount: countWords(paper.content) });
      return this.getPaper(userId, paper.id)!;
    });
  }

  /** Writes a local edit. Call inside `write()` together with queueing it, so neither happens without the other. */
  applyPaperEdit(
    userId: string,
    edit: { paperId: string; editor: PaperEditor; title: string; content: string },
    now: string,
  ): PaperDraft {
    this.db
      .prepare(
        `insert into papers (user_id, id, editor, title, content, word_count, status, version, server_updated_at,
           local_updated_at, dirty, created_offline)
         values (@userId, @paperId, @editor, @title, @content, @wordCount, 'draft', 1, @now, @now, 1, 1)
         on conflict (user_id, id) do update set title = excluded.title, content = excluded.content,
           word_count = excluded.word_count, local_updated_at = excluded.local_updated_at, dirty = 1`,
      )
      .run({ ...edit, userId, now, wordCount: countWords(edit.content) });
    return this.getPaper(userId, edit.paperId)!;
  }

  /** After replay: the platform now holds this version; the draft is clean unless newer edits wait in the queue. */
  markPaperSynced(userId: string, paperId: string, version: number, serverUpdatedAt: string): void {
    this.db
      .prepare(
        `update papers set version = max(version, @version), server_updated_at = @serverUpdatedAt, created_offline = 0,
           dirty = case when exists (select 1 from sync_queue q where q.user_id = @userId and q.kind = 'paper.save'
             and q.entity_id = @paperId) then 1 else 0 end
         where user_id = @userId and id = @paperId`,
      )
      .run({ userId, paperId, version, serverUpdatedAt });
  }

  // -------------------------------------------------------------------------------------------------------
  // Flashcard decks for offline study (queueing a review lives in sync-queue.ts, in the same transaction)
  // -------------------------------------------------------------------------------------------------------

  /** Cards and review logs of this user's reviews the platform has not confirmed yet (queued, not refused). */
  private unconfirmedReviews(userId: string): { cards: Set<string>; logs: Set<string> } {
    const rows = this.db
      .prepare(
        `select entity_id, idempotency_key from sync_queue
         where user_id = ? and kind = 'flashcard.review' and state != 'failed'`,
      )
      .all(userId) as { entity_id: string; idempotency_key: string }[];
    return {
      cards: new Set(rows.map((row) => row.entity_id)),
      logs: new Set(rows.map((row) => row.idempotency_key)),
    };
  }

  /**
   * Keeps the platform's copy of a deck. The platform's state wins, except for cards with reviews made on this
   * device that still wait in the queue: those keep their local state (and log) until replay confirms them.
   */
  saveFlashcardDeck(userId: string, snapshot: FlashcardDeckSnapshot): CachedDeckSummary {
    const now = new Date().toISOString();
    const { deck } = snapshot;
    return this.write(() => {
      this.db
        .prepare(
          `insert into decks (user_id, id, slug, name, description, card_count, is_public, owner_id, is_owner,
             is_saved, created_at, updated_at, cached_at)
           values (@userId, @id, @slug, @name, @description, @cardCount, @isPublic, @ownerId, @isOwner, @isSaved,
             @createdAt, @updatedAt, @now)
           on conflict (user_id, id) do update set slug = excluded.slug, name = excluded.name,
             description = excluded.description, card_count = excluded.card_count, is_public = excluded.is_public,
             owner_id = excluded.owner_id, is_owner = excluded.is_owner, is_saved = excluded.is_saved,
             created_at = excluded.created_at, updated_at = excluded.updated_at, cached_at = excluded.cached_at`,
        )
        .run({
          ...deck,
          userId,
          now,
          isPublic: deck.isPublic ? 1 : 0,
          isOwner: snapshot.isOwner ? 1 : 0,
          isSaved: snapshot.isSaved ? 1 : 0,
          createdAt: iso(deck.createdAt),
          updatedAt: iso(deck.updatedAt),
        });
      const unconfirmed = this.unconfirmedReviews(userId);
      // Cards removed from the deck on the platform leave the device too.
      this.db
        .prepare(
          `delete from deck_cards where user_id = ? and deck_id = ? and id not in (select value from json_each(?))`,
        )
        .run(userId, deck.id, JSON.stringify(snapshot.cards.map((card) => card.id)));
      const upsertCard = this.db.prepare(
        `insert into deck_cards (user_id, deck_id, id, front, back, position, created_at, state, due, stability,
           difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, last_review, local)
         values (@userId, @deckId, @id, @front, @back, @position, @createdAt, @state, @due, @stability, @difficulty,
           @elapsedDays, @scheduledDays, @learningSteps, @reps, @lapses, @lastReview, 0)
         on conflict (user_id, id) do update set deck_id = excluded.deck_id, front = excluded.front,
           back = excluded.back, position = excluded.position, created_at = excluded.created_at,
           state = excluded.state, due = excluded.due, stability = excluded.stability,
           difficulty = excluded.difficulty, elapsed_days = excluded.elapsed_days,
           scheduled_days = excluded.scheduled_days, learning_steps = excluded.learning_steps,
           reps = excluded.reps, lapses = excluded.lapses, last_review = excluded.last_review, local = 0`,
      );
      const updateContent = this.db.prepare(
        `update deck_cards set deck_id = @deckId, front = @front, back = @back, position = @position
         where user_id = @userId and id = @id`,
      );
      for (const card of snapshot.cards) {
        const row = {
          userId,
          deckId: deck.id,
          id: card.id,
          front: card.front,
          back: card.back,
          position: card.position,
          createdAt: iso(card.createdAt),
          ...card.srs,
          due: iso(card.srs.due),
          lastReview: card.srs.lastReview === null ? null : iso(card.srs.lastReview),
        };
        if (unconfirmed.cards.has(card.id) && updateContent.run(row).changes > 0) continue;
        upsertCard.run(row);
      }
      // The platform's log replaces the device's, except reviews still on their way to it.
      const keep = JSON.stringify([...unconfirmed.logs]);
      this.db
        .prepare(
          `delete from deck_review_logs where user_id = ? and deck_id = ?
             and not (local = 1 and id in (select value from json_each(?)))`,
        )
        .run(userId, deck.id, keep);
      const insertLog = this.db.prepare(
        `insert or ignore into deck_review_logs (user_id, id, deck_id, card_id, rating, state, due, stability,
           difficulty, elapsed_days, last_elapsed_days, scheduled_days, learning_steps, reviewed_at, duration_ms)
         values (@userId, @id, @deckId, @cardId, @rating, @state, @due, @stability, @difficulty, @elapsedDays,
           @lastElapsedDays, @scheduledDays, @learningSteps, @reviewedAt, @durationMs)`,
      );
      for (const log of snapshot.logs) {
        insertLog.run({
          ...log,
          userId,
          deckId: deck.id,
          due: iso(log.due),
          reviewedAt: iso(log.reviewedAt),
        });
      }
      return this.listFlashcardDecks(userId, now, now, deck.id).decks[0]!;
    });
  }

  /** The cached decks (or one), with studied cards due by `dueBy` and never-studied cards counted. */
  listFlashcardDecks(
    userId: string,
    dueBy: string,
    reviewsSince: string,
    deckId?: string,
  ): { decks: CachedDeckSummary[]; reviewTimes: string[] } {
    const rows = this.db
      .prepare(
        `select d.id, d.slug, d.name, d.description, d.card_count, d.is_public, d.is_owner, d.is_saved,
           d.cached_at,
           (select count(*) from deck_cards c where c.user_id = d.user_id and c.deck_id = d.id
              and c.state != 'new' and c.due <= @dueBy) as due,
           (select count(*) from deck_cards c where c.user_id = d.user_id and c.deck_id = d.id
              and c.state = 'new') as fresh
         from decks d where d.user_id = @userId and (@deckId is null or d.id = @deckId)
         order by d.name collate nocase, d.id`,
      )
      .all({ userId, dueBy: iso(dueBy), deckId: deckId ?? null }) as (Pick<
      DeckRow,
      | 'id'
      | 'slug'
      | 'name'
      | 'description'
      | 'card_count'
      | 'is_public'
      | 'is_owner'
      | 'is_saved'
      | 'cached_at'
    > & { due: number; fresh: number })[];
    const reviewTimes = (
      this.db
        .prepare(
          `select reviewed_at from deck_review_logs where user_id = ? and reviewed_at >= ?
           order by reviewed_at desc limit 5000`,
        )
        .all(userId, iso(reviewsSince)) as { reviewed_at: string }[]
    ).map((row) => row.reviewed_at);
    return {
      decks: rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        name: row.name,
        description: row.description,
        cardCount: row.card_count,
        isPublic: row.is_public === 1,
        isOwner: row.is_owner === 1,
        isSaved: row.is_saved === 1,
        due: row.due,
        fresh: row.fresh,
        cachedAt: row.cached_at,
      })),
      reviewTimes,
    };
  }

  /** Drops a deck with its cards and log; queued reviews of it stay queued (the platform decides about them). */
  forgetFlashcardDeck(userId: string, deckId: string): boolean {
    return this.write(
      () => this.db.prepare('delete from decks where user_id = ? and id = ?').run(userId, deckId).changes > 0,
    );
  }

  /** A cached deck by id or slug, as studied on this device (local reviews applied). */
  getFlashcardDeck(userId: string, identifier: string): CachedFlashcardDeck | null {
    const deck = this.db
      .prepare('select * from decks where user_id = ? and (id = ? or slug = ?) order by id = ? desc limit 1')
      .get(userId, identifier, identifier, identifier) as DeckRow | undefined;
    if (!deck) return null;
    const cards = this.db
      .prepare(
        `select ${DECK_CARD_COLUMNS} from deck_cards where user_id = ? and deck_id = ? order by position, id`,
      )
      .all(userId, deck.id) as DeckCardRow[];
    const logs = this.db
      .prepare(
        `select id, card_id, rating, state, due, stability, difficulty, elapsed_days, last_elapsed_days,
           scheduled_days, learning_steps, reviewed_at, duration_ms
         from deck_review_logs where user_id = ? and deck_id = ? order by reviewed_at, id`,
      )
      .all(userId, deck.id) as DeckLogRow[];
    return {
      userId,
      deck: {
        id: deck.id,
        slug: deck.slug,
        name: deck.name,
        description: deck.description,
        cardCount: deck.card_count,
        isPublic: deck.is_public === 1,
        ownerId: deck.owner_id,
        createdAt: deck.created_at,
        updatedAt: deck.updated_at,
      },
      isOwner: deck.is_owner === 1,
      isSaved: deck.is_saved === 1,
      cards: cards.map(toDeckCard),
      logs: logs.map(toDeckLog),
      cachedAt: deck.cached_at,
    };
  }

  /**
   * Applies a review made on this device to the cached card, so the due queue advances offline, and adds it to
   * the deck's log. Call inside `write()` together with queueing it. A review older than the card's last one
   * (replayed from another window) leaves the state alone. Answers whether the card is cached.
   */
  applyFlashcardReview(userId: string, review: FlashcardReview): boolean {
    const card = this.db
      .prepare('select deck_id, last_review from deck_cards where user_id = ? and id = ?')
      .get(userId, review.cardId) as { deck_id: string; last_review: string | null } | undefined;
    if (!card) return false;
    const reviewedAt = iso(review.reviewedAt);
    if (card.last_review === null || card.last_review <= reviewedAt) {
      const after = review.card;
      this.db
        .prepare(
          `update deck_cards set state = @state, due = @due, stability = @stability, difficulty = @difficulty,
             elapsed_days = @elapsedDays, scheduled_days = @scheduledDays, learning_steps = @learningSteps,
             reps = @reps, lapses = @lapses, last_review = @reviewedAt, local = 1
           where user_id = @userId and id = @cardId`,
        )
        .run({
          ...after,
          state: STATE_NAMES[after.state] ?? 'new',
          due: iso(after.due),
          reviewedAt,
          userId,
          cardId: review.cardId,
        });
    }
    const before = review.log ?? review.card;
    this.db
      .prepare(
        `insert or ignore into deck_review_logs (user_id, id, deck_id, card_id, rating, state, due, stability,
           difficulty, elapsed_days, last_elapsed_days, scheduled_days, learning_steps, reviewed_at, duration_ms,
           local)
         values (@userId, @id, @deckId, @cardId, @rating, @state, @due, @stability, @difficulty, @elapsedDays,
           @lastElapsedDays, @scheduledDays, @learningSteps, @reviewedAt, @durationMs, 1)`,
      )
      .run({
        ...before,
        userId,
        id: review.logId,
        deckId: card.deck_id,
        cardId: review.cardId,
        rating: RATING_NAMES[review.rating] ?? 'good',
        state: STATE_NAMES[before.state] ?? 'new',
        due: iso(before.due),
        reviewedAt,
        durationMs: review.durationMs,
      });
    return true;
  }
}
