-- The document marketplace and the library: documents with their moderation status and server-maintained
-- counters, page text for retrieval, reviews, ownership (user_documents), views, bookmarks and card orders.

create table public.documents (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  title text not null check (char_length(title) between 1 and 300),
  description text,
  -- USD; points_price is what a purchase with points costs (1 USD = 10 points).
  price numeric(10, 2) not null default 0 check (price >= 0),
  points_price integer not null default 0 check (points_price >= 0),
  status text not null default 'pending' references public.document_statuses (id),
  rejection_reason text,
  download_count integer not null default 0 check (download_count >= 0),
  view_count integer not null default 0 check (view_count >= 0),
  purchase_count integer not null default 0 check (purchase_count >= 0),
  bookmark_count integer not null default 0 check (bookmark_count >= 0),
  revenue_points integer not null default 0 check (revenue_points >= 0),
  average_rating numeric(3, 2) not null default 0 check (average_rating between 0 and 5),
  review_count integer not null default 0 check (review_count >= 0),
  page_count integer check (page_count > 0),
  preview_page_count integer check (preview_page_count >= 0),
  language text not null default 'en',
  file_format text,
  original_file_path text,
  original_file_name text,
  original_file_size bigint check (original_file_size >= 0),
  original_file_type text,
  converted_file_path text,
  converted_file_name text,
  converted_file_size bigint check (converted_file_size >= 0),
  converted_file_type text,
  preview_file_path text,
  preview_file_name text,
  preview_file_size bigint check (preview_file_size >= 0),
  preview_file_type text,
  card_image_path text,
  card_image_name text,
  -- The uploader; kept null when the account is deleted so buyers keep their documents.
  user_id uuid references public.users (id) on delete set null,
  subject_id uuid references public.subjects (id) on delete set null,
  university_id uuid references public.universities (id) on delete set null,
  course_id uuid references public.courses (id) on delete set null,
  document_type_id uuid references public.document_types (id) on delete set null,
  textbook_id uuid references public.textbooks (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  approved_at timestamptz,
  published_at timestamptz,
  -- Instant search (spec 1 section 7): web-style text search over title and description.
  search_vector tsvector generated always as (
    setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
    || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B')
  ) stored
);
create index documents_status_idx on public.documents (status);
create index documents_subject_id_idx on public.documents (subject_id, status);
create index documents_document_type_id_idx on public.documents (document_type_id, status);
create index documents_university_id_idx on public.documents (university_id);
create index documents_course_id_idx on public.documents (course_id);
create index documents_textbook_id_idx on public.documents (textbook_id);
create index documents_user_id_created_at_idx on public.documents (user_id, created_at desc);
-- Public listings always filter on approved; these serve their sorts (newest, price, rating, featured).
create index documents_approved_created_at_idx on public.documents (created_at desc) where status = 'approved';
create index documents_approved_price_idx on public.documents (price) where status = 'approved';
create index documents_approved_rating_idx on public.documents (average_rating desc) where status = 'approved';
create index documents_approved_downloads_idx on public.documents (download_count desc) where status = 'approved';
create index documents_search_vector_idx on public.documents using gin (search_vector);
create index documents_title_trgm_idx on public.documents using gin (title extensions.gin_trgm_ops);
create index documents_description_trgm_idx on public.documents using gin (description extensions.gin_trgm_ops);

create trigger documents_fill_slug before insert or update of slug on public.documents
  for each row execute function private.fill_slug('title');
create trigger documents_set_updated_at before update on public.documents
  for each row execute function private.set_updated_at(
    'download_count', 'view_count', 'purchase_count', 'bookmark_count', 'revenue_points', 'average_rating', 'review_count'
  );

-- Moderation and counters belong to the server: a browser's upload always starts pending with zeroed
-- counters, and an owner's edit cannot change status (except withdrawing the document), counters or dates.
create or replace function private.guard_document_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_privileged() then
    if new.status = 'approved' and (tg_op = 'INSERT' or old.status is distinct from 'approved') then
      new.approved_at := coalesce(new.approved_at, pg_catalog.now());
      new.published_at := coalesce(new.published_at, new.approved_at);
    end if;
    return new;
  end if;

  if tg_op = 'INSERT' then
    new.status := 'pending';
    new.rejection_reason := null;
    new.download_count := 0;
    new.view_count := 0;
    new.purchase_count := 0;
    new.bookmark_count := 0;
    new.revenue_points := 0;
    new.average_rating := 0;
    new.review_count := 0;
    new.approved_at := null;
    new.published_at := null;
    new.created_at := pg_catalog.now();
    return new;
  end if;

  if new.status is distinct from old.status and new.status <> 'deleted' then
    raise exception 'Only administrators can change the status of a document' using errcode = '42501';
  end if;
  new.user_id := old.user_id;
  new.rejection_reason := old.rejection_reason;
  new.download_count := old.download_count;
  new.view_count := old.view_count;
  new.purchase_count := old.purchase_count;
  new.bookmark_count := old.bookmark_count;
  new.revenue_points := old.revenue_points;
  new.average_rating := old.average_rating;
  new.review_count := old.review_count;
  new.approved_at := old.approved_at;
  new.published_at := old.published_at;
  new.created_at := old.created_at;
  return new;
end
$$;
create trigger documents_guard_write before insert or update on public.documents
  for each row execute function private.guard_document_write();

-- subjects.document_count counts approved documents only (spec 2 section 4), through inserts, deletes, status
-- changes and moves between subjects.
create or replace function private.maintain_subject_document_count()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_was_counted boolean := tg_op <> 'INSERT' and old.status = 'approved' and old.subject_id is not null;
  v_is_counted boolean := tg_op <> 'DELETE' and new.status = 'approved' and new.subject_id is not null;
begin
  if v_was_counted and v_is_counted and old.subject_id = new.subject_id then
    return null;
  end if;
  if v_was_counted then
    update public.subjects set document_count = document_count - 1 where id = old.subject_id;
  end if;
  if v_is_counted then
    update public.subjects set document_count = document_count + 1 where id = new.subject_id;
  end if;
  return null;
end
$$;
create trigger documents_maintain_subject_count
  after insert or delete or update of status, subject_id on public.documents
  for each row execute function private.maintain_subject_document_count();

alter table public.documents enable row level security;

-- ---------------------------------------------------------------------------------------------------------
-- Ownership: a row per user who may open a document's full file (bought with points, through a
-- subscription, or free). Created only by the purchase/access functions.
-- ---------------------------------------------------------------------------------------------------------
create table public.user_documents (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  document_id uuid not null references public.documents (id) on delete cascade,
  access_type text not null check (access_type in ('points', 'subscription', 'free', 'order', 'grant')),
  points_spent integer not null default 0 check (points_spent >= 0),
  -- Set by later migrations' functions: the ledger entry, subscription or card order that paid for it.
  transaction_id uuid,
  subscription_id uuid,
  order_id uuid,
  created_at timestamptz not null default now(),
  unique (user_id, document_id)
);
create index user_documents_document_id_idx on public.user_documents (document_id);
create index user_documents_user_id_created_at_idx on public.user_documents (user_id, created_at desc);
create index user_documents_transaction_id_idx on public.user_documents (transaction_id);
create index user_documents_subscription_id_idx on public.user_documents (subscription_id);
create index user_documents_order_id_idx on public.user_documents (order_id);

