-- Bounded work per search (issue 12's goal: p95 <= 50 ms at a million documents). The first measurement of
-- 20261206000000_search_at_scale.sql (`npm run bench:search`, 1,000,000 documents) gave p95 747 ms for /search and
-- 292 ms for instant search: a topic word matches ~16,000 documents, and counting to 10,001 and ranking every
-- match read that many rows. Now every call reads at most about a thousand rows:
-- * search_documents_count counts up to 1,001 (shown as "1,000+ results"); pages go 1,000 results deep (100 pages);
-- * best match ranks the first 1,000 matches; the explicit sorts stay exact;
-- * instant search ranks its first 500 matches, and the typed word becomes a prefix from its third letter on
--   ("ch" as a prefix would match most of a million bodies).
-- Same signatures and results as before; only the bounds change.

create or replace function private.document_search_query(p_text text, p_prefix boolean default false)
returns table (query tsquery, corrected text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_text text := left(btrim(coalesce(p_text, '')), 200);
  v_words text[];
  v_word text;
  v_fix text;
  v_term tsquery;
  v_query tsquery;
  v_fixed text[] := '{}';
  v_changed boolean := false;
  v_last integer;
  v_prefix boolean;
begin
  if v_text = '' then
    return;
  end if;
  if v_text ~ '"' or v_text ~* '(^|\s)-\S' or v_text ~* '\sor\s' then
    query := pg_catalog.websearch_to_tsquery('english'::regconfig, v_text);
    if pg_catalog.numnode(query) > 0 then
      return next;
    end if;
    return;
  end if;

  v_words := array(
    select w
      from pg_catalog.regexp_split_to_table(
        pg_catalog.lower(pg_catalog.regexp_replace(v_text, '[^[:alnum:][:space:]]+', ' ', 'g')), '\s+') as w
     where w <> ''
     limit 8
  );
  v_last := coalesce(pg_catalog.array_length(v_words, 1), 0);
  for i in 1 .. v_last loop
    v_word := v_words[i];
    -- One or two letters would match most of the index: a prefix needs three.
    v_prefix := p_prefix and i = v_last and pg_catalog.char_length(v_word) >= 3;
    v_term := pg_catalog.to_tsquery('english'::regconfig,
      pg_catalog.quote_literal(v_word) || case when v_prefix then ':*' else '' end);
    v_fix := null;
    if pg_catalog.numnode(v_term) > 0 and v_word ~ '^[[:alpha:]]{3,30}$' and not exists (
      select 1 from private.search_terms t
       where t.word >= v_word and t.word <= case when v_prefix then v_word || pg_catalog.chr(1114111) else v_word end
    ) then
      select t.word into v_fix
        from private.search_terms t
       where t.word operator(extensions.%) v_word
         and extensions.similarity(t.word, v_word) >= 0.4
       order by extensions.similarity(t.word, v_word) desc, t.word
       limit 1;
    end if;
    if v_fix is not null then
      v_term := v_term || pg_catalog.to_tsquery('english'::regconfig, pg_catalog.quote_literal(v_fix));
      v_changed := true;
    end if;
    v_fixed := v_fixed || coalesce(v_fix, v_word);
    if pg_catalog.numnode(v_term) > 0 then
      v_query := case when v_query is null then v_term else v_query && v_term end;
    end if;
  end loop;
  if v_query is null then
    return;
  end if;
  query := v_query;
  corrected := case when v_changed then pg_catalog.array_to_string(v_fixed, ' ') end;
  return next;
end
$$;


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
  v_sort text;
  v_order text;
  v_limit integer := coalesce(p_limit, 10);
  v_offset integer;
begin
  if v_limit < 1 or v_limit > 50 then
    raise exception 'p_limit must be between 1 and 50' using errcode = '22023';
  end if;
  if coalesce(p_page, 1) < 1 then
    raise exception 'p_page must be 1 or more' using errcode = '22023';
  end if;
  v_offset := (coalesce(p_page, 1) - 1) * v_limit;
  if v_offset >= 1000 then
    return;
  end if;
  if btrim(coalesce(p_query, '')) <> '' then
    select q.query into v_query from private.document_search_query(p_query) as q;
    if v_query is null then
      return;
    end if;
  end if;
  v_sort := coalesce(p_sort, case when v_query is null then 'newest' else 'relevance' end);
  v_order := case v_sort
    when 'relevance' then case when v_query is null then 'd.download_count desc, d.created_at desc'
      else 'pg_catalog.ts_rank(d.search_head, $1) * (1 + pg_catalog.ln(1 + d.download_count) / 10) desc, '
        || 'd.download_count desc, d.created_at desc' end
    when 'newest' then 'd.created_at desc'
    when 'price_asc' then 'd.price, d.created_at desc'
    when 'price_desc' then 'd.price desc, d.created_at desc'
    when 'rating' then 'd.average_rating desc, d.review_count desc, d.created_at desc'
  end;
  if v_order is null then
    raise exception 'Unknown sort %', p_sort using errcode = '22023';
  end if;
  -- Best match ranks the first 1,000 matches (storage order): a word in every tenth document costs what a rare
  -- one costs. The explicit sorts are exact (the planner walks the sort's index when matches are many).
  return query execute pg_catalog.format(
    case when v_sort = 'relevance' and v_query is not null
      then 'select d.* from (select d.* from public.documents d where %s limit 1000) as d order by %s, d.id limit %s offset %s'
      else 'select d.* from public.documents d where %s order by %s, d.id limit %s offset %s' end,
    private.document_search_where(p_document_type_id, p_subject_id, p_university_id, p_course_id, p_textbook_id,
      v_query is not null),
    v_order, v_limit, v_offset)
  using v_query, p_document_type_id, p_subject_id, p_university_id, p_course_id, p_textbook_id;
end
$$;


create or replace function private.search_documents_count(
  p_query text default null,
  p_document_type_id uuid default null,
  p_subject_id uuid default null,
  p_university_id uuid default null,
  p_course_id uuid default null,
  p_textbook_id uuid default null
)
returns table (total integer, corrected_query text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_query tsquery;
  v_corrected text;
begin
  if btrim(coalesce(p_query, '')) <> '' then
    select q.query, q.corrected into v_query, v_corrected from private.document_search_query(p_query) as q;
    if v_query is null then
      total := 0;
      return next;
      return;
    end if;
  end if;
  execute pg_catalog.format(
    'select count(*)::integer from (select 1 from public.documents d where %s limit 1001) as page',
    private.document_search_where(p_document_type_id, p_subject_id, p_university_id, p_course_id, p_textbook_id,
      v_query is not null))
  into total
  using v_query, p_document_type_id, p_subject_id, p_university_id, p_course_id, p_textbook_id;
  corrected_query := v_corrected;
  return next;
end
$$;


create or replace function private.instant_search(p_query text)
returns table (
  kind text,
  id uuid,
  slug text,
  title text,
  author_name text,
  created_at timestamptz,
  rank real
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_query tsquery;
begin
  select q.query into v_query from private.document_search_query(p_query, true) as q;
  if v_query is null then
    return;
  end if;

  return query
  select r.kind, r.id, r.slug, r.title, r.author_name, r.created_at, r.rank
  from (
    (select 'document'::text as kind, c.id, c.slug, c.title, p.full_name as author_name, c.created_at,
            pg_catalog.ts_rank(c.search_head, v_query) as rank
       from (select d.id, d.slug, d.title, d.user_id, d.created_at, d.search_head, d.download_count
               from public.documents d
              where d.status = 'approved' and d.search_vector @@ v_query
              limit 500) as c
       left join public.public_profiles p on p.id = c.user_id
      order by rank desc, c.download_count desc
      limit 5)
    union all
    (select 'homework'::text, h.id, h.slug, h.question, null::text, h.created_at,
            pg_catalog.ts_rank(h.search_vector, v_query)
       from public.homework_questions h
      where h.is_public and h.search_vector @@ v_query
      order by 7 desc, h.created_at desc
      limit 3)
    union all
    (select 'flashcards'::text, f.id, f.slug, f.name, null::text, f.created_at,
            pg_catalog.ts_rank(f.search_vector, v_query)
       from public.flashcard_decks f
      where f.is_public and f.search_vector @@ v_query
      order by 7 desc, f.created_at desc
      limit 3)
  ) as r
  order by r.rank desc
  limit 8;
end
$$;


revoke execute on all functions in schema private from public;
grant execute on function private.document_search_query(text, boolean) to anon, authenticated, service_role;
grant execute on function private.search_documents(text, uuid, uuid, text, integer, integer, uuid, uuid, uuid)
  to anon, authenticated, service_role;
grant execute on function private.search_documents_count(text, uuid, uuid, uuid, uuid, uuid)
  to anon, authenticated, service_role;
grant execute on function private.instant_search(text) to anon, authenticated, service_role;

comment on function public.search_documents(text, uuid, uuid, text, integer, integer, uuid, uuid, uuid) is
  'Approved documents matching a query (title, names, description, body; typos corrected), filtered and sorted, '
  'one page of p_limit (10 by default). Results go 1,000 deep.';
comment on function public.search_documents_count(text, uuid, uuid, uuid, uuid, uuid) is
  'How many approved documents search_documents finds (up to 1,001), and the query with corrected spelling.';
