// The blog's queries and comment states through the renderer's own blog.api.ts on the real stack: paging by
// 10 with totals, search, category and tag filters, counts, popular tags, the post with its view count and
// related posts, the placeholders, approved comments with replies in order, pending ones for their author only,
// moderation by an admin, likes with the duplicate-key rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { NodeWebSocketTransport } from '../../server/realtime/node-websocket-transport.ts';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../shared/db/database.types.ts';
import { platformConfigFromEnv } from '../../server/config/platform-config.ts';
import {
  addComment,
  fetchCategories,
  fetchComments,
  fetchFeatured,
  fetchLikeCount,
  fetchLiked,
  fetchPopularTags,
  fetchPost,
  fetchPosts,
  fetchRecent,
  toggleLike,
} from '../../renderer/src/features/blog/blog.api.ts';
import { startTestPlatform, uniqueEmail, type TestPlatform } from './support/test-platform.ts';

let platform: TestPlatform;
let db: pg.Client;
let categoryA: string;

async function signedUp(): Promise<{ client: SupabaseClient<Database>; id: string }> {
  const client = platform.anonClient();
  const { data, error } = await client.auth.signUp({
    email: uniqueEmail('blog'),
    password: 'correct-horse-battery',
  });
  expect(error).toBeNull();
  return { client, id: data.user!.id };
}

beforeAll(async () => {
  platform = await startTestPlatform({ auth: { ...platformConfigFromEnv({}).auth, autoconfirm: true } });
  db = new pg.Client({ connectionString: platform.databaseUrl });
  await db.connect();
  const { rows } = await db.query<{ a: string }>(
    `with au as (insert into public.blog_authors (name, bio) values ('Dr. Test Author', 'Writes tests.') returning id),
          a as (insert into public.blog_categories (name, slug) values ('Alpha', 'alpha') returning id),
          b as (insert into public.blog_categories (name, slug) values ('Beta', 'beta') returning id),
          posts as (
            insert into public.blog_posts (title, slug, excerpt, content, author_id, category_id, status, is_featured, published_at)
            select 'Post ' || i, 'post-' || i, 'Excerpt ' || i,
                   case when i = 7 then 'About **mnemonics** <script>x</script>' else 'Body ' || i end,
                   case when i = 3 then null else (select id from au) end,
                   case when i <= 8 then (select id from a) when i <= 11 then (select id from b) else null end,
                   'published', i > 10, now() - (i || ' hours')::interval
            from generate_series(1, 13) i
            returning id, slug
          ),
          draft as (
            insert into public.blog_posts (title, slug, content, status) values ('Draft', 'draft', 'hidden', 'draft')
          ),
          t as (insert into public.blog_tags (name, slug) values ('Memory', 'memory'), ('Exams', 'exams'), ('Unused', 'unused') returning id, slug)
     insert into public.blog_post_tags (post_id, tag_id)
     select p.id, t.id from posts p, t
      where (t.slug = 'memory' and p.slug in ('post-1', 'post-2', 'post-3'))
         or (t.slug = 'exams' and p.slug = 'post-4')
     returning (select id from a) as a`,
  );
  categoryA = rows[0]!.a;
});
afterAll(async () => {
  await db?.end();
  await platform?.destroy();
});

