// An answer that reached the user is paid (issue 24, item 5). Deleting the parent while its answer streams (the
// homework question a follow-up joins, the chat a question is asked in) used to fail the answer's save after the
// whole text was delivered, and refund it: free AI answers on demand. The deletion is made to land exactly then by
// a trigger that removes the parent as the answer is saved, the moment the probe hit by timing. The same race on a
// question the chat declines answered a 500.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../shared/db/database.types.ts';
import { balanceOf, invokeFunction, streamFunction } from './support/paid-actions.ts';
import { startTestPlatform, uniqueEmail, type TestPlatform } from './support/test-platform.ts';

let platform: TestPlatform;
let db: pg.Pool;

const PAGE =
  'Mitochondria produce most of the chemical energy needed to power the biochemical reactions of the cell. ' +
  'The energy is stored in a small molecule called adenosine triphosphate, made during cellular respiration.';

beforeAll(async () => {
  delete process.env.AI_BASE_URL;
  platform = await startTestPlatform();
  db = new pg.Pool({ connectionString: platform.databaseUrl, max: 2 });
  // Stands for the user's delete landing while the answer is being saved: the parent goes first (every follow-up
  // in this throwaway database, and chat messages that ask for it).
  await db.query(`
    create function public.test_delete_question_first() returns trigger language plpgsql as $$
    begin
      if new.parent_id is not null then
        delete from public.homework_questions where id = new.parent_id;
      end if;
      return new;
    end $$;
    create trigger test_delete_question_first before insert on public.homework_questions
      for each row execute function public.test_delete_question_first();
    create function public.test_delete_chat_first() returns trigger language plpgsql as $$
    begin
      if new.content like '%[delete the chat]%' then
        delete from public.document_chat_sessions where id = new.session_id;
      end if;
      return new;
    end $$;
    create trigger test_delete_chat_first before insert on public.document_chat_messages
      for each row execute function public.test_delete_chat_first();`);
}, 120_000);

afterAll(async () => {
  await db?.end();
  await platform?.destroy();
});

async function student(points: number): Promise<{ client: SupabaseClient<Database>; id: string }> {
  const client = platform.anonClient();
  const { data, error } = await client.auth.signUp({
    email: uniqueEmail('parent'),
    password: 'correct-horse',
  });
  if (error) throw error;
  await db.query(`select private.apply_points($1, $2, 'bonus', 'Test credit')`, [data.user!.id, points]);
  return { client, id: data.user!.id };
}

async function chargeStatus(userId: string): Promise<string[]> {
  const { rows } = await db.query<{ status: string }>(
    `select status from public.paid_actions where user_id = $1 order by created_at`,
    [userId],
  );
  return rows.map((row) => row.status);
}

describe('a homework follow-up whose question is deleted while it streams', () => {
  it('is delivered, paid and kept, not refunded', async () => {
    const { client, id } = await student(100);
    const first = await invokeFunction(client, 'homework-helper', {
      question: 'Solve 2x + 3 = 11',
      idempotency_key: randomUUID(),
    });
    expect(first.status).toBe(200);
    const parentId = (first.body.result as { question: { id: string } }).question.id;
    const before = await balanceOf(db, id);

    const streamed = await streamFunction<{ question: { id: string; parent_id: string | null } }>(
      platform,
      client,
      'homework-helper',
      { question: 'now do the same for 3x + 3 = 12', parent_id: parentId },
      randomUUID(),
    );
    expect(streamed.chunks.join('')).toContain('3');
    expect(streamed.failure).toBeNull();
    expect(streamed.final).not.toHaveProperty('refunded');
    expect(await balanceOf(db, id)).toBeLessThan(before);
    expect(await chargeStatus(id)).toEqual(['completed', 'completed']);
    // The answer the student read is kept as a question of its own (its thread was gone when it was saved).
    const { rows } = await db.query(`select parent_id from public.homework_questions where id = $1`, [
      streamed.final!.result.question.id,
    ]);
    expect(rows).toEqual([{ parent_id: null }]);
  });
});

describe('a document-chat question whose chat is deleted while it is answered', () => {
  async function chatOnOwnDocument() {
    const seller = await student(100);
    const { rows } = await db.query<{ id: string }>(
      `insert into public.documents (slug, user_id, status, title, page_count)
       values ('', $1, 'approved', 'Cell biology', 1) returning id`,
      [seller.id],
    );
    await db.query(
      `insert into public.document_pages (document_id, page_number, content) values ($1, 1, $2)`,
      [rows[0]!.id, PAGE],
    );
    const session = await seller.client
      .from('document_chat_sessions')
      .insert({ user_id: seller.id, document_id: rows[0]!.id, title: 'Cell biology' })
      .select('id')
      .single();
    expect(session.error).toBeNull();
    return { ...seller, sessionId: session.data!.id };
  }

  it('is paid once its answer streamed, not refunded', async () => {
    const { client, id, sessionId } = await chatOnOwnDocument();
    const before = await balanceOf(db, id);
    const streamed = await streamFunction<{ messages: unknown[] }>(
      platform,
      client,
      'document-chat',
      { session_id: sessionId, question: 'What do mitochondria produce for the cell? [delete the chat]' },
      randomUUID(),
    );
    expect(streamed.status).toBe(200);
    expect(streamed.chunks.join('')).toMatch(/energy/i);
    expect(streamed.failure).toBeNull();
    expect(streamed.final).not.toHaveProperty('refunded');
    expect(await balanceOf(db, id)).toBeLessThan(before);
    expect(await chargeStatus(id)).toEqual(['completed']);
  });

  it('answers a declined question whose chat is gone with a 404, not a 500', async () => {
    const { client, id, sessionId } = await chatOnOwnDocument();
    const before = await balanceOf(db, id);
    const declined = await invokeFunction(client, 'document-chat', {
      session_id: sessionId,
      question: 'Who won the football world cup in 1966? [delete the chat]',
      idempotency_key: randomUUID(),
    });
    expect(declined.status).toBe(404);
    expect(declined.body.error).toBe('Chat not found');
    expect(await balanceOf(db, id)).toBe(before);
  });
});
