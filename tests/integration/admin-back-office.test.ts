// The admin back office's server side (issue 17): every admin RPC refuses a student and a suspended admin; each
// admin write leaves one append-only audit row (who, what, before, after, why); moderation, withdrawals and
// points reach the user as notifications; a suspended user cannot sign in and their sessions end; catalogue rows
// in use cannot be deleted.
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../shared/db/database.types.ts';
import { startTestPlatform, uniqueEmail, type TestPlatform } from './support/test-platform.ts';

type Client = SupabaseClient<Database>;
interface Person {
  client: Client;
  id: string;
  email: string;
}

let platform: TestPlatform;
let db: pg.Pool;
let service: Client;
let admin: Person;
let student: Person;
let suspendedAdmin: Person;
let seller: Person;
let subjectId: string;

const PASSWORD = 'correct-horse-battery';

async function signedUp(label: string): Promise<Person> {
  const client = platform.anonClient();
  const email = uniqueEmail(label);
  const { data, error } = await client.auth.signUp({ email, password: PASSWORD });
  if (error || !data.user) throw error ?? new Error('no user');
  return { client, id: data.user.id, email };
}

async function auditRows(action: string, targetId: string) {
  const { rows } = await db.query<{
    actor_id: string;
    actor_email: string;
    action: string;
    target_table: string;
    reason: string | null;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }>('select * from public.admin_audit_log where action = $1 and target_id = $2 order by id', [
    action,
    targetId,
  ]);
  return rows;
}

async function notificationsOf(userId: string) {
  const { rows } = await db.query<{ category: string; title: string; body: string; link: string | null }>(
    'select category, title, body, link from public.notifications where user_id = $1 order by created_at',
    [userId],
  );
  return rows;
}

