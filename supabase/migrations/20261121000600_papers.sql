-- Writer and editor papers with their version history (spec 2 sections 2.6, 3, 4, 5 and 7.2).

create table public.papers (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  -- The writer (/ai-writer/paper/{id}) and the editor (/xyeditor/paper/{id}) keep their papers apart.
  editor text not null default 'writer' check (editor in ('writer', 'editor')),
  title text not null default 'Untitled' check (char_length(title) <= 300),
  content text not null default '',
  paper_type jsonb not null default '{}'::jsonb check (jsonb_typeof(paper_type) = 'object'),
  word_count integer not null default 0 check (word_count >= 0),
  level text not null default 'undergraduate',
  citation_style text not null default 'APA_7',
  format jsonb not null default '{}'::jsonb check (jsonb_typeof(format) = 'object'),
  sources jsonb not null default '{}'::jsonb check (jsonb_typeof(sources) = 'object'),
  instructions text,
  status text not null default 'draft' check (status in ('draft', 'in_progress', 'completed', 'archived')),
  version integer not null default 1 check (version > 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index papers_user_updated_idx on public.papers (user_id, updated_at desc);
create index papers_user_editor_updated_idx on public.papers (user_id, editor, updated_at desc);
create trigger papers_set_updated_at before update on public.papers
  for each row execute function private.set_updated_at();

create table public.paper_versions (
  id uuid primary key default gen_random_uuid(),
  paper_id uuid not null references public.papers (id) on delete cascade,
  version_number integer not null check (version_number > 0),
  content text not null default '',
  created_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  -- Two devices saving at once cannot both create version N; the second retries with N + 1.
  unique (paper_id, version_number)
);
create index paper_versions_created_by_idx on public.paper_versions (created_by);

-- The paper's version column follows its newest version.
create or replace function private.sync_paper_version()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.papers set version = new.version_number
  where id = new.paper_id and version < new.version_number;
  return null;
end
$$;
create trigger paper_versions_sync_paper after insert on public.paper_versions
  for each row execute function private.sync_paper_version();

create or replace function private.owns_paper(p_paper_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.papers p where p.id = p_paper_id and p.user_id = auth.uid())
$$;
grant execute on function private.owns_paper(uuid) to authenticated, service_role;

alter table public.papers enable row level security;
create policy "Users can read their own papers" on public.papers
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users can create their own papers" on public.papers
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Users can update their own papers" on public.papers
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Users can delete their own papers" on public.papers
  for delete to authenticated using (user_id = (select auth.uid()));
-- Spec 2 section 6: list all papers, reassign a paper to another user, bulk delete.
create policy "Admins can manage all papers" on public.papers
  for all to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));

alter table public.paper_versions enable row level security;
create policy "Users can read versions of their own papers" on public.paper_versions
  for select to authenticated using (private.owns_paper(paper_id));
create policy "Users can add versions to their own papers" on public.paper_versions
  for insert to authenticated with check (private.owns_paper(paper_id) and created_by = (select auth.uid()));
create policy "Users can delete versions of their own papers" on public.paper_versions
  for delete to authenticated using (private.owns_paper(paper_id));
create policy "Admins can manage all paper versions" on public.paper_versions
  for all to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
-- History is history: versions are added, never rewritten.
revoke update on public.paper_versions from anon, authenticated;

-- Functions are executable by PUBLIC when created; in private, only the explicit grants above apply.
revoke execute on all functions in schema private from public;