describe('blog queries', () => {
  it('pages published posts by 10, newest first, with the totals and placeholders', async () => {
    const client = platform.anonClient();
    const first = await fetchPosts(client, { page: 1 });
    expect(first).toMatchObject({ total: 13, page: 1, per_page: 10, total_pages: 2 });
    expect(first.posts.map((p) => p.slug)).toEqual(Array.from({ length: 10 }, (_, i) => `post-${i + 1}`));
    const second = await fetchPosts(client, { page: 2 });
    expect(second.posts.map((p) => p.slug)).toEqual(['post-11', 'post-12', 'post-13']);
    // Missing author: the professor placeholder; missing category: the rotation at the post's list position.
    expect(first.posts[2]!.author.name).toBe('Studyloop Editorial Team');
    expect(first.posts[2]!.author.bio).toMatch(/Professor/);
    expect(second.posts[1]!.category).toMatchObject({ id: null, name: 'Academic Tips' });
    expect(second.posts[2]!.category).toMatchObject({ id: null, name: 'Research' });
  });

  it('filters by category slug, tag slug and a search in title, excerpt and content', async () => {
    const client = platform.anonClient();
    const alpha = await fetchPosts(client, { categorySlug: 'alpha' });
    expect(alpha.total).toBe(8);
    expect(alpha.posts.every((p) => p.category.id === categoryA)).toBe(true);
    expect((await fetchPosts(client, { tagSlug: 'memory' })).posts.map((p) => p.slug)).toEqual([
      'post-1',
      'post-2',
      'post-3',
    ]);
    expect((await fetchPosts(client, { search: 'mnemonics' })).posts.map((p) => p.slug)).toEqual(['post-7']);
    expect((await fetchPosts(client, { search: 'Excerpt 12' })).posts.map((p) => p.slug)).toEqual([
      'post-12',
    ]);
    expect((await fetchPosts(client, { search: 'a,b(c)*' })).total).toBe(0);
    expect((await fetchPosts(client, { search: 'Draft' })).total).toBe(0);
  });

  it('lists featured (3), recent (10) with tags, categories with counts and the top tags', async () => {
    const client = platform.anonClient();
    expect((await fetchFeatured(client)).map((p) => p.slug)).toEqual(['post-11', 'post-12', 'post-13']);
    const recent = await fetchRecent(client);
    expect(recent).toHaveLength(10);
    expect(recent[0]!.tags.map((t) => t.slug)).toEqual(['memory']);
    expect((await fetchCategories(client)).map((c) => [c.slug, c.post_count])).toEqual([
      ['alpha', 8],
      ['beta', 3],
    ]);
    expect((await fetchPopularTags(client)).map((t) => [t.slug, t.post_count])).toEqual([
      ['memory', 3],
      ['exams', 1],
    ]);
  });

  it('reads a post by slug, counts a visitor once a day, and lists up to 3 related posts', async () => {
    const visitor = (userAgent: string, extra: Record<string, string> = {}) =>
      createClient<Database>(platform.url, platform.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        global: { headers: { 'user-agent': userAgent, ...extra } },
        // Node 20 has no global WebSocket; realtime-js needs one handed in (as supabaseClient does).
        realtime: { transport: NodeWebSocketTransport },
      });
    const first = await fetchPost(visitor('reader-a'), 'post-7');
    // 30 more calls by the same visitor, some naming a visitor key of their own (the gateway overwrites it).
    for (let call = 0; call < 30; call++) {
      const views = await visitor('reader-a', { 'x-studyloop-visitor': `forged-${call}` }).rpc(
        'increment_blog_post_view',
        { p_post_id: first!.post.id },
      );
      expect(views).toMatchObject({ error: null, data: first!.post.view_count });
    }
    const other = await fetchPost(visitor('reader-b'), 'post-7');
    expect(other!.post.view_count).toBe(first!.post.view_count + 1);
    // The two visitors were told apart by the gateway's keys, never by a value a client sent.
    const counted = await db.query<{ visitor: string }>(
      `select visitor from private.counted_views where target_id = $1`,
      [first!.post.id],
    );
    expect(counted.rows).toHaveLength(2);
    for (const { visitor: key } of counted.rows) expect(key).toMatch(/^anon:[\w-]{32}$/);
    // Without the platform's gateway in front (hosted Supabase: no app.settings.visitor_key_header), a client's
    // own x-studyloop-visitor is ignored and its address and user agent decide.
    const hosted = async (visitorHeader: string) => {
      await db.query('begin');
      await db.query(`select set_config('request.headers', $1, true)`, [
        JSON.stringify({
          'x-studyloop-visitor': visitorHeader,
          'x-forwarded-for': '198.51.100.7',
          'user-agent': 'ua',
        }),
      ]);
      const { rows } = await db.query<{ v: string }>('select private.view_visitor() as v');
      await db.query('rollback');
      return rows[0]!.v;
    };
    expect(await hosted('forged-1')).toBe(await hosted('forged-2'));
    expect(first!.post.content).toContain('<script>');
    expect(first!.related.map((p) => p.slug)).toEqual(['post-1', 'post-2', 'post-3']);
    expect(await fetchPost(visitor('reader-a'), 'draft')).toBeNull();
    expect(await fetchPost(visitor('reader-a'), 'nope')).toBeNull();
  });
});

