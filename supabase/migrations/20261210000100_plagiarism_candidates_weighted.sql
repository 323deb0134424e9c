-- The library check's candidates ranked by weight rather than by count (issue 13, bench:plagiarism): each shared
-- fingerprint weighs 1 / its postings, so a document sharing a copied passage's rare pairs outranks long documents
-- that merely share common vocabulary with a 5,000-word text. The same ranking as candidateHits in
-- shared/study/plagiarism/fingerprint-index.engine.ts, which also gets each row's postings count to rank by.
drop function public.plagiarism_candidates(integer[], integer, integer, integer);
create function public.plagiarism_candidates(
  p_fingerprints integer[],
  p_max_document_frequency integer,
  p_min_shared integer,
  p_max_candidates integer
)
returns table (fingerprint integer, document_id uuid, "position" integer, postings integer)
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
  select s.fp, s.document_id, s.position, s.postings
  from specific s
  join candidates c on c.document_id = s.document_id
$$;
revoke all on function public.plagiarism_candidates(integer[], integer, integer, integer) from public, anon, authenticated;
grant execute on function public.plagiarism_candidates(integer[], integer, integer, integer) to service_role;
