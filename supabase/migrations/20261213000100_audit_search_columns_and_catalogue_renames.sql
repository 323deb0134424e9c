-- Two leftovers of search at scale (20261206000000):
--
-- 1. Admin audit rows carried documents.search_head (and body_vector, the pipeline's body text vector, which can
--    be hundreds of kilobytes): tsvectors are the database's own bookkeeping, noise in a diff, like search_vector
--    which the audit trigger already left out. They are now stripped before the before/after comparison, so a
--    write that changed only them is not audited at all.
-- 2. A document's search_head holds its subject, course and university names, written when the document changes.
--    Renaming a subject, course (name or code) or university left every document of it found by the old name
--    only. A rename now re-indexes the documents that point at it, in the same transaction, and adds the new
--    name's words to the spelling list (private.search_terms) when approved documents carry it. The documents'
--    updated_at does not move: their own content did not change (set_updated_at ignores search_head as it
--    ignores search_vector).

-- ---------------------------------------------------------------------------------------------------------
-- 1. The audit trigger, as in 20261209000000 but for the stripped columns.
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.audit_admin_write()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  -- Search vectors and the like are noise in a diff.
  v_noise constant text[] := array['search_vector', 'search_head', 'body_vector'];
  v_action text := nullif(pg_catalog.current_setting('studyloop.admin_action', true), '');
  v_before jsonb := case when tg_op in ('UPDATE', 'DELETE') then pg_catalog.to_jsonb(old) - v_noise end;
  v_after jsonb := case when tg_op in ('INSERT', 'UPDATE') then pg_catalog.to_jsonb(new) - v_noise end;
  v_row jsonb := coalesce(v_after, v_before);
begin
  if auth.uid() is null or not private.is_admin() then
    return null;
  end if;
  if v_action is null then
    if not private.is_client_role() then
      return null;
    end if;
    v_action := tg_table_name || '.' || pg_catalog.lower(tg_op);
  end if;
  if tg_op = 'UPDATE' and v_before = v_after then
    return null;
  end if;
  perform private.write_admin_audit(
    v_action, tg_table_name,
    coalesce(
      v_row ->> 'id', v_row ->> 'key', v_row ->> 'post_id',
      (v_row ->> 'document_id') || ':' || (v_row ->> 'page_number')
    ),
    v_before, v_after
  );
  return null;
end
$$;
revoke all on function private.audit_admin_write() from public;
grant execute on function private.audit_admin_write() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- 2a. updated_at, as in 20261123400000, but search_head is bookkeeping too.
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_ignored text[] := tg_argv || array['updated_at', 'search_vector', 'search_head'];
begin
  if tg_nargs > 0 and (pg_catalog.to_jsonb(new) - v_ignored) = (pg_catalog.to_jsonb(old) - v_ignored) then
    return new;
  end if;
  new.updated_at := coalesce(private.imported_at(), pg_catalog.now());
  return new;
end
$$;

-- ---------------------------------------------------------------------------------------------------------
-- 2b. search_head, as in 20261206000000, but recomputed on request (studyloop.reindex_search_head = 'on', set for
--     one statement by the rename triggers below) even when the document's own columns did not change.
-- ---------------------------------------------------------------------------------------------------------
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
     and new.university_id is not distinct from old.university_id
     and pg_catalog.current_setting('studyloop.reindex_search_head', true) is distinct from 'on' then
    new.search_head := old.search_head;
  else
    new.search_head := private.document_search_head(
      new.title, new.description, new.subject_id, new.course_id, new.university_id
    );
  end if;
  return new;
end
$$;

-- One trigger function for the three catalogue tables: which documents column points at the renamed row is the
-- trigger's argument. Security definer: the documents' update is the server's, whoever renamed (an admin).
create or replace function private.reindex_documents_on_catalogue_rename()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_column constant text := tg_argv[0];
  v_carried boolean;
begin
  if tg_table_name = 'courses' then
    if new.name is not distinct from old.name and new.code is not distinct from old.code then
      return null;
    end if;
  elsif new.name is not distinct from old.name then
    return null;
  end if;

  perform pg_catalog.set_config('studyloop.reindex_search_head', 'on', true);
  execute pg_catalog.format('update public.documents d set search_head = d.search_head where d.%I = $1', v_column)
    using new.id;
  perform pg_catalog.set_config('studyloop.reindex_search_head', '', true);

  -- The new name's words become spelling suggestions once an approved document carries them.
  execute pg_catalog.format(
    'select exists (select 1 from public.documents d where d.%I = $1 and d.status = ''approved'')', v_column)
    into strict v_carried using new.id;
  if v_carried then
    insert into private.search_terms (word)
    select distinct w from private.search_words(new.name) as w
    on conflict (word) do nothing;
  end if;
  return null;
end
$$;
revoke all on function private.reindex_documents_on_catalogue_rename() from public, anon, authenticated;

create trigger subjects_reindex_documents_on_rename after update of name on public.subjects
  for each row execute function private.reindex_documents_on_catalogue_rename('subject_id');
create trigger courses_reindex_documents_on_rename after update of name, code on public.courses
  for each row execute function private.reindex_documents_on_catalogue_rename('course_id');
create trigger universities_reindex_documents_on_rename after update of name on public.universities
  for each row execute function private.reindex_documents_on_catalogue_rename('university_id');

-- Documents indexed under names renamed before this migration.
select pg_catalog.set_config('studyloop.reindex_search_head', 'on', false);
update public.documents d
   set search_head = private.document_search_head(d.title, d.description, d.subject_id, d.course_id, d.university_id)
 where d.search_head is distinct from
       private.document_search_head(d.title, d.description, d.subject_id, d.course_id, d.university_id);
select pg_catalog.set_config('studyloop.reindex_search_head', '', false);
