import { createHash, randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Logger } from '../process/logger.ts';
import { blobKeyForVersion, type BlobStore } from '../storage/blob-store.ts';
import type { ObjectMetadata } from '../storage/storage.repository.ts';
import { DOCUMENTS, documentBody } from './data/documents.generator.ts';
import type { DocumentSeed } from './data/seed-types.ts';
import { renderDocumentCard, type CardFormat } from './document-card.renderer.ts';
import { createPdfFonts, renderTextPdfWithPreview, type PdfFonts } from '../documents/text-pdf.renderer.ts';

// The demo documents as real files: the full PDF in document-originals (in the uploader's folder, where the bucket's
// policies expect an upload), a preview PDF of its first pages in document-previews, and a card image of page one in
// cover-images. Object names are the ones the document rows already carry when the seeder set them.

export interface SeedDocumentFileInput {
  /** documents.id */
  id: string;
  /** documents.user_id: the uploader, owner of the original. */
  userId: string | null;
  seed: DocumentSeed;
  /** Object names inside their buckets; defaults below when absent. */
  originalPath?: string | null;
  previewPath?: string | null;
  cardPath?: string | null;
  previewPageCount?: number | null;
}

export interface SeedDocumentFilesResult {
  documents: number;
  objects: number;
  bytes: number;
  ms: number;
}

const CACHE_CONTROL = 'max-age=3600';
/** Documents rendered at once: enough to keep card encoding (off the main thread) busy alongside the PDFs. */
const CONCURRENCY = 4;

const defaultPaths = (doc: SeedDocumentFileInput) => ({
  original: doc.originalPath ?? `${doc.userId ?? 'platform'}/${doc.seed.slug}.pdf`,
  preview: doc.previewPath ?? `${doc.seed.slug}/preview.pdf`,
  card: doc.cardPath ?? `documents/${doc.seed.slug}.webp`,
});

/** The spec's preview: the first pages, never the whole document when it has more than one page. */
function previewPages(doc: SeedDocumentFileInput): number {
  const total = doc.seed.page_count;
  const wanted = doc.previewPageCount ?? Math.min(3, total);
  return Math.max(1, Math.min(wanted, total > 1 ? total - 1 : 1));
}

function cardFormat(path: string): { format: CardFormat; mimetype: string } {
  if (/\.png$/i.test(path)) return { format: 'png', mimetype: 'image/png' };
  if (/\.jpe?g$/i.test(path)) return { format: 'jpeg', mimetype: 'image/jpeg' };
  return { format: 'webp', mimetype: 'image/webp' };
}

interface ObjectRowInput {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  version: string;
  metadata: ObjectMetadata;
}

async function store(
  blobs: BlobStore,
  bucketId: string,
  name: string,
  owner: string | null,
  bytes: Uint8Array,
  mimetype: string,
  lastModified: Date,
): Promise<ObjectRowInput> {
  const version = randomUUID();
  await blobs.putBytes(blobKeyForVersion(version), bytes, { contentType: mimetype, size: bytes.byteLength });
  return {
    id: randomUUID(),
    bucket_id: bucketId,
    name,
    owner,
    version,
    metadata: {
      eTag: `"${createHash('md5').update(bytes).digest('hex')}"`,
      size: bytes.byteLength,
      mimetype,
      cacheControl: CACHE_CONTROL,
      lastModified: lastModified.toISOString(),
      contentLength: bytes.byteLength,
      httpStatusCode: 200,
    },
  };
}

