-- The blog (spec 2 sections 2.7, 3, 4 and 7.4): authors, categories, tags, posts, comments with replies and
-- moderation, likes, and a view counter anyone may bump.

create table public.blog_authors (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  slug text not null unique,
  bio text,
  avatar_url text,
  -- Set when the author also has an account (e.g. an admin writing posts).
  user_id uuid unique references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger blog_authors_fill_slug before insert or update of slug on public.blog_authors
  for each row execute function private.fill_slug('name');
create trigger blog_authors_set_updated_at before update on public.blog_authors
  for each row execute function private.set_updated_at();

create table public.blog_categories (
  id uuid primary key default gen_random_uuid(),
  name text not null unique,
  slug text not null unique,
  description text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index blog_categories_name_idx on public.blog_categories (name);
create trigger blog_categories_fill_slug before insert or update of slug on public.blog_categories
  for each row execute function private.fill_slug('name');
create trigger blog_categories_set_updated_at before update on public.blog_categories
  for each row execute function private.set_updated_at();

create table public.blog_tags (
  id uuid primary key default gen_random_uuid(),
  name text not null unique,
  slug text not null unique,
  created_at timestamptz not null default now()
);
create trigger blog_tags_fill_slug before insert or update of slug on public.blog_tags
  for each row execute function private.fill_slug('name');

create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(title) between 1 and 300),
  slug text not null unique,
  excerpt text,
  content text not null default '',
  featured_image text,
  author_id uuid references public.blog_authors (id) on delete set null,
  category_id uuid references public.blog_categories (id) on delete set null,
  status text not null default 'draft' check (status in ('draft', 'published', 'archived')),
  is_featured boolean not null default false,
  published_at timestamptz,
  view_count integer not null default 0 check (view_count >= 0),
  like_count integer not null default 0 check (like_count >= 0),
  comment_count integer not null default 0 check (comment_count >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint blog_posts_published_at_check check (status <> 'published' or published_at is not null)
);
create index blog_posts_published_idx on public.blog_posts (published_at desc) where status = 'published';
create index blog_posts_category_published_idx on public.blog_posts (category_id, published_at desc);
create index blog_posts_author_published_idx on public.blog_posts (author_id, published_at desc);
create index blog_posts_featured_idx on public.blog_posts (published_at desc) where status = 'published' and is_featured;
create index blog_posts_title_trgm_idx on public.blog_posts using gin (title extensions.gin_trgm_ops);
create index blog_posts_excerpt_trgm_idx on public.blog_posts using gin (excerpt extensions.gin_trgm_ops);
create index blog_posts_content_trgm_idx on public.blog_posts using gin (content extensions.gin_trgm_ops);
create trigger blog_posts_fill_slug before insert or update of slug on public.blog_posts
  for each row execute function private.fill_slug('title');
create trigger blog_posts_set_updated_at before update on public.blog_posts
  for each row execute function private.set_updated_at('view_count', 'like_count', 'comment_count');

create or replace function private.stamp_blog_post_published()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'published' and new.published_at is null then
    new.published_at := pg_catalog.now();
  end if;
  return new;
end
$$;
create trigger blog_posts_stamp_published before insert or update of status on public.blog_posts
  for each row execute function private.stamp_blog_post_published();

create table public.blog_post_tags (
  post_id uuid not null references public.blog_posts (id) on delete cascade,
  tag_id uuid not null references public.blog_tags (id) on delete cascade,
  primary key (post_id, tag_id)
);
create index blog_post_tags_tag_id_idx on public.blog_post_tags (tag_id);

create table public.blog_comments (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null references public.blog_posts (id) on delete cascade,
  user_id uuid not null references public.users (id) on delete cascade,
  parent_id uuid references public.blog_comments (id) on delete cascade,
  content text not null check (char_length(btrim(content)) between 1 and 5000),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected', 'spam')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index blog_comments_post_status_created_idx on public.blog_comments (post_id, status, created_at desc);
create index blog_comments_parent_created_idx on public.blog_comments (parent_id, created_at);
create index blog_comments_user_id_idx on public.blog_comments (user_id);
create index blog_comments_status_created_idx on public.blog_comments (status, created_at desc);
create trigger blog_comments_set_updated_at before update on public.blog_comments
  for each row execute function private.set_updated_at();

-- A reply belongs to the same post as its parent.
create or replace function private.check_blog_comment_parent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.parent_id is not null and not exists (
    select 1 from public.blog_comments c where c.id = new.parent_id and c.post_id = new.post_id
  ) then
    raise exception 'A reply must belong to the same post as the comment it answers' using errcode = '23514';
  end if;
  return new;
end
$$;
create trigger blog_comments_check_parent before insert or update of parent_id, post_id on public.blog_comments
  for each row execute function private.check_blog_comment_parent();

-- comment_count counts approved comments, the ones readers see.
create or replace function private.maintain_blog_comment_count()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_was boolean := tg_op <> 'INSERT' and old.status = 'approved';
  v_is boolean := tg_op <> 'DELETE' and new.status = 'approved';
begin
  if v_was and v_is and old.post_id = new.post_id then
    return null;
  end if;
  if v_was then
    update public.blog_posts set comment_count = greatest(comment_count - 1, 0) where id = old.post_id;
  end if;
  if v_is then
    update public.blog_posts set comment_count = comment_count + 1 where id = new.post_id;
  end if;
  return null;
end
$$;
create trigger blog_comments_maintain_count after insert or delete or update of status, post_id on public.blog_comments
  for each row execute function private.maintain_blog_comment_count();

create table public.blog_post_likes (
  post_id uuid not null references public.blog_posts (id) on delete cascade,
  user_id uuid not null references public.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (post_id, user_id)
);
create index blog_post_likes_user_id_idx on public.blog_post_likes (user_id);

create or replace function private.maintain_blog_like_count()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    update public.blog_posts set like_count = like_count + 1 where id = new.post_id;
  else
    update public.blog_posts set like_count = greatest(like_count - 1, 0) where id = old.post_id;
  end if;
  return null;
end
$$;
create trigger blog_post_likes_maintain_count after insert or delete on public.blog_post_likes
  for each row execute function private.maintain_blog_like_count();

-- Counters are the triggers' and the view RPC's; admins edit everything else of a post.
create or replace function private.guard_blog_post_counters()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_client_role() then
    if tg_op = 'INSERT' then
      new.view_count := 0;
      new.like_count := 0;
      new.comment_count := 0;
    else
      new.view_count := old.view_count;
      new.like_count := old.like_count;
      new.comment_count := old.comment_count;
    end if;
  end if;
  return new;
end
$$;
create trigger blog_posts_guard_counters before insert or update on public.blog_posts
  for each row execute function private.guard_blog_post_counters();

create or replace function private.is_published_blog_post(p_post_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.blog_posts p where p.id = p_post_id and p.status = 'published')
$$;
grant execute on function private.is_published_blog_post(uuid) to anon, authenticated, service_role;

alter table public.blog_authors enable row level security;
create policy "Anyone can read blog authors" on public.blog_authors
  for select to anon, authenticated using (true);
create policy "Admins can manage blog authors" on public.blog_authors
  for all to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));

