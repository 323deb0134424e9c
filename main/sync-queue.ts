// Edits made on this device wait here until the platform confirms them. Three rules keep every edit exactly
// once on the platform:
// 1. An edit and its queue entry are written in one transaction: nothing is saved without being queued.
// 2. Each entry carries an idempotency key that becomes the id of the row it creates on the platform
//    (paper_versions.id, flashcard_review_logs.id), so replaying an entry whose answer was lost is recognised.
// 3. An entry leaves the queue only after the platform confirmed it; a crash mid-replay just replays it again.
import { randomUUID } from 'node:crypto';
import type { CacheRepository } from './cache.repository';
import { countWords } from './cache-papers.repository';
import type { FlashcardReview, PaperDraft, PaperEditor, SyncStatus } from '../shared/ipc/desktop-contract';

export interface PaperSavePayload {
  paperId: string;
  editor: PaperEditor;
  title: string;
  content: string;
  wordCount: number;
  /** The platform has never seen this paper: replay creates it before adding the version. */
  createdOffline: boolean;
  savedAt: string;
}

export type QueuedOperation =
  | {
      id: number;
      userId: string;
      kind: 'paper.save';
      idempotencyKey: string;
      attempts: number;
      payload: PaperSavePayload;
    }
  | {
      id: number;
      userId: string;
      kind: 'flashcard.review';
      idempotencyKey: string;
      attempts: number;
      payload: FlashcardReview;
    };

/** Why replaying an entry failed: decides whether it is retried, waits for a new session, or is given up. */
export class SyncError extends Error {
  override name = 'SyncError';
  constructor(
    message: string,
    readonly kind: 'network' | 'auth' | 'rejected',
  ) {
    super(message);
  }
}

export interface PaperSaveResult {
  alreadyApplied: boolean;
  version: number;
  updatedAt: string;
}

/** How entries reach the platform (supabase-js in the app, see sync.transport.ts). Throws SyncError. */
export interface SyncTransport {
  savePaper(userId: string, idempotencyKey: string, payload: PaperSavePayload): Promise<PaperSaveResult>;
  recordReview(userId: string, review: FlashcardReview): Promise<{ alreadyApplied: boolean }>;
}

interface QueueRow {
  id: number;
  user_id: string;
  kind: 'paper.save' | 'flashcard.review';
  idempotency_key: string;
  attempts: number;
  payload: string;
}

const toOperation = (row: QueueRow): QueuedOperation =>
  ({
    id: row.id,
    userId: row.user_id,
    kind: row.kind,
    idempotencyKey: row.idempotency_key,
    attempts: row.attempts,
    payload: JSON.parse(row.payload) as unknown,
  }) as QueuedOperation;

/** Retry delay after a failed attempt: 2 s doubling to 5 minutes. */
export const retryDelayMs = (attempts: number) => Math.min(2000 * 2 ** Math.max(0, attempts - 1), 300_000);

export class SyncQueue {
  constructor(private readonly repo: CacheRepository) {}

  /**
   * Saves a paper edit and queues it. Successive saves while the entry has never been sent are folded into it
   * (offline autosave would otherwise make dozens of versions); once an attempt may have reached the platform,
   * a new edit gets its own entry and key, because the platform may already hold the old content under the old key.
   */
  savePaper(
    userId: string,
    edit: { paperId: string; editor: PaperEditor; title: string; content: string },
    now = new Date(),
  ): PaperDraft {
    const at = now.toISOString();
    return this.repo.write(() => {
      const known = this.repo.papers.get(userId, edit.paperId);
      const draft = this.repo.papers.applyEdit(userId, edit, at);
      const payload: PaperSavePayload = {
        ...edit,
        wordCount: countWords(edit.content),
        createdOffline: known === null || known.createdOffline,
        savedAt: at,
      };
      const folded = this.repo.db
        .prepare(
          `update sync_queue set payload = ?, updated_at = ?
           where user_id = ? and kind = 'paper.save' and entity_id = ? and state = 'pending' and attempts = 0`,
        )
        .run(JSON.stringify(payload), at, userId, edit.paperId).changes;
      if (folded === 0) this.insert(userId, 'paper.save', edit.paperId, randomUUID(), payload, at);
      return draft;
    });
  }

