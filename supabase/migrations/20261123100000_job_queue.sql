-- Background jobs (ARCHITECTURE.md section 2). The queue is graphile-worker's, in the `graphile_worker`
-- schema, which the worker installs and upgrades itself when it starts (`npm start`, `npm run platform`,
-- `npm run worker`); these migrations therefore never depend on it. Until a worker has run once, the
-- schema does not exist and enqueuing does nothing: the worker's startup jobs (server/jobs/task-registry.ts)
-- catch up on whatever was missed. Task names are the ones registered there.

-- Adds a job from SQL, in the transaction of the change it follows from. Callable only by its owner: the
-- trigger functions below run as their owner (security definer), so no API role needs the queue itself.
create or replace function private.enqueue_job(
  task text,
  payload json,
  job_key text default null,
  queue_name text default null
)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if pg_catalog.to_regnamespace('graphile_worker') is null then
    return;
  end if;
  perform graphile_worker.add_job(task, payload, queue_name => queue_name, job_key => job_key);
end;
$$;
revoke all on function private.enqueue_job(text, json, text, text) from public, anon, authenticated, service_role;
comment on function private.enqueue_job(text, json, text, text) is
  'Adds a graphile-worker job when the queue exists (a worker has started once); otherwise does nothing.';

-- The plagiarism index follows the library: a document entering or leaving `approved`, or an approved
-- document's text changing, re-syncs that document. One job key per document, so a burst of page writes
-- makes one waiting job; one queue, so the jobs of the index never overlap.
create or replace function private.enqueue_plagiarism_index_sync(p_document_id uuid)
returns void
language sql
set search_path = ''
as $$
  select private.enqueue_job(
    'plagiarism:sync-document',
    pg_catalog.json_build_object('documentId', p_document_id),
    'plagiarism:document:' || p_document_id::text,
    'plagiarism-index'
  );
$$;
revoke all on function private.enqueue_plagiarism_index_sync(uuid) from public, anon, authenticated, service_role;

create or replace function private.documents_plagiarism_index_sync()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (tg_op = 'INSERT' and new.status = 'approved')
    or (tg_op = 'UPDATE' and (old.status = 'approved') is distinct from (new.status = 'approved')) then
    perform private.enqueue_plagiarism_index_sync(new.id);
  end if;
  return null;
end;
$$;
revoke all on function private.documents_plagiarism_index_sync() from public, anon, authenticated, service_role;

-- Not `update of status`: a BEFORE trigger may change the status of an update that does not name it (a
-- seller's edit of an approved document sends it back to review).
create trigger documents_plagiarism_index_sync
  after insert or update on public.documents
  for each row execute function private.documents_plagiarism_index_sync();

create or replace function private.document_pages_plagiarism_index_sync()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_document_id uuid := case when tg_op = 'DELETE' then old.document_id else new.document_id end;
begin
  -- Pages of documents under review or rejected are not in the index; their approval will index them.
  if exists (select 1 from public.documents d where d.id = v_document_id and d.status = 'approved') then
    perform private.enqueue_plagiarism_index_sync(v_document_id);
  end if;
  return null;
end;
$$;
revoke all on function private.document_pages_plagiarism_index_sync() from public, anon, authenticated, service_role;

create trigger document_pages_plagiarism_index_sync
  after insert or update or delete on public.document_pages
  for each row execute function private.document_pages_plagiarism_index_sync();
