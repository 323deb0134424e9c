-- Issue 12: an upload becomes a document through background jobs. When a seller attaches an original
-- (attach_document_file), a `documents:process` job checks the file's type from its bytes, converts DOCX/PPTX/text
-- to PDF, counts the pages, extracts each page's text, writes a preview PDF and a card image, looks for
-- near-duplicates among existing documents and fills the body part of the search vector. The seller watches the
-- steps live (document_processing is in the realtime publication); a document cannot be approved before its
-- processing is complete, so nothing is ever half-published.

-- ---------------------------------------------------------------------------------------------------------
-- One processing record per document. No foreign key on purpose: when the pipeline refuses a file (not a document,
-- corrupt, password-protected, a zip bomb, too many pages, a file already on the marketplace) it removes the stored
-- objects and the document row, and this record stays as the seller's answer to "what happened to my upload?".
-- ---------------------------------------------------------------------------------------------------------
create table public.document_processing (
  document_id uuid primary key,
  user_id uuid references public.users (id) on delete cascade,
  title text,
  -- queued → processing → ready (pending review) | failed (retries exhausted) | refused (bad file, removed)
  state text not null default 'queued' check (state in ('queued', 'processing', 'ready', 'failed', 'refused')),
  step text check (step in ('detect', 'convert', 'pages', 'preview', 'card', 'duplicates', 'publish')),
  steps_done text[] not null default '{}',
  attempts integer not null default 0 check (attempts >= 0),
  -- The plain reason shown to the seller (failed, refused) and a note on a step that worked differently.
  error text,
  notice text,
  -- The original this run works on: a new attach restarts processing from scratch.
  source_path text,
  source_sha256 text,
  detected_type text,
  converted_with text check (converted_with in ('none', 'libreoffice', 'text')),
  page_count integer check (page_count > 0),
  duplicate_of uuid,
  duplicate_similarity numeric(5, 4),
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz,
  updated_at timestamptz not null default now()
);
create index document_processing_user_updated_idx on public.document_processing (user_id, updated_at desc);
create index document_processing_sha256_idx on public.document_processing (source_sha256) where source_sha256 is not null;
create index document_processing_duplicate_of_idx on public.document_processing (duplicate_of) where duplicate_of is not null;
create trigger document_processing_set_updated_at before update on public.document_processing
  for each row execute function private.set_updated_at();

alter table public.document_processing enable row level security;
create policy "Sellers can read the processing of their uploads" on public.document_processing
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Admins can read all processing" on public.document_processing
  for select to authenticated using ((select private.is_admin()));
-- Written by the pipeline and the triggers below only.
revoke insert, update, delete, truncate on public.document_processing from anon, authenticated;

alter table public.document_processing replica identity full;
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
  if not exists (
    select 1 from pg_publication_tables
    where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'document_processing'
  ) then
    alter publication supabase_realtime add table public.document_processing;
  end if;
  -- The seller's document list follows status changes (approved, rejected) live too.
  if not exists (
    select 1 from pg_publication_tables
    where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'documents'
  ) then
    alter publication supabase_realtime add table public.documents;
  end if;
end
$$;

-- ---------------------------------------------------------------------------------------------------------
-- Search: title (A), description (B) and the body text (C) in one weighted vector. The body part is written by
-- the pipeline from the extracted pages (the first 200,000 characters: enough to find a document by what it is
-- about, small enough to keep the index lean at a million documents).
-- ---------------------------------------------------------------------------------------------------------
alter table public.documents add column body_vector tsvector;
alter table public.documents drop column search_vector;
alter table public.documents add column search_vector tsvector generated always as (
  setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
  || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B')
  || coalesce(body_vector, ''::tsvector)
) stored;
create index documents_search_vector_idx on public.documents using gin (search_vector);

-- Prices are USD with their points at 10 per dollar; a price above this is a typo, not a study document.
alter table public.documents add constraint documents_price_max check (price <= 10000) not valid;
alter table public.documents add constraint documents_points_price_max check (points_price <= 100000) not valid;

-- The body vector is the server's, like the file columns.
create or replace function private.guard_document_body_vector()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_privileged()
     and new.body_vector is distinct from (case when tg_op = 'UPDATE' then old.body_vector end) then
    raise exception 'Only the platform sets the search text of a document' using errcode = '42501';
  end if;
  return new;
end
$$;
create trigger documents_guard_body_vector before insert or update on public.documents
  for each row execute function private.guard_document_body_vector();

