-- A view counts once per visitor per day (issue 24 item 13): anonymous record_document_view and
-- increment_blog_post_view counted every call (50 calls, +50 views), so anyone could inflate a document's or a
-- post's views, and with them the seller overview and the "popular" orderings.
--
-- A visitor is the signed-in user, or for anonymous callers a key the platform's gateway writes into the request
-- (x-studyloop-visitor: an HMAC of the day, the client address and the user agent; the database never sees the
-- address). The header is read only when PostgREST names it in app.settings.visitor_key_header, which the
-- platform sets when it starts PostgREST behind its gateway (the gateway overwrites any client value); elsewhere
-- (hosted Supabase) a client could send the header itself, so there the last X-Forwarded-For entry and the user
-- agent are hashed here instead. private.counted_views remembers who was counted for what on which day; days
-- before yesterday are pruned.

create table private.counted_views (
  kind text not null check (kind in ('document', 'blog_post')),
  target_id uuid not null,
  day date not null,
  visitor text not null,
  primary key (kind, target_id, day, visitor)
);
create index counted_views_day_idx on private.counted_views (day);

-- Who is asking: 'user:<id>' or 'anon:<key>'.
create or replace function private.view_visitor()
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when auth.uid() is not null then 'user:' || auth.uid()::text
    else 'anon:' || coalesce(
      nullif(r.h ->> pg_catalog.current_setting('app.settings.visitor_key_header', true), ''),
      case when coalesce(r.h ->> 'x-forwarded-for', r.h ->> 'user-agent') is not null then
        pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(
          pg_catalog.btrim(pg_catalog.regexp_replace(coalesce(r.h ->> 'x-forwarded-for', ''), '^.*,', ''))
            || pg_catalog.chr(10) || coalesce(r.h ->> 'user-agent', ''),
          'UTF8')), 'base64')
      end,
      'unknown')
  end
  from (
    select coalesce(nullif(pg_catalog.current_setting('request.headers', true), ''), '{}')::json as h
  ) r
$$;
revoke all on function private.view_visitor() from public, anon, authenticated, service_role;

-- True the first time today this visitor views this target; false after.
create or replace function private.count_view_once(p_kind text, p_target_id uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_today date := (pg_catalog.now() at time zone 'utc')::date;
  v_inserted integer;
begin
  insert into private.counted_views (kind, target_id, day, visitor)
  values (p_kind, p_target_id, v_today, private.view_visitor())
  on conflict do nothing;
  get diagnostics v_inserted = row_count;
  -- Yesterday's rows still decide today's first calls around midnight; older ones are no longer needed.
  if v_inserted > 0 and pg_catalog.random() < 0.01 then
    delete from private.counted_views c where c.day < v_today - 1;
  end if;
  return v_inserted > 0;
end
$$;
revoke all on function private.count_view_once(text, uuid) from public, anon, authenticated, service_role;

-- record_document_view (spec 2 section 7.1): the reader's place and Recently Viewed as before; the document's
-- view counter and its day count a visitor once a day (not the uploader, approved documents only).
create or replace function private.record_document_view(
  p_document_id uuid,
  p_page_number integer default null,
  p_progress numeric default null,
  p_device_info jsonb default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user_id uuid := auth.uid();
  v_uploader uuid;
  v_status text;
  v_previous timestamptz;
  v_reader_counts boolean;
  v_progress numeric := case when p_progress is null then null else greatest(0, least(100, p_progress)) end;
  v_page integer := case when p_page_number > 0 then p_page_number end;
begin
  select d.user_id, d.status into v_uploader, v_status from public.documents d where d.id = p_document_id;
  if not found or not private.can_read_document(p_document_id) then
    perform private.raise_not_found('Document not found');
  end if;

  if v_user_id is not null then
    select v.viewed_at into v_previous
    from public.document_views v
    where v.user_id = v_user_id and v.document_id = p_document_id
    for update;

    -- The reader's own count of reading sessions (Recently Viewed), as before.
    v_reader_counts := v_previous is null
      or v_previous < pg_catalog.now()
        - pg_catalog.make_interval(mins => private.setting_numeric('documents.view_dedupe_minutes', 30)::integer);

    insert into public.document_views (user_id, document_id, page_number, progress, device_info)
    values (v_user_id, p_document_id, v_page, v_progress, p_device_info)
    on conflict (user_id, document_id) do update set
      viewed_at = pg_catalog.now(),
      view_count = public.document_views.view_count + case when v_reader_counts then 1 else 0 end,
      page_number = coalesce(excluded.page_number, public.document_views.page_number),
      progress = coalesce(excluded.progress, public.document_views.progress),
      device_info = coalesce(excluded.device_info, public.document_views.device_info);
  end if;

  if v_status = 'approved' and v_uploader is distinct from v_user_id
    and private.count_view_once('document', p_document_id) then
    update public.documents set view_count = view_count + 1 where id = p_document_id;
    insert into public.document_view_days (document_id, day, views)
    values (p_document_id, (pg_catalog.now() at time zone 'utc')::date, 1)
    on conflict (document_id, day) do update set views = public.document_view_days.views + 1;
  end if;
end
$$;

-- increment_blog_post_view (spec 2 section 4): a visitor counts once a day; answers the post's count.
create or replace function private.increment_blog_post_view(p_post_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  select p.view_count into v_count from public.blog_posts p where p.id = p_post_id and p.status = 'published';
  if not found then
    return null;
  end if;
  if private.count_view_once('blog_post', p_post_id) then
    update public.blog_posts set view_count = view_count + 1
    where id = p_post_id
    returning view_count into v_count;
  end if;
  return v_count;
end
$$;
