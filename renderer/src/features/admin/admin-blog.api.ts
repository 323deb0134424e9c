// Blog management data: one post with its tags for the editor, and saving a post with its tags. Writes go through
// the admin policies on blog_posts and blog_post_tags, so each is in the audit log.
import { queryOptions } from '@tanstack/react-query';
import { loadSupabase } from '../../lib/supabase.loader';

export type BlogPostStatus = 'draft' | 'published' | 'scheduled' | 'archived';

export interface BlogPostInput {
  title: string;
  slug: string | null;
  excerpt: string | null;
  content: string;
  category_id: string | null;
  featured_image: string | null;
  is_featured: boolean;
  status: BlogPostStatus;
  /** ISO instant; required for a scheduled post, in the future. */
  publish_at: string | null;
  tag_ids: string[];
}

export const blogPostQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'blog-post', id],
    queryFn: async () => {
      const client = await loadSupabase();
      const { data, error } = await client
        .from('blog_posts')
        .select(
          'id, title, slug, excerpt, content, category_id, featured_image, is_featured, status, published_at, tags:blog_post_tags(tag_id)',
        )
        .eq('id', id)
        .maybeSingle();
      if (error) throw new Error(error.message);
      return data;
    },
  });

/** The stored status and date of what the editor calls draft, published, scheduled or archived. */
export function storedStatus(
  input: Pick<BlogPostInput, 'status' | 'publish_at'>,
  now = new Date(),
): { status: 'draft' | 'published' | 'archived'; published_at: string | null } {
  switch (input.status) {
    case 'scheduled':
      return { status: 'published', published_at: input.publish_at };
    case 'published':
      return { status: 'published', published_at: input.publish_at ?? now.toISOString() };
    case 'archived':
      return { status: 'archived', published_at: input.publish_at };
    default:
      return { status: 'draft', published_at: input.publish_at };
  }
}

/** What the editor shows for a stored post: a published post dated in the future is scheduled. */
export function editorStatus(status: string, publishedAt: string | null, now = new Date()): BlogPostStatus {
  if (status === 'published' && publishedAt && new Date(publishedAt) > now) return 'scheduled';
  return status === 'published' || status === 'archived' ? status : 'draft';
}

export async function saveBlogPost(id: string | null, input: BlogPostInput): Promise<string> {
  const client = await loadSupabase();
  const { tag_ids: tagIds, publish_at: _publishAt, status: _status, ...fields } = input;
  // An empty slug is made from the title by the table's trigger (the platform slug rule).
  const values = { ...fields, slug: fields.slug ?? '', ...storedStatus(input) };
  const saved = id
    ? await client.from('blog_posts').update(values).eq('id', id).select('id').single()
    : await client.from('blog_posts').insert(values).select('id').single();
  if (saved.error) throw new Error(saved.error.message);
  const postId = saved.data.id;
  const current = await client.from('blog_post_tags').select('tag_id').eq('post_id', postId);
  if (current.error) throw new Error(current.error.message);
  const had = new Set(current.data.map((row) => row.tag_id));
  const removed = [...had].filter((tagId) => !tagIds.includes(tagId));
  const added = tagIds.filter((tagId) => !had.has(tagId));
  if (removed.length) {
    const { error } = await client
      .from('blog_post_tags')
      .delete()
      .eq('post_id', postId)
      .in('tag_id', removed);
    if (error) throw new Error(error.message);
  }
  if (added.length) {
    const { error } = await client
      .from('blog_post_tags')
      .insert(added.map((tagId) => ({ post_id: postId, tag_id: tagId })));
    if (error) throw new Error(error.message);
  }
  return postId;
}

export async function moderateComment(id: string, status: 'approved' | 'rejected' | 'spam') {
  const client = await loadSupabase();
  const { error } = await client.from('blog_comments').update({ status }).eq('id', id);
  if (error) throw new Error(error.message);
}