async function pendingDocument(title: string) {
  const { data, error } = await service
    .from('documents')
    .insert({
      title,
      slug: '',
      description: 'Lecture notes',
      user_id: seller.id,
      subject_id: subjectId,
      price: 3,
      points_price: 30,
    })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

async function earnedPoints(userId: string, points: number) {
  await db.query(`select private.apply_points($1, $2, 'earned', 'Sale', '{}'::jsonb, $3)`, [
    userId,
    points,
    `test-earned:${userId}:${Math.random()}`,
  ]);
}

beforeAll(async () => {
  platform = await startTestPlatform();
  db = new pg.Pool({ connectionString: platform.databaseUrl, max: 2 });
  service = platform.serviceClient();
  [admin, student, suspendedAdmin, seller] = await Promise.all([
    signedUp('admin'),
    signedUp('student'),
    signedUp('suspended-admin'),
    signedUp('seller'),
  ]);
  await db.query(`update public.users set role = 'admin' where id = any($1)`, [
    [admin.id, suspendedAdmin.id],
  ]);
  // The suspended admin keeps an access token that PostgREST still accepts until it expires: the RPCs themselves
  // must refuse it.
  await db.query(`update public.users set status = 'suspended' where id = $1`, [suspendedAdmin.id]);
  const subject = await service
    .from('subjects')
    .insert({ name: 'Admin Chemistry', slug: '' })
    .select('id')
    .single();
  subjectId = subject.data!.id;
});

afterAll(async () => {
  await db?.end();
  await platform?.destroy();
});

describe('every admin RPC', () => {
  const someId = '00000000-0000-4000-8000-000000000001';
  const calls: [string, (client: Client) => PromiseLike<{ error: { code?: string } | null }>][] = [
    [
      'admin_review_documents',
      (c) => c.rpc('admin_review_documents', { p_document_ids: [someId], p_status: 'approved' }),
    ],
    [
      'admin_delete_document',
      (c) => c.rpc('admin_delete_document', { p_document_id: someId, p_reason: 'x' }),
    ],
    [
      'admin_set_user_status',
      (c) => c.rpc('admin_set_user_status', { p_user_id: someId, p_status: 'suspended', p_reason: 'x' }),
    ],
    [
      'admin_set_user_role',
      (c) => c.rpc('admin_set_user_role', { p_user_id: someId, p_role: 'admin', p_reason: 'x' }),
    ],
    [
      'admin_adjust_points',
      (c) => c.rpc('admin_adjust_points', { p_user_id: someId, p_amount: 10, p_reason: 'x' }),
    ],
    [
      'admin_process_withdrawal',
      (c) => c.rpc('admin_process_withdrawal', { p_withdrawal_id: someId, p_status: 'paid' }),
    ],
    [
      'admin_refund_points_order',
      (c) => c.rpc('admin_refund_points_order', { p_order_id: someId, p_reason: 'x' }),
    ],
    [
      'admin_resolve_report',
      (c) =>
        c.rpc('admin_resolve_report', {
          p_kind: 'content',
          p_id: someId,
          p_decision: 'dismiss',
          p_note: 'x',
        }),
    ],
    ['admin_overview', (c) => c.rpc('admin_overview', { p_days: 7 })],
    ['admin_resend_email', (c) => c.rpc('admin_resend_email', { p_email_id: someId, p_reason: 'x' })],
    [
      'moderate_blog_comment',
      (c) => c.rpc('moderate_blog_comment', { p_comment_id: someId, p_status: 'approved' }),
    ],
  ];
  for (const [name, call] of calls) {
    it(`${name} is refused (42501) for a student and for a suspended admin, and answers an admin`, async () => {
      expect((await call(student.client)).error?.code).toBe('42501');
      expect((await call(suspendedAdmin.client)).error?.code).toBe('42501');
      // An active admin gets past the guard: a not-found or a result, never 42501.
      expect((await call(admin.client)).error?.code).not.toBe('42501');
    });
  }
  it('refuses visitors outright', async () => {
    const { error } = await platform.anonClient().rpc('admin_overview', { p_days: 7 });
    expect(error).not.toBeNull();
  });
});

describe('document moderation', () => {
  it('approves in bulk: the documents become public, each seller is told, one audit row per document', async () => {
    const first = await pendingDocument('Organic chemistry summary');
    const second = await pendingDocument('Titration worked examples');
    expect(
      (await platform.anonClient().from('documents').select('id').in('id', [first, second])).data,
    ).toEqual([]);

    const { data, error } = await admin.client.rpc('admin_review_documents', {
      p_document_ids: [first, second],
      p_status: 'approved',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ success: true, updated: 2, skipped: 0 });
    const listed = await platform.anonClient().from('documents').select('id').in('id', [first, second]);
    expect(listed.data).toHaveLength(2);

    const audit = await auditRows('document.approved', first);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: admin.id,
      actor_email: admin.email,
      target_table: 'documents',
    });
    expect(audit[0]!.before).toMatchObject({ status: 'pending' });
    expect(audit[0]!.after).toMatchObject({ status: 'approved' });
    const told = await notificationsOf(seller.id);
    expect(
      told.filter((n) => n.title === 'Your document "Organic chemistry summary" was approved'),
    ).toHaveLength(1);
  });

  it('rejects with a required reason that the seller reads; soft-reject asks for changes', async () => {
    const id = await pendingDocument('Copied lecture slides');
    const noReason = await admin.client.rpc('admin_review_documents', {
      p_document_ids: [id],
      p_status: 'rejected',
    });
    expect(noReason.error).toMatchObject({ code: '22023', message: 'A reason is required' });

    const rejected = await admin.client.rpc('admin_review_documents', {
      p_document_ids: [id],
      p_status: 'rejected',
      p_reason: 'The slides are the lecturer’s own work',
    });
    expect(rejected.error).toBeNull();
    const { rows } = await db.query('select status, rejection_reason from public.documents where id = $1', [
      id,
    ]);
    expect(rows[0]).toEqual({
      status: 'rejected',
      rejection_reason: 'The slides are the lecturer’s own work',
    });
    const told = await notificationsOf(seller.id);
    expect(told).toContainEqual({
      category: 'document-status',
      title: 'Your document "Copied lecture slides" was rejected',
      body: 'Reason: The slides are the lecturer’s own work',
      link: '/dashboard/seller-documents',
    });
    expect((await auditRows('document.rejected', id))[0]).toMatchObject({
      reason: 'The slides are the lecturer’s own work',
    });

    const soft = await pendingDocument('Blurry scan');
    await admin.client.rpc('admin_review_documents', {
      p_document_ids: [soft],
      p_status: 'soft-reject',
      p_reason: 'Please upload a sharper scan',
    });
    const after = await db.query('select status from public.documents where id = $1', [soft]);
    expect(after.rows[0].status).toBe('soft-reject');
  });

  it('records an admin’s direct edit through the policy as documents.update, with before and after', async () => {
    const id = await pendingDocument('Untidy title');
    const { error } = await admin.client.from('documents').update({ title: 'Tidy title' }).eq('id', id);
    expect(error).toBeNull();
    const audit = await auditRows('documents.update', id);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.before).toMatchObject({ title: 'Untidy title' });
    expect(audit[0]!.after).toMatchObject({ title: 'Tidy title' });
    expect(audit[0]!.before).not.toHaveProperty('search_vector');
  });

  it('does not audit a seller’s own writes', async () => {
    const { data } = await seller.client
      .from('documents')
      .insert({ title: 'My own upload', slug: '', user_id: seller.id })
      .select('id')
      .single();
    const { rows } = await db.query(
      'select count(*)::int as n from public.admin_audit_log where target_id = $1',
      [data!.id],
    );
    expect(rows[0].n).toBe(0);
  });
});

