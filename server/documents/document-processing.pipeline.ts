import type pg from 'pg';
import type { CandidateDocumentRow } from '../../shared/study/plagiarism/fingerprint-index.engine.ts';
import type { Logger } from '../process/logger.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { DOCUMENT_LIMITS, RefusedFileError } from './document-limits.ts';
import {
  openProcessingSandbox,
  ProcessingTimeoutError,
  type ProcessingSandbox,
} from './processing-sandbox.ts';
import {
  deleteObjects,
  putObject,
  readObject,
  StoredObjectMissingError,
} from './stored-objects.repository.ts';

// The steps an upload goes through (issue 12). Each step's output is stored before the step is recorded done, so a
// retry or a worker that was killed mid-job continues after the last finished step; the document's own columns
// are written in one transaction at the end (publish), so a document is never seen half processed.
// Everything that reads the file's bytes (and the fingerprinting of its text) runs in the processing child
// (processing-sandbox.ts); this process only moves the results between storage and the database.

export const PROCESSING_STEPS = [
  'detect',
  'convert',
  'pages',
  'preview',
  'card',
  'duplicates',
  'publish',
] as const;
export type ProcessingStep = (typeof PROCESSING_STEPS)[number];

/** What the seller reads when a step failed for good (the technical error goes to the log). */
const FAILED_REASON: Record<ProcessingStep, string> = {
  detect: 'We could not read the uploaded file.',
  convert: 'We could not convert the file to PDF.',
  pages: 'We could not read the text of the pages.',
  preview: 'We could not create the preview.',
  card: 'We could not create the cover image.',
  duplicates: 'We could not compare the document with the library.',
  publish: 'We could not save the processed document.',
};

/** A document this similar to an existing one (share of its words found there) is flagged for moderation. */
export const NEAR_DUPLICATE_SIMILARITY = 0.5;
const BODY_VECTOR_CHARS = 200_000;
/**
 * A file that ran out of time is tried this many times in all (the job counts every attempt, a restart's too):
 * a busy machine gets a second chance, a file that is simply too slow to read does not hold a worker for four.
 */
export const TIMED_OUT_ATTEMPTS = 2;

export interface PipelineContext {
  db: pg.Pool;
  blobs: BlobStore | undefined;
  log: Logger;
  job: { attempt: number; maxAttempts: number };
  signal?: AbortSignal;
}

interface Subject {
  id: string;
  user_id: string;
  title: string;
  original_file_path: string;
  state: string;
  source_path: string | null;
  steps_done: ProcessingStep[];
}

const paths = (doc: { id: string; user_id: string }) => ({
  converted: `${doc.user_id}/${doc.id}/converted.pdf`,
  preview: `${doc.id}/preview.pdf`,
  card: `documents/${doc.id}.webp`,
});

async function setProcessing(
  db: pg.Pool,
  documentId: string,
  changes: Record<string, unknown>,
): Promise<void> {
  const columns = Object.keys(changes);
  await db.query(
    `update public.document_processing set ${columns.map((c, i) => `${c} = $${i + 2}`).join(', ')}
      where document_id = $1`,
    [documentId, ...columns.map((c) => changes[c])],
  );
}

async function markDone(db: pg.Pool, documentId: string, step: ProcessingStep): Promise<void> {
  await db.query(
    `update public.document_processing
        set steps_done = case when $2 = any(steps_done) then steps_done else steps_done || $2::text end
      where document_id = $1`,
    [documentId, step],
  );
}

async function notify(db: pg.Pool, userId: string, title: string, body: string, link: string | null) {
  await db.query(`select private.notify($1, 'document-status', $2, $3, $4)`, [userId, title, body, link]);
}

/** Removes a refused upload: its stored files and its document row; the processing record keeps the reason. */
async function refuse(context: PipelineContext, subject: Subject, reason: string): Promise<void> {
  const { db, blobs } = context;
  const derived = paths(subject);
  if (blobs) {
    await deleteObjects(db, blobs, [
      { bucketId: 'document-originals', name: subject.original_file_path },
      { bucketId: 'document-converted', name: derived.converted },
      { bucketId: 'document-previews', name: derived.preview },
      { bucketId: 'cover-images', name: derived.card },
    ]);
  }
  await db.query(`delete from public.documents where id = $1`, [subject.id]);
  await setProcessing(db, subject.id, { state: 'refused', error: reason, finished_at: new Date() });
  await notify(
    db,
    subject.user_id,
    `Your upload "${subject.title}" was refused`,
    reason,
    '/dashboard/documents/upload',
  );
  context.log.info('document refused', { documentId: subject.id, reason });
}

