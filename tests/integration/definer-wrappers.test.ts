// Security definer code lives in `private`, reached from the API only through security invoker wrappers in
// `public` (ARCHITECTURE §3). These tests keep it that way: no definer function (or owner-rights view) may appear
// in `public` outside the commented allow-lists below, each wrapper and its body are executable by the same
// roles, and the wrappers answer through supabase-js as the RPCs did before they moved. The server-maintained
// counters, kept by one generic trigger function, are checked here too.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, uniqueEmail, type TestPlatform } from './support/test-platform.ts';

/**
 * Functions in `public` allowed to stay security definer, each with the reason it must (in ARCHITECTURE terms).
 * Empty: every RPC that needs its owner's rights is a wrapper over a private function.
 */
const PUBLIC_DEFINER_FUNCTIONS: Record<string, string> = {};

/** Views in `public` that run with their owner's rights instead of the caller's, each with the reason. */
const OWNER_RIGHTS_VIEWS: Record<string, string> = {
  // Document authors and blog commenters are shown by name and avatar, which RLS on users hides from other
  // users; the view selects only those public columns (never e-mail, phone or address) and is read-only.
  public_profiles: 'author names and avatars',
};

let platform: TestPlatform;
let db: pg.Pool;

interface User {
  client: SupabaseClient;
  id: string;
}

async function signedUp(label: string): Promise<User> {
  const client = platform.anonClient();
  const { data, error } = await client.auth.signUp({ email: uniqueEmail(label), password: 'correct-horse' });
  if (error || !data.user) throw error ?? new Error('no user');
  return { client, id: data.user.id };
}

/** A supabase-js answer that must have succeeded. */
async function ok<T extends { error: unknown }>(answer: PromiseLike<T>): Promise<T> {
  const settled = await answer;
  expect(settled.error).toBeNull();
  return settled;
}

async function value<T>(sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await db.query<{ value: T }>(sql, params);
  if (rows.length !== 1) throw new Error(`expected one row, got ${rows.length}: ${sql}`);
  return rows[0]!.value;
}

const balanceOf = (userId: string) =>
  value<number>('select points_balance as value from user_points where user_id = $1', [userId]);

async function approvedDocument(sellerId: string, pointsPrice: number, subjectId: string | null = null) {
  return value<string>(
    `insert into documents (title, user_id, subject_id, price, points_price, status)
     values ('Notes ' || $1, $2, $3, $4, $5, 'approved') returning id as value`,
    [randomUUID().slice(0, 8), sellerId, subjectId, pointsPrice / 10, pointsPrice],
  );
}

beforeAll(async () => {
  platform = await startTestPlatform();
  db = new pg.Pool({ connectionString: platform.databaseUrl, max: 2 });
});
afterAll(async () => {
  await db?.end();
  await platform?.destroy();
});

describe('security definer functions', () => {
  it('none is left in public beyond the allow-list', async () => {
    const { rows } = await db.query<{ name: string }>(
      `select p.proname as name from pg_proc p
       where p.pronamespace = 'public'::regnamespace and p.prosecdef order by 1`,
    );
    expect(rows.map((r) => r.name)).toEqual(Object.keys(PUBLIC_DEFINER_FUNCTIONS).sort());
  });

  it('no view in public runs with its owner’s rights beyond the allow-list', async () => {
    const { rows } = await db.query<{ name: string }>(
      `select c.relname as name from pg_class c
       where c.relnamespace = 'public'::regnamespace and c.relkind in ('v', 'm')
         and not coalesce(c.reloptions && array['security_invoker=on', 'security_invoker=true'], false)
       order by 1`,
    );
    expect(rows.map((r) => r.name)).toEqual(Object.keys(OWNER_RIGHTS_VIEWS).sort());
  });

  it('every one has an empty search_path and is executable only by the roles granted it', async () => {
    const { rows } = await db.query<{ name: string; config: string[] | null; for_everyone: boolean }>(
      `select p.oid::regprocedure::text as name, p.proconfig as config,
              exists (
                select 1 from aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a where a.grantee = 0
              ) as for_everyone
       from pg_proc p
       where p.pronamespace in ('public'::regnamespace, 'private'::regnamespace) and p.prosecdef`,
    );
    expect(rows.length).toBeGreaterThan(30);
    const unsafe = rows.filter((r) => !(r.config ?? []).includes('search_path=""') || r.for_everyone);
    expect(unsafe.map((r) => r.name)).toEqual([]);
  });

  it('each public wrapper is an invoker over its private body, executable by the same roles', async () => {
    const { rows } = await db.query<{
      name: string;
      roles: string[];
      private_roles: string[];
      source: string;
    }>(
      `select w.oid::regprocedure::text as name, w.prosrc as source,
              array(select r from unnest(array['anon', 'authenticated', 'service_role']) r
                    where has_function_privilege(r, w.oid, 'execute')) as roles,
              array(select r from unnest(array['anon', 'authenticated', 'service_role']) r
                    where has_function_privilege(r, b.oid, 'execute')) as private_roles
       from pg_proc w
       join pg_proc b on b.proname = w.proname and b.pronamespace = 'private'::regnamespace
         and pg_get_function_identity_arguments(b.oid) = pg_get_function_identity_arguments(w.oid)
       where w.pronamespace = 'public'::regnamespace
       order by 1`,
    );
    // The 16 RPCs moved by 20261123000100 and 20261123200000, and the service-role entry points to the ledger.
    expect(rows.length).toBeGreaterThanOrEqual(19);
    for (const row of rows) {
      expect(row.source, row.name).toContain(`private.${row.name.split('(')[0]}(`);
      expect(row.private_roles, row.name).toEqual(row.roles);
    }
  });

  it('private functions cannot be called over HTTP', async () => {
    // The generated types hold only the exposed schema; asking for another one is what this test is about.
    const untyped: SupabaseClient = platform.anonClient();
    const answer = await untyped.schema('private').rpc('calculate_points_for_amount', { amount_usd: 10 });
    expect(answer.status).toBe(406);
    expect(answer.error?.code).toBe('PGRST106');
  });
});

