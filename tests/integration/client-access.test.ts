// What a supabase-js client sees of the seeded platform, written from the outside: it can sign up, sign in and
// read the catalogue, and every write the spec does not allow is refused.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NodeWebSocketTransport } from '../../server/realtime/node-websocket-transport.ts';
import type { Database } from '../../shared/db/database.types.ts';
import { startTestPlatform, uniqueEmail, type TestPlatform } from './support/test-platform.ts';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform({ seed: true });
});
afterAll(async () => {
  await platform?.destroy();
});

async function newUser(points = 0): Promise<{ client: SupabaseClient; id: string }> {
  const client = platform.anonClient();
  const { data, error } = await client.auth.signUp({
    email: uniqueEmail('client'),
    password: 'correct-horse',
    options: { data: { full_name: 'Test Student' } },
  });
  if (error) throw error;
  const id = data.user!.id;
  if (points > 0) {
    const credit = await platform.serviceClient().rpc('apply_points', {
      p_user_id: id,
      p_amount: points,
      p_type: 'bonus',
      p_description: 'Test credit',
    });
    if (credit.error) throw new Error(credit.error.message);
  }
  return { client, id };
}

async function balanceOf(id: string): Promise<number> {
  const { data } = await platform
    .serviceClient()
    .from('user_points')
    .select('points_balance')
    .eq('user_id', id)
    .single();
  return data!.points_balance as number;
}

describe('reading the catalogue', () => {
  it('lets a visitor read subjects, types and approved documents, and nothing unapproved', async () => {
    const anon = platform.anonClient();
    const subjects = await anon.from('subjects').select('id, name, slug, document_count').order('name');
    expect(subjects.error).toBeNull();
    expect(subjects.data).toHaveLength(16);
    expect(subjects.data!.every((s) => s.document_count > 0)).toBe(true);
    const types = await anon.from('document_types').select('name');
    expect(types.data).toHaveLength(10);
    const documents = await anon
      .from('documents')
      .select('id, status', { count: 'exact', head: false })
      .limit(1000);
    expect(documents.count).toBeGreaterThanOrEqual(300);
    expect(documents.data!.every((d) => d.status === 'approved')).toBe(true);
    const total = documents.data!.length;
    const counted = subjects.data!.reduce((sum, s) => sum + (s.document_count as number), 0);
    expect(counted).toBe(total);
  });

  it('signs up and signs in, and the profile row exists for the new user', async () => {
    const email = uniqueEmail('profile');
    const client = platform.anonClient();
    const { data } = await client.auth.signUp({
      email,
      password: 'correct-horse',
      options: { data: { full_name: 'Ada Byron' } },
    });
    const profile = await client
      .from('users')
      .select('id, email, full_name, role, status')
      .eq('id', data.user!.id)
      .single();
    expect(profile.data).toMatchObject({ email, full_name: 'Ada Byron', role: 'user', status: 'active' });
    const again = await platform.anonClient().auth.signInWithPassword({ email, password: 'correct-horse' });
    expect(again.error).toBeNull();
  });
});