  /**
   * Queues a review and applies it to the cached deck (when the deck is on this device) in one transaction; the
   * same review (same log id) queued twice is kept once.
   */
  recordReview(userId: string, review: FlashcardReview, now = new Date()): void {
    this.repo.write(() => {
      this.insert(userId, 'flashcard.review', review.cardId, review.logId, review, now.toISOString());
      this.repo.decks.applyReview(userId, review);
    });
  }

  private insert(
    userId: string,
    kind: string,
    entityId: string,
    key: string,
    payload: unknown,
    at: string,
  ): void {
    this.repo.db
      .prepare(
        `insert into sync_queue (user_id, kind, entity_id, idempotency_key, payload, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, ?) on conflict (idempotency_key) do nothing`,
      )
      .run(userId, kind, entityId, key, JSON.stringify(payload), at, at);
  }

  /**
   * Takes the next due entries for replay, oldest first, leasing them so a second replayer (another process on
   * the same file) skips them. An entry whose lease ran out (its replayer crashed) is due again.
   */
  claim(userId: string, limit: number, now = Date.now(), leaseMs = 60_000): QueuedOperation[] {
    return this.repo.write(() => {
      const rows = this.repo.db
        .prepare(
          // An entry waits while an older one for the same paper or card is still unconfirmed: versions of a
          // paper must reach the platform in the order they were written.
          `select q.id, q.user_id, q.kind, q.idempotency_key, q.attempts, q.payload from sync_queue q
           where q.user_id = ?
             and ((q.state = 'pending' and q.next_attempt_at <= ?) or (q.state = 'in_flight' and q.lease_until < ?))
             and not exists (select 1 from sync_queue e where e.user_id = q.user_id and e.kind = q.kind
               and e.entity_id = q.entity_id and e.id < q.id and e.state != 'failed')
           order by q.id limit ?`,
        )
        .all(userId, now, now, limit) as QueueRow[];
      const lease = this.repo.db.prepare(
        `update sync_queue set state = 'in_flight', lease_until = ?, attempts = attempts + 1, updated_at = ? where id = ?`,
      );
      const at = new Date(now).toISOString();
      for (const row of rows) lease.run(now + leaseMs, at, row.id);
      return rows.map((row) => toOperation({ ...row, attempts: row.attempts + 1 }));
    });
  }

  complete(operation: QueuedOperation, paper: PaperSaveResult | null, now = new Date()): void {
    const at = now.toISOString();
    this.repo.write(() => {
      this.repo.db.prepare('delete from sync_queue where id = ?').run(operation.id);
      if (operation.kind === 'paper.save' && paper) {
        this.repo.papers.markSynced(
          operation.userId,
          operation.payload.paperId,
          paper.version,
          paper.updatedAt,
        );
      }
      this.repo.db
        .prepare(
          `insert into sync_meta (user_id, last_synced_at, last_error) values (?, ?, null)
           on conflict (user_id) do update set last_synced_at = excluded.last_synced_at, last_error = null`,
        )
        .run(operation.userId, at);
    });
  }

  /** Back to pending, due again after a growing delay (or at once, for entries that waited on a session). */
  retryLater(
    operation: QueuedOperation,
    error: string,
    delayMs: number,
    now = Date.now(),
    attempted = true,
  ): void {
    this.repo.write(() => {
      this.repo.db
        .prepare(
          `update sync_queue set state = 'pending', lease_until = 0, next_attempt_at = ?, last_error = ?, updated_at = ?,
             attempts = attempts - ? where id = ?`,
        )
        // An entry handed back unsent was never attempted; keeping attempts at 0 lets later saves fold into it.
        .run(now + delayMs, error, new Date(now).toISOString(), attempted ? 0 : 1, operation.id);
      if (attempted) this.recordError(operation.userId, error);
    });
  }

