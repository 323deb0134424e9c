// The journal of unsaved work: when it writes, what survives a page going away, and that a save or a discard
// leaves nothing behind that a later open would restore.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocalDraft } from '../../../../shared/ipc/desktop-contract';
import type { LocalDraftStore } from '../../platform/platform';
import { DraftJournal, JOURNAL_IDLE_MS, JOURNAL_MAX_WAIT_MS, UNLOAD_BUFFER_PREFIX } from './draft-journal';

/** A store like IndexedDB/SQLite: asynchronous, newest write wins. */
function memoryStore() {
  const rows = new Map<string, LocalDraft>();
  const store: LocalDraftStore = {
    read: async (key) => ({ data: rows.get(key) ?? null, error: null }),
    write: async (draft) => {
      const current = rows.get(draft.key);
      if (current && current.savedAt > draft.savedAt) return { data: { saved: false }, error: null };
      rows.set(draft.key, draft);
      return { data: { saved: true }, error: null };
    },
    remove: async (key) => ({ data: { removed: rows.delete(key) }, error: null }),
  };
  return { rows, store };
}

function memoryBuffer() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const KEY = 'user-1:paper:editor:p1';
let clock = Date.parse('2026-11-26T10:00:00.000Z');
const now = () => new Date(clock);

function journalOver(text: { value: string }, store = memoryStore(), buffer = memoryBuffer()) {
  const journal = new DraftJournal<string>({
    store: store.store,
    buffer,
    key: KEY,
    read: () => text.value,
    isEmpty: (value) => !value.trim(),
    now,
  });
  return { journal, store, buffer };
}

/** Lets the store's queued promises settle after the timers fired. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('DraftJournal', () => {
  it('writes once typing pauses, and at least every few seconds while typing goes on', async () => {
    const text = { value: '' };
    const { journal, store } = journalOver(text);
    text.value = 'The mitochondria';
    journal.markDirty();
    await vi.advanceTimersByTimeAsync(JOURNAL_IDLE_MS - 1);
    expect(store.rows.has(KEY)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(JSON.parse(store.rows.get(KEY)!.value)).toBe('The mitochondria');

    // A keystroke every 200 ms never pauses long enough, yet the maximum wait still writes.
    for (let elapsed = 0; elapsed < JOURNAL_MAX_WAIT_MS; elapsed += 200) {
      text.value += ' x';
      journal.markDirty();
      clock += 200;
      await vi.advanceTimersByTimeAsync(200);
    }
    expect(JSON.parse(store.rows.get(KEY)!.value)).toMatch(/^The mitochondria( x)+$/);
  });

  it('keeps the last keystrokes synchronously when the page goes away, and restores them on the next open', async () => {
    const text = { value: 'Cells divide by mitosis.' };
    const first = journalOver(text);
    first.journal.markDirty();
    // The page is closed before the idle write: only the synchronous buffer can be relied on.
    first.journal.flushForUnload();
    expect(first.buffer.items.has(UNLOAD_BUFFER_PREFIX + KEY)).toBe(true);

    // Next open: the store never got the write (the browser dropped it with the page).
    first.store.rows.clear();
    clock += 1000;
    const next = journalOver({ value: '' }, first.store, first.buffer);
    const kept = await next.journal.restore();
    expect(kept?.value).toBe('Cells divide by mitosis.');
    // Moved into the store, buffer emptied; the restored work still counts as unsaved.
    expect(JSON.parse(first.store.rows.get(KEY)!.value)).toBe('Cells divide by mitosis.');
    expect(first.buffer.items.size).toBe(0);
    expect(next.journal.dirty).toBe(true);
  });

  it('drops the copy once saved, but keeps it when newer work came in during the save', async () => {
    const text = { value: 'Draft one' };
    const { journal, store, buffer } = journalOver(text);
    journal.markDirty();
    await journal.flush();
    const duringSave = journal.checkpoint();
    text.value = 'Draft one, then more';
    journal.markDirty();
    await journal.saved(duringSave);
    await settle();
    expect(journal.dirty).toBe(true);
    expect(store.rows.has(KEY)).toBe(true);

    const afterAll = journal.checkpoint();
    journal.flushForUnload();
    await journal.saved(afterAll);
    await settle();
    // The write started by flushForUnload ran before the removal, never after it.
    expect(store.rows.has(KEY)).toBe(false);
    expect(buffer.items.size).toBe(0);
    expect(journal.dirty).toBe(false);
    expect(journal.hasUnsavedWork()).toBe(false);
  });

  it('does not bring back a kept copy over text typed while it was being read', async () => {
    const store = memoryStore();
    store.rows.set(KEY, { key: KEY, value: JSON.stringify('Older text'), savedAt: now().toISOString() });
    const text = { value: 'Older text, and newer words' };
    const { journal } = journalOver(text, store);
    const restoring = journal.restore();
    journal.markDirty();
    expect(await restoring).toBeNull();
    await vi.advanceTimersByTimeAsync(JOURNAL_IDLE_MS);
    expect(JSON.parse(store.rows.get(KEY)!.value)).toBe('Older text, and newer words');
  });

  it('keeps nothing for an emptied form and does not warn about it', async () => {
    const text = { value: 'Something' };
    const { journal, store } = journalOver(text);
    journal.markDirty();
    await journal.flush();
    expect(store.rows.has(KEY)).toBe(true);
    text.value = '   ';
    journal.markDirty();
    await journal.flush();
    expect(store.rows.has(KEY)).toBe(false);
    expect(journal.hasUnsavedWork()).toBe(false);
  });
});
