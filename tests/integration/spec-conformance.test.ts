// Spec conformance through supabase-js: requirements of the spec checked against the running platform that no
// feature test already holds (tests/spec/requirements.ts names which requirement each test covers).
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../shared/db/database.types.ts';
import { startTestPlatform, uniqueEmail, type TestPlatform } from './support/test-platform.ts';

let platform: TestPlatform;
let db: pg.Pool;

async function signedUp(): Promise<{ client: SupabaseClient<Database>; id: string }> {
  const client = platform.anonClient();
  const { data, error } = await client.auth.signUp({ email: uniqueEmail('spec'), password: 'correct-horse' });
  if (error || !data.user) throw error ?? new Error('no user');
  return { client, id: data.user.id };
}

beforeAll(async () => {
  platform = await startTestPlatform();
  db = new pg.Pool({ connectionString: platform.databaseUrl, max: 2 });
}, 120_000);

afterAll(async () => {
  await db?.end();
  await platform?.destroy();
});

describe('spec 1 section 4: points', () => {
  it('a missing wallet row (PGRST116) is created by the server', async () => {
    const user = await signedUp();
    await db.query('delete from user_points where user_id = $1', [user.id]);
    const missing = await user.client
      .from('user_points')
      .select('points_balance')
      .eq('user_id', user.id)
      .single();
    expect(missing.error?.code).toBe('PGRST116');
    // The browser may not create it itself…
    const forged = await user.client.from('user_points').insert({ user_id: user.id, points_balance: 1000 });
    expect(forged.error?.code).toBe('42501');
    // …the server does, with a zero balance, and only for the caller.
    const created = await user.client.rpc('ensure_user_points');
    expect(created.error).toBeNull();
    expect(created.data).toMatchObject({
      user_id: user.id,
      points_balance: 0,
      lifetime_earned: 0,
      lifetime_spent: 0,
    });
    const again = await user.client.rpc('ensure_user_points');
    expect(again.data).toMatchObject({ points_balance: 0 });
    const { data: row } = await user.client
      .from('user_points')
      .select('points_balance')
      .eq('user_id', user.id)
      .single();
    expect(row).toEqual({ points_balance: 0 });
    const anon = await platform.anonClient().rpc('ensure_user_points');
    expect(anon.error).not.toBeNull();
  });

  it('document statuses are the five fixed ids, only approved public', async () => {
    const { data, error } = await platform
      .anonClient()
      .from('document_statuses')
      .select('id, is_public')
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 'approved', is_public: true },
      { id: 'deleted', is_public: false },
      { id: 'pending', is_public: false },
      { id: 'rejected', is_public: false },
      { id: 'soft-reject', is_public: false },
    ]);
  });
});

describe('spec 2 section 3: notification preferences', () => {
  it('the 8 notification preferences default to enabled', async () => {
    const user = await signedUp();
    const { data, error } = await user.client
      .from('notification_preferences')
      .select('preference_id, enabled')
      .order('preference_id');
    expect(error).toBeNull();
    expect(data?.map((row) => row.preference_id).sort()).toEqual(
      [
        'points-access',
        'security-login',
        'paper_creation',
        'order-status',
        'document-status',
        'withdrawal-status',
        'price-status',
        'security-status',
      ].sort(),
    );
    expect(data?.every((row) => row.enabled)).toBe(true);
  });
});

describe('spec 1 section 7: instant search', () => {
  it('instant search answers at most 8: 5 documents, 3 homework, 3 decks', async () => {
    const author = await signedUp();
    const word = 'zygomorphic';
    for (let index = 0; index < 7; index++) {
      await db.query(
        `insert into documents (title, slug, description, user_id, status, price, points_price)
         values ($1, $2, $3, $4, 'approved', 1, 10)`,
        [`${word} botany notes ${index}`, `${word}-notes-${index}`, `About ${word} flowers`, author.id],
      );
      await db.query(
        `insert into homework_questions (question, slug, user_id, is_public, subject)
         values ($1, $2, $3, true, 'Biology')`,
        [`Why are ${word} flowers symmetric? (${index})`, `${word}-question-${index}`, author.id],
      );
      await db.query(
        `insert into flashcard_decks (name, slug, description, user_id, is_public)
         values ($1, $2, $3, $4, true)`,
        [`${word} deck ${index}`, `${word}-deck-${index}`, `Cards on ${word} flowers`, author.id],
      );
    }
    const { data, error } = await platform.anonClient().rpc('instant_search', { p_query: word });
    expect(error).toBeNull();
    const kinds = (data ?? []).map((row) => row.kind);
    expect(kinds).toHaveLength(8);
    const count = (kind: string) => kinds.filter((k) => k === kind).length;
    expect(count('document')).toBeLessThanOrEqual(5);
    expect(count('homework')).toBeLessThanOrEqual(3);
    expect(count('flashcards')).toBeLessThanOrEqual(3);
    expect(count('document') + count('homework') + count('flashcards')).toBe(8);
    // 7 of each match: documents stop at their 5, and the best-ranked homework and decks fill the other 3.
    expect(count('document')).toBe(5);
  });
});
