// The upload screen's calls: the catalogue lists for the metadata, the seller's share, the resumable upload of
// the file (Supabase Storage's TUS endpoint through tus-js-client, loaded only here), upload_document, and the
// seller's processing records.
import { queryOptions } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../../shared/db/database.types';
import { loadSupabase } from '../../lib/supabase.loader';
import { readSupabaseConfig } from '../../platform/supabase-config';
import { uploadTexts } from './marketplace.texts';
import { isRetryableUploadStatus, UploadError, uploadFailure } from './upload-errors';

type Client = SupabaseClient<Database>;

function fail(error: { message?: string; code?: string } | null): never {
  throw new UploadError(error?.message ?? 'Request failed', error?.code);
}

export const uploadKeys = {
  options: ['marketplace', 'upload-options'] as const,
  courses: (universityId: string) => ['marketplace', 'courses', universityId] as const,
  processing: (userId: string) => ['marketplace', 'processing', userId] as const,
};

async function fetchUploadOptions(client: Client) {
  const [subjects, types, universities, textbooks, share] = await Promise.all([
    client.from('subjects').select('id, name').order('name'),
    client.from('document_types').select('id, name').order('name'),
    client.from('universities').select('id, name').order('name'),
    client.from('textbooks').select('id, title').order('title').limit(500),
    client.from('app_settings').select('value').eq('key', 'points.seller_share_percent').maybeSingle(),
  ]);
  for (const result of [subjects, types, universities, textbooks]) if (result.error) fail(result.error);
  return {
    subjects: subjects.data ?? [],
    types: types.data ?? [],
    universities: universities.data ?? [],
    textbooks: (textbooks.data ?? []).map((t) => ({ id: t.id, name: t.title })),
    sellerSharePercent: Number(share.data?.value ?? 70),
  };
}

export type UploadOptions = Awaited<ReturnType<typeof fetchUploadOptions>>;

export const uploadOptionsQuery = () =>
  queryOptions({
    queryKey: uploadKeys.options,
    queryFn: async () => fetchUploadOptions(await loadSupabase()),
    staleTime: 10 * 60_000,
  });

export const coursesQuery = (universityId: string) =>
  queryOptions({
    queryKey: uploadKeys.courses(universityId),
    queryFn: async () => {
      const { data, error } = await (
        await loadSupabase()
      )
        .from('courses')
        .select('id, name')
        .eq('university_id', universityId)
        .order('name');
      if (error) fail(error);
      return data;
    },
    enabled: Boolean(universityId),
    staleTime: 10 * 60_000,
  });

/** A storage object name in the seller's own folder (the bucket's policy), safe characters only. */
export function originalPath(userId: string, fileName: string, now = Date.now()): string {
  const dot = fileName.lastIndexOf('.');
  const base = (dot > 0 ? fileName.slice(0, dot) : fileName)
    .normalize('NFKD')
    .replace(/[^\w-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)
    .toLowerCase();
  const extension =
    dot > 0
      ? fileName
          .slice(dot + 1)
          .toLowerCase()
          .replace(/[^a-z0-9]/g, '')
      : '';
  return `${userId}/${now}-${base || 'document'}${extension ? `.${extension}` : ''}`;
}

export interface UploadProgress {
  sent: number;
  total: number;
  /** The connection dropped and the upload is retrying from the bytes the server kept. */
  resuming: boolean;
}

/**
 * Uploads the file through the resumable endpoint in 6 MB chunks: a dropped connection retries from the offset
 * the server kept, and a page reload finds the unfinished upload again (tus-js-client's fingerprint store). The
 * server's refusal (a 4xx: wrong type, too large, not allowed) ends the upload at once with its reason; only a
 * lost connection or a server error is retried and shown as "resuming". Each request carries the session's
 * current token, so a long upload outlives the token it started with.
 */
export async function uploadResumable(
  file: File,
  path: string,
  onProgress: (progress: UploadProgress) => void,
  signal: AbortSignal,
): Promise<void> {
  const client = await loadSupabase();
  const accessToken = async () => {
    const { data } = await client.auth.getSession();
    return data.session?.access_token ?? null;
  };
  if (!(await accessToken())) throw new UploadError('User not authenticated');
  const { supabaseUrl, anonKey } = readSupabaseConfig();
  const { DetailedError, Upload } = await import('tus-js-client');
  await new Promise<void>((resolve, reject) => {
    let resuming = false;
    const upload = new Upload(file, {
      endpoint: `${supabaseUrl}/storage/v1/upload/resumable`,
      retryDelays: [0, 1000, 3000, 5000, 10_000, 20_000],
      chunkSize: 6 * 1024 * 1024,
      removeFingerprintOnSuccess: true,
      headers: { apikey: anonKey, 'x-upsert': 'false' },
      metadata: {
        bucketName: 'document-originals',
        objectName: path,
        contentType: file.type || 'application/octet-stream',
        cacheControl: '3600',
      },
      onBeforeRequest: async (request) => {
        const token = await accessToken();
        if (token) request.setHeader('authorization', `Bearer ${token}`);
      },
      onShouldRetry: (error) => {
        const status = error.originalResponse?.getStatus() ?? 0;
        if (!isRetryableUploadStatus(status)) return false;
        resuming = true;
        onProgress({ sent: 0, total: file.size, resuming: true });
        return true;
      },
      onProgress: (sent, total) => {
        if (sent > 0) resuming = false;
        onProgress({ sent, total, resuming });
      },
      onSuccess: () => resolve(),
      onError: (error) => {
        // Not a request's failure (the file could not be read, an option was wrong): no answer to translate.
        if (!(error instanceof DetailedError) || !error.originalRequest)
          return reject(new UploadError(uploadTexts.errors.upload));
        const response = error.originalResponse;
        reject(uploadFailure(response?.getStatus() ?? 0, response?.getBody()));
      },
    });
    signal.addEventListener('abort', () => {
      void upload.abort(true);
      reject(new UploadError('Upload cancelled'));
    });
    void upload.findPreviousUploads().then((previous) => {
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    });
  });
}

export interface UploadMetadata {
  title: string;
  description: string;
  subject_id: string;
  document_type_id: string;
  university_id: string;
  course_id: string;
  textbook_id: string;
  price: number;
  language: string;
}

/** Creates the document from the uploaded file; a refused one removes the file again (no object left behind). */
export async function submitUpload(path: string, metadata: UploadMetadata) {
  const client = await loadSupabase();
  const { data, error } = await client.rpc('upload_document', {
    p_document: { ...metadata },
    p_path: path,
  });
  if (error) {
    await client.storage.from('document-originals').remove([path]);
    fail(error);
  }
  return data as { document_id: string; slug: string; status: string };
}

async function fetchProcessingRecords(client: Client, userId: string) {
  const [records, documents] = await Promise.all([
    client
      .from('document_processing')
      .select(
        'document_id, title, state, step, steps_done, error, notice, page_count, duplicate_of, updated_at',
      )
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .limit(10),
    client
      .from('documents')
      .select('id, slug, status, rejection_reason')
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .limit(50),
  ]);
  if (records.error) fail(records.error);
  if (documents.error) fail(documents.error);
  const byId = new Map((documents.data ?? []).map((d) => [d.id, d]));
  return (records.data ?? []).map((record) => ({
    ...record,
    document: byId.get(record.document_id) ?? null,
  }));
}

export type ProcessingRecord = Awaited<ReturnType<typeof fetchProcessingRecords>>[number];

export const processingQuery = (userId: string) =>
  queryOptions({
    queryKey: uploadKeys.processing(userId),
    queryFn: async () => fetchProcessingRecords(await loadSupabase(), userId),
  });