  /** The platform refused the entry for good (e.g. the paper was deleted there): kept, visible, not retried. */
  fail(operation: QueuedOperation, error: string, now = new Date()): void {
    this.repo.write(() => {
      this.repo.db
        .prepare(
          `update sync_queue set state = 'failed', lease_until = 0, last_error = ?, updated_at = ? where id = ?`,
        )
        .run(error, now.toISOString(), operation.id);
      this.recordError(operation.userId, error);
    });
  }

  /** Entries blocked on a session become due now (a fresh token arrived). */
  releaseWaiting(userId: string): void {
    this.repo.write(() => {
      this.repo.db
        .prepare(
          `update sync_queue set next_attempt_at = 0 where user_id = ? and state = 'pending' and last_error like 'auth:%'`,
        )
        .run(userId);
    });
  }

  /** When the earliest waiting entry becomes due (ms since the epoch), or null when nothing waits. */
  nextDueAt(userId: string): number | null {
    const row = this.repo.db
      .prepare(
        `select min(case when state = 'pending' then next_attempt_at else lease_until end) as due
         from sync_queue where user_id = ? and state != 'failed'`,
      )
      .get(userId) as { due: number | null };
    return row.due;
  }

  private recordError(userId: string, error: string): void {
    this.repo.db
      .prepare(
        `insert into sync_meta (user_id, last_error) values (?, ?)
         on conflict (user_id) do update set last_error = excluded.last_error`,
      )
      .run(userId, error);
  }

  counts(userId: string): Pick<SyncStatus, 'pending' | 'failed' | 'lastSyncedAt' | 'lastError'> {
    const counts = this.repo.db
      .prepare(
        `select coalesce(sum(state != 'failed'), 0) as pending, coalesce(sum(state = 'failed'), 0) as failed
         from sync_queue where user_id = ?`,
      )
      .get(userId) as { pending: number; failed: number };
    const meta = this.repo.db
      .prepare('select last_synced_at, last_error from sync_meta where user_id = ?')
      .get(userId) as { last_synced_at: string | null; last_error: string | null } | undefined;
    // A refused entry explains itself until dealt with; otherwise the last transient error, while entries wait.
    const refused = this.repo.db
      .prepare(
        `select last_error from sync_queue where user_id = ? and state = 'failed' order by updated_at desc, id desc`,
      )
      .get(userId) as { last_error: string | null } | undefined;
    return {
      pending: counts.pending,
      failed: counts.failed,
      lastSyncedAt: meta?.last_synced_at ?? null,
      lastError: refused?.last_error ?? (counts.pending > 0 ? (meta?.last_error ?? null) : null),
    };
  }
}

export interface SyncSession {
  userId: string;
  accessToken: string;
}

export interface SyncEngineOptions {
  queue: SyncQueue;
  createTransport(session: SyncSession): SyncTransport;
  isOnline(): boolean;
  /** Tells connectivity what replay learned about the network. */
  reportRequest?(ok: boolean): void;
  onStatus?(status: SyncStatus): void;
  log?(message: string): void;
  batchSize?: number;
}

