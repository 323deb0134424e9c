-- The AI detector's and the plagiarism checker's saved reports (issue 13): each paid check keeps its result so
-- the student can list and reopen it, and the charge (public.paid_actions) links to it. Written by the edge
-- functions with the service role only, after the charge: a user can read and delete their own reports but
-- never write one (a forged report would be a forged result).
create table public.writing_reports (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  paper_id uuid references public.papers (id) on delete set null,
  kind text not null check (kind in ('ai_detection', 'plagiarism')),
  -- The first words of the checked text, for the list.
  excerpt text not null default '' check (char_length(excerpt) <= 200),
  word_count integer not null default 0 check (word_count >= 0),
  -- The headline figure: AI probability (0..100) or similarity percent (0..100).
  score numeric(5, 2) not null check (score between 0 and 100),
  -- The checked text, so highlights can be drawn again when the report is reopened.
  checked_text text not null,
  result jsonb not null check (jsonb_typeof(result) = 'object'),
  engine text not null check (engine in ('provider', 'engine')),
  created_at timestamptz not null default now()
);
create index writing_reports_user_kind_created_idx on public.writing_reports (user_id, kind, created_at desc);
create index writing_reports_paper_id_idx on public.writing_reports (paper_id);

alter table public.writing_reports enable row level security;
create policy "Users can read their own writing reports" on public.writing_reports
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users can delete their own writing reports" on public.writing_reports
  for delete to authenticated using (user_id = (select auth.uid()));
revoke insert, update, truncate on public.writing_reports from anon, authenticated;

-- The plagiarism check's one read of the library index: the rows holding any of the checked text's
-- fingerprints. The index is service-role only (its rows would rebuild paid documents' text), so this is an
-- invoker function that only the service role may execute; the plagiarism-check function calls it after
-- charging. A POST body carries the thousands of fingerprints a long text has, where a filter in a URL cannot.
create or replace function public.plagiarism_candidates(p_fingerprints integer[])
returns table (fingerprint integer, document_id uuid, "position" integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select f.fingerprint, f.document_id, f.position
  from public.plagiarism_fingerprints f
  where f.fingerprint = any (p_fingerprints)
$$;
revoke all on function public.plagiarism_candidates(integer[]) from public, anon, authenticated;
grant execute on function public.plagiarism_candidates(integer[]) to service_role;
