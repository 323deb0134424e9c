-- Search at scale (issue 12, spec 1 section 7): documents found by title, description and body text, ranked by a
-- weighted tsvector, tolerant of typos through pg_trgm, with the spec's filters and sorts; instant search uses
-- the same index. Measured by `npm run bench:search` on a million generated documents.
--
-- * search_head: title (A), the subject, course and university names (B) and the description (C), kept by a
--   trigger (the names live in other tables, which a generated column cannot read). It is small, so ranking
--   reads it instead of the full vector, whose body part can be hundreds of kilobytes.
-- * search_vector: search_head plus the body text the pipeline writes (D), one GIN index; every match goes
--   through it. The pipeline writes body_vector weighted C; the generated column re-weights it to D.
-- * private.search_terms: the words of approved documents' titles and catalogue names (a few tens of thousands
--   of words at a million documents), with a trigram index. A query word that is in no title is looked up there
--   and its closest word (similarity >= 0.4) is searched as well: "calculas" finds "calculus". Looking typos up
--   in the word list instead of in a million titles keeps the trigram search to a few milliseconds.
-- * search_documents / search_documents_count: the /search page (and catalogue listings): one page of documents
--   (PostgREST can embed their relations) and its total with the corrected words. The total counts up to
--   10,001 (shown as "10,000+"), and pages go as deep as 10,000 results: bounded work on any query.
-- * instant_search keeps its contract (spec 1 section 7: 5 documents, 3 questions, 3 decks, 8 in all) and now
--   matches documents with the same query builder and index.

-- ---------------------------------------------------------------------------------------------------------
-- The ranked head of a document's vector.
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.document_search_head(
  p_title text,
  p_description text,
  p_subject_id uuid,
  p_course_id uuid,
  p_university_id uuid
)
returns tsvector
language sql
stable
set search_path = ''
as $$
  select pg_catalog.setweight(pg_catalog.to_tsvector('english'::regconfig, coalesce(p_title, '')), 'A')
    || pg_catalog.setweight(pg_catalog.to_tsvector('english'::regconfig, pg_catalog.concat_ws(' ',
         (select s.name from public.subjects s where s.id = p_subject_id),
         (select c.name || ' ' || coalesce(c.code, '') from public.courses c where c.id = p_course_id),
         (select u.name from public.universities u where u.id = p_university_id))), 'B')
    || pg_catalog.setweight(pg_catalog.to_tsvector('english'::regconfig, coalesce(p_description, '')), 'C')
$$;

