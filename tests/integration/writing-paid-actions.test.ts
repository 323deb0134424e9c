// The writing suite's paid functions (issue 13) through supabase-js, as the editor calls them: ai-detection,
// plagiarism-check and writing-assistant each charge their price once through runPaidAction, refuse with the
// spec's message when points are short, answer a retry with the same key from the stored result, and refund
// exactly once when the AI provider fails. The provider is a local OpenAI-compatible server that fails on demand.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../shared/db/database.types.ts';
import { AI_DETECTION_MESSAGES } from '../../shared/study/study-tool-input.ts';
import { waitForJobs } from './support/job-queue.ts';
import {
  balanceOf as balanceIn,
  creditedStudent,
  invokeFunction as invoke,
  startFakeProvider,
  type FakeProvider,
} from './support/paid-actions.ts';
import { startTestPlatform, type TestPlatform } from './support/test-platform.ts';

let platform: TestPlatform;
let db: pg.Pool;
let provider: FakeProvider;

const SUGGESTION = 'Photosynthesis converts light energy into chemical energy stored in glucose.';

beforeAll(async () => {
  provider = await startFakeProvider(() => SUGGESTION);
  // Functions read their secrets at call time (Deno.env falls back to the process environment here).
  process.env.AI_BASE_URL = provider.baseUrl;
  process.env.AI_MODEL = 'test-model';
  process.env.AI_TIMEOUT_MS = '5000';
  platform = await startTestPlatform({ seed: true });
  db = new pg.Pool({ connectionString: platform.databaseUrl, max: 4 });
  await waitForJobs(db);
}, 120_000);

afterAll(async () => {
  delete process.env.AI_BASE_URL;
  delete process.env.AI_MODEL;
  delete process.env.AI_TIMEOUT_MS;
  await db?.end();
  await platform?.destroy();
  await provider?.close();
});

const student = (points: number): Promise<{ client: SupabaseClient<Database>; id: string }> =>
  creditedStudent(platform, db, points, 'writer');
const balanceOf = (userId: string) => balanceIn(db, userId);

const HUMAN_TEXT =
  'When I started the lab on Tuesday the pipettes were missing, so we borrowed two from the chemistry room. ' +
  'My partner measured the leaves while I wrote down the numbers, and honestly half of them looked wrong at first. ' +
  'We redid the second batch after lunch. The bubbles came faster under the lamp, which is what the textbook said, ' +
  'but the difference was smaller than I expected, maybe because the water had warmed up by then. Next time I would ' +
  'keep the beaker in a tray of cold water and count for longer than a minute.';

async function libraryDocument(): Promise<{ id: string; title: string; slug: string; text: string }> {
  const { rows } = await db.query<{ id: string; title: string; slug: string; content: string }>(
    `select d.id, d.title, d.slug, p.content from public.documents d
       join public.document_pages p on p.document_id = d.id and p.page_number = 1
       join public.plagiarism_indexed_documents i on i.document_id = d.id
      where d.status = 'approved' and length(p.content) > 800
      order by d.slug limit 1`,
  );
  const row = rows[0]!;
  return { id: row.id, title: row.title, slug: row.slug, text: row.content };
}

