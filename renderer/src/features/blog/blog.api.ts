// The blog's reads and writes (spec 2 section 7.4) through supabase-js: published posts with author and
// category, paged with an exact count; featured and recent posts; categories and tags with counts; a post with
// its tags, view count and related posts; approved comments with replies; likes.
import { queryOptions } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../../shared/db/database.types';
import { loadSupabase } from '../../lib/supabase.loader';
import {
  BLOG_CACHE_MS,
  BLOG_PAGE_SIZE,
  FEATURED_COUNT,
  PLACEHOLDER_AUTHOR,
  PLACEHOLDER_CATEGORIES,
  POPULAR_TAGS,
  RECENT_COUNT,
  RELATED_COUNT,
} from './blog.texts';

type Client = SupabaseClient<Database>;

const POST_COLUMNS =
  'id, title, slug, excerpt, featured_image, published_at, view_count, like_count, comment_count, category_id, author:blog_authors(id, name, bio, avatar_url), category:blog_categories(id, name, slug)';

export interface ListFilters {
  page?: number;
  categorySlug?: string;
  tagSlug?: string;
  search?: string;
}

interface RawPost {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  featured_image: string | null;
  published_at: string | null;
  view_count: number;
  like_count: number;
  comment_count: number;
  category_id: string | null;
  author: { id: string; name: string; bio: string | null; avatar_url: string | null } | null;
  category: { id: string; name: string; slug: string } | null;
}

/** A post as the pages show it: a category and an author always present (placeholders when missing). */
export interface BlogPostCard extends Omit<RawPost, 'author' | 'category'> {
  author: { id: string; name: string; bio: string | null; avatar_url: string | null };
  category: { id: string | null; name: string; slug: string | null };
  tags: { id: string; name: string; slug: string }[];
}

/** The spec's placeholders: categories in rotation through a list, a professor for a missing author. */
export function withPlaceholders(
  post: RawPost,
  index: number,
  tags: BlogPostCard['tags'] = [],
): BlogPostCard {
  return {
    ...post,
    author: post.author ?? { ...PLACEHOLDER_AUTHOR, avatar_url: null },
    category: post.category ?? {
      id: null,
      name: PLACEHOLDER_CATEGORIES[index % PLACEHOLDER_CATEGORIES.length]!,
      slug: null,
    },
    tags,
  };
}

