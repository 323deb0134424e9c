// Reads from the platform that fill the device cache: the user's library (owned or uploaded documents),
// a document's page text, and the user's papers.
import type { QueryData, SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../../shared/db/database.types';
import type {
  DocumentFile,
  DocumentMetadata,
  DocumentPage,
  PaperSnapshot,
} from '../../../../shared/ipc/desktop-contract';

type Client = SupabaseClient<Database>;

const DOCUMENT_FIELDS = `id, slug, title, description, page_count, average_rating, download_count, created_at,
  document_type:document_types(name), subject:subjects(name)` as const;

const uploadedDocuments = (client: Client) => client.from('documents').select(DOCUMENT_FIELDS);
type DocumentRow = QueryData<ReturnType<typeof uploadedDocuments>>[number];

// These columns are text with check constraints in the database listing the values the desktop contract names.
const ACCESS_TYPES = ['points', 'subscription', 'free', 'order', 'grant'] as const satisfies readonly Exclude<
  DocumentMetadata['accessType'],
  'upload'
>[];
const PAPER_EDITORS = ['writer', 'editor'] as const satisfies readonly PaperSnapshot['editor'][];
const PAPER_STATUSES = [
  'draft',
  'in_progress',
  'completed',
  'archived',
] as const satisfies readonly PaperSnapshot['status'][];

function oneOf<T extends string>(values: readonly T[], value: string, column: string): T {
  const found = values.find((item) => item === value);
  if (found === undefined) throw new Error(`Unexpected ${column} ${JSON.stringify(value)}`);
  return found;
}

const toMetadata = (row: DocumentRow, accessType: DocumentMetadata['accessType']): DocumentMetadata => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  description: row.description ? row.description.slice(0, 2000) : null,
  documentType: row.document_type?.name ?? null,
  subject: row.subject?.name ?? null,
  author: null,
  pageCount: row.page_count,
  averageRating: Number(row.average_rating) || 0,
  downloadCount: row.download_count,
  accessType,
  createdAt: new Date(row.created_at).toISOString(),
});

/** Documents the user owns (user_documents) and their own uploads, newest first, deduplicated. */
export async function fetchLibrary(client: Client, userId: string): Promise<DocumentMetadata[]> {
  const [owned, uploads] = await Promise.all([
    client
      .from('user_documents')
      .select(`access_type, document:documents(${DOCUMENT_FIELDS})`)
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .limit(1000),
    uploadedDocuments(client)
      .eq('user_id', userId)
      .neq('status', 'deleted')
      .order('created_at', { ascending: false })
      .limit(1000),
  ]);
  if (owned.error) throw owned.error;
  if (uploads.error) throw uploads.error;
  const byId = new Map<string, DocumentMetadata>();
  for (const row of uploads.data ?? []) byId.set(row.id, toMetadata(row, 'upload'));
  // A document the user may no longer read (RLS) embeds as null.
  for (const row of owned.data ?? []) {
    const document: DocumentRow | null = row.document;
    if (document && !byId.has(document.id)) {
      byId.set(document.id, toMetadata(document, oneOf(ACCESS_TYPES, row.access_type, 'access_type')));
    }
  }
  return [...byId.values()];
}

export async function fetchDocumentPages(client: Client, documentId: string): Promise<DocumentPage[]> {
  const { data, error } = await client
    .from('document_pages')
    .select('page_number, content')
    .eq('document_id', documentId)
    .order('page_number');
  if (error) throw error;
  return (data ?? []).map((row) => ({
    pageNumber: row.page_number,
    content: row.content,
  }));
}

/**
 * The document's original file, downloaded as the signed-in user (storage RLS lets owners and buyers read it),
 * for reading offline. Null when the document has no file.
 */
export async function fetchDocumentFile(client: Client, documentId: string): Promise<DocumentFile | null> {
  const { data, error } = await client
    .from('documents')
    .select('original_file_path, original_file_name, original_file_type')
    .eq('id', documentId)
    .maybeSingle();
  if (error) throw error;
  const row = data;
  if (!row?.original_file_path) return null;
  const download = await client.storage.from('document-originals').download(row.original_file_path);
  if (download.error) throw download.error;
  return {
    name: row.original_file_name ?? row.original_file_path.split('/').pop() ?? 'document',
    type: row.original_file_type ?? download.data.type ?? 'application/octet-stream',
    bytes: new Uint8Array(await download.data.arrayBuffer()),
  };
}

export async function fetchPapers(client: Client): Promise<PaperSnapshot[]> {
  const { data, error } = await client
    .from('papers')
    .select('id, editor, title, content, status, version, updated_at')
    .order('updated_at', { ascending: false })
    .limit(200);
  if (error) throw error;
  return (data ?? []).map((row) => ({
    id: row.id,
    editor: oneOf(PAPER_EDITORS, row.editor, 'editor'),
    title: row.title,
    content: row.content,
    status: oneOf(PAPER_STATUSES, row.status, 'status'),
    version: row.version,
    updatedAt: new Date(row.updated_at).toISOString(),
  }));
}
