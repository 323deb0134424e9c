// Reference search (issue 13; spec 2 section 9: 5 points a search) through supabase-js as the sources panel
// calls it: library documents come back as CSL-JSON references, the search is charged 5 points once (a retry
// with the same key is answered from the stored result), and a short balance is refused with 'insufficient
// points'. A configured scholarly API (a local Crossref-compatible server here) adds its works.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, creditedStudent, invokeFunction as invoke } from './support/paid-actions.ts';
import { startTestPlatform, type TestPlatform } from './support/test-platform.ts';

let platform: TestPlatform;
let db: pg.Pool;
let scholarly: Server;

beforeAll(async () => {
  scholarly = createServer((req, res) => {
    const query = new URL(req.url ?? '/', 'http://x').searchParams.get('query') ?? '';
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        message: {
          items: [
            {
              DOI: '10.1126/science.1199327',
              title: [`Retrieval practice and ${query}`],
              author: [{ family: 'Karpicke', given: 'Jeffrey D.' }],
              'container-title': ['Science'],
              issued: { 'date-parts': [[2011, 1]] },
              type: 'journal-article',
            },
          ],
        },
      }),
    );
  });
  await new Promise<void>((resolve) => scholarly.listen(0, '127.0.0.1', resolve));
  process.env.SCHOLARLY_API_URL = `http://127.0.0.1:${(scholarly.address() as AddressInfo).port}`;
  platform = await startTestPlatform({ seed: true });
  db = new pg.Pool({ connectionString: platform.databaseUrl, max: 4 });
}, 120_000);

afterAll(async () => {
  delete process.env.SCHOLARLY_API_URL;
  await db?.end();
  await platform?.destroy();
  await new Promise((resolve) => scholarly?.close(resolve));
});

async function approvedTitle(): Promise<{ title: string; slug: string }> {
  const { rows } = await db.query<{ title: string; slug: string }>(
    `select title, slug from public.documents where status = 'approved' order by download_count desc limit 1`,
  );
  return rows[0]!;
}

describe('reference-search', () => {
  it('finds library documents and scholarly works as references, charged 5 points once', async () => {
    const document = await approvedTitle();
    const { client, id } = await creditedStudent(platform, db, 12, 'refsearch');
    const key = randomUUID();
    const answer = await invoke(client, 'reference-search', { query: document.title, idempotency_key: key });
    expect(answer.status).toBe(200);
    expect(answer.body.charge).toMatchObject({ points: 5, balance: 7 });
    const result = answer.body.result as {
      scholarly: boolean;
      results: Array<{ origin: string; document_id: string | null; reference: Record<string, unknown> }>;
    };
    const fromLibrary = result.results.filter((r) => r.origin === 'library');
    expect(fromLibrary[0]?.reference).toMatchObject({ title: document.title, type: 'report' });
    expect(String(fromLibrary[0]?.reference.URL)).toContain(`/document/${document.slug}`);
    expect(result.scholarly).toBe(true);
    expect(result.results.find((r) => r.origin === 'scholarly')?.reference).toMatchObject({
      DOI: '10.1126/science.1199327',
      author: [{ family: 'Karpicke', given: 'Jeffrey D.' }],
      issued: { 'date-parts': [[2011]] },
    });

    const retry = await invoke(client, 'reference-search', { query: document.title, idempotency_key: key });
    expect(retry.body.replayed).toBe(true);
    expect(await balanceOf(db, id)).toBe(7);
    const charges = await client.from('paid_actions').select('action, points, status');
    expect(charges.data).toEqual([{ action: 'reference-search', points: 5, status: 'completed' }]);
  });

  it("refuses with 'insufficient points' when the balance is short, and charges nothing", async () => {
    const { client, id } = await creditedStudent(platform, db, 4, 'refsearch-short');
    const answer = await invoke(client, 'reference-search', {
      query: 'photosynthesis',
      idempotency_key: randomUUID(),
    });
    expect(answer.status).toBe(402);
    expect(answer.body).toMatchObject({ error: 'insufficient points', required: 5, balance: 4 });
    expect(await balanceOf(db, id)).toBe(4);
  });

  it('refuses an empty search before charging', async () => {
    const { client, id } = await creditedStudent(platform, db, 10, 'refsearch-empty');
    const answer = await invoke(client, 'reference-search', { query: ' ', idempotency_key: randomUUID() });
    expect(answer.status).toBe(400);
    expect(await balanceOf(db, id)).toBe(10);
  });
});
