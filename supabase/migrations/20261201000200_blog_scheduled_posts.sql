-- Scheduled blog posts (issue 17, blog management: draft / published / scheduled). A scheduled post is a
-- published post whose published_at is in the future: visitors see it, its tags and its comments only from that
-- moment, with no job needed to flip it. Admins keep seeing every post through their own policy.
drop policy "Anyone can read published blog posts" on public.blog_posts;
create policy "Anyone can read published blog posts" on public.blog_posts
  for select to anon, authenticated using (status = 'published' and published_at <= now());

create or replace function private.is_published_blog_post(p_post_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.blog_posts p
    where p.id = p_post_id and p.status = 'published' and p.published_at <= pg_catalog.now()
  )
$$;