/** Replays the signed-in user's queue when asked and whenever the app comes back online; one replay at a time. */
export class SyncEngine {
  private user: string | null = null;
  private transport: SyncTransport | null = null;
  private authExpired = false;
  private running: Promise<SyncStatus> | null = null;
  private again = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: SyncEngineOptions) {}

  get userId(): string | null {
    return this.user;
  }

  /**
   * The signed-in user and the token to replay with. A user known without a token (restarted offline, the
   * session not refreshed yet) keeps the local library usable; replay waits for a token.
   */
  setSession(session: SyncSession | null): void {
    const sameUser = (session?.userId ?? null) === this.user;
    this.user = session?.userId ?? null;
    this.transport = session ? this.options.createTransport(session) : null;
    this.authExpired = false;
    if (session) this.options.queue.releaseWaiting(session.userId);
    if (!sameUser) this.clearRetryTimer();
    this.emit();
  }

  /** The user from an earlier run, before the renderer has a fresh session to hand over. */
  restoreUser(userId: string): void {
    if (this.user) return;
    this.user = userId;
    this.transport = null;
  }

  /** Stops the retry timer (app quitting). */
  dispose(): void {
    this.clearRetryTimer();
  }

  private clearRetryTimer(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  /** Entries that failed for a network reason come due later; wake up then instead of waiting for an event. */
  private scheduleRetry(): void {
    this.clearRetryTimer();
    const userId = this.user;
    // Offline, the connectivity change starts the next replay; signed out or expired, a new session does.
    if (!userId || this.authExpired || !this.transport || !this.options.isOnline()) return;
    const dueAt = this.options.queue.nextDueAt(userId);
    if (dueAt === null) return;
    this.retryTimer = setTimeout(
      () => {
        this.retryTimer = null;
        void this.flush();
      },
      Math.max(0, dueAt - Date.now()) + 50,
    );
    this.retryTimer.unref?.();
  }

  status(): SyncStatus {
    const userId = this.user;
    const blockedBy: SyncStatus['blockedBy'] = !userId
      ? 'signed-out'
      : this.authExpired || !this.transport
        ? 'auth-expired'
        : this.options.isOnline()
          ? null
          : 'offline';
    const counts = userId
      ? this.options.queue.counts(userId)
      : { pending: 0, failed: 0, lastSyncedAt: null, lastError: null };
    return { ...counts, syncing: this.running !== null, blockedBy };
  }

  /** Replays everything due; concurrent calls share the run in progress (and trigger one more after it). */
  flush(): Promise<SyncStatus> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.run().finally(() => {
      this.running = null;
      this.emit();
      if (this.again) {
        this.again = false;
        void this.flush();
      } else {
        this.scheduleRetry();
      }
    });
    this.emit();
    return this.running;
  }

  private async run(): Promise<SyncStatus> {
    const { queue } = this.options;
    const batchSize = this.options.batchSize ?? 25;
    for (;;) {
      const userId = this.user;
      const transport = this.transport;
      if (!userId || !transport || this.authExpired || !this.options.isOnline()) break;
      const batch = queue.claim(userId, batchSize);
      if (batch.length === 0) break;
      for (const [index, operation] of batch.entries()) {
        const outcome = await this.replay(transport, operation);
        if (outcome.stop) {
          // The connection or the session is gone: give the rest of the batch back, due when this one is.
          for (const rest of batch.slice(index + 1)) {
            queue.retryLater(rest, 'waiting for an earlier edit', outcome.delayMs, Date.now(), false);
          }
          return this.status();
        }
      }
    }
    return this.status();
  }

  private async replay(
    transport: SyncTransport,
    operation: QueuedOperation,
  ): Promise<{ stop: false } | { stop: true; delayMs: number }> {
    const { queue } = this.options;
    try {
      if (operation.kind === 'paper.save') {
        const result = await transport.savePaper(
          operation.userId,
          operation.idempotencyKey,
          operation.payload,
        );
        queue.complete(operation, result);
      } else {
        await transport.recordReview(operation.userId, operation.payload);
        queue.complete(operation, null);
      }
      this.options.reportRequest?.(true);
      this.emit();
      return { stop: false };
    } catch (error) {
      const syncError =
        error instanceof SyncError
          ? error
          : new SyncError(error instanceof Error ? error.message : String(error), 'network');
      this.options.log?.(
        `Sync of ${operation.kind} ${operation.id} failed (${syncError.kind}): ${syncError.message}`,
      );
      if (syncError.kind === 'rejected') {
        queue.fail(operation, syncError.message);
        this.emit();
        return { stop: false };
      }
      if (syncError.kind === 'auth') {
        this.authExpired = true;
        queue.retryLater(operation, `auth: ${syncError.message}`, 0);
        return { stop: true, delayMs: 0 };
      }
      this.options.reportRequest?.(false);
      const delayMs = retryDelayMs(operation.attempts);
      queue.retryLater(operation, syncError.message, delayMs);
      return { stop: true, delayMs };
    }
  }

  private emit(): void {
    this.options.onStatus?.(this.status());
  }
}
