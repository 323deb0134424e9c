// Local drafts: a screen's unsaved work (renderer/src/platform/drafts), kept until it is saved or discarded.
import type { LocalDraft } from '../shared/ipc/desktop-contract';
import type { CacheStore } from './cache-store';

/** One row per user and draft key; the newest write wins. */
export class CacheDrafts {
  constructor(private readonly sqlite: CacheStore) {}

  read(userId: string, key: string): LocalDraft | null {
    const row = this.sqlite.db
      .prepare('select key, value, saved_at as savedAt from local_drafts where user_id = ? and key = ?')
      .get(userId, key) as LocalDraft | undefined;
    return row ?? null;
  }

  /** Keeps the newest write: a late write of older text (a slow window, a replayed call) never wins. */
  write(userId: string, draft: LocalDraft): boolean {
    const result = this.sqlite.db
      .prepare(
        `insert into local_drafts (user_id, key, value, saved_at) values (?, ?, ?, ?)
         on conflict (user_id, key) do update set value = excluded.value, saved_at = excluded.saved_at
         where excluded.saved_at >= local_drafts.saved_at`,
      )
      .run(userId, draft.key, draft.value, draft.savedAt);
    return result.changes > 0;
  }

  remove(userId: string, key: string): boolean {
    return (
      this.sqlite.db.prepare('delete from local_drafts where user_id = ? and key = ?').run(userId, key)
        .changes > 0
    );
  }
}
