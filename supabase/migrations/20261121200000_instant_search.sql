-- Header instant search (spec 1 sections 2 and 7): web-style Postgres full-text search over approved documents,
-- public homework questions and public flashcard decks; at most 5 documents, 3 questions and 3 decks, 8 rows in
-- all, best matches first. Every word also matches as a prefix, so results follow the visitor's typing.
-- Security invoker: the caller's RLS applies, and the filters below keep even an owner's private rows out.

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
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_text text := left(btrim(coalesce(p_query, '')), 200);
  v_prefix tsquery;
  v_query tsquery;
begin
  if v_text = '' then
    return;
  end if;

  select pg_catalog.to_tsquery('english'::regconfig, pg_catalog.string_agg(pg_catalog.quote_literal(word) || ':*', ' & '))
    into v_prefix
    from pg_catalog.regexp_split_to_table(
      pg_catalog.lower(pg_catalog.regexp_replace(v_text, '[^[:alnum:][:space:]]+', ' ', 'g')), '\s+'
    ) as word
    where word <> '';

  v_query := pg_catalog.websearch_to_tsquery('english'::regconfig, v_text);
  if v_prefix is not null and pg_catalog.numnode(v_prefix) > 0 then
    v_query := case when pg_catalog.numnode(v_query) > 0 then v_query || v_prefix else v_prefix end;
  end if;
  if v_query is null or pg_catalog.numnode(v_query) = 0 then
    return;
  end if;

  return query
  select r.kind, r.id, r.slug, r.title, r.author_name, r.created_at, r.rank
  from (
    (select 'document'::text as kind, d.id, d.slug, d.title, p.full_name as author_name, d.created_at,
            pg_catalog.ts_rank(d.search_vector, v_query) as rank
       from public.documents d
       left join public.public_profiles p on p.id = d.user_id
      where d.status = 'approved' and d.search_vector @@ v_query
      order by rank desc, d.download_count desc
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

comment on function public.instant_search(text) is
  'Header instant search: up to 5 documents, 3 homework questions and 3 flashcard decks, 8 in all.';

revoke execute on function public.instant_search(text) from public;
grant execute on function public.instant_search(text) to anon, authenticated, service_role;