-- Helpers for policies on documents and the tables around them. Security definer so that a policy on one
-- table can ask about another without recursing into that table's own policies.
create or replace function private.owns_document(p_document_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_documents ud
    where ud.document_id = p_document_id and ud.user_id = auth.uid()
  )
$$;

create or replace function private.is_document_uploader(p_document_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.documents d
    where d.id = p_document_id and d.user_id = auth.uid()
  )
$$;

-- May the current caller see this document's page (public: approved; otherwise its uploader, a user who
-- owns it, or an admin)?
create or replace function private.can_read_document(p_document_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.documents d
    where d.id = p_document_id
      and (
        d.status = 'approved'
        or (auth.uid() is not null and d.user_id = auth.uid())
        or private.owns_document(d.id)
        or private.is_admin()
      )
  )
$$;

-- May the current caller open the full content (files, page text)?
create or replace function private.can_access_document_content(p_document_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.owns_document(p_document_id)
    or private.is_document_uploader(p_document_id)
    or private.is_admin()
$$;

grant execute on function private.owns_document(uuid) to anon, authenticated, service_role;
grant execute on function private.is_document_uploader(uuid) to anon, authenticated, service_role;
grant execute on function private.can_read_document(uuid) to anon, authenticated, service_role;
grant execute on function private.can_access_document_content(uuid) to anon, authenticated, service_role;

create policy "Anyone can read approved documents" on public.documents
  for select to anon, authenticated using (status = 'approved');
create policy "Uploaders can read their own documents" on public.documents
  for select to authenticated using (user_id = (select auth.uid()));
-- Buyers keep their library even after a document is withdrawn or unpublished.
create policy "Owners can read documents they have access to" on public.documents
  for select to authenticated using (private.owns_document(id));
create policy "Admins can read all documents" on public.documents
  for select to authenticated using ((select private.is_admin()));
create policy "Users can upload documents" on public.documents
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Uploaders can update their own documents" on public.documents
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Admins can manage documents" on public.documents
  for all to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
-- Uploaders withdraw a document by setting status 'deleted'; a hard delete would take it from its buyers.
revoke delete, truncate on public.documents from anon;

alter table public.user_documents enable row level security;
create policy "Users can read their own library" on public.user_documents
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Sellers can read access granted to their documents" on public.user_documents
  for select to authenticated using (private.is_document_uploader(document_id));
create policy "Admins can read all document access" on public.user_documents
  for select to authenticated using ((select private.is_admin()));
create policy "Admins can manage document access" on public.user_documents
  for all to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
revoke insert, update, delete, truncate on public.user_documents from anon;

-- Spec 2 section 3: document_purchases(user_id, document_slug). Runs as the caller, so RLS applies.
create view public.document_purchases with (security_invoker = on) as
  select ud.user_id, d.slug as document_slug, ud.document_id, ud.access_type, ud.points_spent, ud.created_at
  from public.user_documents ud
  join public.documents d on d.id = ud.document_id;
revoke all on public.document_purchases from anon, authenticated;
grant select on public.document_purchases to authenticated;

-- ---------------------------------------------------------------------------------------------------------
-- Page text: the extracted text of each page, for document chat retrieval and the plagiarism corpus.
-- ---------------------------------------------------------------------------------------------------------
create table public.document_pages (
  document_id uuid not null references public.documents (id) on delete cascade,
  page_number integer not null check (page_number > 0),
  content text not null,
  search_vector tsvector generated always as (to_tsvector('english'::regconfig, content)) stored,
  created_at timestamptz not null default now(),
  primary key (document_id, page_number)
);
create index document_pages_search_vector_idx on public.document_pages using gin (search_vector);

alter table public.document_pages enable row level security;
create policy "Users with access can read document pages" on public.document_pages
  for select to authenticated using (private.can_access_document_content(document_id));
create policy "Admins can manage document pages" on public.document_pages
  for all to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------------------
-- Reviews: one per user per document, only by users who own it and never by its uploader.
-- ---------------------------------------------------------------------------------------------------------
create table public.document_reviews (
  id uuid primary key default gen_random_uuid(),
  document_id uuid not null references public.documents (id) on delete cascade,
  user_id uuid not null references public.users (id) on delete cascade,
  rating smallint not null check (rating between 1 and 5),
  comment text check (char_length(comment) <= 5000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (document_id, user_id)
);
create index document_reviews_user_id_idx on public.document_reviews (user_id);
create index document_reviews_document_created_idx on public.document_reviews (document_id, created_at desc);
create trigger document_reviews_set_updated_at before update on public.document_reviews
  for each row execute function private.set_updated_at();

create or replace function private.refresh_document_rating()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_document_id uuid;
begin
  for v_document_id in
    select distinct x.id
    from pg_catalog.unnest(array[
      case when tg_op <> 'INSERT' then old.document_id end,
      case when tg_op <> 'DELETE' then new.document_id end
    ]) as x(id)
    where x.id is not null
  loop
    update public.documents d
    set average_rating = s.average_rating, review_count = s.review_count
    from (
      select coalesce(round(avg(r.rating), 2), 0) as average_rating, count(*)::integer as review_count
      from public.document_reviews r
      where r.document_id = v_document_id
    ) s
    where d.id = v_document_id;
  end loop;
  return null;
end
$$;
create trigger document_reviews_refresh_rating
  after insert or delete or update of rating, document_id on public.document_reviews
  for each row execute function private.refresh_document_rating();

alter table public.document_reviews enable row level security;
create policy "Anyone can read reviews of readable documents" on public.document_reviews
  for select to anon, authenticated using (private.can_read_document(document_id));
create policy "Owners can review documents they own" on public.document_reviews
  for insert to authenticated with check (
    user_id = (select auth.uid())
    and private.owns_document(document_id)
    and not private.is_document_uploader(document_id)
  );
create policy "Users can update their own reviews" on public.document_reviews
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Users can delete their own reviews" on public.document_reviews
  for delete to authenticated using (user_id = (select auth.uid()));
create policy "Admins can manage reviews" on public.document_reviews
  for all to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------------------
-- Views (Recently Viewed) and bookmarks (Saved)
-- ---------------------------------------------------------------------------------------------------------
create table public.document_views (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  document_id uuid not null references public.documents (id) on delete cascade,
  viewed_at timestamptz not null default now(),
  first_viewed_at timestamptz not null default now(),
  view_count integer not null default 1 check (view_count > 0),
  page_number integer check (page_number > 0),
  progress numeric(5, 2) check (progress between 0 and 100),
  device_info jsonb,
  unique (user_id, document_id)
);
create index document_views_user_viewed_idx on public.document_views (user_id, viewed_at desc);
create index document_views_document_id_idx on public.document_views (document_id);

alter table public.document_views enable row level security;
create policy "Users can read their own document views" on public.document_views
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users can clear their own document views" on public.document_views
  for delete to authenticated using (user_id = (select auth.uid()));
create policy "Admins can read all document views" on public.document_views
  for select to authenticated using ((select private.is_admin()));
-- Views are recorded by record_document_view, which also keeps documents.view_count honest.
revoke insert, update, truncate on public.document_views from anon, authenticated;

create table public.document_bookmarks (
  user_id uuid not null references public.users (id) on delete cascade,
  document_id uuid not null references public.documents (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, document_id)
);
create index document_bookmarks_document_id_idx on public.document_bookmarks (document_id);
create index document_bookmarks_user_created_idx on public.document_bookmarks (user_id, created_at desc);

create or replace function private.maintain_document_bookmark_count()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    update public.documents set bookmark_count = bookmark_count + 1 where id = new.document_id;
  else
    update public.documents set bookmark_count = greatest(bookmark_count - 1, 0) where id = old.document_id;
  end if;
  return null;
end
$$;
create trigger document_bookmarks_maintain_count after insert or delete on public.document_bookmarks
  for each row execute function private.maintain_document_bookmark_count();

alter table public.document_bookmarks enable row level security;
create policy "Users can read their own bookmarks" on public.document_bookmarks
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users can bookmark readable documents" on public.document_bookmarks
  for insert to authenticated with check (user_id = (select auth.uid()) and private.can_read_document(document_id));
create policy "Users can remove their own bookmarks" on public.document_bookmarks
  for delete to authenticated using (user_id = (select auth.uid()));
revoke update, truncate on public.document_bookmarks from anon, authenticated;

-- ---------------------------------------------------------------------------------------------------------
-- Card orders for documents (spec 1 section 3 "orders"): written by the payment functions only.
-- ---------------------------------------------------------------------------------------------------------
create table public.orders (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references public.users (id) on delete set null,
  document_id uuid references public.documents (id) on delete set null,
  status text not null default 'pending' check (status in ('pending', 'completed', 'cancelled', 'refunded')),
  payment_status text not null default 'pending'
    check (payment_status in ('pending', 'processing', 'succeeded', 'failed', 'refunded', 'cancelled')),
  amount numeric(10, 2) not null default 0 check (amount >= 0),
  currency text not null default 'usd' check (currency ~ '^[a-z]{3}$'),
  payment_method text,
  provider text,
  payment_intent_id text unique,
  metadata jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  completed_at timestamptz
);
create index orders_user_id_created_idx on public.orders (user_id, created_at desc);
create index orders_document_id_idx on public.orders (document_id);
create index orders_status_idx on public.orders (status, payment_status);
create trigger orders_set_updated_at before update on public.orders
  for each row execute function private.set_updated_at();

alter table public.user_documents
  add constraint user_documents_order_id_fkey foreign key (order_id) references public.orders (id) on delete set null;

alter table public.orders enable row level security;
create policy "Users can read their own orders" on public.orders
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Sellers can read orders of their documents" on public.orders
  for select to authenticated using (private.is_document_uploader(document_id));
create policy "Admins can manage orders" on public.orders
  for all to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
revoke insert, update, delete, truncate on public.orders from anon;

-- ---------------------------------------------------------------------------------------------------------
-- RPCs
-- ---------------------------------------------------------------------------------------------------------

-- Spec 2 section 7.1: toggle_document_bookmark {p_document_id} → {bookmarked}.
create or replace function public.toggle_document_bookmark(p_document_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user_id uuid := auth.uid();
  v_removed integer;
begin
  if v_user_id is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  delete from public.document_bookmarks b where b.user_id = v_user_id and b.document_id = p_document_id;
  get diagnostics v_removed = row_count;
  if v_removed > 0 then
    return jsonb_build_object('bookmarked', false);
  end if;
  if not private.can_read_document(p_document_id) then
    raise exception 'Document not found' using errcode = 'P0002';
  end if;
  insert into public.document_bookmarks (user_id, document_id) values (v_user_id, p_document_id)
  on conflict do nothing;
  return jsonb_build_object('bookmarked', true);
end
$$;

-- Spec 2 section 7.1: record_document_view. Replaces the client's "view_count + 1" write. A signed-in reader
-- gets one Recently Viewed row per document (latest page and progress) and counts as a new view at most once
-- per documents.view_dedupe_minutes; uploaders do not inflate their own counts. Visitors only count.
create or replace function public.record_document_view(
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
    raise exception 'Document not found' using errcode = 'P0002';
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
  end if;
end
$$;

revoke all on function public.toggle_document_bookmark(uuid) from public, anon;
grant execute on function public.toggle_document_bookmark(uuid) to authenticated, service_role;
revoke all on function public.record_document_view(uuid, integer, numeric, jsonb) from public;
grant execute on function public.record_document_view(uuid, integer, numeric, jsonb) to anon, authenticated, service_role;

-- Functions are executable by PUBLIC when created; in private, only the explicit grants above apply.
revoke execute on all functions in schema private from public;