describe('the audit log', () => {
  it('is readable by admins only and cannot be changed by anyone, its owner included', async () => {
    expect((await admin.client.from('admin_audit_log').select('id').limit(1)).data!.length).toBe(1);
    expect((await student.client.from('admin_audit_log').select('id')).data).toEqual([]);
    const del = await admin.client.from('admin_audit_log').delete().gt('id', 0).select('id');
    expect(del.error?.code ?? (del.data?.length === 0 ? 'none' : 'deleted')).not.toBe('deleted');
    await expect(db.query('update public.admin_audit_log set action = $1', ['forged'])).rejects.toThrow(
      /append-only/,
    );
    await expect(db.query('delete from public.admin_audit_log')).rejects.toThrow(/append-only/);
    await expect(db.query('truncate public.admin_audit_log')).rejects.toThrow(/append-only/);
  });
});

describe('users', () => {
  it('a suspended user cannot sign in and their sessions end; reactivation lets them back', async () => {
    const person = await signedUp('to-suspend');
    const session = (await person.client.auth.getSession()).data.session!;
    const { error } = await admin.client.rpc('admin_set_user_status', {
      p_user_id: person.id,
      p_status: 'suspended',
      p_reason: 'Spam uploads',
    });
    expect(error).toBeNull();

    const again = await platform
      .anonClient()
      .auth.signInWithPassword({ email: person.email, password: PASSWORD });
    expect(again.error?.message).toBe('User is banned');
    const refreshed = await platform
      .anonClient()
      .auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshed.error).not.toBeNull();
    const { rows } = await db.query('select count(*)::int as n from auth.sessions where user_id = $1', [
      person.id,
    ]);
    expect(rows[0].n).toBe(0);
    expect((await auditRows('user.status.suspended', person.id))[0]).toMatchObject({
      reason: 'Spam uploads',
      before: expect.objectContaining({ status: 'active' }),
      after: expect.objectContaining({ status: 'suspended' }),
    });

    await admin.client.rpc('admin_set_user_status', {
      p_user_id: person.id,
      p_status: 'active',
      p_reason: 'Appeal',
    });
    const back = await platform
      .anonClient()
      .auth.signInWithPassword({ email: person.email, password: PASSWORD });
    expect(back.error).toBeNull();
  });

  it('an admin cannot suspend or demote themselves', async () => {
    const self = await admin.client.rpc('admin_set_user_status', {
      p_user_id: admin.id,
      p_status: 'suspended',
      p_reason: 'oops',
    });
    expect(self.error).toMatchObject({ code: '22023', message: 'You cannot change your own status' });
  });

  it('adjusts points with a reason, the user told, the balance before and after audited', async () => {
    const person = await signedUp('credited');
    const { data, error } = await admin.client.rpc('admin_adjust_points', {
      p_user_id: person.id,
      p_amount: 120,
      p_reason: 'Goodwill for a broken upload',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ success: true, points_balance: 120 });
    const audit = await auditRows('points.adjust', person.id);
    expect(audit[0]).toMatchObject({
      before: { points_balance: 0 },
      after: expect.objectContaining({ points_balance: 120, amount: 120 }),
      reason: 'Goodwill for a broken upload',
    });
    expect(await notificationsOf(person.id)).toContainEqual(
      expect.objectContaining({ category: 'points-access', title: '120 points were added to your wallet' }),
    );
  });
});

