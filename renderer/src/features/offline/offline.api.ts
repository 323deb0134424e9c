// Reads from the platform that fill the device cache: the user's library (owned or uploaded documents),
// a document's page text, and the user's papers.
import type { SupabaseClient } from '@supabase/supabase-js';
import type {
  DocumentFile,
  DocumentMetadata,
  DocumentPage,
  PaperSnapshot,
} from '../../../../shared/ipc/desktop-contract';

interface DocumentRow {
  id: string;
  slug: string;
  title: string;
  description: string | null;
  page_count: number | null;
  average_rating: number | string;
  download_count: number;
  created_at: string;
  document_type: { name: string } | null;
  subject: { name: string } | null;
}

const DOCUMENT_FIELDS =
  'id, slug, title, description, page_count, average_rating, download_count, created_at, ' +
  'document_type:document_types(name), subject:subjects(name)';

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
export async function fetchLibrary(client: SupabaseClient, userId: string): Promise<DocumentMetadata[]> {
  const [owned, uploads] = await Promise.all([
    client
      .from('user_documents')
      .select(`access_type, document:documents(${DOCUMENT_FIELDS})`)
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .limit(1000),
    client
      .from('documents')
      .select(DOCUMENT_FIELDS)
      .eq('user_id', userId)
      .neq('status', 'deleted')
      .order('created_at', { ascending: false })
      .limit(1000),
  ]);
  if (owned.error) throw owned.error;
  if (uploads.error) throw uploads.error;
  const byId = new Map<string, DocumentMetadata>();
  for (const row of (uploads.data ?? []) as unknown as DocumentRow[])
    byId.set(row.id, toMetadata(row, 'upload'));
  for (const row of (owned.data ?? []) as unknown as {
    access_type: string;
    document: DocumentRow | null;
  }[]) {
    if (row.document && !byId.has(row.document.id)) {
      byId.set(row.document.id, toMetadata(row.document, row.access_type as DocumentMetadata['accessType']));
    }
  }
  return [...byId.values()];
}

export async function fetchDocumentPages(
  client: SupabaseClient,
  documentId: string,
): Promise<DocumentPage[]> {
  const { data, error } = await client
    .from('document_pages')
    .select('page_number, content')
    .eq('document_id', documentId)
    .order('page_number');
  if (error) throw error;
  return (data ?? []).map((row: { page_number: number; content: string }) => ({
    pageNumber: row.page_number,
    content: row.content,
  }));
}

/**
 * The document's original file, downloaded as the signed-in user (storage RLS lets owners and buyers read it),
 * for reading offline. Null when the document has no file.
 */
export async function fetchDocumentFile(
  client: SupabaseClient,
  documentId: string,
): Promise<DocumentFile | null> {
  const { data, error } = await client
    .from('documents')
    .select('original_file_path, original_file_name, original_file_type')
    .eq('id', documentId)
    .maybeSingle();
  if (error) throw error;
  const row = data as {
    original_file_path: string | null;
    original_file_name: string | null;
    original_file_type: string | null;
  } | null;
  if (!row?.original_file_path) return null;
  const download = await client.storage.from('document-originals').download(row.original_file_path);
  if (download.error) throw download.error;
  return {
    name: row.original_file_name ?? row.original_file_path.split('/').pop() ?? 'document',
    type: row.original_file_type ?? download.data.type ?? 'application/octet-stream',
    bytes: new Uint8Array(await download.data.arrayBuffer()),
  };
}

export async function fetchPapers(client: SupabaseClient): Promise<PaperSnapshot[]> {
  const { data, error } = await client
    .from('papers')
    .select('id, editor, title, content, status, version, updated_at')
    .order('updated_at', { ascending: false })
    .limit(200);
  if (error) throw error;
  return (data ?? []).map(
    (row: {
      id: string;
      editor: PaperSnapshot['editor'];
      title: string;
      content: string;
      status: PaperSnapshot['status'];
      version: number;
      updated_at: string;
    }) => ({
      id: row.id,
      editor: row.editor,
      title: row.title,
      content: row.content,
      status: row.status,
      version: row.version,
      updatedAt: new Date(row.updated_at).toISOString(),
    }),
  );
}
