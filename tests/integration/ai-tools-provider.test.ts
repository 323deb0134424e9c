// Every AI tool through the real edge function (issue 26), as the screens call it, against the OpenAI-compatible
// stand-in server (scripts/ai-stand-in) and without any provider:
// - without a model, nothing is charged for a non-answer: the draft and the writing tools are refused free, an
//   outline is free and said to be one, an empty reference search is free, a non-maths homework question gets the
//   free references;
// - through the stand-in, each tool sends its prompt (checked), saves the parsed result, is charged once, and every
//   failure (429 with Retry-After, 5xx, malformed, empty, invalid JSON twice, a hang, a stream that stalls) ends
//   with a clear message and exactly one refund.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOOLBAR_ACTIONS } from '../../shared/constants/points-costs.ts';
import type { Database } from '../../shared/db/database.types.ts';
import { wordsCost } from '../../shared/study/pricing/points-pricing.engine.ts';
import { wordsOf } from '../../shared/study/writing/paper-scaffold.engine.ts';
import {
  startOpenAiStandIn,
  type OpenAiStandIn,
  type StandInMode,
} from '../../scripts/ai-stand-in/openai-stand-in.server.ts';
import {
  balanceOf as balanceIn,
  creditedStudent,
  invokeFunction as invoke,
  streamFunction,
} from './support/paid-actions.ts';
import { startTestPlatform, type TestPlatform } from './support/test-platform.ts';

let platform: TestPlatform;
let db: pg.Pool;
let standIn: OpenAiStandIn;

const BIOLOGY =
  'Photosynthesis takes place in the chloroplasts of plant cells. Chlorophyll absorbs red and blue light and reflects green light. ' +
  'The light reactions split water molecules and release oxygen as a by-product. The Calvin cycle fixes carbon dioxide into glucose using ATP and NADPH. ' +
  'Mitochondria release energy from glucose through cellular respiration. Ribosomes assemble proteins from amino acids following messenger RNA. ' +
  'The cell membrane controls which substances enter and leave the cell. Osmosis moves water across a membrane towards the higher solute concentration.';

function useModel() {
  process.env.AI_BASE_URL = standIn.baseUrl;
  process.env.AI_MODEL = 'stand-in';
  process.env.AI_TOOLBAR_MODEL = 'stand-in-small';
  process.env.AI_DRAFT_MODEL = 'stand-in-large';
  standIn.setMode('ok');
  standIn.clear();
}
function useNoModel() {
  for (const name of ['AI_BASE_URL', 'AI_MODEL', 'AI_TOOLBAR_MODEL', 'AI_DRAFT_MODEL'])
    delete process.env[name];
}

beforeAll(async () => {
  standIn = await startOpenAiStandIn({ retryAfterSeconds: 1 });
  // A hang is cut off after this long per attempt (one retry): a few seconds in all.
  process.env.AI_TIMEOUT_MS = '1500';
  useNoModel();
  platform = await startTestPlatform({ seed: true });
  db = new pg.Pool({ connectionString: platform.databaseUrl, max: 4 });
}, 120_000);

afterAll(async () => {
  useNoModel();
  delete process.env.AI_TIMEOUT_MS;
  await db?.end();
  await platform?.destroy();
  await standIn?.close();
});

type Student = { client: SupabaseClient<Database>; id: string };
const student = (points: number): Promise<Student> => creditedStudent(platform, db, points, 'ai-tools');
const balanceOf = (id: string) => balanceIn(db, id);

/** The user's ledger past the test credit: each charge and refund. */
async function ledgerOf(id: string): Promise<Array<{ type: string; amount: number }>> {
  const { rows } = await db.query<{ type: string; amount: number }>(
    `select type, amount from public.points_transactions where user_id = $1 and description <> 'Test credit'
      order by created_at, amount`,
    [id],
  );
  return rows;
}