describe('ai-detection', () => {
  it('charges 5 points once, saves the report and links the charge to it', async () => {
    const { client, id } = await student(20);
    const key = randomUUID();
    const first = await invoke(client, 'ai-detection', { text: HUMAN_TEXT, idempotency_key: key });
    expect(first.status).toBe(200);
    const result = first.body.result as { report_id: string; report: Record<string, unknown> };
    expect(first.body.charge).toMatchObject({ points: 5, balance: 15 });
    expect(first.body.engine).toBe('engine');
    expect(result.report.disclaimer).toMatch(/not proof/);
    // The report says what its score means and how often the detector errs on texts it never saw.
    expect(result.report.meaning).toMatch(/of human texts were called likely AI/);
    expect(result.report.calibration).toMatchObject({ mixedFrom: 0.5, likelyAiFrom: 0.8 });
    expect((result.report.sentences as unknown[]).length).toBeGreaterThan(3);
    expect(await balanceOf(id)).toBe(15);

    // The same request again (a retry after a dropped connection): the stored report, no second charge.
    const retry = await invoke(client, 'ai-detection', { text: HUMAN_TEXT, idempotency_key: key });
    expect(retry.status).toBe(200);
    expect(retry.body.replayed).toBe(true);
    expect((retry.body.result as { report_id: string }).report_id).toBe(result.report_id);
    expect(await balanceOf(id)).toBe(15);

    const reports = await client.from('writing_reports').select('id, kind, score, excerpt');
    expect(reports.data).toEqual([expect.objectContaining({ id: result.report_id, kind: 'ai_detection' })]);
    const charges = await client.from('paid_actions').select('action, points, status, result_ref');
    expect(charges.data).toEqual([
      {
        action: 'ai-detection',
        points: 5,
        status: 'completed',
        result_ref: { table: 'writing_reports', id: result.report_id },
      },
    ]);
  });

  it("refuses with the spec's message when points are short, and charges nothing", async () => {
    const { client, id } = await student(4);
    const answer = await invoke(client, 'ai-detection', { text: HUMAN_TEXT, idempotency_key: randomUUID() });
    expect(answer.status).toBe(402);
    expect(answer.body).toMatchObject({
      error: 'You have insufficient points for AI detection',
      code: 'insufficient_points',
      required: 5,
      balance: 4,
    });
    expect(await balanceOf(id)).toBe(4);
  });

  it('refuses a text too short to judge before charging', async () => {
    const { client, id } = await student(10);
    const answer = await invoke(client, 'ai-detection', {
      text: 'Too short.',
      idempotency_key: randomUUID(),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/at least 50 words/);
    expect(await balanceOf(id)).toBe(10);
  });

  it('refuses a text of formulas with too little prose to judge before charging', async () => {
    const { client, id } = await student(10);
    const line = 'EU1(U) = qL - 2 qC - 2 (1 - qL - qC) = 3 qL - 2 and x1 = 4, x2 = 7, x3 = 9';
    const answer = await invoke(client, 'ai-detection', {
      text: Array.from({ length: 8 }, () => line).join('\n'),
      idempotency_key: randomUUID(),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(AI_DETECTION_MESSAGES.notProse);
    expect(await balanceOf(id)).toBe(10);
  });
});

describe('plagiarism-check', () => {
  it('finds the library document a text copies, with its title, link and matched words', async () => {
    const source = await libraryDocument();
    const copied = source.text.split(/\s+/).slice(0, 160).join(' ');
    const { client, id } = await student(10);
    const answer = await invoke(client, 'plagiarism-check', {
      text: `${HUMAN_TEXT}\n\n${copied}`,
      idempotency_key: randomUUID(),
    });
    expect(answer.status).toBe(200);
    const report = (answer.body.result as { report: Record<string, unknown> }).report as {
      percent: number;
      sources: Array<{
        documentId: string;
        title: string;
        link: string;
        matchedWords: number;
        spans: unknown[];
      }>;
    };
    expect(report.percent).toBeGreaterThan(50);
    expect(report.sources[0]).toMatchObject({
      documentId: source.id,
      title: source.title,
      link: `/documents/${source.slug}`,
    });
    expect(report.sources[0]!.matchedWords).toBeGreaterThan(120);
    expect(report.sources[0]!.spans.length).toBeGreaterThan(0);
    expect(await balanceOf(id)).toBe(5);
  });

  it('leaves a quoted passage out, and finds a copy of the student’s own other paper', async () => {
    const source = await libraryDocument();
    const quoted = `"${source.text.split(/\s+/).slice(0, 120).join(' ')}"`;
    const { client, id } = await student(10);
    const own = await client
      .from('papers')
      .insert({ user_id: id, title: 'My old essay', content: `<p>${HUMAN_TEXT}</p>` })
      .select('id')
      .single();
    expect(own.error).toBeNull();
    const answer = await invoke(client, 'plagiarism-check', {
      text: `${quoted}\n\n${HUMAN_TEXT}`,
      idempotency_key: randomUUID(),
    });
    expect(answer.status).toBe(200);
    const report = (answer.body.result as { report: Record<string, unknown> }).report as {
      excludedWords: { quotes: number };
      sources: Array<{ documentId: string; kind: string; title: string; link: string }>;
    };
    expect(report.excludedWords.quotes).toBeGreaterThanOrEqual(120);
    expect(report.sources).toEqual([
      expect.objectContaining({
        kind: 'paper',
        title: 'My old essay',
        link: `/ai-writer/paper/${own.data!.id}`,
      }),
    ]);
  });

  it("refuses with the spec's message when points are short", async () => {
    const { client } = await student(0);
    const answer = await invoke(client, 'plagiarism-check', {
      text: HUMAN_TEXT,
      idempotency_key: randomUUID(),
    });
    expect(answer.status).toBe(402);
    expect(answer.body.error).toBe('You have insufficient points for plagiarism checking');
  });

  it("will not check against a paper that is not the caller's", async () => {
    const owner = await student(0);
    const paper = await owner.client
      .from('papers')
      .insert({ user_id: owner.id, title: 'Private', content: HUMAN_TEXT })
      .select('id')
      .single();
    const other = await student(10);
    const answer = await invoke(other.client, 'plagiarism-check', {
      text: HUMAN_TEXT,
      paper_id: paper.data!.id,
      idempotency_key: randomUUID(),
    });
    expect(answer.status).toBe(404);
    expect(await balanceOf(other.id)).toBe(10);
  });
});

describe('writing-assistant', () => {
  it('charges 3 points for a toolbar action the provider answers', async () => {
    provider.mode = 'ok';
    const { client, id } = await student(10);
    const answer = await invoke(client, 'writing-assistant', {
      task: 'toolbar',
      action: 'improve-writing',
      text: 'photosynthesis is when plants makes sugar from light',
      idempotency_key: randomUUID(),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.engine).toBe('provider');
    expect(answer.body.result).toMatchObject({ suggestion: SUGGESTION, action: 'improve-writing' });
    expect(await balanceOf(id)).toBe(7);
  });

  it('refunds exactly once when the provider fails, and a retry of that request is not charged again', async () => {
    provider.mode = 'fail';
    const { client, id } = await student(10);
    const key = randomUUID();
    const callsBefore = provider.calls;
    const answer = await invoke(client, 'writing-assistant', {
      task: 'rewrite',
      text: HUMAN_TEXT,
      idempotency_key: key,
    });
    expect(provider.calls).toBeGreaterThan(callsBefore);
    expect(answer.status).toBe(502);
    expect(answer.body.refunded).toBe(true);
    expect(await balanceOf(id)).toBe(10);
    const retry = await invoke(client, 'writing-assistant', {
      task: 'rewrite',
      text: HUMAN_TEXT,
      idempotency_key: key,
    });
    expect(retry.status).toBe(409);
    expect(await balanceOf(id)).toBe(10);
    const { rows } = await db.query<{ type: string; amount: number }>(
      `select type, amount from public.points_transactions where user_id = $1 and description <> 'Test credit'
        order by created_at`,
      [id],
    );
    expect(rows).toEqual([
      { type: 'spent', amount: -10 },
      { type: 'refund', amount: 10 },
    ]);
    provider.mode = 'ok';
  });

  it('content analysis costs 10 and reports readability, structure and word statistics', async () => {
    const { client, id } = await student(10);
    const answer = await invoke(client, 'writing-assistant', {
      task: 'analyse',
      text: HUMAN_TEXT,
      idempotency_key: randomUUID(),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({
      analysis: {
        readability: { fleschReadingEase: expect.any(Number) },
        structure: { sentences: 5, paragraphs: 1 },
        words: { total: expect.any(Number) },
      },
    });
    expect(await balanceOf(id)).toBe(0);
    const short = await invoke(client, 'writing-assistant', {
      task: 'toolbar',
      action: 'shorter',
      text: HUMAN_TEXT,
      idempotency_key: randomUUID(),
    });
    expect(short.status).toBe(402);
    expect(short.body.error).toBe('insufficient points');
  });
});

describe('paper-generate', () => {
  async function paperOf(s: { client: SupabaseClient<Database>; id: string }, targetWords: number) {
    const { data, error } = await s.client
      .from('papers')
      .insert({
        user_id: s.id,
        title: 'Water use in desert plants',
        paper_type: { mainType: 'Research paper', subType: 'Analytical' },
        format: { citation: 'APA_7', targetWords },
        sources: { required: true, count: 5 },
      })
      .select('id')
      .single();
    if (error) throw new Error(error.message);
    return data.id;
  }

  // The draft's length, prompt, streaming and the no-model answers: tests/integration/ai-tools-provider.test.ts.
  it('refunds when the provider fails, and refuses when points are short', async () => {
    const s = await student(100);
    provider.mode = 'fail';
    const failed = await invoke(s.client, 'paper-generate', {
      paper_id: await paperOf(s, 800),
      idempotency_key: randomUUID(),
    });
    provider.mode = 'ok';
    expect(failed.status).toBe(502);
    expect(failed.body.refunded).toBe(true);
    expect(await balanceOf(s.id)).toBe(100);
    const short = await invoke(s.client, 'paper-generate', {
      paper_id: await paperOf(s, 1500),
      idempotency_key: randomUUID(),
    });
    expect(short.status).toBe(402);
    expect(short.body).toMatchObject({ error: 'insufficient points', required: 150, balance: 100 });
  });
});
