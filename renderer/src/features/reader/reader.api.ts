// The reader's reads and writes (issue 12; spec 1 §6, spec 2 §7.1): the document by slug as RLS shows it to the
// signed-in user, who may read it in full (its uploader, a buyer or subscriber with a user_documents row), the
// file to render (a signed link of 3600 s to the converted PDF or the original; the public preview otherwise),
// the last page read, the bookmark, the view, a download link and a report for the admin queue.
import { queryOptions } from '@tanstack/react-query';
import type { QueryData, SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../../shared/db/database.types';
import { loadSupabase } from '../../lib/supabase.loader';
import type { ReportReason } from './reader.texts';

type Client = SupabaseClient<Database>;

/** Spec 1 §6 and §9: signed links are valid 3600 s. */
export const SIGNED_URL_SECONDS = 3600;

const READER_COLUMNS = `id, slug, title, status, user_id, page_count, preview_page_count, preview_file_path,
  points_price, original_file_path, original_file_name, original_file_type, converted_file_path,
  converted_file_name, document_type:document_types(name)` as const;

const _readerRows = (client: Client) => client.from('documents').select(READER_COLUMNS);
export type ReaderDocument = QueryData<ReturnType<typeof _readerRows>>[number];

/** uploader and owner read the whole file; preview is everyone else on an approved document. */
export type ReaderAccess = 'uploader' | 'owner' | 'preview';

export interface ReaderState {
  document: ReaderDocument;
  access: ReaderAccess;
  lastPage: number | null;
  bookmarked: boolean;
  /** An active subscription with documents left this period (a way in for a non-owner). */
  subscription: { used: number; limit: number } | null;
}

/** The columns that say where a document's files are. */
export type DocumentFiles = Pick<
  ReaderDocument,
  | 'slug'
  | 'original_file_path'
  | 'original_file_name'
  | 'original_file_type'
  | 'converted_file_path'
  | 'converted_file_name'
>;

/** Where the full text lives: the converted PDF of a DOCX/PPTX, else a PDF original. */
export function fullFile(document: DocumentFiles): { bucket: string; path: string; name: string } | null {
  if (document.converted_file_path)
    return {
      bucket: 'document-converted',
      path: document.converted_file_path,
      name: document.converted_file_name ?? `${document.slug}.pdf`,
    };
  if (document.original_file_path && (document.original_file_type ?? 'application/pdf') === 'application/pdf')
    return {
      bucket: 'document-originals',
      path: document.original_file_path,
      name: document.original_file_name ?? `${document.slug}.pdf`,
    };
  return null;
}

/** The original as uploaded (what 'Download' gives an owner), falling back to the converted PDF. */
export function downloadFile(document: DocumentFiles): { bucket: string; path: string; name: string } | null {
  if (document.original_file_path)
    return {
      bucket: 'document-originals',
      path: document.original_file_path,
      name: document.original_file_name ?? document.original_file_path.split('/').pop() ?? 'document',
    };
  return fullFile(document);
}

export async function fetchReaderState(
  client: Client,
  slug: string,
  userId: string,
): Promise<ReaderState | null> {
  const { data: document, error } = await _readerRows(client).eq('slug', slug).maybeSingle();
  if (error) throw new Error(error.message);
  if (!document) return null;
  const [owned, view, bookmark, subscription] = await Promise.all([
    client
      .from('user_documents')
      .select('id')
      .eq('user_id', userId)
      .eq('document_id', document.id)
      .maybeSingle(),
    client
      .from('document_views')
      .select('page_number')
      .eq('user_id', userId)
      .eq('document_id', document.id)
      .maybeSingle(),
    client
      .from('document_bookmarks')
      .select('document_id')
      .eq('user_id', userId)
      .eq('document_id', document.id)
      .maybeSingle(),
    client
      .from('user_subscriptions')
      .select('documents_used_this_period, current_period_end, plan:subscription_plans(bonus_points)')
      .eq('user_id', userId)
      .eq('status', 'active')
      .maybeSingle(),
  ]);
  for (const answer of [owned, view, bookmark]) if (answer.error) throw new Error(answer.error.message);
  const access: ReaderAccess = document.user_id === userId ? 'uploader' : owned.data ? 'owner' : 'preview';
  const plan = subscription.data;
  const limit = plan?.plan?.bonus_points ?? 0;
  const current =
    plan && (!plan.current_period_end || new Date(plan.current_period_end) > new Date()) ? plan : null;
  return {
    document,
    access,
    lastPage: view.data?.page_number ?? null,
    bookmarked: bookmark.data !== null,
    subscription:
      access === 'preview' &&
      current &&
      document.status === 'approved' &&
      current.documents_used_this_period < limit
        ? { used: current.documents_used_this_period, limit }
        : null,
  };
}

export const readerKeys = {
  all: ['reader'] as const,
  state: (slug: string, userId: string) => [...readerKeys.all, 'state', slug, userId] as const,
  file: (documentId: string, access: ReaderAccess) =>
    [...readerKeys.all, 'file', documentId, access] as const,
};

export const readerStateQuery = (slug: string, userId: string) =>
  queryOptions({
    queryKey: readerKeys.state(slug, userId),
    queryFn: async () => fetchReaderState(await loadSupabase(), slug, userId),
  });

/** A fresh signed link; `download` makes the server send it as an attachment with that name. */
export async function signFile(
  file: { bucket: string; path: string; name: string },
  download = false,
): Promise<string> {
  const client = await loadSupabase();
  const { data, error } = await client.storage
    .from(file.bucket)
    .createSignedUrl(file.path, SIGNED_URL_SECONDS, download ? { download: file.name } : undefined);
  if (error || !data) throw new Error(error?.message ?? 'Could not sign the file');
  return data.signedUrl;
}

/**
 * The bytes pdf.js renders: the full file through a link signed now (it is fetched at once, so a link that
 * expires later never breaks the open reader; a refetch signs a new one), or the public preview.
 */
export const readerFileQuery = (state: ReaderState) =>
  queryOptions({
    queryKey: readerKeys.file(state.document.id, state.access),
    queryFn: async (): Promise<Uint8Array | null> => {
      const file = state.access === 'preview' ? null : fullFile(state.document);
      const url = file
        ? await signFile(file)
        : state.document.preview_file_path
          ? `/api/storage/document-previews/${state.document.preview_file_path}`
          : null;
      if (!url) return null;
      const response = await fetch(url);
      if (!response.ok) throw new Error(`The document could not be loaded (${response.status})`);
      return new Uint8Array(await response.arrayBuffer());
    },
    // Signed links live 3600 s; past that a refetch signs again.
    staleTime: (SIGNED_URL_SECONDS - 60) * 1000,
  });

export async function recordReading(documentId: string, pageNumber: number, progress: number) {
  const { error } = await (
    await loadSupabase()
  ).rpc('record_document_view', {
    p_document_id: documentId,
    p_page_number: pageNumber,
    p_progress: Math.round(progress * 10) / 10,
    p_device_info: { userAgent: navigator.userAgent, platform: navigator.platform },
  });
  if (error) throw new Error(error.message);
}

export async function openWithSubscription(documentId: string): Promise<void> {
  const { data, error } = await (
    await loadSupabase()
  ).rpc('use_subscription_for_document', {
    p_document_id: documentId,
  });
  if (error) throw new Error(error.message);
  const answer = data as { success: boolean; error?: string };
  if (!answer.success) throw new Error(answer.error ?? 'Subscription refused');
}

export type ReportOutcome = 'sent' | 'duplicate';

/** A report of the document into the admin queue (content_reports); one open report per user and document. */
export async function reportDocument(
  userId: string,
  documentId: string,
  reason: ReportReason,
  details: string,
): Promise<ReportOutcome> {
  const { error } = await (await loadSupabase()).from('content_reports').insert({
    reporter_id: userId,
    target_type: 'document',
    target_id: documentId,
    reason,
    details: details.trim() || null,
  });
  if (error?.code === '23505') return 'duplicate';
  if (error) throw new Error(error.message);
  return 'sent';
}
