// A client mistake is never a server error (ARCHITECTURE §3): an RPC called with an id that does not exist, or
// that the caller may not see, answers 404 with PostgREST's error body, not 500. And no function the API can
// reach raises an error code that PostgREST 12 turns into a 5xx, so the next RPC cannot slip back.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, uniqueEmail, type TestPlatform } from './support/test-platform.ts';

let platform: TestPlatform;
let db: pg.Pool;

async function signedUp(label: string): Promise<{ client: SupabaseClient; id: string }> {
  const client = platform.anonClient();
  const { data, error } = await client.auth.signUp({ email: uniqueEmail(label), password: 'correct-horse' });
  if (error || !data.user) throw error ?? new Error('no user');
  return { client, id: data.user.id };
}

beforeAll(async () => {
  platform = await startTestPlatform();
  db = new pg.Pool({ connectionString: platform.databaseUrl, max: 2 });
});
afterAll(async () => {
  await db?.end();
  await platform?.destroy();
});

/**
 * The HTTP status PostgREST 12 answers for an SQLSTATE (PostgREST's own table in src/PostgREST/Error.hs, for the
 * codes a function can raise). Anything not listed is a client error (400).
 */
function postgrestStatus(code: string): number {
  const exact: Record<string, number> = {
    P0001: 400,
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '21000': 500,
    '53400': 500,
    '57P01': 503,
    '42883': 404,
    '42P01': 404,
    '42P17': 500,
    '42501': 403,
  };
  if (exact[code] !== undefined) return exact[code];
  const pt = /^PT(\d{3})$/.exec(code);
  if (pt) return Number(pt[1]);
  const prefixes: [string, number][] = [
    ['08', 503],
    ['09', 500],
    ['0L', 403],
    ['0P', 403],
    ['25', 500],
    ['28', 403],
    ['2D', 500],
    ['38', 500],
    ['39', 500],
    ['3B', 500],
    ['40', 500],
    ['53', 503],
    ['54', 500],
    ['55', 500],
    ['57', 500],
    ['58', 500],
    ['F0', 500],
    ['HV', 500],
    ['P0', 500],
    ['XX', 500],
  ];
  return prefixes.find(([prefix]) => code.startsWith(prefix))?.[1] ?? 400;
}

/** PL/pgSQL condition names the migrations might use instead of a code. */
const CONDITION_CODES: Record<string, string> = {
  raise_exception: 'P0001',
  no_data_found: 'P0002',
  too_many_rows: 'P0003',
  assert_failure: 'P0004',
};

