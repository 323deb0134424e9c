import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAgainstLibrary, indexDocument } from '../../server/plagiarism/plagiarism-index.repository.ts';
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
  it('indexes every approved document at start, and nothing else', async () => {
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

  it('drops a document that is no longer approved and re-indexes changed text only', async () => {
    const source = await approvedDocumentWithText();
    expect(await indexDocument(db, source.id)).toBe(0);
    await db.query(`update public.documents set status = 'rejected' where id = $1`, [source.id]);
    const { syncPlagiarismIndex } = await import('../../server/plagiarism/plagiarism-index.repository.ts');
    const { createLogger } = await import('../../server/process/logger.ts');
    const result = await syncPlagiarismIndex(db, createLogger('silent'));
    expect(result.removed).toBe(1);
    const words = source.content.split(/\s+/).slice(20, 90).join(' ');
    const check = await checkAgainstLibrary(db, words);
    expect(check.data!.sources.map((s) => s.documentId)).not.toContain(source.id);
  });
});