describe('withdrawals', () => {
  it('approve then mark paid, or reject with a reason (points back); the seller is told each time', async () => {
    await earnedPoints(seller.id, 2000);
    const first = await seller.client.rpc('request_withdrawal', {
      p_points_amount: 600,
      p_method: 'paypal',
      p_payout_details: { email: 'seller@example.com' },
    });
    const firstId = (first.data as { withdrawal_id: string }).withdrawal_id;
    expect(
      (await admin.client.rpc('admin_process_withdrawal', { p_withdrawal_id: firstId, p_status: 'approved' }))
        .data,
    ).toMatchObject({ success: true });
    expect(
      (
        await admin.client.rpc('admin_process_withdrawal', {
          p_withdrawal_id: firstId,
          p_status: 'paid',
          p_payout_reference: 'PP-123',
        })
      ).data,
    ).toMatchObject({ success: true, status: 'paid' });
    expect(await auditRows('withdrawal.paid', firstId)).toHaveLength(1);

    const second = await seller.client.rpc('request_withdrawal', {
      p_points_amount: 500,
      p_method: 'paypal',
      p_payout_details: { email: 'seller@example.com' },
    });
    const secondId = (second.data as { withdrawal_id: string }).withdrawal_id;
    const before = (
      await db.query('select points_balance from public.user_points where user_id = $1', [seller.id])
    ).rows[0].points_balance as number;
    const noReason = await admin.client.rpc('admin_process_withdrawal', {
      p_withdrawal_id: secondId,
      p_status: 'rejected',
    });
    expect(noReason.data).toMatchObject({ success: false, error: 'A reason is required' });
    await admin.client.rpc('admin_process_withdrawal', {
      p_withdrawal_id: secondId,
      p_status: 'rejected',
      p_admin_note: 'PayPal account not verified',
    });
    const after = (
      await db.query('select points_balance from public.user_points where user_id = $1', [seller.id])
    ).rows[0].points_balance as number;
    expect(after).toBe(before + 500);
    const titles = (await notificationsOf(seller.id))
      .filter((n) => n.category === 'withdrawal-status')
      .map((n) => n.title);
    expect(titles).toEqual([
      'Your withdrawal of 600 points was approved',
      'Your withdrawal of 600 points was paid',
      'Your withdrawal of 500 points was rejected',
    ]);
  });
});

describe('points orders', () => {
  it('refunds a completed order once through the money path', async () => {
    const buyer = await signedUp('refunded');
    const paid = await service.rpc('fulfil_points_payment', {
      p_provider: 'sandbox',
      p_provider_payment_id: `sbx_admin_${Date.now()}`,
      p_user_id: buyer.id,
      p_amount_usd: 10,
    });
    expect(paid.error).toBeNull();
    const orderId = (paid.data as { order_id: string }).order_id;
    const refund = await admin.client.rpc('admin_refund_points_order', {
      p_order_id: orderId,
      p_reason: 'Duplicate charge',
    });
    expect(refund.error).toBeNull();
    expect(refund.data).toMatchObject({ status: 'refunded', points_balance: 0 });
    const twice = await admin.client.rpc('admin_refund_points_order', {
      p_order_id: orderId,
      p_reason: 'Again',
    });
    expect(twice.data).toMatchObject({ status: 'already_processed' });
    expect(await auditRows('points_order.refund', orderId)).toHaveLength(1);
  });
});