describe('row-level security, as a signed-in student', () => {
  it("cannot read another user's points, purchases or profile billing fields", async () => {
    const alice = await newUser(50);
    const bob = await newUser();
    const points = await bob.client.from('user_points').select('*').eq('user_id', alice.id);
    expect(points.data).toEqual([]);
    const transactions = await bob.client.from('points_transactions').select('*').eq('user_id', alice.id);
    expect(transactions.data).toEqual([]);
    const library = await bob.client.from('user_documents').select('*').eq('user_id', alice.id);
    expect(library.data).toEqual([]);
  });

  it('cannot credit points, mark an order paid, or make itself admin', async () => {
    const mallory = await newUser(10);
    const ledger = await mallory.client
      .from('points_transactions')
      .insert({ user_id: mallory.id, type: 'bonus', amount: 1000, description: 'free points' });
    expect(ledger.error?.code).toBe('42501');

    await mallory.client.from('user_points').update({ points_balance: 100000 }).eq('user_id', mallory.id);
    expect(await balanceOf(mallory.id)).toBe(10);

    const order = await mallory.client.from('points_orders').insert({
      user_id: mallory.id,
      amount: 100,
      points_amount: 1000,
      payment_status: 'succeeded',
      order_status: 'completed',
      payment_method: 'card',
    });
    expect(order.error?.code).toBe('42501');
    expect(await balanceOf(mallory.id)).toBe(10);

    await mallory.client.from('users').update({ role: 'admin', status: 'active' }).eq('id', mallory.id);
    const me = await platform.serviceClient().from('users').select('role').eq('id', mallory.id).single();
    expect(me.data!.role).toBe('user');

    const positive = await mallory.client.rpc('use_points_general', {
      p_user_id: mallory.id,
      p_amount: 500,
      p_description: 'a credit in disguise',
    });
    expect(positive.data).toMatchObject({ success: false });
    expect(await balanceOf(mallory.id)).toBe(10);
  });

  it('cannot change the catalogue or publish a document itself', async () => {
    const student = await newUser();
    const subject = await student.client.from('subjects').insert({ name: 'Alchemy' });
    expect(subject.error?.code).toBe('42501');
    const { data: one } = await student.client.from('documents').select('id, title').limit(1).single();
    await student.client.from('documents').update({ title: 'Defaced' }).eq('id', one!.id);
    await student.client.from('documents').delete().eq('id', one!.id);
    const still = await platform.anonClient().from('documents').select('title').eq('id', one!.id).single();
    expect(still.data!.title).toBe(one!.title);
  });
});

