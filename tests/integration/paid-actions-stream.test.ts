// Streamed paid actions (supabase/functions/_shared/paid-action-stream.ts, read by renderer/src/lib/event-stream.ts):
// the text arrives in chunk events while the work writes it, then one final event with the stored result and the
// charge; the charge is taken once, a stream that fails midway is refunded once and says so, a retry of a
// completed request is answered with the stored result as a single final event, and failures before the first
// chunk answer JSON with their status as runPaidAction does. Real runPaidActionStream, real database.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEventStream, readPaidEventStream } from '../../renderer/src/lib/event-stream.ts';
import { FunctionCallError } from '../../renderer/src/lib/function-call-error.ts';
import type { FetchHandler } from '../../server/functions/deno-runtime.ts';
import {
  balanceOf as balanceOfUser,
  creditedStudent,
  loadStandInFunction,
  paidAnswerOf,
} from './support/paid-actions.ts';
import { startTestPlatform, type TestPlatform } from './support/test-platform.ts';

let platform: TestPlatform;
let db: pg.Pool;
let probe: FetchHandler;

async function signedUpWith(points: number): Promise<{ id: string; token: string }> {
  const student = await creditedStudent(platform, db, points, 'stream');
  const { data } = await student.client.auth.getSession();
  return { id: student.id, token: data.session!.access_token };
}

const call = (token: string, body: Record<string, unknown>, key: string, signal?: AbortSignal) =>
  probe(
    new Request(`${platform.url}/functions/v1/stream-probe`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': key,
      },
      body: JSON.stringify(body),
      ...(signal ? { signal } : {}),
    }),
  );

const balanceOf = (userId: string) => balanceOfUser(db, userId);
const ledgerOf = async (userId: string) =>
  (
    await db.query<{ type: string; amount: number }>(
      'select type, amount from points_transactions where user_id = $1 order by created_at',
      [userId],
    )
  ).rows;
const chargesOf = async (userId: string) =>
  (
    await db.query<{ status: string; result: unknown }>(
      'select status, result from paid_actions where user_id = $1',
      [userId],
    )
  ).rows;

beforeAll(async () => {
  platform = await startTestPlatform();
  db = new pg.Pool({ connectionString: platform.databaseUrl, max: 2 });
  probe = await loadStandInFunction(platform, 'paid-action-stream-probe.function.ts');
}, 120_000);

afterAll(async () => {
  await db?.end();
  await platform?.destroy();
});

