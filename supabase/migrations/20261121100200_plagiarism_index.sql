-- The plagiarism checker's index of the library (ARCHITECTURE.md section 6): the winnowed fingerprints of every
-- approved document's text, one row per fingerprint and position, so a check looks up only the fingerprints of
-- the submitted text. Written and read by the server (service role) alone: the rows would let anyone rebuild
-- paid documents' text.
create table public.plagiarism_fingerprints (
  fingerprint integer not null,
  document_id uuid not null references public.documents (id) on delete cascade,
  position integer not null check (position >= 0)
);
create index plagiarism_fingerprints_fingerprint_idx on public.plagiarism_fingerprints (fingerprint);
create index plagiarism_fingerprints_document_id_idx on public.plagiarism_fingerprints (document_id);

-- Which text each document was indexed from, so a changed text (or a new approval) is indexed again.
create table public.plagiarism_indexed_documents (
  document_id uuid primary key references public.documents (id) on delete cascade,
  content_hash text not null,
  fingerprint_count integer not null check (fingerprint_count >= 0),
  indexed_at timestamptz not null default now()
);

alter table public.plagiarism_fingerprints enable row level security;
alter table public.plagiarism_indexed_documents enable row level security;
create policy "Admins can read the plagiarism index" on public.plagiarism_indexed_documents
  for select to authenticated using ((select private.is_admin()));
revoke all on public.plagiarism_fingerprints from anon, authenticated;
revoke insert, update, delete, truncate on public.plagiarism_indexed_documents from anon, authenticated;