-- ---------------------------------------------------------------------------------------------------------
-- Enqueuing. Documents enter the pipeline through upload_document (below); a later new original of such a
-- document (attach_document_file, or an admin replacing it) restarts its processing from scratch.
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.enqueue_document_processing(p_document_id uuid)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if pg_catalog.to_regnamespace('graphile_worker') is null then
    return;
  end if;
  -- Four attempts: graphile-worker waits about 3, 7 and 20 s between them (exponential backoff).
  perform graphile_worker.add_job(
    'documents:process',
    pg_catalog.json_build_object('documentId', p_document_id),
    job_key => 'documents:process:' || p_document_id::text,
    max_attempts => 4
  );
end
$$;
revoke all on function private.enqueue_document_processing(uuid) from public, anon, authenticated, service_role;

create or replace function private.start_document_processing(p_document public.documents)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.document_processing (document_id, user_id, title, state, source_path)
  values (p_document.id, p_document.user_id, p_document.title, 'queued', p_document.original_file_path)
  on conflict (document_id) do update set
    user_id = excluded.user_id,
    title = excluded.title,
    state = 'queued',
    step = null,
    steps_done = '{}',
    attempts = 0,
    error = null,
    notice = null,
    source_path = excluded.source_path,
    source_sha256 = null,
    detected_type = null,
    converted_with = null,
    page_count = null,
    duplicate_of = null,
    duplicate_similarity = null,
    started_at = null,
    finished_at = null;
  perform private.enqueue_document_processing(p_document.id);
end
$$;
revoke all on function private.start_document_processing(public.documents) from public, anon, authenticated, service_role;

create or replace function private.documents_restart_processing()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.original_file_path is not null
     and new.original_file_path is distinct from old.original_file_path
     and exists (select 1 from public.document_processing p where p.document_id = new.id) then
    perform private.start_document_processing(new);
  end if;
  return null;
end
$$;
revoke all on function private.documents_restart_processing() from public, anon, authenticated, service_role;
create trigger documents_restart_processing after update on public.documents
  for each row execute function private.documents_restart_processing();