describe('a streamed paid action', () => {
  it('sends the text as it is written, then the stored result with the charge, charged once', async () => {
    const user = await signedUpWith(20);
    const response = await call(
      user.token,
      { points: 5, outcome: 'succeed', chunks: 4, delay_ms: 150 },
      randomUUID(),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const arrivals: { text: string; at: number }[] = [];
    const final = await readPaidEventStream(response, paidAnswerOf<{ text: string }>(), (text) =>
      arrivals.push({ text, at: Date.now() }),
    );
    const finishedAt = Date.now();
    expect(arrivals.map((a) => a.text)).toEqual(['part 0\n', 'part 1\n', 'part 2\n', 'part 3\n']);
    // Streamed, not buffered: the first chunk came well before the work finished (3 more pauses of 150 ms).
    expect(finishedAt - arrivals[0]!.at).toBeGreaterThanOrEqual(300);
    expect(final).toMatchObject({
      result: { text: 'part 0\npart 1\npart 2\npart 3\n' },
      engine: 'engine',
      replayed: false,
      charge: { points: 5, balance: 15 },
    });
    expect(await balanceOf(user.id)).toBe(15);
    expect(await ledgerOf(user.id)).toEqual([
      { type: 'bonus', amount: 20 },
      { type: 'spent', amount: -5 },
    ]);
    expect(await chargesOf(user.id)).toEqual([{ status: 'completed', result: final.result }]);
  });

  it('answers a retry of a completed request with the stored result as one final event, charging nothing', async () => {
    const user = await signedUpWith(20);
    const key = randomUUID();
    const first = await readPaidEventStream(
      await call(user.token, { points: 5, outcome: 'succeed', chunks: 3 }, key),
      paidAnswerOf<{ text: string }>(),
    );
    const again = await call(user.token, { points: 5, outcome: 'succeed', chunks: 3 }, key);
    expect(again.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = [];
    for await (const event of parseEventStream(again.body!)) events.push(event);
    expect(events).toHaveLength(1);
    expect(events[0]!.event).toBe('final');
    expect(JSON.parse(events[0]!.data)).toMatchObject({
      replayed: true,
      result: first.result,
      engine: 'engine',
    });
    expect(await balanceOf(user.id)).toBe(15);
  });

  it('refunds once when the stream fails midway, says so in an error event, and a retry is told it was refunded', async () => {
    const user = await signedUpWith(10);
    const key = randomUUID();
    const response = await call(user.token, { points: 5, outcome: 'fail-midway', chunks: 4 }, key);
    expect(response.status).toBe(200);
    const received: string[] = [];
    const failure = await readPaidEventStream(response, paidAnswerOf<{ text: string }>(), (text) =>
      received.push(text),
    ).catch((e: unknown) => e);
    expect(received).toEqual(['part 0\n', 'part 1\n']);
    expect(failure).toBeInstanceOf(FunctionCallError);
    expect((failure as FunctionCallError).body).toMatchObject({ code: 'work_failed', refunded: true });
    expect(await balanceOf(user.id)).toBe(10);
    const retried = await call(user.token, { points: 5, outcome: 'fail-midway', chunks: 4 }, key);
    expect(retried.status).toBe(409);
    expect(await retried.json()).toMatchObject({ code: 'refunded', refunded: true });
    expect(await ledgerOf(user.id)).toEqual([
      { type: 'bonus', amount: 10 },
      { type: 'spent', amount: -5 },
      { type: 'refund', amount: 5 },
    ]);
  });

  it('answers failures before the first chunk as JSON with their status, refunded', async () => {
    const user = await signedUpWith(10);
    const broken = await call(user.token, { points: 5, outcome: 'fail-first', chunks: 2 }, randomUUID());
    expect(broken.status).toBe(502);
    expect(await broken.json()).toMatchObject({ code: 'work_failed', refunded: true });
    const bad = await call(user.token, { points: 5, outcome: 'bad-input', chunks: 2 }, randomUUID());
    expect(bad.status).toBe(400);
    const error = await readPaidEventStream(bad, paidAnswerOf<{ text: string }>()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FunctionCallError);
    expect((error as FunctionCallError).body).toEqual({
      error: 'The question is empty',
      code: 'bad_request',
      refunded: true,
      charged: false,
    });
    expect(await balanceOf(user.id)).toBe(10);
  });

  it("answers a short balance with 402 and the tool's message before any stream, charging nothing", async () => {
    const user = await signedUpWith(3);
    const response = await call(user.token, { points: 5, outcome: 'succeed', chunks: 2 }, randomUUID());
    expect(response.status).toBe(402);
    const error = (await readPaidEventStream(response, paidAnswerOf<{ text: string }>()).catch(
      (e: unknown) => e,
    )) as FunctionCallError;
    expect(error.insufficient).toEqual({ required: 5, balance: 3 });
    expect(error.message).toBe('You have insufficient points for AI detection');
    expect(await chargesOf(user.id)).toEqual([]);
  });

  it('finishes and stores the answer when the reader goes away, so a retry gets it without a second charge', async () => {
    const user = await signedUpWith(20);
    const key = randomUUID();
    const response = await call(user.token, { points: 5, outcome: 'succeed', chunks: 4, delay_ms: 60 }, key);
    const reader = response.body!.getReader();
    await reader.read();
    await reader.cancel();
    await expect.poll(async () => (await chargesOf(user.id))[0]?.status, { timeout: 5000 }).toBe('completed');
    const replay = await readPaidEventStream(
      await call(user.token, { points: 5, outcome: 'succeed', chunks: 4 }, key),
      paidAnswerOf<{ text: string }>(),
    );
    expect(replay).toMatchObject({ replayed: true, result: { text: 'part 0\npart 1\npart 2\npart 3\n' } });
    expect(await balanceOf(user.id)).toBe(15);
  });
});