describe('the moved RPCs through supabase-js', () => {
  let seller: User;
  let buyer: User;
  let admin: User;

  beforeAll(async () => {
    seller = await signedUp('seller');
    buyer = await signedUp('buyer');
    admin = await signedUp('admin');
    await db.query(`update users set role = 'admin' where id = $1`, [admin.id]);
  });

  it('calculate_points_for_amount quotes visitors, over GET as well (it stays stable)', async () => {
    const visitor = platform.anonClient();
    const posted = await visitor.rpc('calculate_points_for_amount', { amount_usd: 12.5 });
    expect(posted.error).toBeNull();
    expect(posted.data).toEqual([{ base_points: 125, bonus_points: 0, total_points: 125 }]);
    const got = await visitor.rpc('calculate_points_for_amount', { amount_usd: 12.5 }, { get: true });
    expect(got.data).toEqual(posted.data);
    const negative = await visitor.rpc('calculate_points_for_amount', { amount_usd: -1 });
    expect(negative.status).toBe(400);
    expect(negative.error?.code).toBe('22023');
  });

  it('use_points_for_document buys a document, pays the seller and refuses visitors', async () => {
    const document = await approvedDocument(seller.id, 1000);
    await db.query(`select private.apply_points($1, 1100, 'bonus', 'Test credit')`, [buyer.id]);
    const visitor = await platform
      .anonClient()
      .rpc('use_points_for_document', { document_id: document, points_amount: 1000 });
    expect(visitor.status).toBe(401);
    const bought = await buyer.client.rpc('use_points_for_document', {
      document_id: document,
      points_amount: 1000,
    });
    expect(bought.error).toBeNull();
    expect(bought.data).toMatchObject({ success: true, points_spent: 1000, points_balance: 100 });
    expect(await balanceOf(seller.id)).toBe(700);
  });

  it('get_withdrawable_points and request_withdrawal cash out a seller’s earnings', async () => {
    const before = await seller.client.rpc('get_withdrawable_points', {}, { get: true });
    expect(before.data).toBe(700);
    const requested = await seller.client.rpc('request_withdrawal', {
      p_points_amount: 500,
      p_method: 'paypal',
      p_payout_details: { email: 'seller@example.com' },
    });
    expect(requested.error).toBeNull();
    expect(requested.data).toMatchObject({ success: true, points_balance: 200 });
    expect((await seller.client.rpc('get_withdrawable_points')).data).toBe(200);
    const tooMuch = await seller.client.rpc('request_withdrawal', {
      p_points_amount: 500,
      p_method: 'paypal',
      p_payout_details: { email: 'seller@example.com' },
    });
    expect(tooMuch.data).toMatchObject({ success: false, error: 'insufficient points' });
    const visitor = await platform.anonClient().rpc('get_withdrawable_points');
    expect(visitor.status).toBe(401);
  });

  it('use_points_general spends the caller’s own points only', async () => {
    const spent = await buyer.client.rpc('use_points_general', {
      p_user_id: buyer.id,
      p_amount: -40,
      p_description: 'AI detection',
    });
    expect(spent.data).toMatchObject({ success: true, points_balance: 60 });
    const forOther = await buyer.client.rpc('use_points_general', {
      p_user_id: seller.id,
      p_amount: -10,
      p_description: 'Not mine',
    });
    expect(forOther.data).toMatchObject({ success: false, error: 'You can only use your own points' });
    expect(await balanceOf(buyer.id)).toBe(60);
  });

  it('admin_adjust_points is for admins', async () => {
    const refused = await buyer.client.rpc('admin_adjust_points', {
      p_user_id: buyer.id,
      p_amount: 1000,
      p_reason: 'Self service',
    });
    expect(refused.status).toBe(403);
    expect(refused.error?.code).toBe('42501');
    const adjusted = await admin.client.rpc('admin_adjust_points', {
      p_user_id: buyer.id,
      p_amount: 15,
      p_reason: 'Goodwill',
    });
    expect(adjusted.data).toMatchObject({ success: true, points_balance: 75 });
  });

  it('use_subscription_for_document opens a document within the plan’s allowance', async () => {
    const plan = await value<string>(
      `insert into subscription_plans (name, price, bonus_points) values ('Monthly ' || $1, 9.99, 1)
       returning id as value`,
      [randomUUID().slice(0, 8)],
    );
    await db.query(
      `insert into user_subscriptions (user_id, plan_id, status, current_period_end)
       values ($1, $2, 'active', now() + interval '30 days')`,
      [buyer.id, plan],
    );
    const first = await approvedDocument(seller.id, 30);
    const second = await approvedDocument(seller.id, 30);
    const opened = await buyer.client.rpc('use_subscription_for_document', { p_document_id: first });
    expect(opened.data).toMatchObject({ success: true, already_owned: false, documents_used_this_period: 1 });
    const overLimit = await buyer.client.rpc('use_subscription_for_document', { p_document_id: second });
    expect(overLimit.data).toMatchObject({ success: false, error: 'Subscription document limit reached' });
  });

  it('increment_blog_post_view counts visitors on published posts only', async () => {
    const post = await value<string>(
      `insert into blog_posts (title, status) values ('Exam week ' || $1, 'published') returning id as value`,
      [randomUUID().slice(0, 8)],
    );
    const visitor = platform.anonClient();
    expect((await visitor.rpc('increment_blog_post_view', { p_post_id: post })).data).toBe(1);
    // The same visitor again the same day counts once (issue 24 item 13); another one counts.
    expect((await visitor.rpc('increment_blog_post_view', { p_post_id: post })).data).toBe(1);
    expect((await buyer.client.rpc('increment_blog_post_view', { p_post_id: post })).data).toBe(2);
    const unknown = await visitor.rpc('increment_blog_post_view', { p_post_id: randomUUID() });
    expect(unknown.error).toBeNull();
    expect(unknown.data).toBeNull();
  });

  it('test_questions_for_author and test_attempt_review show answers to whom they belong', async () => {
    const test = await value<string>(
      `insert into tests (title, user_id, is_public) values ('Limits ' || $1, $2, true) returning id as value`,
      [randomUUID().slice(0, 8), seller.id],
    );
    const question = await value<string>(
      `insert into test_questions (test_id, question_type, prompt, options, correct_answer, explanation)
       values ($1, 'multiple_choice', 'lim x→0 sin x / x?', '["0", "1"]', '1', 'The standard limit.')
       returning id as value`,
      [test],
    );
    const authored = await seller.client.rpc('test_questions_for_author', { p_test_id: test });
    expect(authored.data).toMatchObject([{ id: question, correct_answer: '1' }]);
    const notAuthor = await buyer.client.rpc('test_questions_for_author', { p_test_id: test });
    expect(notAuthor.data).toEqual([]);

    const { data: attempt } = await ok(
      buyer.client.from('test_attempts').insert({ test_id: test, user_id: buyer.id }).select('id').single(),
    );
    await ok(
      buyer.client
        .from('test_attempt_answers')
        .insert({ attempt_id: attempt!.id, question_id: question, user_id: buyer.id, answer: '1' }),
    );
    expect((await buyer.client.rpc('test_attempt_review', { p_attempt_id: attempt!.id })).data).toEqual([]);
    await ok(buyer.client.rpc('submit_test_attempt', { p_attempt_id: attempt!.id }));
    const review = await buyer.client.rpc(
      'test_attempt_review',
      { p_attempt_id: attempt!.id },
      { get: true },
    );
    expect(review.data).toMatchObject([{ question_id: question, is_correct: true, correct_answer: '1' }]);
    expect((await seller.client.rpc('test_attempt_review', { p_attempt_id: attempt!.id })).data).toEqual([]);
  });
});

