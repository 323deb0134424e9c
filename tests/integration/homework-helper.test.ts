// The homework-helper function (issue 14) through supabase-js, as the dashboard calls it: the engine's maths and
// the provider's answers are charged the content-analysis price once (a retry with the same key is not charged
// again), a failed provider is refunded and the student gets the cited references instead, and without a
// provider a question the engines cannot solve is answered with references for free. The provider is a local
// OpenAI-compatible server that fails on demand.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../shared/db/database.types.ts';
import { FIXED_COSTS } from '../../shared/constants/points-costs.ts';
import { streamFunction } from './support/paid-actions.ts';
import { startTestPlatform, uniqueEmail, type TestPlatform } from './support/test-platform.ts';

let platform: TestPlatform;
let db: pg.Pool;
let provider: Server;
let providerMode: 'ok' | 'fail' = 'ok';
const providerRequests: Array<{ messages: Array<{ role: string; content: string }> }> = [];

const REPLY = [
  '1. Plants take in carbon dioxide and water and use light energy captured by chlorophyll.',
  '$$6CO_2 + 6H_2O \\rightarrow C_6H_{12}O_6 + 6O_2$$',
  '2. The light reactions split water and release oxygen as a by-product.',
  'Answer: glucose and oxygen',
].join('\n');

const PRICE = FIXED_COSTS.contentAnalysis;

beforeAll(async () => {
  provider = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      if (providerMode === 'fail') return void res.writeHead(500).end('{"error":"down"}');
      const asked = JSON.parse(raw) as (typeof providerRequests)[number] & { stream?: boolean };
      providerRequests.push(asked);
      if (asked.stream) {
        // Streamed as OpenAI does, a line at a time, with a pause so the pieces arrive apart.
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        const lines = REPLY.split(/(?<=\n)/);
        const next = (i: number): void => {
          if (i === lines.length) return void res.end('data: [DONE]\n\n');
          res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: lines[i] } }] })}\n\n`);
          setTimeout(() => next(i + 1), 40);
        };
        return next(0);
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          choices: [{ index: 0, message: { role: 'assistant', content: REPLY }, finish_reason: 'stop' }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  process.env.AI_BASE_URL = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1`;
  process.env.AI_MODEL = 'test-model';
  process.env.AI_TIMEOUT_MS = '5000';
  platform = await startTestPlatform({ seed: true });
  db = new pg.Pool({ connectionString: platform.databaseUrl, max: 4 });
}, 120_000);

afterAll(async () => {
  delete process.env.AI_BASE_URL;
  delete process.env.AI_MODEL;
  delete process.env.AI_TIMEOUT_MS;
  await db?.end();
  await platform?.destroy();
  provider?.closeAllConnections();
  await new Promise((resolve) => provider?.close(resolve));
});

async function student(points: number): Promise<{ client: SupabaseClient<Database>; id: string }> {
  const client = platform.anonClient();
  const { data, error } = await client.auth.signUp({
    email: uniqueEmail('homework'),
    password: 'correct-horse',
  });
  if (error) throw error;
  const id = data.user!.id;
  if (points > 0) await db.query(`select private.apply_points($1, $2, 'bonus', 'Test credit')`, [id, points]);
  return { client, id };
}

async function balanceOf(userId: string): Promise<number> {
  const { rows } = await db.query<{ points_balance: number }>(
    'select points_balance from public.user_points where user_id = $1',
    [userId],
  );
  return rows[0]?.points_balance ?? 0;
}

interface Answered {
  result: {
    question: {
      id: string;
      slug: string;
      answer: { blocks: Array<{ type: string; text: string }> };
      formatted_question: { blocks: Array<{ type: string; text: string }> };
      final_answer: string | null;
      answer_source: string;
      citations: Array<{ kind: 'question'; slug: string } | { kind: 'passage'; slug: string; page: number }>;
      points_spent: number;
      parent_id: string | null;
    };
  };
  charge: { id: string; points: number; balance: number } | null;
  engine: string | null;
  replayed: boolean;
  refunded?: boolean;
}

