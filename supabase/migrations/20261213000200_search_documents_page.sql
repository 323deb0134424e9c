-- One call for a page of search results and its total (the /search page and the catalogue listings). The renderer
-- called search_documents and search_documents_count side by side: two requests, the query parsed and its typos
-- looked up twice, and the matches read twice (`npm run bench:search` at 1,000,000 documents: p95 64.5 ms for the
-- pair). search_documents_page answers both in one statement:
--
-- * the rows are public.document_search_results: the card's columns of a document (and the keys its relations
--   hang on, so PostgREST embeds document_types, subjects, universities and the author as for documents), plus
--   total_count (up to 1,001, as search_documents_count counts) and corrected_query on every row;
-- * best match with a query reads the first 1,001 matches once: their count is the total and the page is ranked
--   from them (search_documents ranked the first 1,000, and the count read the same rows again);
-- * the explicit sorts stay exact: the total is counted (up to 1,001) and the page walks the sort's index, as
--   before, with the query built once.
--
-- search_documents takes its paging and sort from the same helper (private.document_search_paging).
--
-- A page past the last result has no row to carry the total: callers that need it then (only a page beyond the
-- end, never page 1) ask search_documents_count. search_documents and search_documents_count keep working for
-- other callers, unchanged.

-- The shape of a result row. A table, not a view, so that its columns keep documents' NOT NULLs in the generated
-- types; it never holds a row (the function builds its rows from documents), and its foreign keys are those of
-- documents, so that PostgREST embeds a result's type, subject, university and author as it does a document's.
-- RLS on with no way in: nothing reads or writes it directly.
create table public.document_search_results (
  id uuid primary key,
  slug text not null,
  title text not null,
  description text,
  price numeric(10, 2) not null,
  points_price integer not null,
  average_rating numeric(3, 2) not null,
  review_count integer not null,
  download_count integer not null,
  page_count integer,
  created_at timestamptz not null,
  card_image_path text,
  user_id uuid constraint document_search_results_user_id_fkey references public.users (id),
  document_type_id uuid references public.document_types (id),
  subject_id uuid references public.subjects (id),
  university_id uuid references public.universities (id),
  course_id uuid references public.courses (id),
  textbook_id uuid references public.textbooks (id),
  -- The search's total (up to 1,001) and its corrected words, the same on every row of a page.
  total_count integer not null,
  corrected_query text,
  constraint document_search_results_never_stored check (false) no inherit
);
comment on table public.document_search_results is
  'The row type of search_documents_page (never stored): a document card''s columns with the search''s total and '
  'corrected query.';
alter table public.document_search_results enable row level security;
create policy "Search results are only returned by search_documents_page" on public.document_search_results
  for select to anon, authenticated using (false);
revoke insert, update, delete, truncate on public.document_search_results from public, anon, authenticated;

-- The validated paging and sort of a search (search_documents and search_documents_page share it): the sort
-- (best match by default with a query, else newest), its ORDER BY over documents d ($1 the tsquery), the offset.
create or replace function private.document_search_paging(
  p_sort text,
  p_has_query boolean,
  p_page integer,
  p_limit integer
)
returns table (sort text, order_sql text, page_offset integer)
language plpgsql
immutable
set search_path = ''
as $$
begin
  if coalesce(p_limit, 10) < 1 or coalesce(p_limit, 10) > 50 then
    raise exception 'p_limit must be between 1 and 50' using errcode = '22023';
  end if;
  if coalesce(p_page, 1) < 1 then
    raise exception 'p_page must be 1 or more' using errcode = '22023';
  end if;
  sort := coalesce(p_sort, case when p_has_query then 'relevance' else 'newest' end);
  order_sql := case sort
    when 'relevance' then case when not p_has_query then 'd.download_count desc, d.created_at desc'
      else 'pg_catalog.ts_rank(d.search_head, $1) * (1 + pg_catalog.ln(1 + d.download_count) / 10) desc, '
        || 'd.download_count desc, d.created_at desc' end
    when 'newest' then 'd.created_at desc'
    when 'price_asc' then 'd.price, d.created_at desc'
    when 'price_desc' then 'd.price desc, d.created_at desc'
    when 'rating' then 'd.average_rating desc, d.review_count desc, d.created_at desc'
  end;
  if order_sql is null then
    raise exception 'Unknown sort %', p_sort using errcode = '22023';
  end if;
  page_offset := (coalesce(p_page, 1) - 1) * coalesce(p_limit, 10);
  return next;
end
$$;

-- search_documents as in 20261206000100, its paging and sort from the shared helper.
create or replace function private.search_documents(
  p_query text default null,
  p_document_type_id uuid default null,
  p_subject_id uuid default null,
  p_sort text default null,
  p_page integer default 1,
  p_limit integer default 10,
  p_university_id uuid default null,
  p_course_id uuid default null,
  p_textbook_id uuid default null
)
returns setof public.documents
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_query tsquery;
  v_paging record;