/** Runs (or continues) the processing of one document; idempotent. */
export async function processDocument(context: PipelineContext, documentId: string): Promise<void> {
  const { db, log } = context;
  const { rows } = await db.query<Subject>(
    `select d.id, d.user_id, d.title, d.original_file_path, p.state, p.source_path, p.steps_done
       from public.document_processing p join public.documents d on d.id = p.document_id
      where p.document_id = $1`,
    [documentId],
  );
  const subject = rows[0];
  // Gone (refused, withdrawn) or already done for this original: nothing to do.
  if (!subject || !subject.original_file_path || !subject.user_id) return;
  if (
    (subject.state === 'ready' || subject.state === 'refused') &&
    subject.source_path === subject.original_file_path
  ) {
    return;
  }
  const blobs = context.blobs;
  if (!blobs) throw new Error('this worker has no access to stored files');

  await setProcessing(db, documentId, {
    state: 'processing',
    attempts: context.job.attempt,
    started_at: new Date(),
    error: null,
  });
  let step: ProcessingStep = 'detect';
  try {
    await runSteps(context, blobs, subject, (next) => {
      step = next;
      return setProcessing(db, documentId, { step: next });
    });
  } catch (error) {
    if (error instanceof RefusedFileError) {
      await refuse(context, subject, error.message);
      return;
    }
    const timedOut = error instanceof ProcessingTimeoutError;
    const finalAttempt =
      context.job.attempt >= context.job.maxAttempts ||
      (timedOut && context.job.attempt >= TIMED_OUT_ATTEMPTS);
    const reason = timedOut
      ? `${error.message}${finalAttempt ? '' : ' Retrying…'}`
      : `${FAILED_REASON[step]} ${finalAttempt ? 'Please upload the file again.' : 'Retrying…'}`;
    log.warn('document processing step failed', {
      documentId,
      step,
      attempt: context.job.attempt,
      error: error instanceof Error ? error.message : String(error),
    });
    await setProcessing(db, documentId, {
      state: finalAttempt ? 'failed' : 'processing',
      error: reason,
      finished_at: finalAttempt ? new Date() : null,
    }).catch(() => undefined);
    if (finalAttempt) {
      await notify(
        db,
        subject.user_id,
        `Processing of "${subject.title}" failed`,
        reason,
        '/dashboard/seller-documents',
      ).catch(() => undefined);
      // Failed for good and told: a timeout ends its job here instead of waiting for the last attempt.
      if (timedOut) return;
    }
    throw error;
  }
}

/** The stored converted PDF of an earlier run, so a retry keeps its pages; null when there is none. */
async function storedConversion(context: PipelineContext, blobs: BlobStore, path: string) {
  try {
    return (await readObject(context.db, blobs, 'document-converted', path)).bytes;
  } catch (error) {
    if (error instanceof StoredObjectMissingError) return null;
    throw error;
  }
}

/** The approved documents the text is most like, checked in the processing child against the library. */
async function librarySources(db: pg.Pool, sandbox: ProcessingSandbox, text: string) {
  const args = await sandbox.call('library-query', { text });
  if (args.p_fingerprints.length === 0) return [];
  const { rows } = await db.query<CandidateDocumentRow>(
    `select document_id, fingerprints, positions, postings from public.plagiarism_candidates($1::integer[], $2, $3, $4)`,
    [args.p_fingerprints, args.p_max_document_frequency, args.p_min_shared, args.p_max_candidates],
  );
  if (rows.length === 0) return [];
  return sandbox.call('library-report', { text, candidates: rows });
}

async function runSteps(
  context: PipelineContext,
  blobs: BlobStore,
  subject: Subject,
  begin: (step: ProcessingStep) => Promise<void>,
): Promise<void> {
  const sandbox = await openProcessingSandbox();
  try {
    const started = performance.now();
    await runStepsIn(sandbox, context, blobs, subject, begin);
    // What a document costs the machine: the wall time of its steps and the CPU the child spent reading it.
    context.log.info('document processed', {
      documentId: subject.id,
      ms: Math.round(performance.now() - started),
      readerCpuMs: sandbox.cpuMs(),
      child: sandbox.child,
    });
  } finally {
    await sandbox.close();
  }
}

