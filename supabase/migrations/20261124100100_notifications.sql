-- Notifications (spec 1 section 2: the header's notifications widget; spec 2 section 3: the 8 preference ids).
-- One row per thing a user should hear about: a document approved or rejected, a sale, a withdrawal's status,
-- points credited or refunded, a paper finished, a security change. Rows are written only by the server, through
-- private.notify, which every area calls from its own triggers and definer functions (or public.notify_user from
-- an edge function with the service key). A user reads their own and marks them read; nothing else.
--
-- The category is a notification preference id: a user who switched a category off gets no row for it, so the
-- widget and the e-mail that follows a row (sent by the job queue) both respect the Settings toggles.

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  category text not null references public.notification_preference_types (id) on delete restrict,
  title text not null check (length(title) between 1 and 200),
  body text not null default '' check (length(body) <= 2000),
  -- An in-app path the notification opens (e.g. /dashboard/wallet), never an outside URL.
  link text check (link is null or (link ~ '^/[^/\\]' and length(link) <= 500)),
  read_at timestamptz,
  created_at timestamptz not null default clock_timestamp()
);
create index notifications_user_created_idx on public.notifications (user_id, created_at desc);
create index notifications_user_unread_idx on public.notifications (user_id) where read_at is null;
create index notifications_category_idx on public.notifications (category);

alter table public.notifications enable row level security;
create policy "Users can read their own notifications" on public.notifications
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users can mark their own notifications read" on public.notifications
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy "Users can delete their own notifications" on public.notifications
  for delete to authenticated using (user_id = (select auth.uid()));

-- Only read_at is the user's to change; everything else is the server's.
revoke insert, update, delete, truncate on public.notifications from anon, authenticated;
grant update (read_at) on public.notifications to authenticated;
grant delete on public.notifications to authenticated;

-- The widget updates live: realtime needs the whole old row to check RLS on updates and deletes.
alter table public.notifications replica identity full;
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
  if not exists (
    select 1 from pg_publication_tables
    where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'notifications'
  ) then
    alter publication supabase_realtime add table public.notifications;
  end if;
end
$$;

-- ---------------------------------------------------------------------------------------------------------
-- private.notify: the one way a notification is written. Returns the new id, or null when the user switched the
-- category off (no preference row counts as on: spec 2 says all default to enabled).
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.notify(
  p_user_id uuid,
  p_category text,
  p_title text,
  p_body text default '',
  p_link text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  if p_user_id is null then
    perform private.raise_api_error(400, '22004', 'A user id is required');
  end if;
  if not exists (select 1 from public.notification_preference_types t where t.id = p_category) then
    perform private.raise_api_error(400, '22023', 'Unknown notification category',
      'category must be a notification preference id');
  end if;
  if p_title is null or pg_catalog.btrim(p_title) = '' then
    perform private.raise_api_error(400, '22023', 'A notification needs a title');
  end if;
  if not exists (select 1 from public.users u where u.id = p_user_id) then
    perform private.raise_not_found('User not found');
  end if;
  if exists (
    select 1 from public.notification_preferences np
    where np.user_id = p_user_id and np.preference_id = p_category and not np.enabled
  ) then
    return null;
  end if;

  insert into public.notifications (user_id, category, title, body, link)
  values (
    p_user_id,
    p_category,
    pg_catalog.left(pg_catalog.btrim(p_title), 200),
    pg_catalog.left(coalesce(p_body, ''), 2000),
    p_link
  )
  returning id into v_id;
  return v_id;
end
$$;

-- For edge functions (supabase-js with the service key reaches exposed schemas only). service_role only.
create or replace function public.notify_user(
  p_user_id uuid,
  p_category text,
  p_title text,
  p_body text default '',
  p_link text default null
)
returns uuid
language sql
security invoker
set search_path = ''
as $$
  select private.notify(p_user_id, p_category, p_title, p_body, p_link)
$$;

-- Marks all of the caller's notifications read (the widget's "Mark all as read"); returns how many changed.
create or replace function public.mark_all_notifications_read()
returns integer
language sql
security invoker
set search_path = ''
as $$
  with changed as (
    update public.notifications n
    set read_at = pg_catalog.now()
    where n.user_id = (select auth.uid()) and n.read_at is null
    returning 1
  )
  select pg_catalog.count(*)::integer from changed
$$;

revoke all on function private.notify(uuid, text, text, text, text) from public, anon, authenticated;
grant execute on function private.notify(uuid, text, text, text, text) to service_role;
revoke all on function public.notify_user(uuid, text, text, text, text) from public, anon, authenticated;
grant execute on function public.notify_user(uuid, text, text, text, text) to service_role;
revoke all on function public.mark_all_notifications_read() from public, anon;
grant execute on function public.mark_all_notifications_read() to authenticated;