async function ask(client: SupabaseClient<Database>, body: Record<string, unknown>) {
  const { data, error } = await client.functions.invoke<Answered>('homework-helper', {
    body: { idempotency_key: randomUUID(), ...body },
  });
  const status = (error as { context?: Response } | null)?.context?.status ?? 200;
  const failure = error
    ? ((await (error as { context: Response }).context.json()) as { error: string; code?: string })
    : null;
  return { data, status, failure };
}

describe('homework-helper', () => {
  it('answers a quadratic step by step with the engine, charged once even when retried', async () => {
    const { client, id } = await student(50);
    const key = randomUUID();
    const first = await ask(client, {
      question: 'Solve x^2 - 5x + 6 = 0',
      subject: 'mathematics',
      idempotency_key: key,
    });
    expect(first.status).toBe(200);
    expect(first.data?.engine).toBe('engine');
    expect(first.data?.charge?.points).toBe(PRICE);
    const question = first.data!.result.question;
    expect(question.final_answer).toBe('x = 3 or x = 2');
    expect(question.answer_source).toBe('engine');
    expect(question.points_spent).toBe(PRICE);
    expect(question.formatted_question.blocks).toEqual([
      { type: 'text', text: 'Solve x^2 - 5x + 6 = 0' },
      { type: 'math', text: 'x^2 - 5x + 6 = 0' },
    ]);
    expect(question.answer.blocks.filter((b) => b.type === 'step').length).toBeGreaterThanOrEqual(4);
    expect(await balanceOf(id)).toBe(50 - PRICE);

    const retry = await ask(client, { question: 'Solve x^2 - 5x + 6 = 0', idempotency_key: key });
    expect(retry.data?.replayed).toBe(true);
    expect(retry.data?.result.question.id).toBe(question.id);
    expect(await balanceOf(id)).toBe(50 - PRICE);
    const { rows } = await db.query(
      `select count(*)::int as n from public.homework_questions where user_id = $1`,
      [id],
    );
    expect(rows[0].n).toBe(1);
    const ledger = await db.query(
      `select amount, type from public.points_transactions where user_id = $1 and amount < 0`,
      [id],
    );
    expect(ledger.rows).toEqual([{ amount: -PRICE, type: 'spent' }]);
    // The subject is matched to the catalogue's spelling.
    const stored = await db.query(`select subject, subject_id from public.homework_questions where id = $1`, [
      question.id,
    ]);
    expect(stored.rows[0].subject).toBe('Mathematics');
    expect(stored.rows[0].subject_id).not.toBeNull();
  });

  it('reads LaTeX as the solver does', async () => {
    const { client } = await student(20);
    const { data } = await ask(client, { question: '\\frac{1}{2}x + 3 = 7' });
    expect(data?.engine).toBe('engine');
    expect(data?.result.question.final_answer).toBe('x = 8');
    expect(data?.result.question.formatted_question.blocks[1]).toEqual({
      type: 'math',
      text: '\\frac{1}{2}x + 3 = 7',
    });
  });

  it('answers other questions with the provider, charged, with steps, maths and a follow-up in the thread', async () => {
    providerMode = 'ok';
    const { client, id } = await student(30);
    const first = await ask(client, { question: 'What does photosynthesis produce?', subject: 'Biology' });
    expect(first.data?.engine).toBe('provider');
    const question = first.data!.result.question;
    expect(question.answer.blocks).toEqual([
      {
        type: 'step',
        text: 'Plants take in carbon dioxide and water and use light energy captured by chlorophyll.',
      },
      { type: 'math', text: '6CO_2 + 6H_2O \\rightarrow C_6H_{12}O_6 + 6O_2' },
      { type: 'step', text: 'The light reactions split water and release oxygen as a by-product.' },
    ]);
    expect(question.final_answer).toBe('glucose and oxygen');
    expect(await balanceOf(id)).toBe(30 - PRICE);

    const followUp = await ask(client, {
      question: 'Where does the oxygen come from?',
      parent_id: question.id,
    });
    expect(followUp.status).toBe(200);
    expect(followUp.data?.result.question.parent_id).toBe(question.id);
    // The provider saw the earlier question and its answer.
    const sent = providerRequests.at(-1)!.messages;
    expect(sent.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(sent[1]!.content).toContain('What does photosynthesis produce?');
    expect(sent[2]!.content).toContain('Answer: glucose and oxygen');
    expect(await balanceOf(id)).toBe(30 - 2 * PRICE);
  });

  it('streams the provider’s answer as it is written to the ask form, then the stored question, charged once', async () => {
    providerMode = 'ok';
    const { client, id } = await student(30);
    const key = randomUUID();
    const body = { question: 'Why do leaves change colour in autumn?', subject: 'Biology' };
    const streamed = await streamFunction<Answered['result']>(platform, client, 'homework-helper', body, key);
    expect(streamed.status).toBe(200);
    expect(streamed.contentType).toMatch(/^text\/event-stream/);
    expect(streamed.chunks.length).toBe(REPLY.split('\n').length);
    expect(streamed.chunks.join('')).toBe(REPLY);
    expect(streamed.final).toMatchObject({ engine: 'provider', replayed: false, charge: { points: PRICE } });
    const question = streamed.final!.result.question;
    expect(question.final_answer).toBe('glucose and oxygen');
    expect(question.answer.blocks.filter((b) => b.type === 'step')).toHaveLength(2);
    expect(await balanceOf(id)).toBe(30 - PRICE);
    // A retry with the same key: the stored question as one final event, not charged again.
    const again = await streamFunction<Answered['result']>(platform, client, 'homework-helper', body, key);
    expect(again.chunks).toEqual([]);
    expect(again.final).toMatchObject({ replayed: true, result: { question: { id: question.id } } });
    expect(await balanceOf(id)).toBe(30 - PRICE);
  });

  it('streams the engine’s steps in pieces too', async () => {
    const { client, id } = await student(20);
    const streamed = await streamFunction<Answered['result']>(
      platform,
      client,
      'homework-helper',
      { question: 'x^2 - 5x + 6 = 0' },
      randomUUID(),
    );
    expect(streamed.final?.engine).toBe('engine');
    expect(streamed.chunks.length).toBeGreaterThan(1);
    const text = streamed.chunks.join('');
    expect(text).toContain('Answer: x = 3 or x = 2');
    for (const step of streamed.final!.result.question.answer.blocks.filter((b) => b.type === 'step'))
      expect(text).toContain(step.text);
    expect(await balanceOf(id)).toBe(20 - PRICE);
  });

  it('answers a short balance before any stream with the spec message', async () => {
    const { client } = await student(PRICE - 1);
    const streamed = await streamFunction(
      platform,
      client,
      'homework-helper',
      { question: '2 + 2' },
      randomUUID(),
    );
    expect(streamed.status).toBe(402);
    expect(streamed.failure?.insufficient).toEqual({ required: PRICE, balance: PRICE - 1 });
    expect(streamed.failure?.message).toBe('insufficient points');
  });

  it('refunds a failed provider and answers with cited references instead, for free', async () => {
    providerMode = 'fail';
    try {
      const { client, id } = await student(25);
      const { data, status } = await ask(client, {
        question: 'Explain the process of photosynthesis in plants',
      });
      expect(status).toBe(200);
      expect(data?.charge).toBeNull();
      expect(data?.refunded).toBe(true);
      const question = data!.result.question;
      expect(question.answer_source).toBe('references');
      expect(question.points_spent).toBe(0);
      expect(question.answer.blocks[0]?.text).toMatch(/refunded/);
      expect(await balanceOf(id)).toBe(25);
      const actions = await db.query(`select status from public.paid_actions where user_id = $1`, [id]);
      expect(actions.rows).toEqual([{ status: 'refunded' }]);
      const ledger = await db.query(
        `select amount from public.points_transactions where user_id = $1 and description <> 'Test credit' order by created_at`,
        [id],
      );
      expect(ledger.rows).toEqual([{ amount: -PRICE }, { amount: PRICE }]);
    } finally {
      providerMode = 'ok';
    }
  });

  it('refuses with the spec message when points are short, and charges nothing', async () => {
    const { client, id } = await student(PRICE - 1);
    const { status, failure } = await ask(client, { question: '2x + 3 = 11' });
    expect(status).toBe(402);
    expect(failure).toMatchObject({ error: 'insufficient points', code: 'insufficient_points' });
    expect(await balanceOf(id)).toBe(PRICE - 1);
    const { rows } = await db.query(
      `select count(*)::int as n from public.homework_questions where user_id = $1`,
      [id],
    );
    expect(rows[0].n).toBe(0);
  });

  it('without a provider, answers what the engines cannot solve with similar public questions and passages, free', async () => {
    const saved = process.env.AI_BASE_URL;
    delete process.env.AI_BASE_URL;
    try {
      const { client, id } = await student(0);
      const { data, status } = await ask(client, {
        // A method the engines do not use (the how-to "… using the product rule?" they now solve).
        question: 'How do I find the derivative of x^3 ln(x) with a graph?',
      });
      expect(status).toBe(200);
      expect(data?.charge).toBeNull();
      const question = data!.result.question;
      expect(question.answer_source).toBe('references');
      const cited = question.citations;
      expect(cited.length).toBeGreaterThan(0);
      // The seeded public question on exactly this is cited first.
      expect(cited[0]).toMatchObject({ kind: 'question' });
      expect(cited[0]!.slug).toMatch(/derivative/);
      for (const passage of cited) {
        if (passage.kind !== 'passage') continue;
        const { rows } = await db.query(
          `select d.status, p.page_number <= greatest(coalesce(d.preview_page_count, 1), 1) as in_preview
           from public.documents d join public.document_pages p on p.document_id = d.id
           where d.slug = $1 and p.page_number = $2`,
          [passage.slug, passage.page],
        );
        expect(rows[0]).toEqual({ status: 'approved', in_preview: true });
      }
      expect(await balanceOf(id)).toBe(0);
      // A question nobody answered is not published.
      const publish = await client
        .from('homework_questions')
        .update({ is_public: true })
        .eq('id', question.id);
      expect(publish.error?.code).toBe('23514');
    } finally {
      process.env.AI_BASE_URL = saved;
    }
  });

  it('keeps private questions private; answers and counters are the server’s to write', async () => {
    const owner = await student(20);
    const other = await student(20);
    const { data } = await ask(owner.client, { question: '3x - 4 = 11' });
    const question = data!.result.question;

    const peek = await other.client.from('homework_questions').select('id').eq('id', question.id);
    expect(peek.data).toEqual([]);
    const steal = await ask(other.client, { question: 'and 2x = 4?', parent_id: question.id });
    expect(steal.status).toBe(404);
    const forged = await owner.client
      .from('homework_questions')
      .update({ final_answer: 'x = 42' } as never)
      .eq('id', question.id);
    expect(forged.error?.code).toBe('42501');
    const injected = await owner.client
      .from('homework_questions')
      .insert({ slug: '', question: 'Q', user_id: owner.id, answer: { blocks: [] } } as never);
    expect(injected.error?.code).toBe('42501');

    // Made public, anyone reads it by slug and signed-in students vote through check_homework_helpful.
    const publish = await owner.client
      .from('homework_questions')
      .update({ is_public: true })
      .eq('id', question.id);
    expect(publish.error).toBeNull();
    const anon = await platform
      .anonClient()
      .from('homework_questions')
      .select('slug, final_answer')
      .eq('slug', question.slug)
      .single();
    expect(anon.data).toEqual({ slug: question.slug, final_answer: 'x = 5' });
    const vote = await other.client.rpc('check_homework_helpful', {
      p_question_id: question.id,
      p_helpful: true,
    });
    expect(vote.data).toEqual({ helpful: true, helpful_count: 1, not_helpful_count: 0 });
  });
});
