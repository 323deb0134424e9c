// Learning tools (issue 15) on the real platform: flashcard generation charged by the spec's tiers, FSRS review
// state as ts-fsrs computes it for a scripted history, practice tests generated from a plan with answers hidden
// until submission, graded and summed into per-topic analytics, and offline reviews synced exactly once.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { Rating, createEmptyCard, fsrs, generatorParameters } from 'ts-fsrs';
import type { Card, Grade } from 'ts-fsrs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CacheRepository } from '../../main/cache.repository.ts';
import { SyncEngine, SyncQueue } from '../../main/sync-queue.ts';
import { flashcardReviewSchema, type FlashcardReview } from '../../shared/ipc/desktop-contract.ts';
import { createSupabaseSyncTransport } from '../../main/sync.transport.ts';
import { rateCard, saveReview, srsStateOf } from '../../renderer/src/features/flashcards/flashcard-review.ts';
import type { Database } from '../../shared/db/database.types.ts';
import { practiceAnalytics } from '../../shared/study/questions/practice-scoring.engine.ts';
import type { ReviewGrade } from '../../shared/study/srs/fsrs-scheduler.engine.ts';
import { startTestPlatform, uniqueEmail, type TestPlatform } from './support/test-platform.ts';

let platform: TestPlatform;
let db: pg.Pool;

const BIOLOGY = `Photosynthesis is the process by which green plants turn light energy into chemical energy.
Chlorophyll is the green pigment that absorbs light in the chloroplasts of plant cells.
Mitochondria are organelles that release energy from glucose through cellular respiration.
The nucleus is the membrane-bound organelle that holds the genetic material of the cell.
Ribosomes are small structures that assemble proteins from amino acids following messenger RNA.
Osmosis is the movement of water across a semi-permeable membrane from a dilute to a concentrated solution.
Diffusion is the net movement of particles from a region of higher concentration to one of lower concentration.
Enzymes are proteins that speed up chemical reactions without being used up themselves.
The cell membrane controls which substances enter and leave the cell.
Glucose made in photosynthesis is stored as starch in the leaves of the plant.
Chloroplasts contain chlorophyll and are found in the cells of leaves.
Cellular respiration in the mitochondria releases carbon dioxide and water as waste.
Active transport moves particles against a concentration gradient using energy from respiration.
Stomata are pores in the leaf that let carbon dioxide in and oxygen out.`;

/** What the two functions answer (a paid result, or an error with its code). */
interface FunctionAnswer extends Record<string, unknown> {
  charge: { points: number; balance: number };
  replayed: boolean;
  result: {
    cards: Array<{ front: string; back: string; source: string; page: number | null }>;
    source_name: string;
    test_id: string;
  };
}

interface User {
  client: SupabaseClient<Database>;
  id: string;
}

async function signedUpWith(points: number): Promise<User> {
  const client = platform.anonClient();
  const { data, error } = await client.auth.signUp({
    email: uniqueEmail('learn'),
    password: 'correct-horse',
  });
  if (error || !data.user) throw error ?? new Error('no user');
  if (points > 0) {
    const { error: grant } = await platform.serviceClient().rpc('apply_points', {
      p_user_id: data.user.id,
      p_amount: points,
      p_type: 'adjustment',
      p_description: 'test',
    });
    if (grant) throw grant;
  }
  return { client, id: data.user.id };
}

const balanceOf = async (userId: string) =>
  (await db.query<{ b: number }>('select points_balance as b from user_points where user_id = $1', [userId]))
    .rows[0]?.b ?? 0;

