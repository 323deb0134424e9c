-- The plagiarism index holds word-pair fingerprints (issue 13: reworded passages must be found), which replace the
-- winnowed k-gram hashes: shared/study/plagiarism/shingling.engine.ts, scheme 2. The old rows can never match a
-- new text's fingerprints, so they are dropped; the worker's catch-up (plagiarism:sync-index, enqueued at every
-- worker start) indexes every approved document again. `scheme` records which fingerprinting produced a
-- document's rows, so a later change to the fingerprints re-indexes the library the same way without a migration.
truncate public.plagiarism_fingerprints;
delete from public.plagiarism_indexed_documents;
alter table public.plagiarism_indexed_documents add column scheme integer not null check (scheme > 0);

-- A check reads all postings of a fingerprint at once: the index carries them, so they come from the index
-- alone (no heap visit per posting) and a fingerprint's postings sit together.
drop index public.plagiarism_fingerprints_fingerprint_idx;
create index plagiarism_fingerprints_fingerprint_idx on public.plagiarism_fingerprints (fingerprint)
  include (document_id, position);

-- The check's one read of the library index, with its work bounded the way shared/study/plagiarism's in-memory
-- index bounds it (CANDIDATE_LIMITS in fingerprint-index.engine.ts, passed as arguments): a fingerprint with more
-- than p_max_document_frequency postings is a set phrase and is skipped (at most that many + 1 postings are read
-- to tell); of the documents sharing at least p_min_shared distinct fingerprints with the text, the
-- p_max_candidates sharing the most (ties by id) are returned with their postings of the text's fingerprints.
-- Service role only, as before: the rows would let anyone rebuild paid documents' text.
drop function public.plagiarism_candidates(integer[]);
create function public.plagiarism_candidates(
  p_fingerprints integer[],
  p_max_document_frequency integer,
  p_min_shared integer,
  p_max_candidates integer
)
returns table (fingerprint integer, document_id uuid, "position" integer)
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
    select b.fp, b.document_id, b.position from bounded b where b.postings <= p_max_document_frequency
  ),
  candidates as (
    select s.document_id
    from specific s
    group by s.document_id
    having count(distinct s.fp) >= p_min_shared
    order by count(distinct s.fp) desc, s.document_id
    limit p_max_candidates
  )
  select s.fp, s.document_id, s.position
  from specific s
  join candidates c on c.document_id = s.document_id
$$;
revoke all on function public.plagiarism_candidates(integer[], integer, integer, integer) from public, anon, authenticated;
grant execute on function public.plagiarism_candidates(integer[], integer, integer, integer) to service_role;
