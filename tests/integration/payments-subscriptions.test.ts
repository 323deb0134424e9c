// Subscriptions through the sandbox provider (issue 11; spec 2 §4, §7.3): create-subscription-checkout → the hosted
// page → a paid invoice activates the period and credits the plan's bonus once; the sandbox's clock renews it a month
// later (bonus again, documents used reset); cancel-subscription keeps it active until the period ends, then the
// provider's subscription.deleted ends it.
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../shared/db/database.types.ts';
import { startTestPlatform, uniqueEmail, type TestPlatform } from './support/test-platform.ts';

let platform: TestPlatform;
let db: pg.Pool;
let planId: string;

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await db.query<{ value: T }>(sql, params);
  return rows[0]!.value;
}
const balanceOf = (userId: string) =>
  one<number>('select points_balance as value from user_points where user_id = $1', [userId]);

async function until(check: () => Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function invoke(client: SupabaseClient<Database>, name: string, body: unknown) {
  const { data, error } = await client.functions.invoke(name, { body: body as Record<string, unknown> });
  if (!error) return { status: 200, body: data as Record<string, unknown> };
  const response = (error as { context?: Response }).context;
  return { status: response?.status ?? 0, body: (await response?.json()) as Record<string, unknown> };
}

const advanceClock = (seconds: number) =>
  fetch(`${platform.url}/sandbox/v1/test_clock/advance`, {
    method: 'POST',
    headers: { authorization: `Bearer ${platform.serviceRoleKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ seconds }),
  }).then((r) => r.json() as Promise<{ renewed: number; ended: number }>);

/** The payer's card on the sandbox's hosted page. */
const payOnSandboxPage = (url: string) =>
  fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'number=4242424242424242&expiry=12%2F34&cvc=123&action=pay',
  });

const subscriptionOf = (userId: string) =>
  db
    .query(
      `select id, status, cancel_at_period_end, documents_used_this_period, current_period_end
       from user_subscriptions where user_id = $1 order by created_at desc limit 1`,
      [userId],
    )
    .then(
      (r) =>
        r.rows[0] as
          { id: string; status: string; cancel_at_period_end: boolean; current_period_end: Date } | undefined,
    );

/** The sandbox's own record of a subscription, and of the checkout payment that started it. */
const sandboxSubscriptionOf = (sessionId: unknown) =>
  db
    .query<{ status: string; payment_status: string }>(
      `select s.status, c.payment_status from private.sandbox_subscriptions s
       join private.sandbox_checkout_sessions c on c.id = s.session_id where s.session_id = $1`,
      [sessionId],
    )
    .then((r) => r.rows[0]);

beforeAll(async () => {
  platform = await startTestPlatform();
  db = new pg.Pool({ connectionString: platform.databaseUrl, max: 2 });
  planId = await one<string>(
    `insert into subscription_plans (name, slug, price, bonus_points) values ('Pro', 'pro', 9.99, 100) returning id as value`,
  );
});
afterAll(async () => {
  await db?.end();
  await platform?.destroy();
});

describe('subscriptions in the sandbox', () => {
  it('subscribes, credits the bonus once per period, renews on the clock, and cancels at period end', async () => {
    const client = platform.anonClient();
    const { data } = await client.auth.signUp({ email: uniqueEmail('sub'), password: 'correct-horse' });
    const userId = data.user!.id;

    const anonymous = await invoke(platform.anonClient(), 'create-subscription-checkout', {
      plan_id: planId,
    });
    expect(anonymous).toMatchObject({ status: 401, body: { error: 'User not authenticated' } });
    const unknown = await invoke(client, 'create-subscription-checkout', {
      plan_id: '00000000-0000-4000-8000-000000000000',
      success_url: 'http://127.0.0.1:5173/ok',
      cancel_url: 'http://127.0.0.1:5173/no',
    });
    expect(unknown.status).toBe(404);

    const created = await invoke(client, 'create-subscription-checkout', {
      plan_id: planId,
      success_url: 'http://127.0.0.1:5173/dashboard/subscription?success=true',
      cancel_url: 'http://127.0.0.1:5173/dashboard/subscription',
    });
    expect(created.status).toBe(200);
    const page = await fetch(created.body.url as string);
    expect(await page.text()).toContain('$9.99');
    const paid = await payOnSandboxPage(created.body.url as string);
    expect(paid.status).toBe(303);
    await until(async () => (await subscriptionOf(userId))?.status === 'active');
    await until(async () => (await balanceOf(userId)) === 100);
    const first = (await subscriptionOf(userId))!;

    const again = await invoke(client, 'create-subscription-checkout', {
      plan_id: planId,
      success_url: 'http://127.0.0.1:5173/ok',
      cancel_url: 'http://127.0.0.1:5173/no',
    });
    expect(again).toMatchObject({ status: 409, body: { error: 'You already have an active subscription' } });

    // A month later the sandbox bills again: a new period, the bonus again, usage reset.
    await db.query('update user_subscriptions set documents_used_this_period = 3 where id = $1', [first.id]);
    expect(await advanceClock(31 * 86400)).toMatchObject({ renewed: 1, ended: 0 });
    await until(async () => (await balanceOf(userId)) === 200);
    const renewed = (await subscriptionOf(userId))!;
    expect(renewed).toMatchObject({ id: first.id, status: 'active', documents_used_this_period: 0 });
    expect(renewed.current_period_end.getTime()).toBeGreaterThan(first.current_period_end.getTime());
    expect(
      await one<number>(
        `select count(*)::int as value from points_transactions where user_id = $1 and type = 'subscription'`,
        [userId],
      ),
    ).toBe(2);

    const cancelled = await invoke(client, 'cancel-subscription', { subscription_id: first.id });
    expect(cancelled.status).toBe(200);
    expect(await subscriptionOf(userId)).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect(await advanceClock(31 * 86400)).toMatchObject({ renewed: 0, ended: 1 });
    expect(await subscriptionOf(userId)).toMatchObject({ status: 'cancelled' });
    expect(await balanceOf(userId)).toBe(200);
  });
});

describe('a second subscription checkout', () => {
  it('cancels and refunds the second of two checkouts opened before either was paid (issue 24 item 9)', async () => {
    const client = platform.anonClient();
    const { data } = await client.auth.signUp({ email: uniqueEmail('sub-twice'), password: 'correct-horse' });
    const userId = data.user!.id;
    const open = () =>
      invoke(client, 'create-subscription-checkout', {
        plan_id: planId,
        success_url: 'http://127.0.0.1:5173/dashboard/subscription?success=true',
        cancel_url: 'http://127.0.0.1:5173/dashboard/subscription',
      });
    const first = await open();
    const second = await open();
    expect([first.status, second.status]).toEqual([200, 200]);
    await payOnSandboxPage(first.body.url as string);
    await until(async () => (await subscriptionOf(userId))?.status === 'active');
    await payOnSandboxPage(second.body.url as string);

    await until(async () => (await sandboxSubscriptionOf(second.body.session_id))?.status === 'cancelled');
    expect(await sandboxSubscriptionOf(second.body.session_id)).toEqual({
      status: 'cancelled',
      payment_status: 'refunded',
    });
    expect(await sandboxSubscriptionOf(first.body.session_id)).toEqual({
      status: 'active',
      payment_status: 'paid',
    });
    const subscriptions = await db.query('select status from user_subscriptions where user_id = $1', [
      userId,
    ]);
    expect(subscriptions.rows).toEqual([{ status: 'active' }]);
    expect(await balanceOf(userId)).toBe(100);
    // The webhook tells the student after the provider has cancelled: wait for the notice, not for the cancel.
    const titles = async () =>
      (
        await db.query<{ title: string }>('select title from notifications where user_id = $1', [userId])
      ).rows.map((n) => n.title);
    await until(async () => (await titles()).includes('Second subscription refunded'));
    expect(await titles()).toContain('Second subscription refunded');
  });
});

describe('subscriptions paid for what is gone', () => {
  async function checkoutFor(plan: string) {
    const client = platform.anonClient();
    const { data } = await client.auth.signUp({ email: uniqueEmail('sub-gone'), password: 'correct-horse' });
    const created = await invoke(client, 'create-subscription-checkout', {
      plan_id: plan,
      success_url: 'http://127.0.0.1:5173/dashboard/subscription?success=true',
      cancel_url: 'http://127.0.0.1:5173/dashboard/subscription',
    });
    expect(created.status).toBe(200);
    return { userId: data.user!.id, url: created.body.url as string, sessionId: created.body.session_id };
  }

  it('refunds and ends a subscription whose plan was deleted, or whose account was, instead of billing on', async () => {
    // The plan is deleted while the payer is on the provider's page.
    const doomed = await one<string>(
      `insert into subscription_plans (name, slug, price) values ('Gone', 'gone', 5) returning id as value`,
    );
    const orphan = await checkoutFor(doomed);
    await db.query('delete from subscription_plans where id = $1', [doomed]);
    await payOnSandboxPage(orphan.url);
    await until(async () => (await sandboxSubscriptionOf(orphan.sessionId))?.status === 'cancelled');
    expect(await sandboxSubscriptionOf(orphan.sessionId)).toEqual({
      status: 'cancelled',
      payment_status: 'refunded',
    });
    // The student is told once the webhook has finished, which may be after the provider shows the refund.
    const titles = async () =>
      (
        await db.query<{ title: string }>('select title from notifications where user_id = $1', [
          orphan.userId,
        ])
      ).rows.map((n) => n.title);
    await until(async () => (await titles()).includes('Subscription refunded'));
    expect(await titles()).toContain('Subscription refunded');

    // The account is deleted while subscribed: its next renewal ends the provider's subscription.
    const member = await checkoutFor(planId);
    await payOnSandboxPage(member.url);
    await until(async () => (await subscriptionOf(member.userId))?.status === 'active');
    expect((await platform.serviceClient().auth.admin.deleteUser(member.userId)).error).toBeNull();
    await advanceClock(31 * 86400);
    await until(async () => (await sandboxSubscriptionOf(member.sessionId))?.status === 'cancelled');
  });
});

describe('subscription period ends as scheduled jobs', () => {
  async function subscribed(): Promise<{ client: SupabaseClient<Database>; userId: string; id: string }> {
    const client = platform.anonClient();
    const { data } = await client.auth.signUp({ email: uniqueEmail('sub-job'), password: 'correct-horse' });
    const userId = data.user!.id;
    const created = await invoke(client, 'create-subscription-checkout', {
      plan_id: planId,
      success_url: 'http://127.0.0.1:5173/dashboard/subscription?success=true',
      cancel_url: 'http://127.0.0.1:5173/dashboard/subscription',
    });
    await payOnSandboxPage(created.body.url as string);
    await until(async () => (await subscriptionOf(userId))?.status === 'active');
    return { client, userId, id: (await subscriptionOf(userId))!.id };
  }
  const jobOf = (subscriptionId: string) =>
    db
      .query<{ run_at: Date; payload: { periodEnd: string } }>(
        `select run_at, payload from graphile_worker._private_jobs where key = $1`,
        [`subscription-period-end:${subscriptionId}`],
      )
      .then((r) => r.rows[0]);
  const clockOffset = () => one<number>('select offset_seconds::int as value from private.sandbox_clock');
  /** The sandbox's clock moves while its own renewal and webhook never happen (a provider outage). */
  async function lapse(seconds: number) {
    await db.query('update private.sandbox_clock set offset_seconds = offset_seconds + $1', [seconds]);
    await db.query('select private.reschedule_sandbox_subscription_jobs()');
  }
  const notificationsOf = (userId: string) =>
    db
      .query<{ title: string }>(`select title from notifications where user_id = $1 order by created_at`, [
        userId,
      ])
      .then((r) => r.rows.map((row) => row.title));

  it('times one job per subscription for its period end on the sandbox clock, re-timed by a renewal', async () => {
    const { id, userId } = await subscribed();
    const sub = (await subscriptionOf(userId))!;
    const job = (await jobOf(id))!;
    expect(new Date(job.payload.periodEnd).getTime()).toBe(sub.current_period_end.getTime());
    // Timed for the real moment the sandbox clock reaches the period end.
    expect(
      Math.abs(job.run_at.getTime() - (sub.current_period_end.getTime() - (await clockOffset()) * 1000)),
    ).toBeLessThan(2000);
    // The sandbox renews: the job now waits for the new period's end.
    await advanceClock(31 * 86400);
    await until(
      async () => new Date((await jobOf(id))!.payload.periodEnd).getTime() > sub.current_period_end.getTime(),
    );
    expect((await db.query('select status from user_subscriptions where id = $1', [id])).rows[0].status).toBe(
      'active',
    );
  });

  it('ends a cancelled subscription at period end, and expires one whose renewal never came, and tells the user', async () => {
    const cancelledOne = await subscribed();
    expect(
      (await invoke(cancelledOne.client, 'cancel-subscription', { subscription_id: cancelledOne.id })).status,
    ).toBe(200);
    const lapsedOne = await subscribed();

    await lapse(32 * 86400);
    await until(async () => (await subscriptionOf(cancelledOne.userId))?.status === 'cancelled');
    await until(async () => (await subscriptionOf(lapsedOne.userId))?.status === 'expired');
    expect(await subscriptionOf(cancelledOne.userId)).toMatchObject({ status: 'cancelled' });
    expect(await subscriptionOf(lapsedOne.userId)).toMatchObject({ status: 'expired' });
    expect(await notificationsOf(cancelledOne.userId)).toEqual(
      expect.arrayContaining(['Subscription cancelled', 'Subscription ended']),
    );
    expect(await notificationsOf(lapsedOne.userId)).toContain('Subscription ended');
    // Ended subscriptions keep no job.
    expect(await jobOf(cancelledOne.id)).toBeUndefined();
  });
});
