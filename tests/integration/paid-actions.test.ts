// Paid AI actions (ARCHITECTURE §3, issue 13): the charge is taken with the work, refunded exactly once when the
// work fails, a retry with the same idempotency key is charged once and gets the stored result, a short balance
// answers the tool's message with 402, and only the server can charge. Driven through the real runPaidAction (as
// every tool function calls it) against the real platform.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFunction, setFunctionEnv, type FetchHandler } from '../../server/functions/deno-runtime.ts';
import type { Database } from '../../shared/db/database.types.ts';
import { startTestPlatform, uniqueEmail, type TestPlatform } from './support/test-platform.ts';

let platform: TestPlatform;
let db: pg.Pool;
let probe: FetchHandler;

async function signedUpWith(
  points: number,
): Promise<{ client: SupabaseClient<Database>; id: string; token: string }> {
  const client = platform.anonClient();
  const { data, error } = await client.auth.signUp({ email: uniqueEmail('paid'), password: 'correct-horse' });
  if (error || !data.user || !data.session) throw error ?? new Error('no session');
  if (points > 0) {
    const { error: grant } = await platform.serviceClient().rpc('apply_points', {
      p_user_id: data.user.id,
      p_amount: points,
      p_type: 'adjustment',
      p_description: 'test',
    });
    if (grant) throw grant;
  }
  return { client, id: data.user.id, token: data.session.access_token };
}

async function call(token: string, body: Record<string, unknown>, key?: string) {
  const headers: Record<string, string> = {
    Authorization: `Bearer ${token}`,
    'Content-Type': 'application/json',
  };
  if (key) headers['Idempotency-Key'] = key;
  const response = await probe(
    new Request(`${platform.url}/functions/v1/probe`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const balanceOf = async (userId: string) =>
  (await db.query<{ b: number }>('select points_balance as b from user_points where user_id = $1', [userId]))
    .rows[0]?.b ?? 0;
const ledgerOf = async (userId: string) =>
  (
    await db.query<{ type: string; amount: number }>(
      'select type, amount from points_transactions where user_id = $1 order by created_at',
      [userId],
    )
  ).rows;

beforeAll(async () => {
  platform = await startTestPlatform();
  db = new pg.Pool({ connectionString: platform.databaseUrl, max: 2 });
  setFunctionEnv({
    SUPABASE_URL: platform.url,
    SUPABASE_ANON_KEY: platform.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: platform.serviceRoleKey,
  });
  probe = await loadFunction(join(import.meta.dirname, 'support', 'paid-action-probe.function.ts'));
}, 120_000);

afterAll(async () => {
  await db?.end();
  await platform?.destroy();
});

describe('a paid action', () => {
  it('charges with the work, links the charge to its result and tells the new balance', async () => {
    const user = await signedUpWith(20);
    const answer = await call(user.token, { points: 5, outcome: 'succeed' }, randomUUID());
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ result: { answer: 42 }, engine: 'engine', replayed: false });
    expect(answer.body.charge).toMatchObject({ points: 5, balance: 15 });
    expect(await balanceOf(user.id)).toBe(15);
    expect(await ledgerOf(user.id)).toEqual([
      { type: 'adjustment', amount: 20 },
      { type: 'spent', amount: -5 },
    ]);
    const { data: rows } = await user.client.from('paid_actions').select('status, points, result, action');
    expect(rows).toEqual([
      { status: 'completed', points: 5, result: { answer: 42, charge: expect.any(String) }, action: 'probe' },
    ]);
  });

  it('charges a retried request once and answers it with the stored result', async () => {
    const user = await signedUpWith(20);
    const key = randomUUID();
    const first = await call(user.token, { points: 5, outcome: 'succeed' }, key);
    const again = await call(user.token, { points: 5, outcome: 'succeed' }, key);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ replayed: true, result: first.body.result });
    expect(await balanceOf(user.id)).toBe(15);
  });

  it('charges twenty concurrent copies of one request once', async () => {
    const user = await signedUpWith(20);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(user.token, { points: 5, outcome: 'succeed', delay_ms: 50 }, key),
      ),
    );
    expect(answers.filter((a) => a.status === 200 && a.body.replayed === false)).toHaveLength(1);
    // The others either waited for the stored result or were told the first is still working; none charged.
    for (const a of answers) expect([200, 409]).toContain(a.status);
    expect(await balanceOf(user.id)).toBe(15);
    expect((await ledgerOf(user.id)).filter((e) => e.type === 'spent')).toHaveLength(1);
  });

  it("answers a short balance with 402 and the tool's own message, charging nothing", async () => {
    const user = await signedUpWith(3);
    const answer = await call(user.token, { points: 5, outcome: 'succeed' }, randomUUID());
    expect(answer.status).toBe(402);
    expect(answer.body).toEqual({
      error: 'You have insufficient points for AI detection',
      code: 'insufficient_points',
      required: 5,
      balance: 3,
      // Every failure says whether the user is out of pocket.
      charged: false,
    });
    expect(await balanceOf(user.id)).toBe(3);
    const { data: rows } = await user.client.from('paid_actions').select('id');
    expect(rows).toEqual([]);
  });

  it('refunds a failed work exactly once, and a retry of it is told so without a second charge', async () => {
    const user = await signedUpWith(10);
    const key = randomUUID();
    const failed = await call(user.token, { points: 5, outcome: 'throw' }, key);
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({ refunded: true, code: 'work_failed' });
    expect(await balanceOf(user.id)).toBe(10);
    const retried = await call(user.token, { points: 5, outcome: 'throw' }, key);
    expect(retried.status).toBe(409);
    expect(retried.body).toMatchObject({ code: 'refunded', refunded: true });
    expect(await ledgerOf(user.id)).toEqual([
      { type: 'adjustment', amount: 10 },
      { type: 'spent', amount: -5 },
      { type: 'refund', amount: 5 },
    ]);
    // A second refund of the same charge gives nothing more.
    const { data: charge } = await user.client.from('paid_actions').select('id, status').single();
    expect(charge?.status).toBe('refunded');
    const { error } = await platform.serviceClient().rpc('refund_paid_action', { p_id: charge!.id });
    expect(error).toBeNull();
    expect(await balanceOf(user.id)).toBe(10);
  });

  it('answers bad input found while working with 400, refunded', async () => {
    const user = await signedUpWith(10);
    const answer = await call(user.token, { points: 5, outcome: 'bad-input' }, randomUUID());
    expect(answer).toEqual({
      status: 400,
      body: { error: 'The text is empty', code: 'bad_request', refunded: true, charged: false },
    });
    expect(await balanceOf(user.id)).toBe(10);
  });

  it('needs an idempotency key, from the header or the body', async () => {
    const user = await signedUpWith(10);
    expect((await call(user.token, { points: 5, outcome: 'succeed' })).status).toBe(400);
    expect((await call(user.token, { points: 5, outcome: 'succeed' }, 'short')).status).toBe(400);
    const viaBody = await call(user.token, { points: 5, outcome: 'succeed', idempotency_key: randomUUID() });
    expect(viaBody.status).toBe(200);
  });

  it('refuses a key reused for another price', async () => {
    const user = await signedUpWith(20);
    const key = randomUUID();
    await call(user.token, { points: 5, outcome: 'succeed' }, key);
    const other = await call(user.token, { points: 7, outcome: 'succeed' }, key);
    expect(other.status).toBe(409);
    expect(await balanceOf(user.id)).toBe(15);
  });

  it('runs free actions (0 points) with no ledger entry', async () => {
    const user = await signedUpWith(0);
    const answer = await call(user.token, { points: 0, outcome: 'succeed' }, randomUUID());
    expect(answer.status).toBe(200);
    expect(await ledgerOf(user.id)).toEqual([]);
  });
});