async function invoke(user: User, name: string, body: Record<string, unknown>) {
  const { data: session } = await user.client.auth.getSession();
  const response = await fetch(`${platform.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${session.session?.access_token ?? ''}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as FunctionAnswer };
}

beforeAll(async () => {
  platform = await startTestPlatform();
  db = new pg.Pool({ connectionString: platform.databaseUrl, max: 2 });
}, 120_000);

afterAll(async () => {
  await db?.end();
  await platform?.destroy();
});

describe('flashcard generation', () => {
  it('charges the tier price for the card count asked for: 5, 7, 10 and 15 points', async () => {
    const user = await signedUpWith(100);
    let expected = 100;
    for (const [count, price] of [
      [10, 5],
      [11, 7],
      [20, 7],
      [21, 10],
      [30, 10],
      [31, 15],
    ] as const) {
      const answer = await invoke(user, 'flashcards-generate', {
        source: 'text',
        text: BIOLOGY,
        card_count: count,
        idempotency_key: `tier-${count}-${randomUUID()}`,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.charge.points).toBe(price);
      expected -= price;
      expect(answer.body.charge.balance).toBe(expected);
      expect(await balanceOf(user.id)).toBe(expected);
      const cards = answer.body.result.cards;
      expect(cards.length).toBeGreaterThan(0);
      expect(cards.length).toBeLessThanOrEqual(count);
      // Every card is grounded in the pasted text.
      for (const card of cards) expect(BIOLOGY).toContain(card.source);
    }
  });

  it('charges a retried request once, refuses a short balance and an empty text without charging', async () => {
    const user = await signedUpWith(6);
    const key = `retry-${randomUUID()}`;
    const first = await invoke(user, 'flashcards-generate', {
      source: 'text',
      text: BIOLOGY,
      card_count: 5,
      idempotency_key: key,
    });
    const again = await invoke(user, 'flashcards-generate', {
      source: 'text',
      text: BIOLOGY,
      card_count: 5,
      idempotency_key: key,
    });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.replayed).toBe(true);
    expect(again.body.result).toEqual(first.body.result);
    expect(await balanceOf(user.id)).toBe(1);

    const short = await invoke(user, 'flashcards-generate', {
      source: 'text',
      text: BIOLOGY,
      card_count: 5,
      idempotency_key: `short-${randomUUID()}`,
    });
    expect(short.status).toBe(402);
    expect(short.body).toMatchObject({ code: 'insufficient_points', required: 5, balance: 1 });

    const empty = await invoke(user, 'flashcards-generate', {
      source: 'text',
      text: '   ',
      card_count: 5,
      idempotency_key: `empty-${randomUUID()}`,
    });
    expect(empty.status).toBe(400);
    expect(await balanceOf(user.id)).toBe(1);
  });

  it("makes cards from a document the user owns, and not from one they don't", async () => {
    const owner = await signedUpWith(20);
    const stranger = await signedUpWith(20);
    const { rows } = await db.query<{ id: string }>(
      `insert into documents (title, user_id, status) values ('Cell biology notes', $1, 'approved') returning id`,
      [owner.id],
    );
    const documentId = rows[0]!.id;
    await db.query(
      `insert into document_pages (document_id, page_number, content) values ($1, 1, $2), ($1, 2, $3)`,
      [documentId, BIOLOGY.split('\n').slice(0, 7).join('\n'), BIOLOGY.split('\n').slice(7).join('\n')],
    );
    const made = await invoke(owner, 'flashcards-generate', {
      source: 'document',
      document_id: documentId,
      card_count: 10,
      idempotency_key: `doc-${randomUUID()}`,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.result.source_name).toBe('Cell biology notes');
    expect(made.body.result.cards.some((c) => c.page === 2)).toBe(true);
    expect(await balanceOf(owner.id)).toBe(15);

    const refused = await invoke(stranger, 'flashcards-generate', {
      source: 'document',
      document_id: documentId,
      card_count: 10,
      idempotency_key: `doc-${randomUUID()}`,
    });
    expect(refused.status).toBe(404);
    expect(await balanceOf(stranger.id)).toBe(20);
  });
});

describe('spaced repetition', () => {
  it('stores the FSRS schedule ts-fsrs computes for a scripted review history, every review in the log', async () => {
    const user = await signedUpWith(0);
    const deck = await user.client
      .from('flashcard_decks')
      .insert({ name: 'FSRS script', slug: '', user_id: user.id })
      .select('id')
      .single();
    if (deck.error) throw deck.error;
    const card = await user.client
      .from('flashcards')
      .insert({ deck_id: deck.data.id, front: 'What is osmosis?', back: 'Water crossing a membrane' })
      .select('id, created_at')
      .single();
    if (card.error) throw card.error;

    const script: Array<[ReviewGrade, Grade, number]> = [
      ['good', Rating.Good, 0],
      ['good', Rating.Good, 10 * 60_000],
      ['again', Rating.Again, 2 * 86_400_000],
      ['hard', Rating.Hard, 2 * 86_400_000 + 5 * 60_000],
      ['good', Rating.Good, 4 * 86_400_000],
      ['easy', Rating.Easy, 11 * 86_400_000],
    ];
    const start = new Date('2026-09-01T08:00:00Z');
    const reference = fsrs(generatorParameters({ enable_fuzz: true }));
    let expected: Card = createEmptyCard(new Date(card.data.created_at));
    const sent: FlashcardReview[] = [];
    for (const [grade, rating, offset] of script) {
      const at = new Date(start.getTime() + offset);
      const stored = await user.client
        .from('flashcard_reviews')
        .select('*')
        .eq('card_id', card.data.id)
        .maybeSingle();
      const before = srsStateOf(stored.data ?? undefined, card.data.created_at);
      const { review, log } = rateCard({
        deckId: deck.data.id,
        cardId: card.data.id,
        before,
        grade,
        now: at,
        durationMs: 4000,
      });
      expect(await saveReview(user.client, review)).toEqual({ alreadySaved: false });
      sent.push(review);
      expect(log.reviewedAt).toBe(at.toISOString());
      expected = reference.next(expected, at, rating).card;

      const row = (
        await user.client.from('flashcard_reviews').select('*').eq('card_id', card.data.id).single()
      ).data!;
      expect(new Date(row.due).toISOString()).toBe(expected.due.toISOString());
      expect(row.stability).toBeCloseTo(expected.stability, 8);
      expect(row.difficulty).toBeCloseTo(expected.difficulty, 8);
      expect(row.scheduled_days).toBe(expected.scheduled_days);
      expect(row.reps).toBe(expected.reps);
      expect(row.lapses).toBe(expected.lapses);
      expect(row.state).toBe(expected.state);
    }
    const logs = await user.client
      .from('flashcard_review_logs')
      .select('rating, review')
      .eq('card_id', card.data.id)
      .order('review');
    expect(logs.data?.map((l) => l.rating)).toEqual(script.map(([, rating]) => rating));
    // The first review sent again (its answer lost): one call, recognised, and the newer state is kept.
    const newest = (
      await user.client.from('flashcard_reviews').select('*').eq('card_id', card.data.id).single()
    ).data!;
    expect(await saveReview(user.client, sent[0]!)).toEqual({ alreadySaved: true });
    expect(
      (await user.client.from('flashcard_reviews').select('*').eq('card_id', card.data.id).single()).data,
    ).toEqual(newest);
    expect(
      (await user.client.from('flashcard_review_logs').select('id').eq('card_id', card.data.id)).data,
    ).toHaveLength(script.length);
  });

  it('syncs reviews made offline exactly once when the desktop app is back online', async () => {
    const user = await signedUpWith(0);
    const { data: session } = await user.client.auth.getSession();
    const deck = (
      await user.client
        .from('flashcard_decks')
        .insert({ name: 'Offline', slug: '', user_id: user.id })
        .select('id')
        .single()
    ).data!;
    const cards = (
      await user.client
        .from('flashcards')
        .insert([
          { deck_id: deck.id, front: 'A?', back: 'a', position: 0 },
          { deck_id: deck.id, front: 'B?', back: 'b', position: 1 },
        ])
        .select('id, created_at')
    ).data!;

    const dir = await mkdtemp(join(tmpdir(), 'learning-sync-'));
    const repo = CacheRepository.open(join(dir, 'cache.sqlite'));
    try {
      const queue = new SyncQueue(repo);
      let online = false;
      const engine = new SyncEngine({
        queue,
        isOnline: () => online,
        createTransport: (s) =>
          createSupabaseSyncTransport({ supabaseUrl: platform.url, anonKey: platform.anonKey }, s),
      });
      engine.setSession({ userId: user.id, accessToken: session.session!.access_token });
      const reviews = cards.map((c, i) =>
        rateCard({
          deckId: deck.id,
          cardId: c.id,
          before: srsStateOf(undefined, c.created_at),
          grade: i === 0 ? 'good' : 'again',
        }),
      );
      for (const { review } of reviews) queue.recordReview(user.id, review);
      // The same review recorded twice (a double tap, a retried IPC call) is one entry.
      queue.recordReview(user.id, reviews[0]!.review);

      const offline = await engine.flush();
      expect(offline).toMatchObject({ pending: 2, blockedBy: 'offline' });
      const countLogs = async () =>
        (await user.client.from('flashcard_review_logs').select('id').eq('deck_id', deck.id)).data?.length;
      expect(await countLogs()).toBe(0);

      online = true;
      const synced = await engine.flush();
      expect(synced).toMatchObject({ pending: 0, failed: 0 });
      expect(await countLogs()).toBe(2);
      // The log keeps each card as it was BEFORE its review (new, never studied), as ts-fsrs logs it and the
      // online path stores it; the IPC contract carries those fields.
      const logged = (
        await user.client
          .from('flashcard_review_logs')
          .select('card_id, state, stability, difficulty, scheduled_days')
          .eq('deck_id', deck.id)
      ).data!;
      for (const { review, log } of reviews) {
        expect(flashcardReviewSchema.parse(review).log).toEqual(review.log);
        expect(logged.find((l) => l.card_id === review.cardId)).toEqual({
          card_id: review.cardId,
          state: 0,
          stability: log.stability,
          difficulty: log.difficulty,
          scheduled_days: log.scheduledDays,
        });
        expect(review.card.state).not.toBe(0);
      }
      // Replayed again (an answer lost after the write): recognised, not counted twice.
      const transport = createSupabaseSyncTransport(
        { supabaseUrl: platform.url, anonKey: platform.anonKey },
        { userId: user.id, accessToken: session.session!.access_token },
      );
      expect(await transport.recordReview(user.id, reviews[0]!.review)).toEqual({ alreadyApplied: true });
      queue.recordReview(user.id, reviews[1]!.review);
      await engine.flush();
      expect(await countLogs()).toBe(2);
      const states = (
        await user.client.from('flashcard_reviews').select('card_id, reps').eq('deck_id', deck.id)
      ).data!;
      expect(states.map((s) => s.reps)).toEqual([1, 1]);
      engine.dispose();
    } finally {
      repo.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('practice tests', () => {
  async function planWithText(user: User) {
    const plan = (
      await user.client
        .from('test_prep_plans')
        .insert({ user_id: user.id, title: 'Biology final', exam_date: '2026-12-15' })
        .select('id')
        .single()
    ).data!;
    const resource = await user.client.from('test_prep_resources').insert({
      plan_id: plan.id,
      user_id: user.id,
      resource_type: 'text',
      title: 'Cells',
      content: BIOLOGY,
    });
    if (resource.error) throw resource.error;
    return plan.id;
  }

  it('generates a priced test from the plan, hides answers until submission, grades and sums per topic', async () => {
    const user = await signedUpWith(50);
    const planId = await planWithText(user);
    const made = await invoke(user, 'practice-test-generate', {
      plan_id: planId,
      question_count: 8,
      types: ['multiple_choice', 'true_false', 'short_answer'],
      difficulty: 'intermediate',
      time_limit_minutes: 20,
      idempotency_key: `test-${randomUUID()}`,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.charge.points).toBe(5);
    expect(await balanceOf(user.id)).toBe(45);
    const testId = made.body.result.test_id;

    // The learner reads questions, never their answers.
    const hidden = await user.client.from('test_questions').select('correct_answer').eq('test_id', testId);
    expect(hidden.error?.code).toBe('42501');
    const questions = (
      await user.client
        .from('test_questions')
        .select('id, question_type, options, topic')
        .eq('test_id', testId)
        .order('position')
    ).data!;
    expect(questions.length).toBeGreaterThan(0);
    expect(new Set(questions.map((q) => q.question_type)).size).toBeGreaterThan(1);

    const attempt = (
      await user.client
        .from('test_attempts')
        .insert({ test_id: testId, user_id: user.id, plan_id: planId })
        .select('id')
        .single()
    ).data!;
    // Before submitting: no review, no graded column.
    expect((await user.client.rpc('test_attempt_review', { p_attempt_id: attempt.id })).data).toEqual([]);
    for (const [i, q] of questions.entries()) {
      const saved = await user.client.rpc('save_test_answer', {
        p_attempt_id: attempt.id,
        p_question_id: q.id,
        p_answer: q.question_type === 'true_false' ? 'True' : ((q.options as string[])[0] ?? 'membrane'),
        p_flagged: i === 0,
        p_time_spent_seconds: 10 + i,
      });
      expect(saved.error).toBeNull();
    }
    // Saved again (the learner changes their mind): still one answer per question.
    const changed = await user.client.rpc('save_test_answer', {
      p_attempt_id: attempt.id,
      p_question_id: questions[0]!.id,
      p_answer: (questions[0]!.options as string[])[1] ?? 'False',
      p_flagged: true,
      p_time_spent_seconds: 10,
    });
    expect(changed.error).toBeNull();
    expect(
      (await user.client.from('test_attempt_answers').select('id').eq('attempt_id', attempt.id)).data,
    ).toHaveLength(questions.length);
    const graded = await user.client
      .from('test_attempt_answers')
      .select('is_correct')
      .eq('attempt_id', attempt.id);
    expect(graded.error?.code).toBe('42501');
    const bankBefore = (await user.client.rpc('plan_question_bank', { p_plan_id: planId })).data!;
    expect(bankBefore).toHaveLength(questions.length);
    expect(bankBefore.every((q) => q.correct_answer === null && q.last_correct === null)).toBe(true);

    const submitted = await user.client.rpc('submit_test_attempt', {
      p_attempt_id: attempt.id,
      p_time_spent_seconds: 95,
    });
    expect(submitted.error).toBeNull();
    const review = (await user.client.rpc('test_attempt_review', { p_attempt_id: attempt.id })).data!;
    expect(review).toHaveLength(questions.length);
    const right = review.filter((r) => r.answer?.toLowerCase() === r.correct_answer.toLowerCase()).length;
    expect(review.filter((r) => r.is_correct)).toHaveLength(right);
    expect(submitted.data).toMatchObject({ correct_count: right, total_questions: questions.length });
    expect(Number((submitted.data as { score: number }).score)).toBeCloseTo(
      (100 * right) / questions.length,
      1,
    );
    for (const r of review) {
      expect(r.explanation).toBeTruthy();
      expect(BIOLOGY).toContain(r.source_passage);
    }
    expect(review[0]).toMatchObject({ flagged: true, time_spent_seconds: 10 });

    // Analytics: one row per question, per-topic accuracy as the engine computes it.
    const results = (await user.client.rpc('practice_topic_results', { p_plan_id: planId })).data!;
    expect(results).toHaveLength(questions.length);
    const analytics = practiceAnalytics(
      results.map((r) => ({ topic: r.topic, correct: r.is_correct, answeredAt: r.submitted_at })),
    );
    expect(analytics.accuracy).toBeCloseTo(right / questions.length, 5);
    const bankAfter = (await user.client.rpc('plan_question_bank', { p_plan_id: planId })).data!;
    expect(bankAfter.every((q) => q.correct_answer !== null && q.times_answered === 1)).toBe(true);
    expect(bankAfter.filter((q) => q.last_correct)).toHaveLength(right);

    // A submitted attempt takes no more answers.
    const late = await user.client
      .from('test_attempt_answers')
      .update({ answer: 'x' })
      .eq('attempt_id', attempt.id)
      .select('id');
    expect(late.data ?? []).toHaveLength(0);
  });

  it('refuses answers after the time limit and keeps the start time the server set', async () => {
    const user = await signedUpWith(50);
    const planId = await planWithText(user);
    const made = await invoke(user, 'practice-test-generate', {
      plan_id: planId,
      question_count: 3,
      types: ['true_false'],
      difficulty: 'beginner',
      time_limit_minutes: 1,
      idempotency_key: `timed-${randomUUID()}`,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const testId = made.body.result.test_id;
    const backdated = await user.client
      .from('test_attempts')
      .insert({ test_id: testId, user_id: user.id, started_at: '2020-01-01T00:00:00Z' })
      .select('id');
    expect(backdated.error?.code).toBe('42501');
    const attempt = (
      await user.client
        .from('test_attempts')
        .insert({ test_id: testId, user_id: user.id })
        .select('id')
        .single()
    ).data!;
    const question = (
      await user.client.from('test_questions').select('id').eq('test_id', testId).limit(1).single()
    ).data!;
    const inTime = await user.client
      .from('test_attempt_answers')
      .insert({ attempt_id: attempt.id, question_id: question.id, user_id: user.id, answer: 'True' });
    expect(inTime.error).toBeNull();
    await db.query(`update test_attempts set started_at = now() - interval '2 minutes' where id = $1`, [
      attempt.id,
    ]);
    const tooLate = await user.client
      .from('test_attempt_answers')
      .update({ answer: 'False' })
      .eq('attempt_id', attempt.id)
      .select('id');
    expect(tooLate.data ?? []).toHaveLength(0);
    const submitted = await user.client.rpc('submit_test_attempt', { p_attempt_id: attempt.id });
    expect(submitted.error).toBeNull();
    const review = (await user.client.rpc('test_attempt_review', { p_attempt_id: attempt.id })).data!;
    expect(review.find((r) => r.question_id === question.id)?.answer).toBe('True');
  });

  it('refuses a plan without resources free of charge, and another user’s plan as not found', async () => {
    const user = await signedUpWith(50);
    const other = await signedUpWith(50);
    const empty = (
      await user.client
        .from('test_prep_plans')
        .insert({ user_id: user.id, title: 'Empty' })
        .select('id')
        .single()
    ).data!;
    const none = await invoke(user, 'practice-test-generate', {
      plan_id: empty.id,
      question_count: 5,
      types: ['multiple_choice'],
      idempotency_key: `none-${randomUUID()}`,
    });
    expect(none.status).toBe(400);
    const planId = await planWithText(user);
    const foreign = await invoke(other, 'practice-test-generate', {
      plan_id: planId,
      question_count: 5,
      types: ['multiple_choice'],
      idempotency_key: `foreign-${randomUUID()}`,
    });
    expect(foreign.status).toBe(404);
    expect(await balanceOf(user.id)).toBe(50);
    expect(await balanceOf(other.id)).toBe(50);
  });
});