describe('catalogue and reports', () => {
  it('refuses to delete a subject in use, with the reason, and audits a policy write', async () => {
    await pendingDocument('Keeps the subject busy');
    const { error } = await admin.client.from('subjects').delete().eq('id', subjectId);
    expect(error).toMatchObject({ code: '23503' });
    expect(error!.message).toMatch(/^Cannot delete: in use by \d+ documents?$/);

    const created = await admin.client
      .from('subjects')
      .insert({ name: 'Unused Subject', slug: '' })
      .select('id, slug')
      .single();
    expect(created.data!.slug).toBe('unused-subject');
    expect((await admin.client.from('subjects').delete().eq('id', created.data!.id)).error).toBeNull();
    expect(await auditRows('subjects.insert', created.data!.id)).toHaveLength(1);
    expect(await auditRows('subjects.delete', created.data!.id)).toHaveLength(1);
  });

  it('takes a reported document down with a note; the seller is told', async () => {
    const id = await pendingDocument('Reported notes');
    await admin.client.rpc('admin_review_documents', { p_document_ids: [id], p_status: 'approved' });
    const report = await student.client
      .from('content_reports')
      .insert({ reporter_id: student.id, target_type: 'document', target_id: id, reason: 'copyright' })
      .select('id')
      .single();
    expect(report.error).toBeNull();
    const { error } = await admin.client.rpc('admin_resolve_report', {
      p_kind: 'content',
      p_id: report.data!.id,
      p_decision: 'take_down',
      p_note: 'Publisher’s copyright',
    });
    expect(error).toBeNull();
    const { rows } = await db.query('select status from public.documents where id = $1', [id]);
    expect(rows[0].status).toBe('deleted');
    expect(await notificationsOf(seller.id)).toContainEqual(
      expect.objectContaining({ title: 'Your document "Reported notes" was taken down' }),
    );
  });

  it('the overview counts and charts by day', async () => {
    const { data, error } = await admin.client.rpc('admin_overview', { p_days: 7 });
    expect(error).toBeNull();
    const overview = data as { users_total: number; series: unknown[]; documents_pending: number };
    expect(overview.users_total).toBeGreaterThanOrEqual(4);
    expect(overview.series).toHaveLength(7);
    const bad = await admin.client.rpc('admin_overview', { p_days: 0 });
    expect(bad.error).toMatchObject({ code: '22023' });
  });
});

describe('blog management', () => {
  it('a scheduled post (published, dated in the future) stays hidden from visitors until its time', async () => {
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const past = new Date(Date.now() - 60_000).toISOString();
    const { data, error } = await admin.client
      .from('blog_posts')
      .insert([
        { title: 'Scheduled for later', slug: '', status: 'published', published_at: future },
        { title: 'Already out', slug: '', status: 'published', published_at: past },
      ])
      .select('id, slug');
    expect(error).toBeNull();
    expect(data!.map((post) => post.slug)).toEqual(['scheduled-for-later', 'already-out']);
    const visible = await platform
      .anonClient()
      .from('blog_posts')
      .select('title')
      .in(
        'id',
        data!.map((post) => post.id),
      );
    expect(visible.data).toEqual([{ title: 'Already out' }]);
    expect(await auditRows('blog_posts.insert', data![0]!.id)).toHaveLength(1);
  });
});