describe('RPCs called with an unknown id', () => {
  const notFound = (message: string) => ({
    code: 'P0002',
    message,
    details: null,
    hint: null,
  });

  it('toggle_document_bookmark answers 404', async () => {
    const { client } = await signedUp('bookmark');
    const answer = await client.rpc('toggle_document_bookmark', { p_document_id: randomUUID() });
    expect(answer.status).toBe(404);
    expect(answer.error).toEqual(notFound('Document not found'));
  });

  it('record_document_view answers 404, for visitors and users alike', async () => {
    const visitor = await platform.anonClient().rpc('record_document_view', { p_document_id: randomUUID() });
    expect(visitor.status).toBe(404);
    expect(visitor.error).toEqual(notFound('Document not found'));
    const { client } = await signedUp('viewer');
    const user = await client.rpc('record_document_view', { p_document_id: randomUUID(), p_page_number: 2 });
    expect(user.status).toBe(404);
  });

  it('record_document_view answers 404 for a document the caller may not read (no existence leak)', async () => {
    const seller = await signedUp('seller');
    const { data: draft, error } = await seller.client
      .from('documents')
      .insert({ title: 'Unreviewed draft', user_id: seller.id })
      .select('id')
      .single();
    expect(error).toBeNull();
    const visitor = await platform.anonClient().rpc('record_document_view', { p_document_id: draft!.id });
    expect(visitor.status).toBe(404);
    expect(visitor.error).toEqual(notFound('Document not found'));
  });

  it('submit_test_attempt answers 404', async () => {
    const { client } = await signedUp('attempt');
    const answer = await client.rpc('submit_test_attempt', { p_attempt_id: randomUUID() });
    expect(answer.status).toBe(404);
    expect(answer.error).toEqual(notFound('Attempt not found'));
  });

  it('check_homework_helpful answers 404', async () => {
    const { client } = await signedUp('helpful');
    const answer = await client.rpc('check_homework_helpful', {
      p_question_id: randomUUID(),
      p_helpful: true,
    });
    expect(answer.status).toBe(404);
    expect(answer.error).toEqual(notFound('Question not found'));
  });

  it('admin_process_withdrawal answers 404 to an admin', async () => {
    const admin = await signedUp('admin');
    const promoted = await platform
      .serviceClient()
      .from('users')
      .update({ role: 'admin' })
      .eq('id', admin.id);
    expect(promoted.error).toBeNull();
    const answer = await admin.client.rpc('admin_process_withdrawal', {
      p_withdrawal_id: randomUUID(),
      p_status: 'paid',
    });
    expect(answer.status).toBe(404);
    expect(answer.error).toEqual(notFound('Withdrawal not found'));
  });

  it('credit_subscription_bonus answers 404 to the service role', async () => {
    const answer = await platform
      .serviceClient()
      .rpc('credit_subscription_bonus', { p_subscription_id: randomUUID() });
    expect(answer.status).toBe(404);
    expect(answer.error).toMatchObject({ code: 'P0002', details: null, hint: null });
  });

  it('still answers the other client mistakes with their 4xx', async () => {
    const { client } = await signedUp('mistakes');
    const noVote = await client.rpc('check_homework_helpful', {
      p_question_id: randomUUID(),
      p_helpful: null,
    });
    expect(noVote.status).toBe(400);
    const notAdmin = await client.rpc('admin_process_withdrawal', {
      p_withdrawal_id: randomUUID(),
      p_status: 'paid',
    });
    expect(notAdmin.status).toBe(403);
    expect(notAdmin.error?.code).toBe('42501');
    const visitor = await platform
      .anonClient()
      .rpc('toggle_document_bookmark', { p_document_id: randomUUID() });
    expect(visitor.status).toBe(401);
  });
});

describe('every function the API can reach', () => {
  it('raises only error codes PostgREST answers with a 4xx', async () => {
    const { rows } = await db.query<{ name: string; source: string }>(
      `select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as name,
              p.prosrc as source
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('public', 'private') and p.prolang in (
         select oid from pg_language where lanname in ('plpgsql', 'sql')
       )`,
    );
    expect(rows.length).toBeGreaterThan(40);
    const offenders: string[] = [];
    for (const { name, source } of rows) {
      // Comments do not raise.
      const code = source.replace(/--[^\n]*/g, '');
      const raised = [
        ...[...code.matchAll(/errcode\s*=\s*'([^']+)'/gi)].map((m) => m[1]!),
        ...[...code.matchAll(/raise\s+(?:exception\s+)?sqlstate\s+'([^']+)'/gi)].map((m) => m[1]!),
        ...[...code.matchAll(/raise\s+(?:exception\s+)?(\w+)\s*(?:using|;)/gi)]
          .map((m) => m[1]!.toLowerCase())
          .filter((condition) => condition in CONDITION_CODES),
      ].map((c) => CONDITION_CODES[c.toLowerCase()] ?? c.toUpperCase());
      // `select ... into strict` raises P0002/P0003 and `assert` P0004: both 500 through PostgREST.
      if (/\binto\s+strict\b/i.test(code)) raised.push('P0002');
      if (/^\s*assert\b/im.test(code)) raised.push('P0004');
      for (const sqlstate of raised) {
        // 'PGRST' carries its own status in the error's detail; the helper that raises it is checked above.
        if (sqlstate === 'PGRST') continue;
        if (postgrestStatus(sqlstate) >= 500) offenders.push(`${name} raises ${sqlstate}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