describe('who may charge', () => {
  it('is the server only: a signed-in user can neither charge, complete, refund nor write paid_actions', async () => {
    const user = await signedUpWith(10);
    const begin = await user.client.rpc('begin_paid_action', {
      p_user_id: user.id,
      p_action: 'probe',
      p_points: 0,
      p_idempotency_key: randomUUID(),
      p_description: 'free points?',
    });
    expect(begin.error?.code).toBe('42501');
    const refund = await user.client.rpc('refund_paid_action', { p_id: randomUUID() });
    expect(refund.error?.code).toBe('42501');
    const insert = await user.client.from('paid_actions').insert({
      user_id: user.id,
      action: 'probe',
      points: 0,
      idempotency_key: randomUUID(),
      description: 'x',
    });
    expect(insert.error?.code).toBe('42501');
  });
});

describe('notifications', () => {
  it('are written by the server, respect the preference toggles, and are read and marked read by their user', async () => {
    const user = await signedUpWith(0);
    const other = await signedUpWith(0);
    const service = platform.serviceClient();
    const sent = await service.rpc('notify_user', {
      p_user_id: user.id,
      p_category: 'document-status',
      p_title: 'Your document was approved',
      p_body: 'Calculus notes is now for sale.',
      p_link: '/dashboard/seller-documents',
    });
    expect(sent.error).toBeNull();
    expect(sent.data).toEqual(expect.any(String));

    // Switched off: no row.
    const { error: toggle } = await user.client
      .from('notification_preferences')
      .update({ enabled: false })
      .eq('user_id', user.id)
      .eq('preference_id', 'order-status');
    expect(toggle).toBeNull();
    const muted = await service.rpc('notify_user', {
      p_user_id: user.id,
      p_category: 'order-status',
      p_title: 'Sale',
    });
    expect(muted.data).toBeNull();

    const unknown = await service.rpc('notify_user', {
      p_user_id: user.id,
      p_category: 'nope',
      p_title: 'x',
    });
    expect(unknown.status).toBe(400);
    const outside = await service.rpc('notify_user', {
      p_user_id: user.id,
      p_category: 'document-status',
      p_title: 'x',
      p_link: 'https://evil.example',
    });
    expect(outside.error).not.toBeNull();

    const { data: mine } = await user.client.from('notifications').select('title, category, read_at');
    expect(mine).toEqual([
      { title: 'Your document was approved', category: 'document-status', read_at: null },
    ]);
    const { data: theirs } = await other.client.from('notifications').select('id');
    expect(theirs).toEqual([]);

    // A user cannot write one, nor change anything but read_at.
    const forged = await user.client
      .from('notifications')
      .insert({ user_id: user.id, category: 'points-access', title: 'Free points' });
    expect(forged.error?.code).toBe('42501');
    const retitled = await user.client
      .from('notifications')
      .update({ title: 'changed' })
      .eq('user_id', user.id);
    expect(retitled.error?.code).toBe('42501');
    const { data: marked } = await user.client.rpc('mark_all_notifications_read');
    expect(marked).toBe(1);
    const { data: after } = await user.client.from('notifications').select('read_at').single();
    expect(after?.read_at).not.toBeNull();
    const userCall = await user.client.rpc('notify_user', {
      p_user_id: user.id,
      p_category: 'points-access',
      p_title: 'x',
    });
    expect(userCall.error?.code).toBe('42501');
  });
});