alter table public.blog_categories enable row level security;
create policy "Anyone can read blog categories" on public.blog_categories
  for select to anon, authenticated using (true);
create policy "Admins can manage blog categories" on public.blog_categories
  for all to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));

alter table public.blog_tags enable row level security;
create policy "Anyone can read blog tags" on public.blog_tags
  for select to anon, authenticated using (true);
create policy "Admins can manage blog tags" on public.blog_tags
  for all to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));

alter table public.blog_posts enable row level security;
create policy "Anyone can read published blog posts" on public.blog_posts
  for select to anon, authenticated using (status = 'published');
create policy "Admins can manage blog posts" on public.blog_posts
  for all to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));

alter table public.blog_post_tags enable row level security;
create policy "Anyone can read tags of published posts" on public.blog_post_tags
  for select to anon, authenticated using (private.is_published_blog_post(post_id));
create policy "Admins can manage post tags" on public.blog_post_tags
  for all to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));

alter table public.blog_comments enable row level security;
create policy "Anyone can read approved comments on published posts" on public.blog_comments
  for select to anon, authenticated using (status = 'approved' and private.is_published_blog_post(post_id));
create policy "Users can read their own comments" on public.blog_comments
  for select to authenticated using (user_id = (select auth.uid()));
-- New comments wait for moderation (spec 2 section 4).
create policy "Users can comment on published posts" on public.blog_comments
  for insert to authenticated
  with check (user_id = (select auth.uid()) and status = 'pending' and private.is_published_blog_post(post_id));
create policy "Users can delete their own comments" on public.blog_comments
  for delete to authenticated using (user_id = (select auth.uid()));
create policy "Admins can moderate comments" on public.blog_comments
  for all to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));

alter table public.blog_post_likes enable row level security;
create policy "Anyone can read likes of published posts" on public.blog_post_likes
  for select to anon, authenticated using (private.is_published_blog_post(post_id));
create policy "Users can like published posts" on public.blog_post_likes
  for insert to authenticated with check (user_id = (select auth.uid()) and private.is_published_blog_post(post_id));
create policy "Users can unlike posts" on public.blog_post_likes
  for delete to authenticated using (user_id = (select auth.uid()));
revoke update on public.blog_post_likes from anon, authenticated;

-- The post page bumps the view count on each fetch (spec 2 section 4); visitors included.
create or replace function public.increment_blog_post_view(p_post_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  update public.blog_posts set view_count = view_count + 1
  where id = p_post_id and status = 'published'
  returning view_count into v_count;
  return v_count;
end
$$;
revoke all on function public.increment_blog_post_view(uuid) from public;
grant execute on function public.increment_blog_post_view(uuid) to anon, authenticated, service_role;

-- Functions are executable by PUBLIC when created; in private, only the explicit grants above apply.
revoke execute on all functions in schema private from public;
