// The browser's LocalDraftStore: one IndexedDB object store (through idb-keyval, a small well-kept wrapper),
// keyed like the desktop's SQLite table. A write of older text never replaces newer text.
import { createStore, del, get, update } from 'idb-keyval';
import type { LocalDraft } from '../../../../shared/ipc/desktop-contract';
import type { LocalDraftStore, PlatformResult } from '../platform';

const DATABASE = 'studyloop-local-drafts';
const STORE = 'drafts';

async function settle<T>(work: () => Promise<T>): Promise<PlatformResult<T>> {
  try {
    return { data: await work(), error: null };
  } catch (error) {
    // Private windows and full disks refuse IndexedDB: the screen keeps working, it just cannot keep a copy.
    return {
      data: null,
      error: { code: 'unavailable', message: error instanceof Error ? error.message : String(error) },
    };
  }
}

export function createIndexedDbDraftStore(): LocalDraftStore {
  let store: ReturnType<typeof createStore> | null = null;
  // Opened on first use, so pages that never keep a draft never open the database.
  const db = () => (store ??= createStore(DATABASE, STORE));
  return {
    read: (key) => settle(async () => (await get<LocalDraft>(key, db())) ?? null),
    write: (draft) =>
      settle(async () => {
        let saved = false;
        await update<LocalDraft>(
          draft.key,
          (current) => {
            if (current && current.savedAt > draft.savedAt) return current;
            saved = true;
            return draft;
          },
          db(),
        );
        return { saved };
      }),
    remove: (key) =>
      settle(async () => {
        await del(key, db());
        return { removed: true };
      }),
  };
}