-- ---------------------------------------------------------------------------------------------------------
-- upload_document(p_document, p_path): the upload screen's one call. The seller has put the file in their own
-- folder of document-originals; this checks the metadata, refuses a file that is already on the marketplace,
-- creates the document (pending, as any browser insert), attaches the file through attach_document_file and
-- queues its processing, all in one transaction: a refused upload leaves no row (the screen removes its object).
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.upload_document(p_document jsonb, p_path text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user_id uuid := auth.uid();
  v_title text := nullif(pg_catalog.btrim(coalesce(p_document ->> 'title', '')), '');
  v_description text := nullif(pg_catalog.btrim(coalesce(p_document ->> 'description', '')), '');
  v_price numeric;
  v_object storage.objects;
  v_document public.documents;
  v_course_university uuid;
begin
  if v_user_id is null then
    perform private.raise_api_error(401, '42501', 'User not authenticated');
  end if;
  if p_document is null or pg_catalog.jsonb_typeof(p_document) <> 'object' then
    perform private.raise_api_error(400, '22023', 'Document details are required');
  end if;
  if v_title is null then
    perform private.raise_api_error(400, '23502', 'A title is required');
  end if;
  if pg_catalog.char_length(v_title) > 300 then
    perform private.raise_api_error(400, '22001', 'The title can have at most 300 characters');
  end if;
  if v_description is null then
    perform private.raise_api_error(400, '23502', 'A description is required');
  end if;
  begin
    v_price := (p_document ->> 'price')::numeric;
  exception when others then
    perform private.raise_api_error(400, '22P02', 'The price must be a number');
  end;
  if v_price is null or v_price < 0 or v_price > 10000 then
    perform private.raise_api_error(400, '22003', 'The price must be between $0 and $10,000');
  end if;
  if v_price <> round(v_price, 2) then
    perform private.raise_api_error(400, '22003', 'The price can have at most 2 decimals');
  end if;
  if nullif(p_document ->> 'subject_id', '') is null or nullif(p_document ->> 'document_type_id', '') is null
     or nullif(p_document ->> 'university_id', '') is null then
    perform private.raise_api_error(400, '23502', 'Subject, document type and university are required');
  end if;
  if not exists (select 1 from public.subjects s where s.id = (p_document ->> 'subject_id')::uuid) then
    perform private.raise_api_error(400, '23503', 'Unknown subject');
  end if;
  if not exists (select 1 from public.document_types t where t.id = (p_document ->> 'document_type_id')::uuid) then
    perform private.raise_api_error(400, '23503', 'Unknown document type');
  end if;
  if not exists (select 1 from public.universities u where u.id = (p_document ->> 'university_id')::uuid) then
    perform private.raise_api_error(400, '23503', 'Unknown university');
  end if;
  if nullif(p_document ->> 'course_id', '') is not null then
    select c.university_id into v_course_university from public.courses c where c.id = (p_document ->> 'course_id')::uuid;
    if v_course_university is distinct from (p_document ->> 'university_id')::uuid then
      perform private.raise_api_error(400, '23503', 'The course is not one of that university''s courses');
    end if;
  end if;
  if nullif(p_document ->> 'textbook_id', '') is not null
     and not exists (select 1 from public.textbooks t where t.id = (p_document ->> 'textbook_id')::uuid) then
    perform private.raise_api_error(400, '23503', 'Unknown textbook');
  end if;

  if p_path is null or (storage.foldername(p_path))[1] is distinct from v_user_id::text then
    perform private.raise_api_error(403, '42501', 'A document can only name a file in its uploader''s folder');
  end if;
  select * into v_object from storage.objects o where o.bucket_id = 'document-originals' and o.name = p_path;
  if not found then
    perform private.raise_not_found('File not found');
  end if;
  if coalesce((v_object.metadata ->> 'size')::bigint, 0) = 0 then
    perform private.raise_api_error(400, '22023', 'The file is empty');
  end if;
  -- The same bytes (same MD5 and size) as the original of a live document: the same file uploaded twice.
  if exists (
    select 1 from public.documents d
    join storage.objects o on o.bucket_id = 'document-originals' and o.name = d.original_file_path
    where d.status <> 'deleted'
      and o.metadata ->> 'eTag' = v_object.metadata ->> 'eTag'
      and o.metadata ->> 'size' = v_object.metadata ->> 'size'
  ) then
    perform private.raise_api_error(409, '23505', 'This file has already been uploaded',
      'The same file is already a document on Studyloop.');
  end if;

  insert into public.documents (
    title, description, price, points_price, language, user_id, subject_id, university_id, course_id,
    document_type_id, textbook_id, status
  ) values (
    v_title, v_description, v_price, (v_price * 10)::integer,
    coalesce(nullif(p_document ->> 'language', ''), 'en'), v_user_id,
    (p_document ->> 'subject_id')::uuid, (p_document ->> 'university_id')::uuid,
    nullif(p_document ->> 'course_id', '')::uuid, (p_document ->> 'document_type_id')::uuid,
    nullif(p_document ->> 'textbook_id', '')::uuid, 'pending'
  )
  returning * into v_document;
  perform private.attach_document_file(v_document.id, 'original', p_path);
  select * into v_document from public.documents d where d.id = v_document.id;
  perform private.start_document_processing(v_document);
  return jsonb_build_object('document_id', v_document.id, 'slug', v_document.slug, 'status', v_document.status);
end
$$;
create or replace function public.upload_document(p_document jsonb, p_path text)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select private.upload_document(p_document, p_path)
$$;
revoke all on function public.upload_document(jsonb, text) from public, anon;
grant execute on function public.upload_document(jsonb, text) to authenticated, service_role;
grant execute on function private.upload_document(jsonb, text) to authenticated, service_role;

-- Nothing half-published: a document whose processing is not complete cannot be approved, by anyone.
create or replace function private.hold_document_until_processed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'approved' and (tg_op = 'INSERT' or old.status is distinct from 'approved')
     and exists (
       select 1 from public.document_processing p where p.document_id = new.id and p.state <> 'ready'
     ) then
    perform private.raise_api_error(409, '55000', 'This document has not finished processing',
      'Approve it once its processing is complete.');
  end if;
  return new;
end
$$;
revoke all on function private.hold_document_until_processed() from public, anon, authenticated, service_role;
create trigger documents_hold_until_processed before insert or update on public.documents
  for each row execute function private.hold_document_until_processed();

-- The processing record follows the title the seller edits.
create or replace function private.documents_processing_title()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.document_processing p set title = new.title where p.document_id = new.id and p.title is distinct from new.title;
  return null;
end
$$;
revoke all on function private.documents_processing_title() from public, anon, authenticated, service_role;
create trigger documents_processing_title after update of title on public.documents
  for each row execute function private.documents_processing_title();

-- Moderation itself is admin_review_documents (the admin issue, 20261201000100): approve / reject / soft-reject
-- with the reason and the seller's notification; the trigger above keeps it from approving an unprocessed upload.

-- Functions are executable by PUBLIC when created; in private, only the explicit grants above apply.
revoke execute on all functions in schema private from public;
