// Helpers for the integration tests of paid AI actions (runPaidAction): students with a known balance, the
// balance read past RLS, a function called as supabase-js does with its status and JSON body, and a local
// OpenAI-compatible provider whose answers (or failures) a test chooses.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type pg from 'pg';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../shared/db/database.types.ts';
import { z } from 'zod';
import { paidAnswerSchema } from '../../../shared/functions/function-contract.ts';
import { readPaidEventStream } from '../../../renderer/src/lib/event-stream.ts';
import { FunctionCallError } from '../../../renderer/src/lib/function-call-error.ts';
import { loadFunction, setFunctionEnv, type FetchHandler } from '../../../server/functions/deno-runtime.ts';
import { uniqueEmail, type TestPlatform } from './test-platform.ts';

export interface Student {
  client: SupabaseClient<Database>;
  id: string;
}

/** A signed-up student holding `points` (credited through the ledger as a bonus labelled 'Test credit'). */
export async function creditedStudent(
  platform: TestPlatform,
  db: pg.Pool,
  points: number,
  label = 'student',
): Promise<Student> {
  const client = platform.anonClient();
  const { data, error } = await client.auth.signUp({ email: uniqueEmail(label), password: 'correct-horse' });
  if (error) throw error;
  const id = data.user!.id;
  if (points > 0) await db.query(`select private.apply_points($1, $2, 'bonus', 'Test credit')`, [id, points]);
  return { client, id };
}

export async function balanceOf(db: pg.Pool, userId: string): Promise<number> {
  const { rows } = await db.query<{ points_balance: number }>(
    'select points_balance from public.user_points where user_id = $1',
    [userId],
  );
  return rows[0]?.points_balance ?? 0;
}

export interface FunctionAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** Calls an edge function with supabase-js; an error answer is read into its status and JSON body. */
export async function invokeFunction(
  client: SupabaseClient<Database>,
  name: string,
  body: object,
): Promise<FunctionAnswer> {
  const { data, error } = await client.functions.invoke(name, { body });
  if (!error) return { status: 200, body: data as Record<string, unknown> };
  const response = (error as { context?: Response }).context;
  if (!response) throw error;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export interface FakeProvider {
  /** e.g. http://127.0.0.1:PORT/v1, as AI_BASE_URL. */
  baseUrl: string;
  /** 'fail' answers every request with a 500. */
  mode: 'ok' | 'fail';
  calls: number;
  close(): Promise<void>;
}

/**
 * A local OpenAI-compatible chat API: `/v1/chat/completions` answers `reply(body)` (streamed when asked), any
 * other path 404 (so log-probability scoring reads as unsupported), everything 500 while `mode` is 'fail'.
 */
export async function startFakeProvider(
  reply: (body: Record<string, unknown>) => string,
): Promise<FakeProvider> {
  const state = { mode: 'ok' as 'ok' | 'fail', calls: 0 };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      state.calls += 1;
      if (state.mode === 'fail') return void res.writeHead(500).end('{"error":"down"}');
      if (req.url !== '/v1/chat/completions') return void res.writeHead(404).end('{"error":"no"}');
      const body = JSON.parse(raw) as Record<string, unknown>;
      const content = reply(body);
      if (body.stream) {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        for (const piece of content.split(/(?<= )/))
          res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: piece } }] })}\n\n`);
        return void res.end('data: [DONE]\n\n');
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const provider: FakeProvider = {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    get mode() {
      return state.mode;
    },
    set mode(value) {
      state.mode = value;
    },
    get calls() {
      return state.calls;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return provider;
}

/** Loads a stand-in edge function (tests/integration/support/*.function.ts) with the platform's function env. */
export async function loadStandInFunction(platform: TestPlatform, file: string): Promise<FetchHandler> {
  setFunctionEnv({
    SUPABASE_URL: platform.url,
    SUPABASE_ANON_KEY: platform.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: platform.serviceRoleKey,
  });
  return loadFunction(join(import.meta.dirname, file));
}

/** The paid answer around a result of type T (the envelope checked, the result as the test names it). */
export const paidAnswerOf = <T>() => paidAnswerSchema(z.custom<T>());
export type PaidStreamFinal<T> = z.output<ReturnType<typeof paidAnswerOf<T>>>;

export interface StreamedAnswer<T> {
  status: number;
  contentType: string;
  chunks: string[];
  final: PaidStreamFinal<T> | null;
  failure: FunctionCallError | null;
}

/**
 * Calls an edge function over the platform's HTTP as the chat and ask screens do (renderer/src/lib/event-stream.ts):
 * `Accept: text/event-stream` with the user's token, the chunks collected as they arrive, then the final answer.
 */
export async function streamFunction<T>(
  platform: TestPlatform,
  client: SupabaseClient<Database>,
  name: string,
  body: Record<string, unknown>,
  idempotencyKey: string,
): Promise<StreamedAnswer<T>> {
  const { data } = await client.auth.getSession();
  const response = await fetch(`${platform.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${data.session!.access_token}`,
      apikey: platform.anonKey,
      'Content-Type': 'application/json',
      Accept: 'text/event-stream',
      'Idempotency-Key': idempotencyKey,
    },
    body: JSON.stringify(body),
  });
  const chunks: string[] = [];
  const answer: StreamedAnswer<T> = {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    chunks,
    final: null,
    failure: null,
  };
  try {
    answer.final = await readPaidEventStream(response, paidAnswerOf<T>(), (text) => chunks.push(text));
  } catch (error) {
    if (!(error instanceof FunctionCallError)) throw error;
    answer.failure = error;
  }
  return answer;
}
