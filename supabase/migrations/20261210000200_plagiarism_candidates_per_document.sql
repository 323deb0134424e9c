-- The library check's read returns one row per candidate document (its postings as arrays) instead of one row per
-- posting: PostgREST caps an answer at max_rows (1,000, supabase/config.toml), and a 5,000-word text's candidates
-- hold more postings than that, so the plagiarism-check function silently lost some (found by bench:plagiarism).
-- At most p_max_candidates rows now. Same candidates, same ranking as 20261210000100.
drop function public.plagiarism_candidates(integer[], integer, integer, integer);
create function public.plagiarism_candidates(
  p_fingerprints integer[],
  p_max_document_frequency integer,
  p_min_shared integer,
  p_max_candidates integer
)
returns table (document_id uuid, fingerprints integer[], positions integer[], postings integer[])
language sql
stable
security invoker
set search_path = ''
as $$
  with wanted as (
    select distinct w.fp from unnest(p_fingerprints) as w (fp)
  ),
  bounded as (
    select w.fp, l.document_id, l.position, count(*) over (partition by w.fp) as postings
    from wanted w
    cross join lateral (
      select f.document_id, f.position
      from public.plagiarism_fingerprints f
      where f.fingerprint = w.fp
      limit p_max_document_frequency + 1
    ) l
  ),
  specific as (
    select b.fp, b.document_id, b.position, b.postings::integer as postings
    from bounded b
    where b.postings <= p_max_document_frequency
  ),
  shared as (
    select distinct s.document_id, s.fp, s.postings from specific s
  ),
  candidates as (
    select h.document_id
    from shared h
    group by h.document_id
    having count(*) >= p_min_shared
    order by sum(1.0 / h.postings) desc, h.document_id
    limit p_max_candidates
  )
  select s.document_id, array_agg(s.fp), array_agg(s.position), array_agg(s.postings)
  from specific s
  join candidates c on c.document_id = s.document_id
  group by s.document_id
$$;
revoke all on function public.plagiarism_candidates(integer[], integer, integer, integer) from public, anon, authenticated;
grant execute on function public.plagiarism_candidates(integer[], integer, integer, integer) to service_role;
