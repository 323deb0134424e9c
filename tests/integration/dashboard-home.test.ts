// The dashboard home's reads through the renderer's own dashboard-home.api.ts on the real stack: a user's
// latest transactions, flashcards due today, latest papers and the seller figures, and nothing of anyone else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { platformConfigFromEnv } from '../../server/config/platform-config.ts';
import {
  fetchDueFlashcards,
  fetchRecentChats,
  fetchRecentlyViewed,
  fetchRecentPapers,
  fetchRecentTransactions,
  fetchSellerHeadline,
} from '../../renderer/src/features/dashboard/home/dashboard-home.api.ts';
import { startTestPlatform, uniqueEmail, type TestPlatform } from './support/test-platform.ts';

let platform: TestPlatform;
let db: pg.Client;

beforeAll(async () => {
  platform = await startTestPlatform({ auth: { ...platformConfigFromEnv({}).auth, autoconfirm: true } });
  db = new pg.Client({ connectionString: platform.databaseUrl });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await platform?.destroy();
});

async function signedUp() {
  const client = platform.anonClient();
  const { data, error } = await client.auth.signUp({
    email: uniqueEmail('home'),
    password: 'correct-horse-battery',
  });
  expect(error).toBeNull();
  return { client, id: data.user!.id };
}

describe('dashboard home', () => {
  it("reads the user's own transactions, due cards, papers and seller figures", async () => {
    const user = await signedUp();
    const other = await signedUp();
    for (let i = 1; i <= 7; i++) {
      await db.query(`select private.apply_points($1, $2, 'bonus', $3)`, [user.id, i * 10, `Bonus ${i}`]);
    }
    await db.query(
      `select private.apply_points($1, 35, 'earned', 'Sale of Notes', jsonb_build_object('sale_id', gen_random_uuid()))`,
      [user.id],
    );
    const transactions = await fetchRecentTransactions(user.client, user.id);
    expect(transactions.map((t) => t.description)).toEqual([
      'Sale of Notes',
      'Bonus 7',
      'Bonus 6',
      'Bonus 5',
      'Bonus 4',
    ]);
    expect(await fetchRecentTransactions(other.client, user.id)).toEqual([]);

    const { rows } = await db.query<{ deck: string }>(
      `with d as (insert into public.flashcard_decks (name, slug, user_id) values ('Biology', 'bio-' || gen_random_uuid(), $1) returning id),
            c as (insert into public.flashcards (deck_id, front, back) select d.id, 'Q' || i, 'A' || i from d, generate_series(1, 4) i returning id, deck_id)
       insert into public.flashcard_reviews (user_id, card_id, deck_id, due)
       select $1, c.id, c.deck_id, case when row_number() over () <= 3 then now() - interval '1 hour' else now() + interval '3 days' end from c
       returning deck_id as deck`,
      [user.id],
    );
    const due = await fetchDueFlashcards(user.client, user.id);
    expect(due.total).toBe(3);
    expect(due.decks).toEqual([expect.objectContaining({ id: rows[0]!.deck, name: 'Biology', due: 3 })]);
    expect((await fetchDueFlashcards(other.client, other.id)).total).toBe(0);

    await db.query(
      `insert into public.papers (user_id, title, updated_at) values ($1, 'Old essay', now() - interval '2 days'), ($1, 'New essay', now())`,
      [user.id],
    );
    expect((await fetchRecentPapers(user.client, user.id)).map((p) => p.title)).toEqual([
      'New essay',
      'Old essay',
    ]);
    expect(await fetchRecentPapers(other.client, user.id)).toEqual([]);
    expect(await fetchRecentChats(user.client, user.id)).toEqual([]);
    expect(await fetchRecentlyViewed(user.client, user.id)).toEqual([]);

    const headline = await fetchSellerHeadline(user.client, user.id);
    expect(headline).toEqual({ documents: 0, approved: 0, downloads: 0, sales: 1, earned: 35 });
  });
});