describe('server-maintained counters (one generic trigger function)', () => {
  let user: User;

  beforeAll(async () => {
    user = await signedUp('counter');
  });

  it('every counter trigger uses private.maintain_counter, and the six look-alikes are gone', async () => {
    const { rows } = await db.query<{ trigger: string }>(
      `select tgname as trigger from pg_trigger
       where not tgisinternal and tgfoid = 'private.maintain_counter'::regproc order by 1`,
    );
    expect(rows.map((r) => r.trigger)).toEqual([
      'blog_comments_maintain_count',
      'blog_post_likes_maintain_count',
      'document_bookmarks_maintain_count',
      'documents_maintain_subject_count',
      'flashcards_maintain_card_count',
      'test_questions_maintain_count',
    ]);
    const { rows: left } = await db.query(
      `select proname from pg_proc where pronamespace = 'private'::regnamespace and proname = any($1)`,
      [
        [
          'maintain_subject_document_count',
          'maintain_document_bookmark_count',
          'maintain_blog_comment_count',
          'maintain_blog_like_count',
          'maintain_deck_card_count',
          'maintain_test_question_count',
        ],
      ],
    );
    expect(left).toEqual([]);
  });

  it('subjects.document_count counts approved documents through approval, moves, withdrawal and delete', async () => {
    const subject = (name: string) =>
      value<string>(`insert into subjects (name) values ($1 || ' ' || $2) returning id as value`, [
        name,
        randomUUID().slice(0, 8),
      ]);
    const maths = await subject('Maths');
    const physics = await subject('Physics');
    const counts = async () => ({
      maths: await value<number>('select document_count as value from subjects where id = $1', [maths]),
      physics: await value<number>('select document_count as value from subjects where id = $1', [physics]),
    });
    const approved = await approvedDocument(user.id, 10, maths);
    const { data: pending } = await ok(
      user.client
        .from('documents')
        .insert({ title: 'Draft', user_id: user.id, subject_id: maths })
        .select('id')
        .single(),
    );
    expect(await counts()).toEqual({ maths: 1, physics: 0 });
    await db.query(`update documents set status = 'approved' where id = $1`, [pending!.id]);
    expect(await counts()).toEqual({ maths: 2, physics: 0 });
    await db.query('update documents set subject_id = $2 where id = $1', [approved, physics]);
    expect(await counts()).toEqual({ maths: 1, physics: 1 });
    // A seller's edit of an approved document sends it back to review, out of the count.
    await ok(user.client.from('documents').update({ title: 'Edited' }).eq('id', approved));
    expect(await counts()).toEqual({ maths: 1, physics: 0 });
    await ok(user.client.from('documents').update({ status: 'deleted' }).eq('id', pending!.id));
    expect(await counts()).toEqual({ maths: 0, physics: 0 });
    await db.query(`update documents set status = 'approved' where id = $1`, [approved]);
    await db.query('delete from documents where id = $1', [approved]);
    expect(await counts()).toEqual({ maths: 0, physics: 0 });
  });

  it('documents.bookmark_count follows bookmarks made by clients', async () => {
    const document = await approvedDocument(user.id, 10);
    const count = () =>
      value<number>('select bookmark_count as value from documents where id = $1', [document]);
    const reader = await signedUp('reader');
    await ok(reader.client.rpc('toggle_document_bookmark', { p_document_id: document }));
    await ok(user.client.from('document_bookmarks').insert({ user_id: user.id, document_id: document }));
    expect(await count()).toBe(2);
    await ok(reader.client.rpc('toggle_document_bookmark', { p_document_id: document }));
    expect(await count()).toBe(1);
  });

  it('blog_posts.like_count and comment_count (approved comments only)', async () => {
    const post = () =>
      value<string>(
        `insert into blog_posts (title, status) values ('Post ' || $1, 'published') returning id as value`,
        [randomUUID().slice(0, 8)],
      );
    const first = await post();
    const second = await post();
    const counts = async (id: string) =>
      (await db.query('select like_count, comment_count from blog_posts where id = $1', [id])).rows[0];

    await ok(user.client.from('blog_post_likes').insert({ post_id: first, user_id: user.id }));
    expect(await counts(first)).toEqual({ like_count: 1, comment_count: 0 });
    await ok(user.client.from('blog_post_likes').delete().eq('post_id', first));
    expect(await counts(first)).toEqual({ like_count: 0, comment_count: 0 });

    const { data: comment } = await ok(
      user.client
        .from('blog_comments')
        .insert({ post_id: first, user_id: user.id, content: 'Helpful, thanks' })
        .select('id')
        .single(),
    );
    expect(await counts(first)).toEqual({ like_count: 0, comment_count: 0 });
    await db.query(`update blog_comments set status = 'approved' where id = $1`, [comment!.id]);
    expect(await counts(first)).toEqual({ like_count: 0, comment_count: 1 });
    await db.query('update blog_comments set post_id = $2 where id = $1', [comment!.id, second]);
    expect([await counts(first), await counts(second)]).toEqual([
      { like_count: 0, comment_count: 0 },
      { like_count: 0, comment_count: 1 },
    ]);
    await db.query(`update blog_comments set status = 'spam' where id = $1`, [comment!.id]);
    expect(await counts(second)).toEqual({ like_count: 0, comment_count: 0 });
    await db.query(`update blog_comments set status = 'approved' where id = $1`, [comment!.id]);
    expect(await counts(second)).toEqual({ like_count: 0, comment_count: 1 });
    await ok(user.client.from('blog_comments').delete().eq('id', comment!.id));
    expect(await counts(second)).toEqual({ like_count: 0, comment_count: 0 });
  });

  it('flashcard_decks.card_count and tests.question_count follow inserts, moves and deletes', async () => {
    const deck = async (name: string) =>
      (await ok(user.client.from('flashcard_decks').insert({ name, user_id: user.id }).select('id').single()))
        .data!.id as string;
    const deckA = await deck('Deck A');
    const deckB = await deck('Deck B');
    const cardCounts = async () =>
      (
        await db.query<{ id: string; card_count: number }>(
          'select id, card_count from flashcard_decks where id = any($1)',
          [[deckA, deckB]],
        )
      ).rows.reduce((acc, r) => ({ ...acc, [r.id === deckA ? 'a' : 'b']: r.card_count }), {});
    const { data: cards } = await ok(
      user.client
        .from('flashcards')
        .insert([
          { deck_id: deckA, front: 'Q1', back: 'A1' },
          { deck_id: deckA, front: 'Q2', back: 'A2' },
        ])
        .select('id'),
    );
    expect(await cardCounts()).toEqual({ a: 2, b: 0 });
    await ok(user.client.from('flashcards').update({ deck_id: deckB }).eq('id', cards![0]!.id));
    expect(await cardCounts()).toEqual({ a: 1, b: 1 });
    // Naming the card's own deck again moves nothing.
    await ok(user.client.from('flashcards').update({ deck_id: deckA }).eq('id', cards![1]!.id));
    expect(await cardCounts()).toEqual({ a: 1, b: 1 });
    await ok(user.client.from('flashcards').delete().eq('id', cards![0]!.id));
    expect(await cardCounts()).toEqual({ a: 1, b: 0 });

    const quiz = (title: string) =>
      value<string>(`insert into tests (title, user_id) values ($1, $2) returning id as value`, [
        title,
        user.id,
      ]);
    const first = await quiz('Quiz 1');
    const second = await quiz('Quiz 2');
    const questionCounts = async () => [
      await value<number>('select question_count as value from tests where id = $1', [first]),
      await value<number>('select question_count as value from tests where id = $1', [second]),
    ];
    const { data: question } = await ok(
      user.client
        .from('test_questions')
        .insert({ test_id: first, question_type: 'true_false', prompt: 'True?', correct_answer: 'True' })
        .select('id')
        .single(),
    );
    expect(await questionCounts()).toEqual([1, 0]);
    await ok(user.client.from('test_questions').update({ test_id: second }).eq('id', question!.id));
    expect(await questionCounts()).toEqual([0, 1]);
    await ok(user.client.from('test_questions').delete().eq('id', question!.id));
    expect(await questionCounts()).toEqual([0, 0]);
  });

  it('a counter that drifted stops at zero instead of refusing the write', async () => {
    const subject = await value<string>(
      `insert into subjects (name) values ('Drift ' || $1) returning id as value`,
      [randomUUID().slice(0, 8)],
    );
    const document = await approvedDocument(user.id, 10, subject);
    await db.query('update subjects set document_count = 0 where id = $1', [subject]);
    await db.query('delete from documents where id = $1', [document]);
    expect(await value('select document_count as value from subjects where id = $1', [subject])).toBe(0);
  });
});