describe('audit coverage', () => {
  it('every table an admin may write from the client records the write (an audit trigger on each)', async () => {
    // Read from the catalogue, so a new "Admins can manage ..." policy without the trigger fails here.
    const { rows } = await db.query<{ target: string }>(`
      select distinct p.schemaname || '.' || p.tablename as target
      from pg_policies p
      where p.cmd in ('INSERT', 'UPDATE', 'DELETE', 'ALL')
        and (coalesce(p.qual, '') || coalesce(p.with_check, '')) ~ '(is_admin|is_privileged)'
        and not exists (
          select 1 from pg_trigger t
          join pg_class c on c.oid = t.tgrelid
          join pg_namespace n on n.oid = c.relnamespace
          join pg_proc f on f.oid = t.tgfoid
          where n.nspname = p.schemaname and c.relname = p.tablename and f.proname = 'audit_admin_write'
        )
      order by 1`);
    // Hosted Supabase allows no trigger on Storage's tables; the back office's file writes are followed by the
    // audited catalogue update that points at them.
    expect(rows.map((row) => row.target)).toEqual(['storage.objects']);
  });

  it('every admin-only definer function names its action for the audit log', async () => {
    const { rows } = await db.query<{ name: string }>(`
      select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'private' and p.prosecdef and p.provolatile = 'v'
        and p.prosrc ~ 'is_admin\\(\\)' and p.prosrc !~ 'begin_admin_action'
        and p.proname <> 'begin_admin_action'
        -- A trigger that lets an admin's write past a visitor's limit is no admin action of its own.
        and p.prorettype <> 'trigger'::regtype
      order by 1`);
    expect(rows.map((row) => row.name)).toEqual([]);
  });

  it('moderating a blog comment is audited with the status before and after; an admin’s edit of a deck too', async () => {
    const post = await admin.client
      .from('blog_posts')
      .insert({
        title: 'Moderated post',
        slug: '',
        status: 'published',
        published_at: new Date().toISOString(),
      })
      .select('id')
      .single();
    expect(post.error).toBeNull();
    const comment = await student.client
      .from('blog_comments')
      .insert({ post_id: post.data!.id, user_id: student.id, content: 'Great summary' })
      .select('id, status')
      .single();
    expect(comment.data?.status).toBe('pending');
    // A student's own comment is not an admin action.
    expect(
      (
        await db.query('select count(*)::int as n from public.admin_audit_log where target_id = $1', [
          comment.data!.id,
        ])
      ).rows[0].n,
    ).toBe(0);

    const { error } = await admin.client.rpc('moderate_blog_comment', {
      p_comment_id: comment.data!.id,
      p_status: 'approved',
    });
    expect(error).toBeNull();
    const audit = await auditRows('blog_comment.approved', comment.data!.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: admin.id,
      actor_email: admin.email,
      target_table: 'blog_comments',
    });
    expect(audit[0]!.before).toMatchObject({ status: 'pending', content: 'Great summary' });
    expect(audit[0]!.after).toMatchObject({ status: 'approved' });
    // The service role (a trusted tool) may still moderate; that is not an admin action.
    const bySystem = await service.rpc('moderate_blog_comment', {
      p_comment_id: comment.data!.id,
      p_status: 'spam',
    });
    expect(bySystem.error).toBeNull();
    expect(await auditRows('blog_comment.spam', comment.data!.id)).toHaveLength(0);

    const deck = await student.client
      .from('flashcard_decks')
      .insert({ name: 'Student deck', slug: '', user_id: student.id })
      .select('id')
      .single();
    expect(deck.error).toBeNull();
    const edited = await admin.client
      .from('flashcard_decks')
      .update({ name: 'Renamed by an admin' })
      .eq('id', deck.data!.id);
    expect(edited.error).toBeNull();
    const deckAudit = await auditRows('flashcard_decks.update', deck.data!.id);
    expect(deckAudit).toHaveLength(1);
    expect(deckAudit[0]!.before).toMatchObject({ name: 'Student deck' });
    expect(deckAudit[0]!.after).toMatchObject({ name: 'Renamed by an admin' });
  });
});