async function runStepsIn(
  sandbox: ProcessingSandbox,
  context: PipelineContext,
  blobs: BlobStore,
  subject: Subject,
  begin: (step: ProcessingStep) => Promise<void>,
): Promise<void> {
  const { db } = context;
  const done = new Set(subject.steps_done);
  const derived = paths(subject);

  // detect: the kind from the bytes, and the same bytes uploaded before. The child reads the whole file here
  // (kind, conversion, pages, preview, card); the steps below store what it made.
  await begin('detect');
  const original = await readObject(db, blobs, 'document-originals', subject.original_file_path);
  const read = await sandbox.call('read-document', {
    bytes: original.bytes,
    title: subject.title,
    convertedPdf: done.has('convert') ? await storedConversion(context, blobs, derived.converted) : null,
    render: true,
    maxPages: DOCUMENT_LIMITS.maxPages,
  });
  const { kind, sha256, pageCount, texts } = read;
  const twin = await db.query(
    `select 1 from public.document_processing p join public.documents d on d.id = p.document_id
      where p.source_sha256 = $1 and p.document_id <> $2 and d.status <> 'deleted' limit 1`,
    [sha256, subject.id],
  );
  if (twin.rowCount) throw new RefusedFileError('This file has already been uploaded.');
  await setProcessing(db, subject.id, { detected_type: kind, source_sha256: sha256 });
  await markDone(db, subject.id, 'detect');

  // convert: PDF as it is; DOCX/PPTX through LibreOffice, else rendered from their text; text files rendered.
  await begin('convert');
  if (kind === 'pdf') {
    if (!done.has('convert')) await setProcessing(db, subject.id, { converted_with: 'none' });
  } else if (read.convertedPdf) {
    await putObject(db, blobs, {
      bucketId: 'document-converted',
      name: derived.converted,
      owner: subject.user_id,
      bytes: read.convertedPdf,
      mimetype: 'application/pdf',
    });
    await setProcessing(db, subject.id, { converted_with: read.convertedWith, notice: read.notice });
  }
  await markDone(db, subject.id, 'convert');

  // pages: count and text of each page (pdf.js), stored as the document's pages.
  await begin('pages');
  if (!done.has('pages')) {
    const client = await db.connect();
    try {
      await client.query('begin');
      await client.query(`delete from public.document_pages where document_id = $1`, [subject.id]);
      await client.query(
        `insert into public.document_pages (document_id, page_number, content)
         select $1, n, c from unnest($2::text[]) with ordinality as t(c, n)`,
        [subject.id, texts],
      );
      await client.query(`update public.document_processing set page_count = $2 where document_id = $1`, [
        subject.id,
        pageCount,
      ]);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
  await markDone(db, subject.id, 'pages');

  // preview: the first pages as their own PDF (public, for the document page).
  await begin('preview');
  const previewPages = read.previewPages;
  if (!done.has('preview') && read.preview) {
    await putObject(db, blobs, {
      bucketId: 'document-previews',
      name: derived.preview,
      owner: null,
      bytes: read.preview,
      mimetype: 'application/pdf',
    });
  }
  await markDone(db, subject.id, 'preview');

  // card: page one as an image.
  await begin('card');
  if (!done.has('card') && read.card) {
    await putObject(db, blobs, {
      bucketId: 'cover-images',
      name: derived.card,
      owner: null,
      bytes: read.card,
      mimetype: 'image/webp',
    });
  }
  await markDone(db, subject.id, 'card');

  // duplicates: the text against the plagiarism library (approved documents); a near copy is flagged.
  await begin('duplicates');
  const fullText = texts.join('\n\n');
  const sources = fullText.trim() ? await librarySources(db, sandbox, fullText) : [];
  const top = sources.find((source) => source.documentId !== subject.id);
  if (top && top.similarity >= NEAR_DUPLICATE_SIMILARITY) {
    await setProcessing(db, subject.id, {
      duplicate_of: top.documentId,
      duplicate_similarity: top.similarity.toFixed(4),
    });
    await db.query(
      `insert into public.content_reports (reporter_id, target_type, target_id, reason, details)
         select null, 'document', $1, 'plagiarism', $2
          where not exists (
            select 1 from public.content_reports r
             where r.reporter_id is null and r.target_type = 'document' and r.target_id = $1 and r.status in ('open', 'reviewing')
          )`,
      [
        subject.id,
        `Automatic check: ${Math.round(top.similarity * 100)}% of this upload matches document ${top.documentId}.`,
      ],
    );
  } else {
    await setProcessing(db, subject.id, { duplicate_of: null, duplicate_similarity: null });
  }
  await markDone(db, subject.id, 'duplicates');

  // publish: the document's columns and the record, in one transaction; then pending review.
  await begin('publish');
  const client = await db.connect();
  try {
    await client.query('begin');
    const converted = kind === 'pdf' ? null : derived.converted;
    const convertedSize = read.pdfSize;
    const updated = await client.query(
      `update public.documents set
           converted_file_path = $2::text,
           converted_file_name = case when $2::text is null then null else 'converted.pdf' end,
           converted_file_size = case when $2::text is null then null else $3::bigint end,
           converted_file_type = case when $2::text is null then null else 'application/pdf' end,
           preview_file_path = $4, preview_file_name = 'preview.pdf',
           preview_file_size = (select (metadata ->> 'size')::bigint from storage.objects
                                 where bucket_id = 'document-previews' and name = $4),
           preview_file_type = 'application/pdf',
           card_image_path = $5, card_image_name = $6,
           page_count = $7, preview_page_count = $8,
           body_vector = setweight(to_tsvector('english'::regconfig, left($9, ${BODY_VECTOR_CHARS})), 'C')
         where id = $1 and original_file_path = $10`,
      [
        subject.id,
        converted,
        convertedSize,
        derived.preview,
        derived.card,
        `${subject.id}.webp`,
        pageCount,
        previewPages,
        fullText,
        subject.original_file_path,
      ],
    );
    // A new original arrived meanwhile: its own job takes over.
    if (updated.rowCount) {
      await client.query(
        `update public.document_processing
              set state = 'ready', step = 'publish', error = null, finished_at = now(),
                  steps_done = case when 'publish' = any(steps_done) then steps_done else steps_done || 'publish'::text end
            where document_id = $1`,
        [subject.id],
      );
      await client.query(`select private.notify($1, 'document-status', $2, $3, $4)`, [
        subject.user_id,
        `"${subject.title}" is ready and waiting for review`,
        'We will let you know as soon as a moderator has looked at it.',
        '/dashboard/seller-documents',
      ]);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
