-- Seller mode (issue 12, seller area; spec 2 §1 "Sellers also get document, order and seller wallet screens"):
-- the aggregates behind /dashboard/seller-dashboard, /dashboard/seller-documents, /dashboard/seller-orders and
-- /dashboard/wallet-seller, computed in the database for the caller only.
--
-- A sale is a user_documents row on one of the caller's documents; the seller's share of it is the ledger entry
-- credited with the idempotency key 'document_sale:<user_documents.id>'. Buyers are shown by display name only
-- (users.full_name, which RLS on users hides from other users): never their e-mail, id or anything else. Each
-- function is security definer in `private` and filters on auth.uid() itself, with a security invoker wrapper in
-- `public` (ARCHITECTURE §3); nobody reaches another seller's figures through them.

-- ---------------------------------------------------------------------------------------------------------
-- seller_orders: the caller's sales, newest first, searchable by document title or buyer name, paged.
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.seller_orders(
  p_search text default null,
  p_limit integer default 20,
  p_offset integer default 0
)
returns table (
  sale_id uuid,
  created_at timestamptz,
  document_id uuid,
  document_title text,
  document_slug text,
  buyer_name text,
  access_type text,
  points_spent integer,
  earned_points integer,
  total_count bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user_id uuid := auth.uid();
  v_search text := nullif(pg_catalog.btrim(coalesce(p_search, '')), '');
begin
  if v_user_id is null then
    perform private.raise_api_error(401, '42501', 'User not authenticated');
  end if;
  if p_limit is null or p_limit < 1 or p_limit > 1000 then
    perform private.raise_api_error(400, '22023', 'A page holds 1 to 1000 orders');
  end if;
  if p_offset is null or p_offset < 0 then
    perform private.raise_api_error(400, '22023', 'The offset cannot be negative');
  end if;
  if v_search is not null and pg_catalog.char_length(v_search) > 200 then
    perform private.raise_api_error(400, '22023', 'The search is too long');
  end if;

  return query
  select ud.id, ud.created_at, d.id, d.title, d.slug,
         coalesce(nullif(pg_catalog.btrim(u.full_name), ''), 'Anonymous student'),
         ud.access_type, ud.points_spent,
         coalesce(t.amount, 0),
         pg_catalog.count(*) over ()
  from public.user_documents ud
  join public.documents d on d.id = ud.document_id
  left join public.users u on u.id = ud.user_id
  left join public.points_transactions t
    on t.idempotency_key = 'document_sale:' || ud.id and t.user_id = v_user_id
  where d.user_id = v_user_id
    and ud.user_id is distinct from v_user_id
    and (
      v_search is null
      or d.title ilike '%' || replace(replace(replace(v_search, '\', '\\'), '%', '\%'), '_', '\_') || '%'
      or u.full_name ilike '%' || replace(replace(replace(v_search, '\', '\\'), '%', '\%'), '_', '\_') || '%'
    )
  order by ud.created_at desc, ud.id
  limit p_limit offset p_offset;
end
$$;

create or replace function public.seller_orders(
  p_search text default null,
  p_limit integer default 20,
  p_offset integer default 0
)
returns table (
  sale_id uuid,
  created_at timestamptz,
  document_id uuid,
  document_title text,
  document_slug text,
  buyer_name text,
  access_type text,
  points_spent integer,
  earned_points integer,
  total_count bigint
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.seller_orders(p_search, p_limit, p_offset)
$$;

-- ---------------------------------------------------------------------------------------------------------
-- seller_overview: totals over the caller's documents (views, downloads, purchases, bookmarks, revenue), the
-- documents by status, sales and earnings per day over the last p_days, and the best-selling documents.
-- ---------------------------------------------------------------------------------------------------------
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
           'date', day.d::date, 'sales', coalesce(sales.n, 0), 'earned_points', coalesce(earned.points, 0)
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
  ) earned on earned.d = day.d::date;

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

create or replace function public.seller_overview(p_days integer default 30)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select private.seller_overview(p_days)
$$;

-- ---------------------------------------------------------------------------------------------------------
-- seller_wallet: earned (lifetime), withdrawable now, waiting (pending or approved withdrawals), paid out,
-- the wallet balance, and the withdrawal minimum and payout rate the server applies.
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.seller_wallet()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user_id uuid := auth.uid();
begin
  if v_user_id is null then
    perform private.raise_api_error(401, '42501', 'User not authenticated');
  end if;
  return pg_catalog.jsonb_build_object(
    'earned_points', coalesce((select pg_catalog.sum(t.amount) from public.points_transactions t
                               where t.user_id = v_user_id and t.type = 'earned'), 0),
    'withdrawable_points', private.withdrawable_points(v_user_id),
    'pending_points', coalesce((select pg_catalog.sum(w.points_amount) from public.seller_withdrawals w
                                where w.user_id = v_user_id and w.status in ('pending', 'approved')), 0),
    'paid_points', coalesce((select pg_catalog.sum(w.points_amount) from public.seller_withdrawals w
                             where w.user_id = v_user_id and w.status = 'paid'), 0),
    'paid_usd', coalesce((select pg_catalog.sum(w.amount_usd) from public.seller_withdrawals w
                          where w.user_id = v_user_id and w.status = 'paid'), 0),
    'points_balance', coalesce((select up.points_balance from public.user_points up where up.user_id = v_user_id), 0),
    'min_withdrawal', private.setting_numeric('points.min_withdrawal', 500)::integer,
    'usd_per_point', private.setting_numeric('points.usd_per_withdrawn_point', 0.07)
  );
end
$$;

create or replace function public.seller_wallet()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select private.seller_wallet()
$$;

-- ---------------------------------------------------------------------------------------------------------
-- update_seller_document: a seller edits the title, description and price of their own document; the server
-- sets the points price (10 per USD). Security invoker on purpose: the update runs under RLS and the document
-- triggers as the seller (an approved document goes back to review, counters and status stay the server's).
-- ---------------------------------------------------------------------------------------------------------
create or replace function public.update_seller_document(
  p_document_id uuid,
  p_title text,
  p_description text,
  p_price numeric
)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_title text := pg_catalog.btrim(coalesce(p_title, ''));
  v_description text := nullif(pg_catalog.btrim(coalesce(p_description, '')), '');
  v_document public.documents;
begin
  if auth.uid() is null then
    perform private.raise_api_error(401, '42501', 'User not authenticated');
  end if;
  if pg_catalog.char_length(v_title) < 1 or pg_catalog.char_length(v_title) > 300 then
    perform private.raise_api_error(400, '22023', 'A title of 1 to 300 characters is required');
  end if;
  if v_description is not null and pg_catalog.char_length(v_description) > 5000 then
    perform private.raise_api_error(400, '22023', 'The description can be at most 5000 characters');
  end if;
  if p_price is null or p_price < 0 or p_price > 10000 or p_price <> round(p_price, 2) then
    perform private.raise_api_error(400, '22023', 'The price must be between $0.00 and $10,000.00');
  end if;

  update public.documents d
  set title = v_title, description = v_description, price = p_price, points_price = (p_price * 10)::integer
  where d.id = p_document_id and d.user_id = auth.uid() and d.status <> 'deleted'
  returning * into v_document;
  if not found then
    perform private.raise_not_found('Document not found');
  end if;
  return pg_catalog.jsonb_build_object(
    'id', v_document.id, 'status', v_document.status, 'price', v_document.price,
    'points_price', v_document.points_price
  );
end
$$;

revoke all on function private.seller_orders(text, integer, integer) from public;
revoke all on function private.seller_overview(integer) from public;
revoke all on function private.seller_wallet() from public;
grant execute on function private.seller_orders(text, integer, integer) to authenticated, service_role;
grant execute on function private.seller_overview(integer) to authenticated, service_role;
grant execute on function private.seller_wallet() to authenticated, service_role;

revoke all on function public.seller_orders(text, integer, integer) from public, anon;
revoke all on function public.seller_overview(integer) from public, anon;
revoke all on function public.seller_wallet() from public, anon;
revoke all on function public.update_seller_document(uuid, text, text, numeric) from public, anon;
grant execute on function public.seller_orders(text, integer, integer) to authenticated, service_role;
grant execute on function public.seller_overview(integer) to authenticated, service_role;
grant execute on function public.seller_wallet() to authenticated, service_role;
grant execute on function public.update_seller_document(uuid, text, text, numeric) to authenticated, service_role;

-- The seller's withdrawals change status live on /dashboard/wallet-seller: realtime delivers the rows RLS lets
-- the seller read (their own), with the whole old row for that check.
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
  if not exists (
    select 1 from pg_publication_tables
    where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'seller_withdrawals'
  ) then
    alter publication supabase_realtime add table public.seller_withdrawals;
  end if;
end
$$;
alter table public.seller_withdrawals replica identity full;

-- Functions are executable by PUBLIC when created; in private, only the explicit grants above apply.
revoke execute on all functions in schema private from public;
