// The library on this device: each document's metadata, and for those kept for offline reading their page text
// and file (one transaction replaces both, so a reader sees the old content or the new).
import type {
  CachedDocument,
  CachedDocumentSummary,
  DocumentFile,
  DocumentMetadata,
  DocumentPage,
} from '../shared/ipc/desktop-contract';
import type { CacheStore } from './cache-store';

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

/** LIKE with the user's text taken literally. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The cached library of one device, per user. */
export class CacheLibrary {
  constructor(private readonly sqlite: CacheStore) {}

  store(
    userId: string,
    documents: DocumentMetadata[],
    complete: boolean,
  ): { stored: number; removed: number } {
    const now = new Date().toISOString();
    const upsert = this.sqlite.db.prepare(
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
    return this.sqlite.write(() => {
      for (const document of documents) upsert.run({ ...document, userId, now });
      let removed = 0;
      if (complete) {
        // Access can end (a refund, a withdrawn upload): the library on this device follows the platform's.
        const keep = JSON.stringify(documents.map((document) => document.id));
        removed = this.sqlite.db
          .prepare('delete from documents where user_id = ? and id not in (select value from json_each(?))')
          .run(userId, keep).changes;
      }
      return { stored: documents.length, removed };
    });
  }

  list(
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
    const rows = this.sqlite.db
      .prepare(
        `select ${DOCUMENT_COLUMNS} from documents d
         left join document_files f on f.user_id = d.user_id and f.document_id = d.id
         where ${where} order by d.created_at desc, d.id limit @limit offset @offset`,
      )
      .all(params) as DocumentRow[];
    const { total } = this.sqlite.db
      .prepare(`select count(*) as total from documents d where ${where}`)
      .get(params) as {
      total: number;
    };
    return { documents: rows.map(toSummary), total };
  }

  summary(userId: string, documentId: string): CachedDocumentSummary | null {
    const row = this.sqlite.db
      .prepare(
        `select ${DOCUMENT_COLUMNS} from documents d
         left join document_files f on f.user_id = d.user_id and f.document_id = d.id
         where d.user_id = ? and d.id = ?`,
      )
      .get(userId, documentId) as DocumentRow | undefined;
    return row ? toSummary(row) : null;
  }

  get(userId: string, documentId: string): CachedDocument | null {
    const summary = this.summary(userId, documentId);
    if (!summary) return null;
    const pages = this.sqlite.db
      .prepare(
        `select page_number as pageNumber, content from document_pages
         where user_id = ? and document_id = ? order by page_number`,
      )
      .all(userId, documentId) as DocumentPage[];
    return { ...summary, pages };
  }

  /** Replaces a document's page text and file in one transaction: readers see the old content or the new. */
  storeContent(
    userId: string,
    documentId: string,
    pages: DocumentPage[],
    file: DocumentFile | null,
  ): CachedDocumentSummary | null {
    return this.sqlite.write(() => {
      const exists = this.sqlite.db
        .prepare('select 1 from documents where user_id = ? and id = ?')
        .get(userId, documentId);
      if (!exists) return null;
      this.sqlite.db
        .prepare('delete from document_pages where user_id = ? and document_id = ?')
        .run(userId, documentId);
      const insertPage = this.sqlite.db.prepare(
        'insert into document_pages (user_id, document_id, page_number, content) values (?, ?, ?, ?)',
      );
      for (const page of pages) insertPage.run(userId, documentId, page.pageNumber, page.content);
      if (file) {
        this.sqlite.db
          .prepare(
            `insert into document_files (user_id, document_id, name, type, size, bytes) values (?, ?, ?, ?, ?, ?)
             on conflict (user_id, document_id) do update set name = excluded.name, type = excluded.type,
               size = excluded.size, bytes = excluded.bytes`,
          )
          .run(userId, documentId, file.name, file.type, file.bytes.byteLength, Buffer.from(file.bytes));
      }
      this.sqlite.db
        .prepare('update documents set content_cached_at = ? where user_id = ? and id = ?')
        .run(new Date().toISOString(), userId, documentId);
      return this.summary(userId, documentId);
    });
  }

  /** Marking a document not available offline frees its content; the metadata stays in the library list. */
  setAvailableOffline(
    userId: string,
    documentId: string,
    availableOffline: boolean,
  ): CachedDocumentSummary | null {
    return this.sqlite.write(() => {
      const changed = this.sqlite.db
        .prepare('update documents set available_offline = ? where user_id = ? and id = ?')
        .run(availableOffline ? 1 : 0, userId, documentId).changes;
      if (changed === 0) return null;
      if (!availableOffline) {
        this.sqlite.db
          .prepare('delete from document_pages where user_id = ? and document_id = ?')
          .run(userId, documentId);
        this.sqlite.db
          .prepare('delete from document_files where user_id = ? and document_id = ?')
          .run(userId, documentId);
        this.sqlite.db
          .prepare('update documents set content_cached_at = null where user_id = ? and id = ?')
          .run(userId, documentId);
      }
      return this.summary(userId, documentId);
    });
  }

  readFile(userId: string, documentId: string): DocumentFile | null {
    const row = this.sqlite.db
      .prepare('select name, type, bytes from document_files where user_id = ? and document_id = ?')
      .get(userId, documentId) as { name: string; type: string; bytes: Buffer } | undefined;
    if (!row) return null;
    return { name: row.name, type: row.type, bytes: new Uint8Array(row.bytes) };
  }
}
