-- A paper's sources (issue 13, citations): each reference is kept as CSL-JSON, the exchange format of the
-- citation engine, so any style can format it and in-text citations keep pointing at it by id. A reference
-- taken from the platform's library keeps the document it came from. Read and written by the paper's owner.
create table public.paper_references (
  id uuid primary key default gen_random_uuid(),
  paper_id uuid not null references public.papers (id) on delete cascade,
  csl jsonb not null check (
    jsonb_typeof(csl) = 'object'
    and jsonb_typeof(csl -> 'title') = 'string'
    and char_length(csl ->> 'title') between 1 and 1000
    and octet_length(csl::text) <= 20000
  ),
  document_id uuid references public.documents (id) on delete set null,
  created_at timestamptz not null default now()
);
create index paper_references_paper_created_idx on public.paper_references (paper_id, created_at);
create index paper_references_document_id_idx on public.paper_references (document_id);

alter table public.paper_references enable row level security;
create policy "Users can read the sources of their own papers" on public.paper_references
  for select to authenticated using (private.owns_paper(paper_id));
create policy "Users can add sources to their own papers" on public.paper_references
  for insert to authenticated with check (private.owns_paper(paper_id));
create policy "Users can edit the sources of their own papers" on public.paper_references
  for update to authenticated using (private.owns_paper(paper_id)) with check (private.owns_paper(paper_id));
create policy "Users can delete the sources of their own papers" on public.paper_references
  for delete to authenticated using (private.owns_paper(paper_id));
create policy "Admins can manage all paper sources" on public.paper_references
  for all to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