/** Removes what would break PostgREST's or() syntax or act as a wildcard. */
export function searchTerm(search: string): string {
  return search
    .replace(/[%*,()\\"]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

async function idsWithTag(client: Client, tagSlug: string): Promise<string[]> {
  const { data, error } = await client
    .from('blog_tags')
    .select('id, blog_post_tags(post_id)')
    .eq('slug', tagSlug)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data?.blog_post_tags.map((row) => row.post_id) ?? [];
}

export interface PostPage {
  posts: BlogPostCard[];
  total: number;
  page: number;
  per_page: number;
  total_pages: number;
}

export async function fetchPosts(client: Client, filters: ListFilters): Promise<PostPage> {
  const page = Math.max(1, Math.floor(filters.page ?? 1));
  const from = (page - 1) * BLOG_PAGE_SIZE;
  let query = client
    .from('blog_posts')
    .select(
      filters.categorySlug
        ? POST_COLUMNS.replace('category:blog_categories(', 'category:blog_categories!inner(')
        : POST_COLUMNS,
      { count: 'exact' },
    )
    .eq('status', 'published');
  if (filters.categorySlug) query = query.eq('category.slug', filters.categorySlug);
  if (filters.tagSlug) query = query.in('id', await idsWithTag(client, filters.tagSlug));
  const term = searchTerm(filters.search ?? '');
  if (term) query = query.or(`title.ilike.*${term}*,excerpt.ilike.*${term}*,content.ilike.*${term}*`);
  const { data, error, count } = await query
    .order('published_at', { ascending: false })
    .range(from, from + BLOG_PAGE_SIZE - 1)
    .overrideTypes<RawPost[], { merge: false }>();
  if (error) throw new Error(error.message);
  const total = count ?? 0;
  return {
    posts: data.map((post, index) => withPlaceholders(post, from + index)),
    total,
    page,
    per_page: BLOG_PAGE_SIZE,
    total_pages: Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE)),
  };
}

/** Featured posts (3, no tags); the newest posts when none is marked featured. */
export async function fetchFeatured(client: Client): Promise<BlogPostCard[]> {
  const { data, error } = await client
    .from('blog_posts')
    .select(POST_COLUMNS)
    .eq('status', 'published')
    .order('is_featured', { ascending: false })
    .order('published_at', { ascending: false })
    .limit(FEATURED_COUNT)
    .overrideTypes<RawPost[], { merge: false }>();
  if (error) return [];
  return data.map((post, index) => withPlaceholders(post, index));
}

/** Recent posts (10) with their tags flattened. */
export async function fetchRecent(client: Client): Promise<BlogPostCard[]> {
  const { data, error } = await client
    .from('blog_posts')
    .select(`${POST_COLUMNS}, blog_post_tags(blog_tags(id, name, slug))`)
    .eq('status', 'published')
    .order('published_at', { ascending: false })
    .limit(RECENT_COUNT)
    .overrideTypes<
      (RawPost & { blog_post_tags: { blog_tags: BlogPostCard['tags'][number] | null }[] })[],
      { merge: false }
    >();
  if (error) return [];
  return data.map(({ blog_post_tags, ...post }, index) =>
    withPlaceholders(
      post,
      index,
      blog_post_tags.flatMap((row) => (row.blog_tags ? [row.blog_tags] : [])),
    ),
  );
}

export async function fetchCategories(client: Client) {
  const [categories, posts] = await Promise.all([
    client.from('blog_categories').select('id, name, slug, description').order('name'),
    client.from('blog_posts').select('category_id').eq('status', 'published'),
  ]);
  if (categories.error || posts.error) return [];
  const counts = new Map<string, number>();
  for (const post of posts.data) {
    if (post.category_id) counts.set(post.category_id, (counts.get(post.category_id) ?? 0) + 1);
  }
  return categories.data.map((category) => ({ ...category, post_count: counts.get(category.id) ?? 0 }));
}

export type BlogCategory = Awaited<ReturnType<typeof fetchCategories>>[number];

/** The 10 most used tags; when counting fails, a plain limited list with count 0 (spec 2 section 8). */
export async function fetchPopularTags(client: Client) {
  const [tags, links] = await Promise.all([
    client.from('blog_tags').select('id, name, slug'),
    client.from('blog_post_tags').select('tag_id, post_id'),
  ]);
  if (tags.error || links.error) {
    const fallback = await client
      .from('blog_tags')
      .select('id, name, slug')
      .order('name')
      .limit(POPULAR_TAGS);
    return (fallback.data ?? []).map((tag) => ({ ...tag, post_count: 0 }));
  }
  const counts = new Map<string, number>();
  for (const link of links.data) counts.set(link.tag_id, (counts.get(link.tag_id) ?? 0) + 1);
  return tags.data
    .map((tag) => ({ ...tag, post_count: counts.get(tag.id) ?? 0 }))
    .filter((tag) => tag.post_count > 0)
    .sort((a, b) => b.post_count - a.post_count || a.name.localeCompare(b.name))
    .slice(0, POPULAR_TAGS);
}

/** A post by slug with its tags; the view counts once per visitor a day (server side); up to 3 related posts. */
export async function fetchPost(client: Client, slug: string) {
  const { data, error } = await client
    .from('blog_posts')
    .select(`${POST_COLUMNS}, content, blog_post_tags(blog_tags(id, name, slug))`)
    .eq('status', 'published')
    .eq('slug', slug)
    .maybeSingle()
    .overrideTypes<
      | (RawPost & { content: string; blog_post_tags: { blog_tags: BlogPostCard['tags'][number] | null }[] })
      | null,
      { merge: false }
    >();
  if (error) throw new Error(error.message);
  if (!data) return null;
  const { blog_post_tags, content, ...raw } = data;
  const views = await client.rpc('increment_blog_post_view', { p_post_id: raw.id });
  const post = withPlaceholders(
    { ...raw, view_count: typeof views.data === 'number' ? views.data : raw.view_count },
    0,
    blog_post_tags.flatMap((row) => (row.blog_tags ? [row.blog_tags] : [])),
  );
  let related: BlogPostCard[] = [];
  if (raw.category_id) {
    const same = await client
      .from('blog_posts')
      .select(POST_COLUMNS)
      .eq('status', 'published')
      .eq('category_id', raw.category_id)
      .neq('id', raw.id)
      .order('published_at', { ascending: false })
      .limit(RELATED_COUNT)
      .overrideTypes<RawPost[], { merge: false }>();
    related = (same.data ?? []).map((item, index) => withPlaceholders(item, index));
  }
  return { post: { ...post, content }, related };
}

export type BlogPostDetail = NonNullable<Awaited<ReturnType<typeof fetchPost>>>;

export interface BlogComment {
  id: string;
  post_id: string;
  user_id: string;
  parent_id: string | null;
  content: string;
  status: string;
  created_at: string;
  user: { id: string; full_name: string | null; avatar_url: string | null };
  replies: BlogComment[];
}

/**
 * Approved top-level comments, newest first, each with its approved replies, oldest first. The signed-in
 * user also sees their own comments still waiting for moderation (marked as such).
 */
export async function fetchComments(
  client: Client,
  postId: string,
  userId: string | null,
): Promise<BlogComment[]> {
  let query = client
    .from('blog_comments')
    .select('id, post_id, user_id, parent_id, content, status, created_at')
    .eq('post_id', postId);
  query = userId ? query.or(`status.eq.approved,user_id.eq.${userId}`) : query.eq('status', 'approved');
  const { data, error } = await query.order('created_at', { ascending: false });
  if (error) throw new Error(error.message);
  const visible = data.filter(
    (c) => c.status === 'approved' || (c.user_id === userId && c.status === 'pending'),
  );
  const ids = [...new Set(visible.map((c) => c.user_id))];
  const profiles = ids.length
    ? await client.from('public_profiles').select('id, full_name, avatar_url').in('id', ids)
    : { data: [], error: null };
  if (profiles.error) throw new Error(profiles.error.message);
  const byId = new Map(profiles.data.map((p) => [p.id!, p]));
  const withUser = (c: (typeof visible)[number]): BlogComment => ({
    ...c,
    user: {
      id: c.user_id,
      full_name: byId.get(c.user_id)?.full_name ?? null,
      avatar_url: byId.get(c.user_id)?.avatar_url ?? null,
    },
    replies: [],
  });
  const top = visible.filter((c) => !c.parent_id).map(withUser);
  for (const comment of top) {
    comment.replies = visible
      .filter((c) => c.parent_id === comment.id)
      .map(withUser)
      .sort((a, b) => a.created_at.localeCompare(b.created_at));
  }
  return top;
}

export async function addComment(
  client: Client,
  input: { postId: string; userId: string; parentId: string | null; content: string },
) {
  const { data, error } = await client
    .from('blog_comments')
    .insert({
      post_id: input.postId,
      user_id: input.userId,
      parent_id: input.parentId,
      content: input.content.trim(),
      status: 'pending',
    })
    .select('id, status')
    .single();
  if (error) throw new Error(error.message);
  return data;
}

/** Whether the user likes the post: a not-found answer counts as not liked (spec 2 section 8). */
export async function fetchLiked(client: Client, postId: string, userId: string): Promise<boolean> {
  const { data, error } = await client
    .from('blog_post_likes')
    .select('post_id')
    .eq('post_id', postId)
    .eq('user_id', userId)
    .single();
  if (error) {
    if (error.code === 'PGRST116') return false;
    throw new Error(error.message);
  }
  return !!data;
}

export async function fetchLikeCount(client: Client, postId: string): Promise<number> {
  const { count, error } = await client
    .from('blog_post_likes')
    .select('post_id', { count: 'exact', head: true })
    .eq('post_id', postId);
  if (error) throw new Error(error.message);
  return count ?? 0;
}

/**
 * Toggles the like: unlike deletes, like inserts; a duplicate key on insert counts as liked; any other error
 * keeps the previous state (spec 2 section 8).
 */
export async function toggleLike(
  client: Client,
  postId: string,
  userId: string,
  liked: boolean,
): Promise<boolean> {
  if (liked) {
    const { error } = await client
      .from('blog_post_likes')
      .delete()
      .eq('post_id', postId)
      .eq('user_id', userId);
    return error ? liked : false;
  }
  const { error } = await client.from('blog_post_likes').insert({ post_id: postId, user_id: userId });
  if (!error || error.code === '23505') return true;
  return liked;
}

export const blogKeys = {
  all: ['blog'] as const,
  posts: (filters: ListFilters) => [...blogKeys.all, 'posts', filters] as const,
  featured: () => [...blogKeys.all, 'featured'] as const,
  recent: () => [...blogKeys.all, 'recent'] as const,
  categories: () => [...blogKeys.all, 'categories'] as const,
  tags: () => [...blogKeys.all, 'tags'] as const,
  post: (slug: string) => [...blogKeys.all, 'post', slug] as const,
  comments: (postId: string, userId: string | null) => [...blogKeys.all, 'comments', postId, userId] as const,
  like: (postId: string, userId: string | null) => [...blogKeys.all, 'like', postId, userId] as const,
};

const cached = { staleTime: BLOG_CACHE_MS, gcTime: BLOG_CACHE_MS };

export const postsQuery = (filters: ListFilters) =>
  queryOptions({
    queryKey: blogKeys.posts(filters),
    queryFn: async () => fetchPosts(await loadSupabase(), filters),
    ...cached,
  });
export const featuredQuery = () =>
  queryOptions({
    queryKey: blogKeys.featured(),
    queryFn: async () => fetchFeatured(await loadSupabase()),
    ...cached,
  });
export const recentQuery = () =>
  queryOptions({
    queryKey: blogKeys.recent(),
    queryFn: async () => fetchRecent(await loadSupabase()),
    ...cached,
  });
export const categoriesQuery = () =>
  queryOptions({
    queryKey: blogKeys.categories(),
    queryFn: async () => fetchCategories(await loadSupabase()),
    ...cached,
  });
export const tagsQuery = () =>
  queryOptions({
    queryKey: blogKeys.tags(),
    queryFn: async () => fetchPopularTags(await loadSupabase()),
    ...cached,
  });
/** Not cached: each fetch of a post counts a view (spec 2 section 4). */
export const postQuery = (slug: string) =>
  queryOptions({ queryKey: blogKeys.post(slug), queryFn: async () => fetchPost(await loadSupabase(), slug) });
export const commentsQuery = (postId: string, userId: string | null) =>
  queryOptions({
    queryKey: blogKeys.comments(postId, userId),
    queryFn: async () => fetchComments(await loadSupabase(), postId, userId),
  });
export const likeQuery = (postId: string, userId: string | null) =>
  queryOptions({
    queryKey: blogKeys.like(postId, userId),
    queryFn: async () => {
      const client = await loadSupabase();
      const [liked, count] = await Promise.all([
        userId ? fetchLiked(client, postId, userId) : Promise.resolve(false),
        fetchLikeCount(client, postId),
      ]);
      return { liked, count };
    },
  });
