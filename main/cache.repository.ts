// The desktop cache: one SQLite file in the user-data folder holding the library (metadata, page text, files),
// drafts, papers and flashcard decks (each kind in its own cache-*.repository.ts), read and written only by the
// main process. WAL mode with synchronous=FULL makes every committed
// write survive a crash or power cut; a file that is not a healthy database is set aside and rebuilt, keeping
// whatever queued edits can still be read from it.
import { existsSync, renameSync } from 'node:fs';
import { CACHE_MIGRATIONS } from './cache.migrations';
import { CacheDecks } from './cache-decks.repository';
import { CacheDrafts } from './cache-drafts.repository';
import { CacheLibrary } from './cache-library.repository';
import { CachePapers } from './cache-papers.repository';
import { salvageQueue } from './cache-salvage';
import { Database, type CacheStore, type Db } from './cache-store';

export type { Db } from './cache-store';

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

/** The cache file, opened; each kind of data it holds has its own repository, all writing through `write`. */
export class CacheRepository implements CacheStore {
  readonly library: CacheLibrary;
  readonly drafts: CacheDrafts;
  readonly papers: CachePapers;
  readonly decks: CacheDecks;

  private constructor(
    readonly db: Db,
    readonly file: string,
    readonly recovery: CacheRecovery | null,
  ) {
    this.library = new CacheLibrary(this);
    this.drafts = new CacheDrafts(this);
    this.papers = new CachePapers(this);
    this.decks = new CacheDecks(this);
  }

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
}
