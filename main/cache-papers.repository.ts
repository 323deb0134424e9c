// Paper drafts on this device: the platform's copy and local edits (the queue side of saving lives in
// sync-queue.ts, in the same transaction).
import type { PaperDraft, PaperEditor, PaperSnapshot } from '../shared/ipc/desktop-contract';
import type { CacheStore } from './cache-store';

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

/** Words of a paper's text; the editor stores HTML, so tags are not words. */
export function countWords(content: string): number {
  const text = content
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .trim();
  return text === '' ? 0 : text.split(/\s+/).length;
}

/** The papers a user keeps on this device, with their unsynced edits. */
export class CachePapers {
  constructor(private readonly sqlite: CacheStore) {}

  list(userId: string): PaperDraft[] {
    const rows = this.sqlite.db
      .prepare('select * from papers where user_id = ? order by local_updated_at desc, id')
      .all(userId) as PaperRow[];
    return rows.map(toDraft);
  }

  get(userId: string, paperId: string): PaperDraft | null {
    const row = this.sqlite.db
      .prepare('select * from papers where user_id = ? and id = ?')
      .get(userId, paperId) as PaperRow | undefined;
    return row ? toDraft(row) : null;
  }

  /** Keeps the platform's copy; a paper with unsynced local edits keeps its text (replay will add a version). */
  cache(userId: string, paper: PaperSnapshot): PaperDraft {
    return this.sqlite.write(() => {
      this.sqlite.db
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
      return this.get(userId, paper.id)!;
    });
  }

  /** Writes a local edit. Call inside `write()` together with queueing it, so neither happens without the other. */
  applyEdit(
    userId: string,
    edit: { paperId: string; editor: PaperEditor; title: string; content: string },
    now: string,
  ): PaperDraft {
    this.sqlite.db
      .prepare(
        `insert into papers (user_id, id, editor, title, content, word_count, status, version, server_updated_at,
           local_updated_at, dirty, created_offline)
         values (@userId, @paperId, @editor, @title, @content, @wordCount, 'draft', 1, @now, @now, 1, 1)
         on conflict (user_id, id) do update set title = excluded.title, content = excluded.content,
           word_count = excluded.word_count, local_updated_at = excluded.local_updated_at, dirty = 1`,
      )
      .run({ ...edit, userId, now, wordCount: countWords(edit.content) });
    return this.get(userId, edit.paperId)!;
  }

  /** After replay: the platform now holds this version; the draft is clean unless newer edits wait in the queue. */
  markSynced(userId: string, paperId: string, version: number, serverUpdatedAt: string): void {
    this.sqlite.db
      .prepare(
        `update papers set version = max(version, @version), server_updated_at = @serverUpdatedAt, created_offline = 0,
           dirty = case when exists (select 1 from sync_queue q where q.user_id = @userId and q.kind = 'paper.save'
             and q.entity_id = @paperId) then 1 else 0 end
         where user_id = @userId and id = @paperId`,
      )
      .run({ userId, paperId, version, serverUpdatedAt });
  }
}
