// The My Documents library (spec 2 sections 2.3 and 7.1): the user's uploads, purchases (user_documents),
// bookmarks and recent views, as one paged, filtered, sorted list of documents.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { QueryData, SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../../shared/db/database.types';
import { loadSupabase } from '../../lib/supabase.loader';
import type { LibrarySort, LibraryTab } from './library.texts';
import { uploadStatus, type UploadStatus } from './upload-status';

type Client = SupabaseClient<Database>;

export const LIBRARY_PAGE_SIZE = 12;

const LIBRARY_COLUMNS =
  `id, slug, title, status, price, points_price, average_rating, review_count, download_count, created_at, card_image_path,
  user_id, document_type_id, document_type:document_types(id, name)` as const;

/** Only its type is used: the row shape the library's select returns. */
const _libraryRows = (client: Client) => client.from('documents').select(LIBRARY_COLUMNS);
export type LibraryDocument = QueryData<ReturnType<typeof _libraryRows>>[number];

export interface LibraryQuery {
  userId: string;
  tab: LibraryTab;
  type: string | null;
  sort: LibrarySort;
  page: number;
}

export const libraryKeys = {
  all: (userId: string) => ['library', userId] as const,
  list: (query: LibraryQuery) => ['library', query.userId, 'list', query] as const,
  types: ['library', 'document-types'] as const,
};

async function idsOf(
  client: Client,
  table: 'user_documents' | 'document_bookmarks' | 'document_views',
  userId: string,
) {
  const order = table === 'document_views' ? 'viewed_at' : 'created_at';
  const { data, error } = await client
    .from(table)
    .select('document_id')
    .eq('user_id', userId)
    .order(order, { ascending: false })
    .limit(100);
  if (error) throw new Error(error.message);
  return (data ?? []).map((row) => row.document_id);
}

/** The ids a tab lists besides one's own uploads (All Documents lists those as well). */
export function tabDocumentIds(
  tab: LibraryTab,
  ids: { purchased: string[]; saved: string[]; viewed: string[] },
): string[] {
  switch (tab) {
    case 'purchased':
      return ids.purchased;
    case 'saved':
      return ids.saved;
    case 'recent':
      return ids.viewed;
    case 'all':
      return [...new Set([...ids.purchased, ...ids.saved, ...ids.viewed])];
    default:
      return [];
  }
}

async function fetchLibrary(client: Client, query: LibraryQuery) {
  const [purchased, saved, viewed] = await Promise.all([
    // Always: a card's button depends on ownership, and its Save toggle on the bookmarks, whatever the tab.
    idsOf(client, 'user_documents', query.userId),
    idsOf(client, 'document_bookmarks', query.userId),
    query.tab === 'all' || query.tab === 'recent' ? idsOf(client, 'document_views', query.userId) : [],
  ]);
  let request = client.from('documents').select(LIBRARY_COLUMNS, { count: 'exact' });
  if (query.tab === 'uploads') {
    // All statuses of one's own uploads (spec 2 section 4), withdrawn ones aside.
    request = request.eq('user_id', query.userId).neq('status', 'deleted');
  } else {
    // Each tab lists its own rows only: Saved is what was bookmarked, not everything in the library.
    const ids = tabDocumentIds(query.tab, { purchased, saved, viewed });
    request = request.eq('status', 'approved');
    request =
      query.tab === 'all'
        ? request.or(`user_id.eq.${query.userId}${ids.length ? `,id.in.(${ids.join(',')})` : ''}`)
        : request.in('id', ids.length ? ids : ['00000000-0000-0000-0000-000000000000']);
  }
  if (query.type) request = request.eq('document_type_id', query.type);
  switch (query.sort) {
    case 'downloads':
      request = request.order('download_count', { ascending: false });
      break;
    case 'rating':
      request = request.order('average_rating', { ascending: false });
      break;
    case 'title':
      request = request.order('title', { ascending: true });
      break;
    case 'price':
      request = request.order('price', { ascending: true });
      break;
    default:
      request = request.order('created_at', { ascending: false });
  }
  const from = (query.page - 1) * LIBRARY_PAGE_SIZE;
  const { data, error, count } = await request.order('id').range(from, from + LIBRARY_PAGE_SIZE - 1);
  if (error) throw new Error(error.message);
  const rows = data ?? [];
  const statuses =
    query.tab === 'uploads' ? await fetchUploadStatuses(client, rows) : new Map<string, UploadStatus>();
  return { rows, total: count ?? 0, owned: new Set(purchased), saved: new Set(saved), statuses };
}

/** My Uploads: each upload's processing state and moderation status, with the reason of a rejection. */
async function fetchUploadStatuses(client: Client, rows: LibraryDocument[]) {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return new Map<string, UploadStatus>();
  const [processing, reasons] = await Promise.all([
    client.from('document_processing').select('document_id, state, error').in('document_id', ids),
    client.from('documents').select('id, rejection_reason').in('id', ids),
  ]);
  if (processing.error) throw new Error(processing.error.message);
  if (reasons.error) throw new Error(reasons.error.message);
  const records = new Map((processing.data ?? []).map((record) => [record.document_id, record]));
  const reasonOf = new Map((reasons.data ?? []).map((row) => [row.id, row.rejection_reason]));
  return new Map(
    rows.map((row) => [
      row.id,
      uploadStatus({
        processing: records.get(row.id) ?? null,
        document: { status: row.status, rejection_reason: reasonOf.get(row.id) ?? null },
      }),
    ]),
  );
}

export type LibraryPage = Awaited<ReturnType<typeof fetchLibrary>>;

export const libraryQuery = (query: LibraryQuery) =>
  queryOptions({
    queryKey: libraryKeys.list(query),
    queryFn: async () => fetchLibrary(await loadSupabase(), query),
    placeholderData: keepPreviousData,
  });

export const documentTypesQuery = () =>
  queryOptions({
    queryKey: libraryKeys.types,
    queryFn: async () => {
      const { data, error } = await (
        await loadSupabase()
      )
        .from('document_types')
        .select('id, name')
        .order('name');
      if (error) throw new Error(error.message);
      return data ?? [];
    },
    staleTime: 10 * 60_000,
  });