async function renderOne(fonts: PdfFonts, blobs: BlobStore, doc: SeedDocumentFileInput) {
  const { seed } = doc;
  const pages = documentBody(seed).pages;
  const paths = defaultPaths(doc);
  const preview = previewPages(doc);
  const createdAt = new Date(seed.created_at);
  const modifiedAt = new Date(seed.updated_at);
  const card = cardFormat(paths.card);
  const pdfInput = { title: seed.title, subject: seed.description, createdAt, modifiedAt };
  const [pdfs, cardBytes] = await Promise.all([
    renderTextPdfWithPreview(fonts, { ...pdfInput, pages }, preview),
    renderDocumentCard(
      { pageOne: pages[0] ?? seed.title, accentKey: seed.subject_slug, label: seed.document_type },
      card.format,
    ),
  ]);
  const { full: originalBytes, preview: previewBytes } = pdfs;
  const rows = await Promise.all([
    store(
      blobs,
      'document-originals',
      paths.original,
      doc.userId,
      originalBytes,
      'application/pdf',
      createdAt,
    ),
    store(blobs, 'document-previews', paths.preview, null, previewBytes, 'application/pdf', createdAt),
    store(blobs, 'cover-images', paths.card, null, cardBytes, card.mimetype, createdAt),
  ]);
  const fileName = (path: string) => path.split('/').pop()!;
  return {
    rows,
    document: {
      id: doc.id,
      original_file_path: paths.original,
      original_file_name: fileName(paths.original),
      original_file_size: originalBytes.byteLength,
      original_file_type: 'application/pdf',
      preview_file_path: paths.preview,
      preview_file_name: fileName(paths.preview),
      preview_file_size: previewBytes.byteLength,
      preview_file_type: 'application/pdf',
      preview_page_count: preview,
      card_image_path: paths.card,
      card_image_name: fileName(paths.card),
    },
  };
}

/**
 * Renders and stores the files of the given seeded documents and points their rows at them. Each database change
 * is a single statement, so this is safe inside or outside the caller's transaction. Blobs are written before the
 * rows that reference them; on failure the ones this call wrote are deleted again.
 */
export async function writeSeedDocumentFiles(
  client: pg.ClientBase,
  blobs: BlobStore,
  docs: readonly SeedDocumentFileInput[],
  log: Logger,
  signal?: AbortSignal,
): Promise<SeedDocumentFilesResult> {
  const started = performance.now();
  if (docs.length === 0) return { documents: 0, objects: 0, bytes: 0, ms: 0 };
  const bodies = docs.map((doc) => documentBody(doc.seed).pages);
  const fonts = await createPdfFonts([...docs.map((d) => d.seed.title), ...bodies.flat()]);
  if (fonts.missing.length > 0) {
    log.info('seed files: some characters have no glyph in the bundled font and show as boxes', {
      characters: fonts.missing.join(''),
    });
  }

  const results: Awaited<ReturnType<typeof renderOne>>[] = [];
  const written: string[] = [];
  try {
    let next = 0;
    const worker = async () => {
      while (next < docs.length) {
        // A platform stopping meanwhile: nothing more is rendered, what was written is deleted (below).
        signal?.throwIfAborted();
        const doc = docs[next++]!;
        const result = await renderOne(fonts, blobs, doc);
        written.push(...result.rows.map((row) => row.version));
        results.push(result);
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, docs.length) }, worker));

    const objects = results.flatMap((r) => r.rows);
    // Replaces rows of the same names (a re-run after a partial one) and returns the versions they pointed at.
    const { rows: replaced } = await client.query<{ version: string | null }>(
      `with input as (
         select * from jsonb_to_recordset($1::jsonb)
           as x(id uuid, bucket_id text, name text, owner uuid, version text, metadata jsonb)
       ),
       previous as (
         select o.version from storage.objects o join input i on i.bucket_id = o.bucket_id and i.name = o.name
       ),
       upserted as (
         insert into storage.objects (id, bucket_id, name, owner, owner_id, version, metadata)
         select id, bucket_id, name, owner, owner::text, version, metadata from input
         on conflict (bucket_id, name) do update set
           owner = excluded.owner, owner_id = excluded.owner_id, version = excluded.version, metadata = excluded.metadata
       )
       select version from previous`,
      [JSON.stringify(objects)],
    );
    // The file columns change, so the documents' updated_at trigger fires; their previous dates are put back.
    const { rows: previousDates } = await client.query<{ id: string; updated_at: Date }>(
      `with input as (
         select * from jsonb_to_recordset($1::jsonb) as x(
           id uuid, original_file_path text, original_file_name text, original_file_size bigint,
           original_file_type text, preview_file_path text, preview_file_name text, preview_file_size bigint,
           preview_file_type text, preview_page_count integer, card_image_path text, card_image_name text)
       ),
       previous as (select d.id, d.updated_at from public.documents d join input i on i.id = d.id)
       update public.documents d set
         original_file_path = i.original_file_path, original_file_name = i.original_file_name,
         original_file_size = i.original_file_size, original_file_type = i.original_file_type,
         preview_file_path = i.preview_file_path, preview_file_name = i.preview_file_name,
         preview_file_size = i.preview_file_size, preview_file_type = i.preview_file_type,
         preview_page_count = i.preview_page_count,
         card_image_path = i.card_image_path, card_image_name = i.card_image_name
       from input i join previous p on p.id = i.id
       where d.id = i.id
       returning d.id, p.updated_at`,
      [JSON.stringify(results.map((r) => r.document))],
    );
    await client.query(
      `update public.documents d set updated_at = x.updated_at
       from jsonb_to_recordset($1::jsonb) as x(id uuid, updated_at timestamptz)
       where d.id = x.id`,
      [JSON.stringify(previousDates)],
    );
    await blobs
      .delete(replaced.flatMap((r) => (r.version ? [blobKeyForVersion(r.version)] : [])))
      .catch((error: unknown) =>
        log.warn('seed files: could not delete replaced blobs', { error: String(error) }),
      );

    const bytes = objects.reduce((sum, row) => sum + row.metadata.size, 0);
    return {
      documents: docs.length,
      objects: objects.length,
      bytes,
      ms: Math.round(performance.now() - started),
    };
  } catch (error) {
    await blobs.delete(written.map(blobKeyForVersion)).catch(() => undefined);
    throw error;
  }
}