describe('e-mail log', () => {
  async function logged(where: string, value: string, atLeast = 1) {
    for (let attempt = 0; attempt < 100; attempt++) {
      const { rows } = await db.query<{
        id: string;
        template: string;
        subject: string;
        status: string;
        transport: string;
        user_id: string | null;
        metadata: Record<string, string>;
      }>(`select * from public.email_log where ${where} = $1 order by created_at, id`, [value]);
      if (rows.length >= atLeast) return rows;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no e-mail logged for ${value}`);
  }

  it('logs every mail; an admin resends a notification e-mail (audited), never a single-use sign-in mail', async () => {
    const person = await signedUp('mailed');
    await admin.client.rpc('admin_adjust_points', {
      p_user_id: person.id,
      p_amount: 15,
      p_reason: 'Welcome',
    });
    const [first] = await logged('to_email', person.email);
    expect(first).toMatchObject({
      template: 'notification:points-access',
      subject: '15 points were added to your wallet',
      status: 'outbox',
      transport: 'outbox',
      user_id: person.id,
    });
    const notificationId = first!.metadata.notification_id!;
    expect(notificationId).toMatch(/^[0-9a-f-]{36}$/);

    expect(
      (await student.client.rpc('admin_resend_email', { p_email_id: first!.id, p_reason: 'x' })).error?.code,
    ).toBe('42501');
    expect(
      (await admin.client.rpc('admin_resend_email', { p_email_id: first!.id, p_reason: ' ' })).error,
    ).toMatchObject({ code: '22023', message: 'A reason is required' });
    const resent = await admin.client.rpc('admin_resend_email', {
      p_email_id: first!.id,
      p_reason: 'The user lost the first one',
    });
    expect(resent.error).toBeNull();
    expect(resent.data).toMatchObject({ success: true, queued: true, notification_id: notificationId });
    const both = await logged('to_email', person.email, 2);
    expect(both).toHaveLength(2);
    expect(both[1]).toMatchObject({ subject: '15 points were added to your wallet', status: 'outbox' });
    expect(both[1]!.metadata.notification_id).toBe(notificationId);
    expect((await auditRows('email.resend', first!.id))[0]).toMatchObject({
      actor_id: admin.id,
      reason: 'The user lost the first one',
      before: expect.objectContaining({ template: 'notification:points-access' }),
    });

    // A recovery mail is logged without its link, and is not resendable.
    await platform.anonClient().auth.resetPasswordForEmail(person.email);
    const recovery = (await logged('to_email', person.email, 3)).find((row) => row.template === 'recovery')!;
    expect(recovery.metadata).toEqual({});
    const refused = await admin.client.rpc('admin_resend_email', {
      p_email_id: recovery.id,
      p_reason: 'Asked by phone',
    });
    expect(refused.error).toMatchObject({ code: '55000' });
    expect(refused.error!.message).toMatch(/cannot be resent/);
  });
});

describe('legal page versions', () => {
  it('numbers each save as the next version, public to read, admins only to write, never changed', async () => {
    const publish = (client: Client, body: string) =>
      client
        .from('legal_page_versions')
        .insert({ page_key: 'refund-policy', version: 99, title: 'Refund Policy', body })
        .select('id, version')
        .single();
    const first = await publish(admin.client, '## Refunds\n\nWithin 14 days.');
    const second = await publish(admin.client, '## Refunds\n\nWithin 30 days.');
    expect([first.data!.version, second.data!.version]).toEqual([1, 2]);
    expect((await publish(student.client, 'forged')).error?.code).toBe('42501');
    const latest = await platform
      .anonClient()
      .from('legal_page_versions')
      .select('version, body')
      .eq('page_key', 'refund-policy')
      .order('version', { ascending: false })
      .limit(1)
      .single();
    expect(latest.data).toEqual({ version: 2, body: '## Refunds\n\nWithin 30 days.' });
    await expect(db.query('update public.legal_page_versions set body = $1', ['changed'])).rejects.toThrow(
      /cannot be changed/,
    );
    expect(await auditRows('legal_page_versions.insert', second.data!.id)).toHaveLength(1);
  });
});