describe('comments and likes', () => {
  it('shows approved comments newest first with replies oldest first; pending ones only to their author', async () => {
    const post = (await fetchPost(platform.anonClient(), 'post-1'))!.post;
    const author = await signedUp();
    const reader = await signedUp();
    const admin = await signedUp();
    await db.query(`update public.users set role = 'admin' where id = $1`, [admin.id]);

    const older = await addComment(author.client, {
      postId: post.id,
      userId: author.id,
      parentId: null,
      content: 'Older',
    });
    const newer = await addComment(author.client, {
      postId: post.id,
      userId: author.id,
      parentId: null,
      content: 'Newer',
    });
    expect(older.status).toBe('pending');

    // Pending: the author sees it (marked), the reader and visitors do not.
    expect(
      (await fetchComments(author.client, post.id, author.id)).map((c) => [c.content, c.status]),
    ).toEqual([
      ['Newer', 'pending'],
      ['Older', 'pending'],
    ]);
    expect(await fetchComments(reader.client, post.id, reader.id)).toEqual([]);
    expect(await fetchComments(platform.anonClient(), post.id, null)).toEqual([]);

    // Only an admin moderates, and the RPC answers 4xx for the rest.
    const refused = await reader.client.rpc('moderate_blog_comment', {
      p_comment_id: older.id,
      p_status: 'approved',
    });
    expect(refused.error?.code).toBe('42501');
    const missing = await admin.client.rpc('moderate_blog_comment', {
      p_comment_id: '00000000-0000-4000-8000-000000000000',
      p_status: 'approved',
    });
    expect(missing.status).toBe(404);
    const bad = await admin.client.rpc('moderate_blog_comment', {
      p_comment_id: older.id,
      p_status: 'shown',
    });
    expect(bad.status).toBe(400);
    for (const id of [older.id, newer.id]) {
      const ok = await admin.client.rpc('moderate_blog_comment', { p_comment_id: id, p_status: 'approved' });
      expect(ok.error).toBeNull();
    }

    const first = await addComment(reader.client, {
      postId: post.id,
      userId: reader.id,
      parentId: older.id,
      content: 'Reply 1',
    });
    const second = await addComment(reader.client, {
      postId: post.id,
      userId: reader.id,
      parentId: older.id,
      content: 'Reply 2',
    });
    await addComment(reader.client, {
      postId: post.id,
      userId: reader.id,
      parentId: older.id,
      content: 'Reply 3',
    });
    await admin.client.rpc('moderate_blog_comment', { p_comment_id: second.id, p_status: 'approved' });
    await admin.client.rpc('moderate_blog_comment', { p_comment_id: first.id, p_status: 'approved' });

    const seen = await fetchComments(platform.anonClient(), post.id, null);
    expect(seen.map((c) => [c.content, c.replies.map((r) => r.content)])).toEqual([
      ['Newer', []],
      ['Older', ['Reply 1', 'Reply 2']],
    ]);
    expect(seen[0]!.user.full_name).toEqual(expect.any(String));
    // The reader also sees their own pending reply.
    const readerView = await fetchComments(reader.client, post.id, reader.id);
    expect(readerView[1]!.replies.map((r) => [r.content, r.status])).toEqual([
      ['Reply 1', 'approved'],
      ['Reply 2', 'approved'],
      ['Reply 3', 'pending'],
    ]);

    // Comments can only be created pending, by their user, on a published post.
    const forged = await reader.client
      .from('blog_comments')
      .insert({ post_id: post.id, user_id: reader.id, content: 'Self-approved', status: 'approved' });
    expect(forged.error?.code).toBe('42501');
    await expect(
      addComment(platform.anonClient(), { postId: post.id, userId: reader.id, parentId: null, content: 'x' }),
    ).rejects.toThrow();
  });

  it('toggles a like; not found counts as not liked, a duplicate key as liked', async () => {
    const post = (await fetchPost(platform.anonClient(), 'post-2'))!.post;
    const user = await signedUp();
    expect(await fetchLiked(user.client, post.id, user.id)).toBe(false);
    expect(await toggleLike(user.client, post.id, user.id, false)).toBe(true);
    expect(await fetchLiked(user.client, post.id, user.id)).toBe(true);
    expect(await fetchLikeCount(user.client, post.id)).toBe(1);
    // A second tab still thinking "not liked": the duplicate key counts as liked.
    expect(await toggleLike(user.client, post.id, user.id, false)).toBe(true);
    expect(await fetchLikeCount(platform.anonClient(), post.id)).toBe(1);
    expect(await toggleLike(user.client, post.id, user.id, true)).toBe(false);
    expect(await fetchLikeCount(user.client, post.id)).toBe(0);
    // A visitor cannot like: the previous state stays.
    expect(await toggleLike(platform.anonClient(), post.id, user.id, false)).toBe(false);
  });
});