async function paperOf(s: Student, targetWords: number, title = 'Water use in desert plants') {
  const { data, error } = await s.client
    .from('papers')
    .insert({
      user_id: s.id,
      title,
      paper_type: { mainType: 'Essay', subType: 'Argumentative' },
      format: { citation: 'APA_7', targetWords },
      instructions: 'Compare cacti and succulents.',
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return data.id;
}

/** The last chat request the stand-in received, as one text: system prompt and messages. */
function lastPrompt(): { model: string; text: string; body: Record<string, unknown> } {
  const last = standIn.requests.at(-1)!;
  return {
    model: last.model,
    text: (last.body.messages ?? []).map((m) => m.content).join('\n'),
    body: last.body,
  };
}

describe('without an AI model', () => {
  beforeAll(useNoModel);

  it('says which tools need a model and which run on the built-in engines', async () => {
    const answer = await invoke(platform.anonClient(), 'ai-capabilities', {});
    expect(answer.body).toMatchObject({
      provider: false,
      tools: {
        'paper-draft': 'unavailable',
        'writing-toolbar': 'unavailable',
        'writing-rewrite': 'unavailable',
        flashcards: 'engine',
        'reference-search': 'engine',
        homework: 'engine',
      },
    });
  });

  it('refuses the draft free, and gives the outline free and as an outline when asked for one', async () => {
    const s = await student(100);
    const paperId = await paperOf(s, 500);
    const refused = await invoke(s.client, 'paper-generate', {
      paper_id: paperId,
      idempotency_key: randomUUID(),
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'needs_ai_model', charged: false, outline_available: true });
    const outline = await invoke(s.client, 'paper-generate', {
      paper_id: paperId,
      outline: true,
      idempotency_key: randomUUID(),
    });
    expect(outline.status).toBe(200);
    expect(outline.body).toMatchObject({ charge: null, result: { scaffold: true } });
    expect((outline.body.result as { content: string }).content).toContain('Free outline');
    expect(await balanceOf(s.id)).toBe(100);
    expect(await ledgerOf(s.id)).toEqual([]);
  });

  it('refuses every rewriting tool free; content analysis is the engine’s figures, charged once', async () => {
    const s = await student(30);
    for (const action of TOOLBAR_ACTIONS) {
      const refused = await invoke(s.client, 'writing-assistant', {
        task: 'toolbar',
        action,
        text: 'Plants makes sugar from light.',
        instruction: 'Make it formal',
        idempotency_key: randomUUID(),
      });
      expect(refused.status, action).toBe(409);
      expect(refused.body).toMatchObject({ code: 'needs_ai_model', charged: false });
    }
    for (const task of ['rewrite', 'improve']) {
      const refused = await invoke(s.client, 'writing-assistant', {
        task,
        text: BIOLOGY,
        idempotency_key: randomUUID(),
      });
      expect(refused.status, task).toBe(409);
    }
    expect(await balanceOf(s.id)).toBe(30);
    const analysed = await invoke(s.client, 'writing-assistant', {
      task: 'analyse',
      text: BIOLOGY,
      idempotency_key: randomUUID(),
    });
    expect(analysed.status).toBe(200);
    expect(analysed.body).toMatchObject({
      engine: 'engine',
      charge: { points: 10 },
      result: { comments: null },
    });
    expect(await ledgerOf(s.id)).toEqual([{ type: 'spent', amount: -10 }]);
  });

  it('answers a reference search that finds nothing free', async () => {
    const s = await student(10);
    const empty = await invoke(s.client, 'reference-search', {
      query: 'qqzx wvvk plorth',
      idempotency_key: randomUUID(),
    });
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ charge: null, result: { results: [] } });
    expect(await ledgerOf(s.id)).toEqual([]);
  });

  it('gives a non-maths homework question the free references, not a charged answer', async () => {
    const s = await student(20);
    const answer = await invoke(s.client, 'homework-helper', {
      question: 'Why did the Roman Republic fall?',
      idempotency_key: randomUUID(),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.charge).toBeNull();
    expect(await ledgerOf(s.id)).toEqual([]);
  });
});

describe('through the OpenAI-compatible stand-in', () => {
  beforeAll(useModel);

  it('says every tool answers through the model', async () => {
    const answer = await invoke(platform.anonClient(), 'ai-capabilities', {});
    expect(answer.body.provider).toBe(true);
    expect(Object.values(answer.body.tools as Record<string, string>).every((m) => m === 'model')).toBe(true);
  });

  it('runs each toolbar action on the selection with the toolbar’s model, charged 3 once each', async () => {
    const s = await student(30);
    const passage = 'Plants makes sugar from light, which is a very good thing for the whole planet.';
    for (const action of TOOLBAR_ACTIONS) {
      standIn.clear();
      const answer = await invoke(s.client, 'writing-assistant', {
        task: 'toolbar',
        action,
        text: passage,
        instruction: 'Use formal words',
        idempotency_key: randomUUID(),
      });
      expect(answer.status, action).toBe(200);
      expect(answer.body).toMatchObject({ engine: 'provider', charge: { points: 3 } });
      const { suggestion } = answer.body.result as { suggestion: string };
      expect(suggestion.length, action).toBeGreaterThan(10);
      expect(suggestion).not.toBe(passage);
      expect(standIn.requests).toHaveLength(1);
      const prompt = lastPrompt();
      expect(prompt.model).toBe('stand-in-small');
      expect(prompt.text).toContain(`<passage>\n${passage}\n</passage>`);
      if (action === 'custom-query') expect(prompt.text).toContain('Instruction: Use formal words');
      // The result is stored with the charge.
      const stored = await db.query<{ result: { suggestion: string } }>(
        `select result from public.paid_actions where id = $1`,
        [(answer.body.charge as { id: string }).id],
      );
      expect(stored.rows[0]!.result.suggestion).toBe(suggestion);
    }
    expect(await balanceOf(s.id)).toBe(30 - 3 * TOOLBAR_ACTIONS.length);
  });

  const FAILURES: Array<{ mode: StandInMode; code: string; message: RegExp }> = [
    { mode: 'rate-limit', code: 'ai_rate_limited', message: /busy.*refunded.*Try again in 1 s/ },
    { mode: 'server-error', code: 'ai_failed', message: /failed \(error 503\).*refunded/ },
    { mode: 'malformed', code: 'ai_malformed', message: /could not be used.*refunded/ },
    { mode: 'empty', code: 'ai_malformed', message: /could not be used.*refunded/ },
    { mode: 'hang', code: 'ai_timeout', message: /did not answer in time.*refunded/ },
  ];

  it('ends each provider failure of a toolbar action with a clear message and exactly one refund', async () => {
    const s = await student(10);
    for (const failure of FAILURES) {
      standIn.setMode(failure.mode);
      const key = randomUUID();
      const answer = await invoke(s.client, 'writing-assistant', {
        task: 'toolbar',
        action: 'shorter',
        text: 'A sentence long enough to be made shorter by the model.',
        idempotency_key: key,
      });
      standIn.setMode('ok');
      expect(answer.status, failure.mode).toBe(502);
      expect(answer.body, failure.mode).toMatchObject({ code: failure.code, refunded: true, charged: false });
      expect(answer.body.error, failure.mode).toMatch(failure.message);
      if (failure.mode === 'rate-limit') expect(answer.body.retry_after).toBe(1);
      // A retry of the same request is told it was refunded, and charged nothing more.
      const retry = await invoke(s.client, 'writing-assistant', {
        task: 'toolbar',
        action: 'shorter',
        text: 'A sentence long enough to be made shorter by the model.',
        idempotency_key: key,
      });
      expect(retry.status).toBe(409);
    }
    expect(await balanceOf(s.id)).toBe(10);
    expect(await ledgerOf(s.id)).toEqual(
      FAILURES.flatMap(() => [
        { type: 'spent', amount: -3 },
        { type: 'refund', amount: 3 },
      ]),
    );
  }, 60_000);

  it('rewrites and improves the whole text, and adds the model’s comments to content analysis', async () => {
    const s = await student(30);
    for (const task of ['rewrite', 'improve'] as const) {
      const answer = await invoke(s.client, 'writing-assistant', {
        task,
        text: BIOLOGY,
        idempotency_key: randomUUID(),
      });
      expect(answer.status, task).toBe(200);
      expect(lastPrompt().model).toBe('stand-in');
      expect(lastPrompt().text).toContain(BIOLOGY);
    }
    const analysed = await invoke(s.client, 'writing-assistant', {
      task: 'analyse',
      text: BIOLOGY,
      idempotency_key: randomUUID(),
    });
    expect(analysed.body).toMatchObject({ engine: 'provider', charge: { points: 10 } });
    expect((analysed.body.result as { comments: string }).comments).toMatch(/Strengths/);
    expect(await balanceOf(s.id)).toBe(0);
  });

  it('streams a draft of the asked length from the title, instructions and sources with the draft model', async () => {
    const s = await student(200);
    const paperId = await paperOf(s, 600, 'Cacti and drought');
    await s.client.from('paper_references').insert({
      paper_id: paperId,
      csl: {
        id: 'nobel2003',
        type: 'book',
        title: 'Desert Plant Physiology',
        author: [{ family: 'Nobel', given: 'P.' }],
        issued: { 'date-parts': [[2003]] },
      },
    });
    standIn.clear();
    const streamed = await streamFunction<{ content: string; words: number; scaffold: boolean }>(
      platform,
      s.client,
      'paper-generate',
      { paper_id: paperId },
      randomUUID(),
    );
    expect(streamed.failure).toBeNull();
    expect(streamed.chunks.length).toBeGreaterThan(10);
    const { content, words, scaffold } = streamed.final!.result;
    expect(scaffold).toBe(false);
    expect(words).toBe(wordsOf(content));
    expect(Math.abs(words - 600)).toBeLessThanOrEqual(60);
    expect(streamed.final!.charge).toMatchObject({ points: wordsCost(600) });
    const prompt = lastPrompt();
    expect(prompt.model).toBe('stand-in-large');
    expect(prompt.text).toContain('Title: Cacti and drought');
    expect(prompt.text).toContain('Length: about 600 words');
    expect(prompt.text).toContain('Compare cacti and succulents.');
    expect(prompt.text).toContain('Nobel, P. (2003). Desert Plant Physiology.');
    expect(await balanceOf(s.id)).toBe(200 - wordsCost(600));
  });

  it('refunds a draft whose stream stalls midway once, saying so in the stream', async () => {
    const s = await student(100);
    standIn.setMode('stall');
    const streamed = await streamFunction(
      platform,
      s.client,
      'paper-generate',
      { paper_id: await paperOf(s, 500) },
      randomUUID(),
    );
    standIn.setMode('ok');
    expect(streamed.status).toBe(200);
    expect(streamed.failure?.body).toMatchObject({ code: 'ai_timeout', refunded: true });
    expect(await ledgerOf(s.id)).toEqual([
      { type: 'spent', amount: -50 },
      { type: 'refund', amount: 50 },
    ]);
  });

  it('makes flashcards from the source as zod-checked JSON, asking again once when the reply is invalid', async () => {
    const s = await student(30);
    standIn.clear();
    const made = await invoke(s.client, 'flashcards-generate', {
      source: 'text',
      text: BIOLOGY,
      card_count: 5,
      idempotency_key: randomUUID(),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({ engine: 'provider', charge: { points: 5 } });
    const cards = (made.body.result as { cards: Array<{ back: string; source: string }> }).cards;
    expect(cards).toHaveLength(5);
    for (const card of cards) expect(BIOLOGY).toContain(card.source);
    expect(lastPrompt().body.response_format).toMatchObject({ type: 'json_schema' });
    expect(lastPrompt().text).toContain(BIOLOGY);

    // One invalid reply: asked again (saying why), then answered.
    standIn.clear();
    standIn.setMode('invalid-json', { times: 1 });
    const second = await invoke(s.client, 'flashcards-generate', {
      source: 'text',
      text: BIOLOGY,
      card_count: 5,
      idempotency_key: randomUUID(),
    });
    expect(second.status).toBe(200);
    expect(standIn.requests).toHaveLength(2);
    expect(lastPrompt().text).toMatch(/cannot be used/);

    // Two invalid replies: nothing is saved and the charge comes back.
    standIn.clear();
    standIn.setMode('invalid-json', { times: 2 });
    const failed = await invoke(s.client, 'flashcards-generate', {
      source: 'text',
      text: BIOLOGY,
      card_count: 5,
      idempotency_key: randomUUID(),
    });
    standIn.setMode('ok');
    expect(standIn.requests).toHaveLength(2);
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({ code: 'ai_malformed', refunded: true });
    expect(await balanceOf(s.id)).toBe(20);
  });

  it('builds a practice test from the model’s grounded questions, and saves nothing when the model fails', async () => {
    const s = await student(30);
    const plan = (
      await s.client
        .from('test_prep_plans')
        .insert({ user_id: s.id, title: 'Biology final', exam_date: '2026-12-15' })
        .select('id')
        .single()
    ).data!;
    await s.client
      .from('test_prep_resources')
      .insert({ plan_id: plan.id, user_id: s.id, resource_type: 'text', title: 'Cells', content: BIOLOGY });
    const body = {
      plan_id: plan.id,
      question_count: 6,
      types: ['multiple_choice', 'true_false', 'short_answer'],
    };
    const made = await invoke(s.client, 'practice-test-generate', { ...body, idempotency_key: randomUUID() });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({ engine: 'provider', charge: { points: 5 } });
    const testId = (made.body.result as { test_id: string }).test_id;
    const { rows } = await db.query<{ source_passage: string | null }>(
      `select * from public.test_questions where test_id = $1`,
      [testId],
    );
    expect(rows.length).toBeGreaterThan(0);

    standIn.setMode('server-error');
    const failed = await invoke(s.client, 'practice-test-generate', {
      ...body,
      idempotency_key: randomUUID(),
    });
    standIn.setMode('ok');
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({ refunded: true });
    const tests = await db.query(`select id from public.tests where user_id = $1`, [s.id]);
    expect(tests.rows).toHaveLength(1);
    expect(await balanceOf(s.id)).toBe(25);
  });

  it('answers a document chat from the retrieved pages with citations, and refunds a stalled answer', async () => {
    const s = await student(40);
    const { rows } = await db.query<{ id: string; title: string }>(
      `select d.id, d.title from public.documents d
        where d.status = 'approved' and (select count(*) from public.document_pages p where p.document_id = d.id) >= 2
        order by d.created_at limit 1`,
    );
    const doc = rows[0]!;
    await db.query(
      `insert into public.user_documents (user_id, document_id, access_type, points_spent) values ($1, $2, 'points', 0)`,
      [s.id, doc.id],
    );
    const page = await db.query<{ content: string; page_number: number }>(
      `select content, page_number from public.document_pages where document_id = $1 order by page_number limit 1`,
      [doc.id],
    );
    // A question made of the longest sentence's words, so retrieval finds its page.
    const sentence =
      page.rows[0]!.content.split(/(?<=[.!?])\s+/)
        .filter((x) => x.split(/\s+/).length >= 8)
        .sort((a, b) => b.length - a.length)[0] ?? page.rows[0]!.content;
    const words = [...new Set(sentence.toLowerCase().match(/[a-z]{6,}/g) ?? [])].slice(0, 5);
    const question = `What does the document say about ${words.join(' ')}?`;
    const session = (
      await s.client
        .from('document_chat_sessions')
        .insert({ user_id: s.id, document_id: doc.id, title: doc.title })
        .select('id')
        .single()
    ).data!;
    standIn.clear();
    type Chat = { messages: Array<{ content: string; citations: Array<{ page: number; text: string }> }> };
    const answered = await streamFunction<Chat>(
      platform,
      s.client,
      'document-chat',
      { session_id: session.id, question },
      randomUUID(),
    );
    expect(answered.failure).toBeNull();
    expect(answered.final!.charge).toMatchObject({ points: 5 });
    expect(answered.final!.engine).toBe('provider');
    const reply = answered.final!.result.messages[1]!;
    expect(reply.content).toMatch(/\[p\. \d+\]/);
    expect(reply.citations.length).toBeGreaterThan(0);
    expect(lastPrompt().text).toContain('<passages>');
    expect(lastPrompt().text).toContain(question);

    standIn.setMode('stall');
    const stalled = await streamFunction<Chat>(
      platform,
      s.client,
      'document-chat',
      { session_id: session.id, question },
      randomUUID(),
    );
    standIn.setMode('ok');
    expect(stalled.failure?.body).toMatchObject({ refunded: true });
    const stored = await db.query(`select id from public.document_chat_messages where session_id = $1`, [
      session.id,
    ]);
    expect(stored.rows).toHaveLength(2);
    expect(await balanceOf(s.id)).toBe(35);
  });

  it('answers non-maths homework and its follow-up with the earlier turns, and refunds a rate-limited model', async () => {
    const s = await student(40);
    standIn.clear();
    const first = await invoke(s.client, 'homework-helper', {
      question: 'Why did the Roman Republic fall?',
      idempotency_key: randomUUID(),
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ engine: 'provider', charge: { points: 10 } });
    const question = (first.body.result as { question: { id: string; final_answer: string } }).question;
    expect(question.final_answer).toBeTruthy();
    const followUp = await invoke(s.client, 'homework-helper', {
      question: 'And what role did Caesar play?',
      parent_id: question.id,
      idempotency_key: randomUUID(),
    });
    expect(followUp.status).toBe(200);
    const messages = lastPrompt().body.messages as Array<{ role: string; content: string }>;
    expect(messages.some((m) => m.role === 'user' && m.content.includes('Roman Republic'))).toBe(true);
    expect(messages.some((m) => m.role === 'assistant')).toBe(true);

    standIn.setMode('rate-limit', { times: 2 });
    const limited = await invoke(s.client, 'homework-helper', {
      question: 'What caused the fall of Carthage?',
      idempotency_key: randomUUID(),
    });
    standIn.setMode('ok');
    expect(limited.status).toBe(200);
    expect(limited.body).toMatchObject({ charge: null, refunded: true });
    expect(await balanceOf(s.id)).toBe(20);
  }, 30_000);

  it('searches references with the model’s phrasings, charged 5 for results and free when nothing is found', async () => {
    const s = await student(20);
    const { rows } = await db.query<{ title: string }>(
      `select title from public.documents where status = 'approved' order by download_count desc limit 1`,
    );
    standIn.clear();
    const found = await invoke(s.client, 'reference-search', {
      query: rows[0]!.title,
      idempotency_key: randomUUID(),
    });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ engine: 'provider', charge: { points: 5 } });
    expect((found.body.result as { results: unknown[] }).results.length).toBeGreaterThan(0);
    expect(lastPrompt().body.response_format).toMatchObject({ json_schema: { name: 'reference_queries' } });
    const empty = await invoke(s.client, 'reference-search', {
      query: 'qqzx wvvk plorth',
      idempotency_key: randomUUID(),
    });
    expect(empty.body).toMatchObject({ charge: null, result: { results: [] } });
    expect(await balanceOf(s.id)).toBe(15);
  });
});

describe('back-office AI provider settings', () => {
  const KEY = 'sk-admin-secret-4242';
  let admin: Student;

  beforeAll(async () => {
    useNoModel();
    standIn.setMode('ok');
    admin = await student(0);
    await db.query(`update public.users set role = 'admin' where id = $1`, [admin.id]);
  });

  afterAll(async () => {
    await db.query('delete from public.ai_provider_settings');
  });

  it('is for active admins only, and no API role can read the stored row', async () => {
    const s = await student(0);
    expect((await invoke(s.client, 'admin-ai-provider', { action: 'status' })).status).toBe(403);
    expect((await invoke(platform.anonClient(), 'admin-ai-provider', { action: 'status' })).status).toBe(401);
    const read = await admin.client.from('ai_provider_settings').select('api_key');
    expect(read.error?.code).toBe('42501');
  });

  it('saves the provider server-side without ever answering the key, and the tools use it with their models', async () => {
    const saved = await invoke(admin.client, 'admin-ai-provider', {
      action: 'save',
      base_url: standIn.baseUrl,
      model: 'stand-in',
      toolbar_model: 'stand-in-small',
      draft_model: 'stand-in-large',
      timeout_ms: 5000,
      api_key: KEY,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(JSON.stringify(saved.body)).not.toContain(KEY);
    expect(saved.body).toMatchObject({
      environment: false,
      active: { origin: 'settings', model: 'stand-in', api_key_set: true },
      check: { ok: true, completion: 'OK', modelListed: true },
    });
    expect(standIn.requests.at(-1)?.authorization).toBe(`Bearer ${KEY}`);

    // Saving again without a key keeps the stored one.
    const kept = await invoke(admin.client, 'admin-ai-provider', {
      action: 'save',
      base_url: standIn.baseUrl,
      model: 'stand-in',
      toolbar_model: 'stand-in-small',
    });
    expect(kept.body).toMatchObject({ active: { api_key_set: true, draft_model: null } });

    const caps = await invoke(platform.anonClient(), 'ai-capabilities', {});
    expect(caps.body.provider).toBe(true);
    const s = await student(10);
    standIn.clear();
    const answer = await invoke(s.client, 'writing-assistant', {
      task: 'toolbar',
      action: 'longer',
      text: 'Cacti store water in their stems.',
      idempotency_key: randomUUID(),
    });
    expect(answer.status).toBe(200);
    expect(standIn.requests[0]).toMatchObject({ model: 'stand-in-small', authorization: `Bearer ${KEY}` });
  });

  it('tests a typed connection before saving, and never sends the saved key to another address', async () => {
    standIn.clear();
    const other = standIn.baseUrl.replace('127.0.0.1', 'localhost');
    const test = await invoke(admin.client, 'admin-ai-provider', {
      action: 'test',
      base_url: other,
      model: 'stand-in-large',
    });
    expect(test.body).toMatchObject({ ok: true, models: ['stand-in', 'stand-in-small', 'stand-in-large'] });
    expect(standIn.requests.at(-1)).toMatchObject({ model: 'stand-in-large', authorization: null });
    standIn.setMode('server-error');
    const failing = await invoke(admin.client, 'admin-ai-provider', { action: 'test' });
    standIn.setMode('ok');
    expect(failing.body).toMatchObject({ ok: false, error: expect.stringContaining('503') });
  });

  it('lets environment variables win over the saved settings, and removes the saved ones', async () => {
    process.env.AI_BASE_URL = standIn.baseUrl;
    process.env.AI_MODEL = 'from-environment';
    try {
      const status = await invoke(admin.client, 'admin-ai-provider', { action: 'status' });
      expect(status.body).toMatchObject({
        environment: true,
        active: { origin: 'environment', model: 'from-environment' },
        saved: { origin: 'settings', model: 'stand-in' },
      });
    } finally {
      useNoModel();
    }
    const cleared = await invoke(admin.client, 'admin-ai-provider', { action: 'clear' });
    expect(cleared.body).toMatchObject({ active: null, saved: null, check: null });
    const caps = await invoke(platform.anonClient(), 'ai-capabilities', {});
    expect(caps.body.provider).toBe(false);
  });
});