describe('the procedures of the spec', () => {
  it('calculate_points_for_amount gives 10 points per dollar plus the tier bonus', async () => {
    const { data, error } = await platform
      .anonClient()
      .rpc('calculate_points_for_amount', { amount_usd: 25 });
    expect(error).toBeNull();
    const row = (Array.isArray(data) ? data[0] : data) as {
      base_points: number;
      bonus_points: number;
      total_points: number;
    };
    expect(row.base_points).toBe(250);
    expect(row.total_points).toBe(row.base_points + row.bonus_points);
  });

  it('use_points_general spends, and an insufficient spend leaves the balance unchanged', async () => {
    const user = await newUser(30);
    const spend = await user.client.rpc('use_points_general', {
      p_user_id: user.id,
      p_amount: -5,
      p_description: 'AI detection',
      p_metadata: { feature: 'ai-detector' },
    });
    expect(spend.data).toMatchObject({ success: true });
    expect(spend.data.transaction_id).toBeTruthy();
    expect(await balanceOf(user.id)).toBe(25);
    const tooMuch = await user.client.rpc('use_points_general', {
      p_user_id: user.id,
      p_amount: -26,
      p_description: 'Plagiarism check',
    });
    expect(tooMuch.data).toMatchObject({ success: false, error: 'insufficient points' });
    expect(await balanceOf(user.id)).toBe(25);
  });

  it('never lets concurrent spends drive a balance below zero', async () => {
    const user = await newUser(70);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        user.client.rpc('use_points_general', {
          p_user_id: user.id,
          p_amount: -10,
          p_description: 'Flashcards',
        }),
      ),
    );
    expect(results.filter((r) => r.data?.success === true)).toHaveLength(7);
    expect(results.filter((r) => r.data?.error === 'insufficient points')).toHaveLength(13);
    expect(await balanceOf(user.id)).toBe(0);
  });

  it('use_points_for_document buys at the real price, once, and adds it to the library', async () => {
    const { data: doc } = await platform
      .anonClient()
      .from('documents')
      .select('id, points_price, user_id')
      .gt('points_price', 0)
      .limit(1)
      .single();
    const buyer = await newUser(doc!.points_price + 5);
    const cheap = await buyer.client.rpc('use_points_for_document', {
      document_id: doc!.id,
      points_amount: 1,
    });
    expect(cheap.data).toMatchObject({ success: false });
    const bought = await buyer.client.rpc('use_points_for_document', {
      document_id: doc!.id,
      points_amount: doc!.points_price,
    });
    expect(bought.data).toMatchObject({ success: true });
    expect(await balanceOf(buyer.id)).toBe(5);
    const again = await buyer.client.rpc('use_points_for_document', {
      document_id: doc!.id,
      points_amount: doc!.points_price,
    });
    expect(again.data).toMatchObject({ success: false });
    const library = await buyer.client
      .from('user_documents')
      .select('document_id, access_type, points_spent');
    expect(library.data).toEqual([
      { document_id: doc!.id, access_type: 'points', points_spent: doc!.points_price },
    ]);
  });

  it('toggle_document_bookmark toggles, and record_document_view counts a view', async () => {
    const user = await newUser();
    const { data: doc } = await platform
      .anonClient()
      .from('documents')
      .select('id, view_count')
      .limit(1)
      .single();
    const on = await user.client.rpc('toggle_document_bookmark', { p_document_id: doc!.id });
    expect(on.data).toMatchObject({ bookmarked: true });
    const off = await user.client.rpc('toggle_document_bookmark', { p_document_id: doc!.id });
    expect(off.data).toMatchObject({ bookmarked: false });
    const view = await user.client.rpc('record_document_view', {
      p_document_id: doc!.id,
      p_page_number: 2,
      p_progress: 0.4,
      p_device_info: { userAgent: 'vitest', platform: 'linux' },
    });
    expect(view.error).toBeNull();
    const after = await platform
      .anonClient()
      .from('documents')
      .select('view_count')
      .eq('id', doc!.id)
      .single();
    expect(after.data!.view_count).toBe(doc!.view_count + 1);
    const views = await user.client.from('document_views').select('document_id, page_number');
    expect(views.data).toEqual([{ document_id: doc!.id, page_number: 2 }]);
  });

  it('counts a visitor once a day: 30 anonymous calls and 5 signed-in ones add one view each', async () => {
    const { data: doc } = await platform
      .anonClient()
      .from('documents')
      .select('id, view_count')
      .order('created_at')
      .limit(1)
      .single();
    const viewsNow = async () =>
      (await platform.anonClient().from('documents').select('view_count').eq('id', doc!.id).single()).data!
        .view_count;
    const before = await viewsNow();
    const anon = platform.anonClient();
    for (let call = 0; call < 30; call++) {
      const view = await anon.rpc('record_document_view', { p_document_id: doc!.id });
      expect(view.error).toBeNull();
    }
    expect(await viewsNow()).toBe(before + 1);
    const user = await newUser();
    for (let call = 0; call < 5; call++) {
      expect((await user.client.rpc('record_document_view', { p_document_id: doc!.id })).error).toBeNull();
    }
    expect(await viewsNow()).toBe(before + 2);
  });

  it('takes at most 10 legal notices a day from one visitor', async () => {
    const visitor = (userAgent: string) =>
      createClient<Database>(platform.url, platform.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        global: { headers: { 'user-agent': userAgent } },
        // Node 20 has no global WebSocket; realtime-js needs one handed in.
        realtime: { transport: NodeWebSocketTransport },
      });
    const file = (client: SupabaseClient<Database>, n: number) =>
      client.from('legal_notices').insert({
        notice_type: 'complaint',
        name: 'A visitor',
        email: 'visitor@example.com',
        description: `Notice ${n}`,
      });
    const sender = visitor('notice-sender-a');
    for (let n = 1; n <= 10; n++) expect((await file(sender, n)).error).toBeNull();
    const refused = await file(sender, 11);
    expect(refused.status).toBe(429);
    expect(refused.error?.message).toBe(
      'You have sent as many notices as we accept in a day. Please try again tomorrow.',
    );
    expect((await file(visitor('notice-sender-b'), 1)).error).toBeNull();
  });
});
