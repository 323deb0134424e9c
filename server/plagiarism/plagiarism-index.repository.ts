import { createHash } from 'node:crypto';
import type pg from 'pg';
import {
  RowFingerprintLookup,
  candidateQueryArguments,
  rowsOfCandidates,
  type CandidateDocumentRow,
} from '../../shared/study/plagiarism/fingerprint-index.engine.ts';
import { checkPlagiarism, type PlagiarismOptions } from '../../shared/study/plagiarism/plagiarism.engine.ts';
import { FINGERPRINT_SCHEME, fingerprintSubmission } from '../../shared/study/plagiarism/shingling.engine.ts';
import { openProcessingSandbox, type ProcessingSandbox } from '../documents/processing-sandbox.ts';
import type { Logger } from '../process/logger.ts';

type Db = pg.Pool | pg.PoolClient | pg.ClientBase;

/** Starts a processing child (processing-sandbox.ts); the tests hand in a wrapper to watch it. */
export type OpenSandbox = () => Promise<ProcessingSandbox>;

/** The processing child could not fingerprint a text (its time or memory limit, or it stopped). */
export class FingerprintingFailedError extends Error {
  override name = 'FingerprintingFailedError';
}

/**
 * Fingerprints documents' texts in the processing child, never in the platform's process (issue 24 item 2: a
 * document's text is as long as an uploader made it). One child serves a whole run: started at the first text
 * that needs it, its wall clock restarted for each text, and started afresh after a text it failed on.
 */
export class IndexFingerprinter {
  private sandbox: ProcessingSandbox | null = null;

  constructor(private readonly open: OpenSandbox = openProcessingSandbox) {}

  async fingerprints(text: string): Promise<{ hashes: number[]; positions: number[] }> {
    try {
      this.sandbox ??= await this.open();
      this.sandbox.restartClock();
      return await this.sandbox.call('index-fingerprints', { text });
    } catch (error) {
      // The child was killed (time, memory) or stopped: the next text gets a new one.
      await this.close();
      throw new FingerprintingFailedError(error instanceof Error ? error.message : String(error), {
        cause: error,
      });
    }
  }

  async close(): Promise<void> {
    const sandbox = this.sandbox;
    this.sandbox = null;
    await sandbox?.close();
  }
}

/** A document's text as the index sees it: its pages in order. */
async function documentText(db: Db, documentId: string): Promise<string> {
  const { rows } = await db.query<{ content: string }>(
    `select content from public.document_pages where document_id = $1 order by page_number`,
    [documentId],
  );
  return rows.map((r) => r.content).join('\n\n');
}

/** True when the document's index entry came from this text and the current fingerprinting scheme. */
async function indexedAsIs(db: Db, documentId: string, contentHash: string, lock = false): Promise<boolean> {
  const known = await db.query<{ content_hash: string; scheme: number }>(
    `select content_hash, scheme from public.plagiarism_indexed_documents where document_id = $1
     ${lock ? 'for update' : ''}`,
    [documentId],
  );
  return known.rows[0]?.content_hash === contentHash && known.rows[0]?.scheme === FINGERPRINT_SCHEME;
}

/**
 * (Re)indexes one document: its fingerprints (made in the processing child, before any transaction is open)
 * replace any earlier ones, in one transaction with the record of which text (and which fingerprinting scheme)
 * they came from. Unchanged text already indexed with the current scheme is left alone, with no child started.
 */
