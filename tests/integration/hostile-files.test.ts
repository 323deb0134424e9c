// Issue 24, items 2 and 4: one small hostile file froze the whole platform. A PDF whose one page repeats a path
// operator millions of times and a DOCX whose document.xml inflates to far more than the zip's size are uploaded
// as a seller does; each fails its own job with "This file could not be processed: …" on the seller's upload list,
// is not retried, and a bystander's REST request keeps answering (p95 under 1 s) while they are processed.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hugeDocumentXmlDocx, pathFloodPdf } from './support/hostile-files.ts';
import { waitFor } from './support/polling.ts';
import { startTestPlatform, uniqueEmail, type TestPlatform } from './support/test-platform.ts';

let platform: TestPlatform;
let db: pg.Pool;
let catalogue: Record<'subject' | 'type' | 'university' | 'course', string>;

beforeAll(async () => {
  platform = await startTestPlatform();
  db = new pg.Pool({ connectionString: platform.databaseUrl, max: 2 });
  const { rows } = await db.query<typeof catalogue>(
    `with s as (insert into public.subjects (name, slug) values ('Physics', 'physics') returning id),
          t as (insert into public.document_types (name, slug) values ('Class Notes', 'class-notes')
                on conflict (name) do update set slug = excluded.slug returning id),
          u as (insert into public.universities (name, slug) values ('Hostile University', 'hostile-university') returning id),
          c as (insert into public.courses (name, slug, university_id) select 'Optics', 'optics', id from u returning id)
     select (select id from s) as subject, (select id from t) as type, (select id from u) as university,
            (select id from c) as course`,
  );
  catalogue = rows[0]!;
}, 60_000);

afterAll(async () => {
  await db?.end();
  await platform?.destroy();
});

/** A bystander's simple REST read, timed from request to complete answer. */
async function bystanderRead(): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${platform.url}/rest/v1/subjects?select=id,name&limit=5`, {
    headers: { apikey: platform.anonKey },
  });
  await response.arrayBuffer();
  expect(response.status).toBe(200);
  return performance.now() - started;
}

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;

describe('a hostile upload', () => {
  it('fails its own job with a message for the seller while every other request keeps answering', async () => {
    const seller = platform.anonClient();
    const { data: signUp, error: signUpError } = await seller.auth.signUp({
      email: uniqueEmail('hostile-seller'),
      password: 'correct-horse',
    });
    expect(signUpError).toBeNull();
    const userId = signUp.user!.id;

    const files = [
      { name: 'flood.pdf', bytes: pathFloodPdf(), type: 'application/pdf' },
      {
        name: 'flood-in-a-form.pdf',
        bytes: pathFloodPdf(3_000_000, { inForm: true }),
        type: 'application/pdf',
      },
      {
        name: 'huge.docx',
        bytes: hugeDocumentXmlDocx(40 * 1024 * 1024),
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
    ];
    // The probe's shapes: a PDF of 13-255 KB, a DOCX whose ratio passes the usual zip-bomb check.
    expect(files[0]!.bytes.byteLength).toBeLessThan(255 * 1024);
    expect((40 * 1024 * 1024) / files[2]!.bytes.byteLength).toBeLessThan(200);

    const documentIds: string[] = [];
    for (const file of files) {
      const path = `${userId}/${Date.now()}-${file.name}`;
      const upload = await seller.storage.from('document-originals').upload(path, file.bytes, {
        contentType: file.type,
      });
      expect(upload.error).toBeNull();
      const { data, error } = await seller.rpc('upload_document', {
        p_document: {
          title: `Hostile ${file.name}`,
          description: 'Looks like notes',
          price: 3,
          subject_id: catalogue.subject,
          document_type_id: catalogue.type,
          university_id: catalogue.university,
          course_id: catalogue.course,
          language: 'en',
        },
        p_path: path,
      });
      expect(error).toBeNull();
      documentIds.push((data as { document_id: string }).document_id);
    }

    // While the worker reads them: the bystander's latency, and the upload list as the seller reads it.
    const latencies: number[] = [];
    const records = await waitFor(
      'the hostile uploads to be settled',
      async () => {
        latencies.push(await bystanderRead());
        const { data } = await seller
          .from('document_processing')
          .select('document_id, state, error, attempts')
          .in('document_id', documentIds);
        return data?.length === documentIds.length &&
          data.every((r) => r.state !== 'queued' && r.state !== 'processing')
          ? data
          : undefined;
      },
      150_000,
    );
    for (const record of records) {
      expect(record.state).toBe('refused');
      expect(record.error).toMatch(/^This file could not be processed: /);
      // Refused at its first attempt: a permanent failure is not retried.
      expect(record.attempts).toBe(1);
    }
    expect(records.find((r) => r.document_id === documentIds[2])!.error).toContain('word/document.xml');
    expect(latencies.length).toBeGreaterThan(3);
    expect(p95(latencies)).toBeLessThan(1000);

    // Nothing of them is left, and no job waits to try them again.
    const jobs = await db.query(`select 1 from graphile_worker.jobs where key = any($1)`, [
      documentIds.map((id) => `documents:process:${id}`),
    ]);
    expect(jobs.rowCount).toBe(0);
    const left = await db.query(`select 1 from public.documents where id = any($1)`, [documentIds]);
    expect(left.rowCount).toBe(0);
  }, 240_000);
});
