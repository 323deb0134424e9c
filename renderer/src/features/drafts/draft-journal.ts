// The journal of one screen's unsaved work (issue 28): what the student typed is written to the device a moment
// after they stop typing (and at least every few seconds while they type on), synchronously to a small unload
// buffer when the page is hidden or closed (IndexedDB and IPC writes started during unload are dropped by the
// browser), and removed once the screen has saved or discarded the work. On the next open the newest copy,
// from the store or the buffer, is handed back to the screen.
import type { LocalDraft } from '../../../../shared/ipc/desktop-contract';
import type { LocalDraftStore } from '../../platform/platform';

/** A write follows this long after the last change... */
export const JOURNAL_IDLE_MS = 800;
/** ...and never later than this after the first unwritten change, so a student typing on loses at most this. */
export const JOURNAL_MAX_WAIT_MS = 3000;
/** Prefix of the unload buffer's entries in localStorage. */
export const UNLOAD_BUFFER_PREFIX = 'studyloop:unsaved:';

type Buffer = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface DraftJournalOptions<T> {
  store: LocalDraftStore;
  /** Synchronous storage for the last changes before the page goes away (localStorage); null where refused. */
  buffer: Buffer | null;
  key: string;
  /** The screen's current work. */
  read: () => T;
  /** An empty form is not a draft: nothing is kept, and what was kept is dropped. */
  isEmpty?: (value: T) => boolean;
  now?: () => Date;
}

export interface RestoredDraft {
  value: unknown;
  savedAt: string;
}

export class DraftJournal<T> {
  private revision = 0;
  private writtenRevision = 0;
  private savedRevision = 0;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private maxTimer: ReturnType<typeof setTimeout> | null = null;
  /** Store operations run one after another, so a removal can never be overtaken by an older write. */
  private chain: Promise<unknown> = Promise.resolve();
  private disposed = false;
  /** Set by the first change: from then on the screen is newer than anything kept. */
  private changedSinceOpen = false;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly options: DraftJournalOptions<T>) {}

  /** True while the screen holds work that was neither saved nor discarded. */
  get dirty(): boolean {
    return this.revision > this.savedRevision;
  }

  /** Dirty, and not just an emptied form: what leaving the page should warn about. */
  hasUnsavedWork(): boolean {
    return this.dirty && !this.options.isEmpty?.(this.options.read());
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The newest kept copy (store or unload buffer), moved into the store; null when there is none. */
  async restore(): Promise<RestoredDraft | null> {
    const { store, key } = this.options;
    const buffered = this.readBuffer();
    const stored = await store.read(key);
    // Typed into while the kept copy was being read: what is on screen wins (and will be written over it).
    if (this.changedSinceOpen) {
      if (buffered) this.removeBuffer();
      return null;
    }
    const candidates = [buffered, stored.data].filter((draft): draft is LocalDraft => draft !== null);
    const newest = candidates.sort((a, b) => b.savedAt.localeCompare(a.savedAt))[0];
    if (!newest) return null;
    if (buffered) {
      await this.enqueue(() => store.write(newest));
      this.removeBuffer();
    }
    let value: unknown;
    try {
      value = JSON.parse(newest.value);
    } catch {
      await this.enqueue(() => store.remove(key));
      return null;
    }
    // What was restored is still unsaved work.
    this.revision += 1;
    this.writtenRevision = this.revision;
    this.emit();
    return { value, savedAt: newest.savedAt };
  }

  /** The screen's work changed: written once typing pauses (JOURNAL_IDLE_MS), at most JOURNAL_MAX_WAIT_MS later. */
  markDirty(): void {
    if (this.disposed) return;
    const wasDirty = this.dirty;
    this.changedSinceOpen = true;
    this.revision += 1;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => void this.flush(), JOURNAL_IDLE_MS);
    this.maxTimer ??= setTimeout(() => void this.flush(), JOURNAL_MAX_WAIT_MS);
    if (!wasDirty) this.emit();
  }

  /** Writes what is unwritten now. */
  async flush(): Promise<void> {
    this.clearTimers();
    if (this.writtenRevision >= this.revision || !this.dirty) return;
    const revision = this.revision;
    this.writtenRevision = revision;
    const entry = this.entry();
    await this.enqueue(async () => {
      // Saved meanwhile: nothing to keep.
      if (this.savedRevision >= revision) return;
      if (entry) await this.options.store.write(entry);
      else await this.options.store.remove(this.options.key);
    });
  }

  /** The page is being hidden or closed: keep the work synchronously, then try the store as well. */
  flushForUnload(): void {
    // Even when a write is under way: the browser may drop it with the page.
    if (!this.dirty) return;
    const entry = this.entry();
    try {
      if (entry) this.options.buffer?.setItem(UNLOAD_BUFFER_PREFIX + entry.key, JSON.stringify(entry));
    } catch {
      // A full or refused localStorage: the store write below is the remaining chance.
    }
    void this.flush();
  }

  /** The revision a save about to start covers; pass it to `saved()` when that save succeeded. */
  checkpoint(): number {
    return this.revision;
  }

  /** The work up to `revision` reached the platform (or was submitted): drop the copy unless newer work exists. */
  async saved(revision = this.revision): Promise<void> {
    if (revision <= this.savedRevision) return;
    this.savedRevision = Math.min(revision, this.revision);
    if (this.dirty) return;
    this.clearTimers();
    this.writtenRevision = this.revision;
    this.removeBuffer();
    this.emit();
    await this.enqueue(() => this.options.store.remove(this.options.key));
  }

  /** The student threw the work away. */
  discard(): Promise<void> {
    return this.saved(this.revision);
  }

  dispose(): void {
    this.flushForUnload();
    this.disposed = true;
    this.clearTimers();
    this.listeners.clear();
  }

  private entry(): LocalDraft | null {
    const value = this.options.read();
    if (this.options.isEmpty?.(value)) return null;
    const savedAt = (this.options.now?.() ?? new Date()).toISOString();
    return { key: this.options.key, value: JSON.stringify(value), savedAt };
  }

  private readBuffer(): LocalDraft | null {
    try {
      const raw = this.options.buffer?.getItem(UNLOAD_BUFFER_PREFIX + this.options.key);
      if (!raw) return null;
      const parsed = JSON.parse(raw) as Partial<LocalDraft>;
      return typeof parsed.value === 'string' && typeof parsed.savedAt === 'string'
        ? { key: this.options.key, value: parsed.value, savedAt: parsed.savedAt }
        : null;
    } catch {
      return null;
    }
  }

  private removeBuffer(): void {
    try {
      this.options.buffer?.removeItem(UNLOAD_BUFFER_PREFIX + this.options.key);
    } catch {
      // nothing kept there
    }
  }

  private enqueue<R>(work: () => Promise<R>): Promise<R> {
    const run = this.chain.then(work, work);
    this.chain = run.catch(() => undefined);
    return run;
  }

  private clearTimers(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    if (this.maxTimer) clearTimeout(this.maxTimer);
    this.idleTimer = null;
    this.maxTimer = null;
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