export async function indexDocument(
  db: pg.Pool,
  documentId: string,
  fingerprinter: IndexFingerprinter,
): Promise<number> {
  const text = await documentText(db, documentId);
  const contentHash = createHash('sha256').update(text).digest('hex');
  if (await indexedAsIs(db, documentId, contentHash)) return 0;
  const { hashes, positions } = await fingerprinter.fingerprints(text);
  const client = await db.connect();
  try {
    await client.query('begin');
    // The index's jobs run one at a time (one queue), so this only guards a hand-run catch-up racing a job.
    if (await indexedAsIs(client, documentId, contentHash, true)) {
      await client.query('commit');
      return 0;
    }
    await client.query(`delete from public.plagiarism_fingerprints where document_id = $1`, [documentId]);
    await client.query(
      `insert into public.plagiarism_fingerprints (fingerprint, document_id, position)
       select f, $1, p from unnest($2::integer[], $3::integer[]) as t(f, p)`,
      [documentId, hashes, positions],
    );
    await client.query(
      `insert into public.plagiarism_indexed_documents (document_id, content_hash, fingerprint_count, scheme)
       values ($1, $2, $3, $4)
       on conflict (document_id) do update
         set content_hash = excluded.content_hash, fingerprint_count = excluded.fingerprint_count,
             scheme = excluded.scheme, indexed_at = now()`,
      [documentId, contentHash, hashes.length, FINGERPRINT_SCHEME],
    );
    await client.query('commit');
    return hashes.length;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Takes a document out of the index (its record and its fingerprints together). */
async function removeFromIndex(db: pg.Pool, documentId: string): Promise<boolean> {
  const client = await db.connect();
  try {
    await client.query('begin');
    const removed = await client.query(
      `delete from public.plagiarism_indexed_documents where document_id = $1`,
      [documentId],
    );
    await client.query(`delete from public.plagiarism_fingerprints where document_id = $1`, [documentId]);
    await client.query('commit');
    return (removed.rowCount ?? 0) > 0;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Brings one document's entry in line with its status: indexed (again, if its text changed) while approved,
 * absent otherwise. Idempotent, so a repeated or late job changes nothing.
 */
export async function syncDocumentInIndex(
  db: pg.Pool,
  documentId: string,
  openSandbox?: OpenSandbox,
): Promise<'indexed' | 'unchanged' | 'removed' | 'absent'> {
  const { rows } = await db.query<{ status: string }>(`select status from public.documents where id = $1`, [
    documentId,
  ]);
  if (rows[0]?.status === 'approved') {
    const fingerprinter = new IndexFingerprinter(openSandbox);
    try {
      return (await indexDocument(db, documentId, fingerprinter)) > 0 ? 'indexed' : 'unchanged';
    } finally {
      await fingerprinter.close();
    }
  }
  return (await removeFromIndex(db, documentId)) ? 'removed' : 'absent';
}

/**
 * Brings the index in line with the library: approved documents not yet indexed (or indexed with an earlier
 * fingerprinting scheme) are indexed, documents no longer approved are dropped. Cheap when nothing changed (one query); the job worker runs it at every start
 * to catch up on changes made while no worker was there to index them.
 */
export async function syncPlagiarismIndex(
  db: pg.Pool,
  log: Logger,
  options: {
    /** Stops between documents; each one indexed stays indexed, so the next run goes on from there. */
    signal?: AbortSignal;
    openSandbox?: OpenSandbox;
  } = {},
): Promise<{ indexed: number; removed: number; failed: number }> {
  const { signal } = options;
  const removed = await db.query<{ document_id: string }>(
    `select i.document_id from public.plagiarism_indexed_documents i join public.documents d on d.id = i.document_id
      where d.status <> 'approved'`,
  );
  for (const { document_id } of removed.rows) await removeFromIndex(db, document_id);
  const missing = await db.query<{ id: string }>(
    `select d.id from public.documents d
      where d.status = 'approved'
        and not exists (select 1 from public.plagiarism_indexed_documents i where i.document_id = d.id and i.scheme = $1)`,
    [FINGERPRINT_SCHEME],
  );
  const started = performance.now();
  const fingerprinter = new IndexFingerprinter(options.openSandbox);
  let failed = 0;
  try {
    for (const { id } of missing.rows) {
      signal?.throwIfAborted();
      try {
        await indexDocument(db, id, fingerprinter);
      } catch (error) {
        if (!(error instanceof FingerprintingFailedError)) throw error;
        // One text the child could not fingerprint in time or memory does not hold up the rest; it is tried
        // again at the next start (and by its own job when its text changes).
        failed++;
        log.warn('a document could not be fingerprinted for the plagiarism index', {
          documentId: id,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
  } finally {
    await fingerprinter.close();
  }
  if (missing.rowCount) {
    log.info('indexed documents for the plagiarism checker', {
      documents: missing.rowCount - failed,
      failed,
      ms: Math.round(performance.now() - started),
    });
  }
  return { indexed: (missing.rowCount ?? 0) - failed, removed: removed.rowCount ?? 0, failed };
}

/**
 * Checks a text against every indexed (approved) document, fetching through `public.plagiarism_candidates` (the
 * same read the plagiarism-check function makes) only the candidate documents' rows of the text's fingerprints.
 */
export async function checkAgainstLibrary(db: Db, text: string, options: PlagiarismOptions = {}) {
  const submission = fingerprintSubmission(text, {
    excludeQuotes: options.excludeQuotes,
    excludeReferences: options.excludeReferences,
  });
  const args = candidateQueryArguments(submission.fingerprints);
  const { rows } = args.p_fingerprints.length
    ? await db.query<CandidateDocumentRow>(
        `select document_id, fingerprints, positions, postings from public.plagiarism_candidates($1::integer[], $2, $3, $4)`,
        [args.p_fingerprints, args.p_max_document_frequency, args.p_min_shared, args.p_max_candidates],
      )
    : { rows: [] };
  const lookup = new RowFingerprintLookup(rowsOfCandidates(rows));
  return checkPlagiarism(text, lookup, { ...options, submission });
}