alter table public.documents add column search_head tsvector not null default ''::tsvector;
alter table public.documents drop column search_vector;
alter table public.documents add column search_vector tsvector generated always as (
  search_head || pg_catalog.setweight(coalesce(body_vector, ''::tsvector), 'D')
) stored;
create index documents_search_vector_idx on public.documents using gin (search_vector);
-- Catalogue listings narrowed to a subject, sorted newest first (the subject page's default).
create index documents_approved_subject_created_idx on public.documents (subject_id, created_at desc)
  where status = 'approved';

-- The server's column: whatever a client sends, the trigger writes what the document says. Named to run after
-- documents_guard_write and documents_send_back_to_review, before documents_set_updated_at (name order).
create or replace function private.set_document_search_head()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE'
     and new.title is not distinct from old.title
     and new.description is not distinct from old.description
     and new.subject_id is not distinct from old.subject_id
     and new.course_id is not distinct from old.course_id
     and new.university_id is not distinct from old.university_id then
    new.search_head := old.search_head;
  else
    new.search_head := private.document_search_head(
      new.title, new.description, new.subject_id, new.course_id, new.university_id
    );
  end if;
  return new;
end
$$;
create trigger documents_set_search_head before insert or update on public.documents
  for each row execute function private.set_document_search_head();

update public.documents
   set search_head = private.document_search_head(title, description, subject_id, course_id, university_id);

-- ---------------------------------------------------------------------------------------------------------
-- The word list behind spelling help.
-- ---------------------------------------------------------------------------------------------------------
create table private.search_terms (
  word text collate "C" primary key
);
alter table private.search_terms enable row level security;
comment on table private.search_terms is
  'Words of approved documents'' titles and catalogue names: what a misspelt query word is corrected to.';
create index search_terms_word_trgm_idx on private.search_terms using gin (word extensions.gin_trgm_ops);

-- The words worth correcting to: letters only, 3 to 30 of them.
create or replace function private.search_words(p_text text)
returns setof text
language sql
immutable
set search_path = ''
as $$
  select w
    from pg_catalog.unnest(pg_catalog.tsvector_to_array(pg_catalog.to_tsvector('simple'::regconfig, coalesce(p_text, '')))) as w
   where w ~ '^[[:alpha:]]{3,30}$'
$$;

create or replace function private.document_search_text(
  p_title text,
  p_subject_id uuid,
  p_course_id uuid,
  p_university_id uuid
)
returns text
language sql
stable
set search_path = ''
as $$
  select pg_catalog.concat_ws(' ', p_title,
    (select s.name from public.subjects s where s.id = p_subject_id),
    (select c.name from public.courses c where c.id = p_course_id),
    (select u.name from public.universities u where u.id = p_university_id))
$$;

-- Statement triggers with transition tables: a bulk load adds its words in one insert, not one per row.
create or replace function private.add_inserted_document_search_terms()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.search_terms (word)
  select distinct w
    from new_rows n
   cross join lateral private.search_words(
     private.document_search_text(n.title, n.subject_id, n.course_id, n.university_id)) as w
   where n.status = 'approved'
  on conflict (word) do nothing;
  return null;
end
$$;
create trigger documents_add_search_terms_on_insert after insert on public.documents
  referencing new table as new_rows
  for each statement execute function private.add_inserted_document_search_terms();

-- Updates: only rows that became approved or changed their words (a counter going up adds nothing).
create or replace function private.add_updated_document_search_terms()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.search_terms (word)
  select distinct w
    from new_rows n
    join old_rows o on o.id = n.id
   cross join lateral private.search_words(
     private.document_search_text(n.title, n.subject_id, n.course_id, n.university_id)) as w
   where n.status = 'approved'
     and (o.status <> 'approved' or o.title is distinct from n.title
          or o.subject_id is distinct from n.subject_id or o.course_id is distinct from n.course_id
          or o.university_id is distinct from n.university_id)
  on conflict (word) do nothing;
  return null;
end
$$;
create trigger documents_add_search_terms_on_update after update on public.documents
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.add_updated_document_search_terms();

-- Rebuilds the list from what is approved now (words of withdrawn documents leave it); for bulk loads and a
-- periodic tidy-up. Server only.
create or replace function private.refresh_search_terms()
returns integer
language plpgsql
set search_path = ''
as $$
declare
  v_count integer;
begin
  delete from private.search_terms;
  insert into private.search_terms (word)
  select distinct w
    from public.documents d
   cross join lateral private.search_words(
     private.document_search_text(d.title, d.subject_id, d.course_id, d.university_id)) as w
   where d.status = 'approved'
  on conflict (word) do nothing;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;

insert into private.search_terms (word)
select distinct w
  from public.documents d
 cross join lateral private.search_words(
   private.document_search_text(d.title, d.subject_id, d.course_id, d.university_id)) as w
 where d.status = 'approved'
on conflict (word) do nothing;

-- ---------------------------------------------------------------------------------------------------------
-- The query builder: what a visitor typed as a tsquery, each word also matching its closest known word when it
-- is not a known word itself; `corrected` is the text with the corrections (null when none was needed). With
-- p_prefix the last word matches as a prefix (typing "thermo" finds thermodynamics). Quotes, a leading minus or
-- "or" are web-search syntax: such a query is taken as written. Definer: the word list is not the API's.
-- ---------------------------------------------------------------------------------------------------------
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
    v_prefix := p_prefix and i = v_last;
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
revoke execute on function private.document_search_query(text, boolean) from public;
grant execute on function private.document_search_query(text, boolean) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- /search: one page of approved documents. Sorts: relevance (the default with a query: the head's weighted
-- rank, lifted a little by downloads), newest (the default without one), price_asc, price_desc, rating. Filters:
-- document type and subject (spec 1 section 7), and the catalogue pages' university, course and textbook.
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.document_search_where(
  p_document_type_id uuid,
  p_subject_id uuid,
  p_university_id uuid,
  p_course_id uuid,
  p_textbook_id uuid,
  p_has_query boolean
)
returns text
language sql
immutable
set search_path = ''
as $$
  select 'd.status = ''approved'''
    || case when p_has_query then ' and d.search_vector @@ $1' else '' end
    || case when p_document_type_id is not null then ' and d.document_type_id = $2' else '' end
    || case when p_subject_id is not null then ' and d.subject_id = $3' else '' end
    || case when p_university_id is not null then ' and d.university_id = $4' else '' end
    || case when p_course_id is not null then ' and d.course_id = $5' else '' end
    || case when p_textbook_id is not null then ' and d.textbook_id = $6' else '' end
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
  if v_offset >= 10000 then
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
  return query execute pg_catalog.format(
    'select d.* from public.documents d where %s order by %s, d.id limit %s offset %s',
    private.document_search_where(p_document_type_id, p_subject_id, p_university_id, p_course_id, p_textbook_id,
      v_query is not null),
    v_order, v_limit, v_offset)
  using v_query, p_document_type_id, p_subject_id, p_university_id, p_course_id, p_textbook_id;
end
$$;
revoke execute on function private.search_documents(text, uuid, uuid, text, integer, integer, uuid, uuid, uuid) from public;

create or replace function public.search_documents(
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
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.search_documents(p_query, p_document_type_id, p_subject_id, p_sort, p_page, p_limit,
    p_university_id, p_course_id, p_textbook_id)
$$;
comment on function public.search_documents(text, uuid, uuid, text, integer, integer, uuid, uuid, uuid) is
  'Approved documents matching a query (title, names, description, body; typos corrected), filtered and sorted, '
  'one page of p_limit (10 by default). Results go 10,000 deep.';
revoke execute on function public.search_documents(text, uuid, uuid, text, integer, integer, uuid, uuid, uuid) from public;
grant execute on function public.search_documents(text, uuid, uuid, text, integer, integer, uuid, uuid, uuid)
  to anon, authenticated, service_role;

-- The total for the same filters (counted up to 10,001: more is shown as "10,000+") and the corrected words.
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
    'select count(*)::integer from (select 1 from public.documents d where %s limit 10001) as page',
    private.document_search_where(p_document_type_id, p_subject_id, p_university_id, p_course_id, p_textbook_id,
      v_query is not null))
  into total
  using v_query, p_document_type_id, p_subject_id, p_university_id, p_course_id, p_textbook_id;
  corrected_query := v_corrected;
  return next;
end
$$;
revoke execute on function private.search_documents_count(text, uuid, uuid, uuid, uuid, uuid) from public;

create or replace function public.search_documents_count(
  p_query text default null,
  p_document_type_id uuid default null,
  p_subject_id uuid default null,
  p_university_id uuid default null,
  p_course_id uuid default null,
  p_textbook_id uuid default null
)
returns table (total integer, corrected_query text)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.search_documents_count(p_query, p_document_type_id, p_subject_id, p_university_id,
    p_course_id, p_textbook_id)
$$;
comment on function public.search_documents_count(text, uuid, uuid, uuid, uuid, uuid) is
  'How many approved documents search_documents finds (up to 10,001), and the query with corrected spelling.';
revoke execute on function public.search_documents_count(text, uuid, uuid, uuid, uuid, uuid) from public;
grant execute on function public.search_documents_count(text, uuid, uuid, uuid, uuid, uuid)
  to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- Header instant search, same contract as 20261121200000_instant_search.sql. Documents match through the query
-- builder (prefix on the last word, spelling help) and rank by their head; a word every other document has
-- ranks its first 2,000 matches, so a one-letter prefix costs what a precise query costs.
-- ---------------------------------------------------------------------------------------------------------
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
              limit 2000) as c
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

create or replace function public.instant_search(p_query text)
returns table (
  kind text,
  id uuid,
  slug text,
  title text,
  author_name text,
  created_at timestamptz,
  rank real
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.instant_search(p_query)
$$;
comment on function public.instant_search(text) is
  'Header instant search: up to 5 documents, 3 homework questions and 3 flashcard decks, 8 in all.';
revoke execute on function public.instant_search(text) from public;
grant execute on function public.instant_search(text) to anon, authenticated, service_role;

-- Definer bodies run as the table owner: RLS would otherwise keep the GIN index out of the plan (@@ is not
-- leakproof, so a policy's filter must run first and the planner falls back to reading every row). Each body
-- filters what the public may see itself (approved documents, public questions and decks).
revoke execute on all functions in schema private from public;
grant execute on function private.document_search_query(text, boolean) to anon, authenticated, service_role;
grant execute on function private.search_documents(text, uuid, uuid, text, integer, integer, uuid, uuid, uuid)
  to anon, authenticated, service_role;
grant execute on function private.search_documents_count(text, uuid, uuid, uuid, uuid, uuid)
  to anon, authenticated, service_role;
grant execute on function private.instant_search(text) to anon, authenticated, service_role;