/**
 * Gives every seeded document its files, rendering only what is missing: run after seeding on each start, it
 * completes a seed whose files were interrupted and costs one query once everything exists.
 */
export async function ensureSeedDocumentFiles(
  client: pg.ClientBase,
  blobs: BlobStore,
  log: Logger,
  signal?: AbortSignal,
): Promise<SeedDocumentFilesResult> {
  const bySlug = new Map(DOCUMENTS.map((d) => [d.slug, d]));
  const { rows: buckets } = await client.query<{ count: number }>(
    `select count(*)::int as count from storage.buckets
     where id in ('document-originals', 'document-previews', 'cover-images')`,
  );
  if ((buckets[0]?.count ?? 0) < 3) {
    log.warn("seed files: the document buckets do not exist; skipping the demo documents' files");
    return { documents: 0, objects: 0, bytes: 0, ms: 0 };
  }
  const { rows } = await client.query<{
    id: string;
    slug: string;
    user_id: string | null;
    original_file_path: string | null;
    preview_file_path: string | null;
    card_image_path: string | null;
    preview_page_count: number | null;
  }>(
    `select d.id, d.slug, d.user_id, d.original_file_path, d.preview_file_path, d.card_image_path,
            d.preview_page_count
     from public.documents d
     where d.slug = any($1::text[])
       and (
         not exists (select 1 from storage.objects o
                     where o.bucket_id = 'document-originals' and o.name = d.original_file_path)
         or not exists (select 1 from storage.objects o
                        where o.bucket_id = 'document-previews' and o.name = d.preview_file_path)
         or not exists (select 1 from storage.objects o
                        where o.bucket_id = 'cover-images' and o.name = d.card_image_path)
       )
     order by d.slug`,
    [[...bySlug.keys()]],
  );
  if (rows.length === 0) return { documents: 0, objects: 0, bytes: 0, ms: 0 };
  const result = await writeSeedDocumentFiles(
    client,
    blobs,
    rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      seed: bySlug.get(row.slug)!,
      originalPath: row.original_file_path,
      previewPath: row.preview_file_path,
      cardPath: row.card_image_path,
      previewPageCount: row.preview_page_count,
    })),
    log,
    signal,
  );
  log.info('seeded document files', { ...result });
  return result;
}