begin
  select * into v_paging
    from private.document_search_paging(p_sort, btrim(coalesce(p_query, '')) <> '', p_page, p_limit);
  if v_paging.page_offset >= 1000 then
    return;
  end if;
  if btrim(coalesce(p_query, '')) <> '' then
    select q.query into v_query from private.document_search_query(p_query) as q;
    if v_query is null then
      return;
    end if;
  end if;
  -- Best match ranks the first 1,000 matches (storage order): a word in every tenth document costs what a rare
  -- one costs. The explicit sorts are exact (the planner walks the sort's index when matches are many).
  return query execute pg_catalog.format(
    case when v_paging.sort = 'relevance' and v_query is not null
      then 'select d.* from (select d.* from public.documents d where %s limit 1000) as d order by %s, d.id limit %s offset %s'
      else 'select d.* from public.documents d where %s order by %s, d.id limit %s offset %s' end,
    private.document_search_where(p_document_type_id, p_subject_id, p_university_id, p_course_id, p_textbook_id,
      v_query is not null),
    v_paging.order_sql, coalesce(p_limit, 10), v_paging.page_offset)
  using v_query, p_document_type_id, p_subject_id, p_university_id, p_course_id, p_textbook_id;
end
$$;

create or replace function private.search_documents_page(
  p_query text default null,
  p_document_type_id uuid default null,
  p_subject_id uuid default null,
  p_sort text default null,
  p_page integer default 1,
  p_limit integer default 10,
  p_university_id uuid default null,
  p_course_id uuid default null,
  p_textbook_id uuid default null
)
returns setof public.document_search_results
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  c_columns constant text := 'd.id, d.slug, d.title, d.description, d.price, d.points_price, d.average_rating, '
    || 'd.review_count, d.download_count, d.page_count, d.created_at, d.card_image_path, d.user_id, '
    || 'd.document_type_id, d.subject_id, d.university_id, d.course_id, d.textbook_id';
  v_query tsquery;
  v_corrected text;
  v_paging record;
  v_where text;
  v_total integer;
  v_limit integer := coalesce(p_limit, 10);
begin
  select * into v_paging
    from private.document_search_paging(p_sort, btrim(coalesce(p_query, '')) <> '', p_page, p_limit);
  if v_paging.page_offset >= 1000 then
    return;
  end if;
  if btrim(coalesce(p_query, '')) <> '' then
    select q.query, q.corrected into v_query, v_corrected from private.document_search_query(p_query) as q;
    if v_query is null then
      return;
    end if;
  end if;
  v_where := private.document_search_where(p_document_type_id, p_subject_id, p_university_id, p_course_id,
    p_textbook_id, v_query is not null);

  if v_paging.sort = 'relevance' and v_query is not null then
    -- One read of the first 1,001 matches: counted, then ranked.
    return query execute pg_catalog.format(
      'select %1$s, (pg_catalog.count(*) over ())::integer, $7 '
      || 'from (select d.* from public.documents d where %2$s limit 1001) as d '
      || 'order by %3$s, d.id limit %4$s offset %5$s',
      c_columns, v_where, v_paging.order_sql, v_limit, v_paging.page_offset)
    using v_query, p_document_type_id, p_subject_id, p_university_id, p_course_id, p_textbook_id, v_corrected;
    return;
  end if;

  execute pg_catalog.format(
    'select pg_catalog.count(*)::integer from (select 1 from public.documents d where %s limit 1001) as page',
    v_where)
  into v_total
  using v_query, p_document_type_id, p_subject_id, p_university_id, p_course_id, p_textbook_id;
  if v_total <= v_paging.page_offset then
    return;
  end if;
  return query execute pg_catalog.format(
    'select %1$s, $7, $8 from public.documents d where %2$s order by %3$s, d.id limit %4$s offset %5$s',
    c_columns, v_where, v_paging.order_sql, v_limit, v_paging.page_offset)
  using v_query, p_document_type_id, p_subject_id, p_university_id, p_course_id, p_textbook_id, v_total,
    v_corrected;
end
$$;

create or replace function public.search_documents_page(
  p_query text default null,
  p_document_type_id uuid default null,
  p_subject_id uuid default null,
  p_sort text default null,
  p_page integer default 1,
  p_limit integer default 10,
  p_university_id uuid default null,
  p_course_id uuid default null,
  p_textbook_id uuid default null
)
returns setof public.document_search_results
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.search_documents_page(p_query, p_document_type_id, p_subject_id, p_sort, p_page, p_limit,
    p_university_id, p_course_id, p_textbook_id)
$$;
comment on function public.search_documents_page(text, uuid, uuid, text, integer, integer, uuid, uuid, uuid) is
  'One page of approved documents matching a query (as search_documents) with the total (up to 1,001) and the '
  'corrected query on every row.';

revoke all on function private.document_search_paging(text, boolean, integer, integer) from public;
grant execute on function private.document_search_paging(text, boolean, integer, integer)
  to anon, authenticated, service_role;
revoke all on function private.search_documents_page(text, uuid, uuid, text, integer, integer, uuid, uuid, uuid)
  from public;
grant execute on function private.search_documents_page(text, uuid, uuid, text, integer, integer, uuid, uuid, uuid)
  to anon, authenticated, service_role;
revoke all on function public.search_documents_page(text, uuid, uuid, text, integer, integer, uuid, uuid, uuid)
  from public;
grant execute on function public.search_documents_page(text, uuid, uuid, text, integer, integer, uuid, uuid, uuid)
  to anon, authenticated, service_role;
