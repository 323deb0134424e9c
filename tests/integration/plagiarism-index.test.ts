import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openProcessingSandbox,
  SANDBOX_LIMITS,
  type ProcessingSandbox,
} from '../../server/documents/processing-sandbox.ts';
import {
  checkAgainstLibrary,
  IndexFingerprinter,
  indexDocument,
  syncPlagiarismIndex,
} from '../../server/plagiarism/plagiarism-index.repository.ts';
import { createLogger } from '../../server/process/logger.ts';
import { waitForJobs } from './support/job-queue.ts';
import { startTestPlatform, type TestPlatform } from './support/test-platform.ts';

let platform: TestPlatform;
let db: pg.Pool;

beforeAll(async () => {
  platform = await startTestPlatform({ seed: true });
  db = new pg.Pool({ connectionString: platform.databaseUrl, max: 4 });
});
afterAll(async () => {
  await db?.end();
  await platform?.destroy();
});

async function approvedDocumentWithText() {
  const { rows } = await db.query<{ id: string; title: string; content: string }>(
    `select d.id, d.title, p.content from public.documents d
       join public.document_pages p on p.document_id = d.id and p.page_number = 1
      where d.status = 'approved' and length(p.content) > 600
      order by d.slug limit 1`,
  );
  return rows[0]!;
}

/** A lightly edited copy: lower case, punctuation dropped, one word in every twelve replaced. */
function lightlyEdited(words: string[]): string {
  return words
    .map((word, i) => (i % 12 === 5 ? 'notably' : word.toLowerCase().replace(/[.,;:]/g, '')))
    .join(' ');
}

describe('the plagiarism index in Postgres', () => {
  it('indexes every approved document once the worker has started, and nothing else', async () => {
    // The worker enqueues the index's catch-up at start: the seed ran before the queue existed.
    await waitForJobs(db);
    const { rows } = await db.query<{ approved: number; indexed: number; stray: number }>(
      `select (select count(*)::int from public.documents where status = 'approved') as approved,
              (select count(*)::int from public.plagiarism_indexed_documents) as indexed,
              (select count(*)::int from public.plagiarism_indexed_documents i join public.documents d on d.id = i.document_id
                where d.status <> 'approved') as stray`,
    );
    expect(rows[0]!.indexed).toBe(rows[0]!.approved);
    expect(rows[0]!.stray).toBe(0);
  });

  it('finds the source of a copied and of a lightly edited passage through the stored rows', async () => {
    const source = await approvedDocumentWithText();
    const words = source.content.split(/\s+/).filter(Boolean).slice(20, 90);
    const essay = [
      'My essay on the topic begins with a few thoughts of my own about studying and memory.',
      words.join(' '),
      'In conclusion I think the material above is worth reading twice before the exam.',
    ].join(' ');
    const copied = await checkAgainstLibrary(db, essay);
    expect(copied.error).toBeNull();
    expect(copied.data!.sources[0]?.documentId).toBe(source.id);

    const edited = await checkAgainstLibrary(db, lightlyEdited(words));
    expect(edited.data!.sources.map((s) => s.documentId)).toContain(source.id);
  });

  it('reports no source for original writing', async () => {
    const original = await checkAgainstLibrary(
      db,
      'Last summer my grandmother taught me to bake sourdough bread in her small kitchen by the harbour. ' +
        'We fed the starter every morning, argued about hydration, and burned two loaves before the third one ' +
        'rose properly. The smell of the crust filled the stairwell and the neighbours came to ask for a slice.',
    );
    expect(original.data!.sources).toEqual([]);
  });

  it('follows the library through jobs: a rejected document leaves the index, a re-approved one returns', async () => {
    const source = await approvedDocumentWithText();
    const words = source.content.split(/\s+/).slice(20, 90).join(' ');
    const indexed = async () =>
      (await checkAgainstLibrary(db, words)).data!.sources.map((s) => s.documentId).includes(source.id);
    expect(await indexDocument(db, source.id, new IndexFingerprinter())).toBe(0);

    await db.query(`update public.documents set status = 'rejected' where id = $1`, [source.id]);
    await waitForJobs(db, ['plagiarism:sync-document']);
    expect(await indexed()).toBe(false);

    await db.query(`update public.documents set status = 'approved' where id = $1`, [source.id]);
    await waitForJobs(db, ['plagiarism:sync-document']);
    expect(await indexed()).toBe(true);
  });

  it('fingerprints a catch-up run in one processing child, and a child that fails is replaced', async () => {
    // Three approved documents whose index entries are gone, as if approved while no worker ran.
    const forgotten = await db.query<{ document_id: string }>(
      `delete from public.plagiarism_indexed_documents where document_id in (
         select id from public.documents where status = 'approved' order by slug limit 3)
       returning document_id`,
    );
    expect(forgotten.rowCount).toBe(3);
    const opened: string[] = [];
    const asked: string[] = [];
    // The real child, watched: which limits each was opened with, and what it was asked to do.
    const openSandbox = async () => {
      const failing = opened.length === 0;
      const label = failing ? 'failing' : 'real';
      opened.push(label);
      // The first child runs out of time on its first text, as on a hostile one: a text thousands of times as long
      // as the document's against a 1 ms clock. (With the document's own text, a quick child answered within the
      // millisecond now and then, and the run indexed all three.)
      const sandbox = await openProcessingSandbox(
        failing ? { ...SANDBOX_LIMITS, timeoutMs: 1 } : SANDBOX_LIMITS,
      );
      const call = ((op, input: { text: string }) => {
        asked.push(`${label}:${op}`);
        return sandbox.call(op, failing ? { text: input.text.repeat(5000) } : input);
      }) as ProcessingSandbox['call'];
      return { ...sandbox, call };
    };
    const first = await syncPlagiarismIndex(db, createLogger('silent'), { openSandbox });
    expect(first).toMatchObject({ indexed: 2, failed: 1 });
    expect(opened).toEqual(['failing', 'real']);
    expect(asked.filter((op) => op === 'real:index-fingerprints')).toHaveLength(2);
    // The next run (the next start) indexes the one left.
    expect(await syncPlagiarismIndex(db, createLogger('silent'))).toMatchObject({ indexed: 1, failed: 0 });
    const { rows } = await db.query<{ indexed: number }>(
      `select count(*)::int as indexed from public.plagiarism_indexed_documents where document_id = any($1::uuid[])`,
      [forgotten.rows.map((r) => r.document_id)],
    );
    expect(rows[0]!.indexed).toBe(3);
  });

  it('catches up on changes no job was queued for (made before the queue existed)', async () => {
    const source = await approvedDocumentWithText();
    const client = await db.connect();
    try {
      // With triggers off, as when the queue's schema did not exist yet: nothing is enqueued.
      await client.query(`set session_replication_role = replica`);
      await client.query(`update public.documents set status = 'rejected' where id = $1`, [source.id]);
    } finally {
      await client.query(`reset session_replication_role`);
      client.release();
    }
    const result = await syncPlagiarismIndex(db, createLogger('silent'));
    expect(result.removed).toBe(1);
    const words = source.content.split(/\s+/).slice(20, 90).join(' ');
    const check = await checkAgainstLibrary(db, words);
    expect(check.data!.sources.map((s) => s.documentId)).not.toContain(source.id);
  });
});
