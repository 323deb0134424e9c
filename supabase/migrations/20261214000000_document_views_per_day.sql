-- Views per day for the seller overview's chart over time (issue 12: "views ... with charts over time").
-- document_views keeps one row per reader (for Recently Viewed), so the days a document was read were lost; this
-- table counts, per document and UTC day, the views that documents.view_count counts (approved documents, not
-- the uploader's own, one per reader per dedupe window), written by record_document_view in the same statement.

create table public.document_view_days (
  document_id uuid not null references public.documents (id) on delete cascade,
  day date not null,
  views integer not null default 0 check (views >= 0),
  primary key (document_id, day)
);

alter table public.document_view_days enable row level security;
create policy "Sellers can read the daily views of their own documents" on public.document_view_days
  for select to authenticated
  using (exists (
    select 1 from public.documents d where d.id = document_id and d.user_id = (select auth.uid())
  ));
create policy "Admins can read all daily views" on public.document_view_days
  for select to authenticated using ((select private.is_admin()));
-- Written only by record_document_view.
revoke insert, update, delete, truncate on public.document_view_days from anon, authenticated;

-- History before this table: each reader's first view, on the day it happened (later repeat views of the same
-- reader were only counted in documents.view_count and cannot be placed on a day).
insert into public.document_view_days (document_id, day, views)
select v.document_id, (v.first_viewed_at at time zone 'utc')::date, pg_catalog.count(*)::integer
from public.document_views v
join public.documents d on d.id = v.document_id
where d.status = 'approved' and v.user_id is distinct from d.user_id
group by 1, 2
on conflict (document_id, day) do nothing;

-- record_document_view (spec 2 section 7.1): as before, and the counted view is added to its day.
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
  v_counts boolean := true;
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

    v_counts := v_previous is null
      or v_previous < pg_catalog.now()
        - pg_catalog.make_interval(mins => private.setting_numeric('documents.view_dedupe_minutes', 30)::integer);

    insert into public.document_views (user_id, document_id, page_number, progress, device_info)
    values (v_user_id, p_document_id, v_page, v_progress, p_device_info)
    on conflict (user_id, document_id) do update set
      viewed_at = pg_catalog.now(),
      view_count = public.document_views.view_count + case when v_counts then 1 else 0 end,
      page_number = coalesce(excluded.page_number, public.document_views.page_number),
      progress = coalesce(excluded.progress, public.document_views.progress),
      device_info = coalesce(excluded.device_info, public.document_views.device_info);

    v_counts := v_counts and v_uploader is distinct from v_user_id;
  end if;

  if v_counts and v_status = 'approved' then
    update public.documents set view_count = view_count + 1 where id = p_document_id;
    insert into public.document_view_days (document_id, day, views)
    values (p_document_id, (pg_catalog.now() at time zone 'utc')::date, 1)
    on conflict (document_id, day) do update set views = public.document_view_days.views + 1;
  end if;
end
$$;

-- seller_overview: as before, and each day of the period carries its views.
create or replace function private.seller_overview(p_days integer default 30)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user_id uuid := auth.uid();
  v_since date;
  v_rate numeric := private.setting_numeric('points.usd_per_withdrawn_point', 0.07);
  v_totals jsonb;
  v_statuses jsonb;
  v_daily jsonb;
  v_top jsonb;
  v_earned integer;
begin
  if v_user_id is null then
    perform private.raise_api_error(401, '42501', 'User not authenticated');
  end if;
  if p_days is null or p_days < 1 or p_days > 366 then
    perform private.raise_api_error(400, '22023', 'The period is 1 to 366 days');
  end if;
  v_since := (pg_catalog.now() at time zone 'utc')::date - (p_days - 1);

  select coalesce(pg_catalog.sum(t.amount), 0)::integer into v_earned
  from public.points_transactions t
  where t.user_id = v_user_id and t.type = 'earned';

  select pg_catalog.jsonb_build_object(
    'documents', pg_catalog.count(*),
    'views', coalesce(pg_catalog.sum(d.view_count), 0),
    'downloads', coalesce(pg_catalog.sum(d.download_count), 0),
    'purchases', coalesce(pg_catalog.sum(d.purchase_count), 0),
    'bookmarks', coalesce(pg_catalog.sum(d.bookmark_count), 0),
    'revenue_points', v_earned,
    'revenue_usd', round(v_earned * v_rate, 2),
    'usd_per_point', v_rate
  ) into v_totals
  from public.documents d
  where d.user_id = v_user_id;

  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
           'status', s.id, 'display_name', s.display_name, 'color', s.color, 'count', coalesce(c.n, 0)
         ) order by s.sort_order), '[]'::jsonb)
  into v_statuses
  from public.document_statuses s
  left join (
    select d.status, pg_catalog.count(*) as n from public.documents d where d.user_id = v_user_id group by d.status
  ) c on c.status = s.id;

  select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
           'date', day.d::date, 'sales', coalesce(sales.n, 0), 'earned_points', coalesce(earned.points, 0),
           'views', coalesce(viewed.n, 0)
         ) order by day.d)
  into v_daily
  from pg_catalog.generate_series(v_since, (pg_catalog.now() at time zone 'utc')::date, interval '1 day') as day(d)
  left join (
    select (ud.created_at at time zone 'utc')::date as d, pg_catalog.count(*) as n
    from public.user_documents ud
    join public.documents doc on doc.id = ud.document_id
    where doc.user_id = v_user_id and ud.user_id is distinct from v_user_id and ud.created_at >= v_since
    group by 1
  ) sales on sales.d = day.d::date
  left join (
    select (t.created_at at time zone 'utc')::date as d, pg_catalog.sum(t.amount) as points
    from public.points_transactions t
    where t.user_id = v_user_id and t.type = 'earned' and t.created_at >= v_since
    group by 1
  ) earned on earned.d = day.d::date
  left join (
    select v.day as d, pg_catalog.sum(v.views) as n
    from public.document_view_days v
    join public.documents doc on doc.id = v.document_id
    where doc.user_id = v_user_id and v.day >= v_since
    group by 1
  ) viewed on viewed.d = day.d::date;

  select coalesce(pg_catalog.jsonb_agg(x.doc order by x.rank_purchases desc, x.rank_views desc), '[]'::jsonb)
  into v_top
  from (
    select pg_catalog.jsonb_build_object(
             'id', d.id, 'title', d.title, 'views', d.view_count, 'downloads', d.download_count,
             'purchases', d.purchase_count, 'revenue_points', d.revenue_points
           ) as doc, d.purchase_count as rank_purchases, d.view_count as rank_views
    from public.documents d
    where d.user_id = v_user_id and d.status <> 'deleted'
    order by d.purchase_count desc, d.view_count desc, d.created_at desc
    limit 5
  ) x;

  return pg_catalog.jsonb_build_object(
    'days', p_days, 'totals', v_totals, 'documents_by_status', v_statuses,
    'daily', coalesce(v_daily, '[]'::jsonb), 'top_documents', v_top
  );
end
$$;
