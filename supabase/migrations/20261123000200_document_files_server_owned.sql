-- Paid originals could be downloaded without buying them (issue 9 item 1). The storage policy for document files
-- (private.can_read_document_file) lets a user read a file that a document of theirs names, and users could
-- write the file-path columns of their own documents: anyone could name another seller's original (the paths of
-- approved documents are public) and download or sign it. Two rules close this, as ARCHITECTURE §3 asks:
--
-- 1. The columns that name stored files, and what is derived from those files (sizes, types, names, page counts,
--    format), are written by the server only: the platform, admins and security definer functions, the way
--    private.is_privileged() already decides for moderation and counters. A browser writing one is refused
--    (42501), not silently ignored, so a client bug shows. Sellers attach their own uploads through
--    attach_document_file below, which takes the file's facts from storage, not from the caller.
-- 2. A file belongs to the one document that names it: an original or converted file lies in the folder of the
--    document's uploader (for every writer, the server included), and unique indexes keep two documents from
--    naming the same file. The storage policy checks the folder again when it serves a file, so rows written
--    before these rules serve nothing they should not.

-- ---------------------------------------------------------------------------------------------------------
-- Rows the hole may have left behind. A path outside the uploader's folder can only come from the exploit, and
-- of several documents naming one file only the first to do so keeps it. Those columns are cleared (with the
-- facts describing the file) so the rules below hold for every row and the unique indexes can be built.
-- ---------------------------------------------------------------------------------------------------------
update public.documents d
set original_file_path = null, original_file_name = null, original_file_size = null, original_file_type = null
where d.original_file_path is not null
  and (
    (storage.foldername(d.original_file_path))[1] is distinct from d.user_id::text and d.user_id is not null
    or exists (
      select 1 from public.documents o
      where o.original_file_path = d.original_file_path and (o.created_at, o.id) < (d.created_at, d.id)
    )
  );
update public.documents d
set converted_file_path = null, converted_file_name = null, converted_file_size = null, converted_file_type = null
where d.converted_file_path is not null
  and (
    (storage.foldername(d.converted_file_path))[1] is distinct from d.user_id::text and d.user_id is not null
    or exists (
      select 1 from public.documents o
      where o.converted_file_path = d.converted_file_path and (o.created_at, o.id) < (d.created_at, d.id)
    )
  );
update public.documents d
set preview_file_path = null, preview_file_name = null, preview_file_size = null, preview_file_type = null
where d.preview_file_path is not null
  and exists (
    select 1 from public.documents o
    where o.preview_file_path = d.preview_file_path and (o.created_at, o.id) < (d.created_at, d.id)
  );

-- One document per file. These replace the plain look-up indexes of 20261121100000_storage_buckets.sql (the
-- storage policy still finds documents by path through them). Previews are derived from one document too.
-- Card images are not: a shared placeholder image is a legitimate choice and they are public anyway.
drop index if exists public.documents_original_file_path_idx;
drop index if exists public.documents_converted_file_path_idx;
create unique index documents_original_file_path_key on public.documents (original_file_path)
  where original_file_path is not null;
create unique index documents_converted_file_path_key on public.documents (converted_file_path)
  where converted_file_path is not null;
create unique index documents_preview_file_path_key on public.documents (preview_file_path)
  where preview_file_path is not null;

-- ---------------------------------------------------------------------------------------------------------
-- The write guard of documents, as in 20261121000300_documents_and_library.sql, plus the two rules above.
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.guard_document_write()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  -- The server's columns about stored files: written by the upload pipeline from the files themselves.
  v_file_columns constant text[] := array[
    'original_file_path', 'original_file_name', 'original_file_size', 'original_file_type',
    'converted_file_path', 'converted_file_name', 'converted_file_size', 'converted_file_type',
    'preview_file_path', 'preview_file_name', 'preview_file_size', 'preview_file_type',
    'card_image_path', 'card_image_name',
    'page_count', 'preview_page_count', 'file_format'
  ];
  v_new jsonb;
  v_old jsonb;
  v_written text[];
begin
  if private.is_privileged() then
    if new.status = 'approved' and (tg_op = 'INSERT' or old.status is distinct from 'approved') then
      new.approved_at := coalesce(new.approved_at, pg_catalog.now());
      new.published_at := coalesce(new.published_at, new.approved_at);
    end if;
  else
    -- A browser may not write a file column: on insert any value, on update any change (a save that sends a
    -- column back unchanged is fine).
    v_new := pg_catalog.to_jsonb(new);
    v_old := case when tg_op = 'UPDATE' then pg_catalog.to_jsonb(old) else '{}'::jsonb end;
    select pg_catalog.array_agg(c) into v_written
    from pg_catalog.unnest(v_file_columns) c
    where (v_new -> c) is distinct from coalesce(v_old -> c, 'null'::jsonb);
    if v_written is not null then
      raise exception 'Only the platform sets the files of a document (%)', pg_catalog.array_to_string(v_written, ', ')
        using errcode = '42501',
              hint = 'Upload into your own folder of the bucket, then call attach_document_file.';
    end if;

    if tg_op = 'INSERT' then
      new.status := 'pending';
      new.rejection_reason := null;
      new.download_count := 0;
      new.view_count := 0;
      new.purchase_count := 0;
      new.bookmark_count := 0;
      new.revenue_points := 0;
      new.average_rating := 0;
      new.review_count := 0;
      new.approved_at := null;
      new.published_at := null;
      new.created_at := pg_catalog.now();
    else
      if new.status is distinct from old.status and new.status <> 'deleted' then
        raise exception 'Only administrators can change the status of a document' using errcode = '42501';
      end if;
      new.user_id := old.user_id;
      new.rejection_reason := old.rejection_reason;
      new.download_count := old.download_count;
      new.view_count := old.view_count;
      new.purchase_count := old.purchase_count;
      new.bookmark_count := old.bookmark_count;
      new.revenue_points := old.revenue_points;
      new.average_rating := old.average_rating;
      new.review_count := old.review_count;
      new.approved_at := old.approved_at;
      new.published_at := old.published_at;
      new.created_at := old.created_at;
    end if;
  end if;

  -- Every writer: a document's original and converted files lie in its uploader's folder. Checked when a path
  -- or the uploader changes; losing the uploader (account deleted, user_id set null) keeps the files, so buyers
  -- keep them, but such a document cannot name a new file.
  if tg_op = 'INSERT'
     or new.original_file_path is distinct from old.original_file_path
     or new.converted_file_path is distinct from old.converted_file_path
     or (new.user_id is distinct from old.user_id and new.user_id is not null) then
    if new.original_file_path is not null
       and (storage.foldername(new.original_file_path))[1] is distinct from new.user_id::text then
      raise exception 'A document''s original must be in its uploader''s folder' using errcode = '23514';
    end if;
    if new.converted_file_path is not null
       and (storage.foldername(new.converted_file_path))[1] is distinct from new.user_id::text then
      raise exception 'A document''s converted file must be in its uploader''s folder' using errcode = '23514';
    end if;
  end if;
  return new;
end
$$;

-- ---------------------------------------------------------------------------------------------------------
-- The storage policy's check, as in 20261121100000_storage_buckets.sql, plus the folder rule: a buyer reaches
-- the files of the document they own, and only files in its uploader's folder.
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.can_read_document_file(p_bucket_id text, p_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.documents d
    where (
        (p_bucket_id = 'document-originals' and d.original_file_path = p_name)
        or (p_bucket_id = 'document-converted' and d.converted_file_path = p_name)
      )
      and (d.user_id is null or (storage.foldername(p_name))[1] = d.user_id::text)
      and (d.user_id = auth.uid() or private.owns_document(d.id))
  )
$$;

-- ---------------------------------------------------------------------------------------------------------
-- attach_document_file(p_document_id, p_kind, p_path): how a seller's upload becomes their document's file.
-- The upload goes to the seller's own folder (`{userId}/...`, which the storage policies already require);
-- this names it on the document, with name, size and type taken from the stored object. p_kind 'original'
-- (document-originals) or 'card_image' (cover-images). A new original clears what was derived from the old
-- one (converted file, preview, page counts) for the pipeline to redo. An approved document goes back to
-- review: buyers rely on the file that was approved.
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.attach_document_file(p_document_id uuid, p_kind text, p_path text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user_id uuid := auth.uid();
  v_bucket text := case p_kind when 'original' then 'document-originals' when 'card_image' then 'cover-images' end;
  v_document public.documents;
  v_object storage.objects;
  v_name text;
  v_type text;
  v_review boolean;
begin
  if v_user_id is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  if v_bucket is null then
    raise exception 'p_kind must be original or card_image' using errcode = '22023';
  end if;
  select * into v_document from public.documents d
  where d.id = p_document_id and d.user_id = v_user_id
  for no key update;
  if not found then
    perform private.raise_not_found('Document not found');
  end if;
  if p_path is null or (storage.foldername(p_path))[1] is distinct from v_user_id::text then
    raise exception 'A document can only name a file in its uploader''s folder' using errcode = '42501';
  end if;
  select * into v_object from storage.objects o where o.bucket_id = v_bucket and o.name = p_path;
  if not found then
    perform private.raise_not_found('File not found');
  end if;

  v_name := storage.filename(p_path);
  v_type := v_object.metadata ->> 'mimetype';
  v_review := v_document.status = 'approved'
    and p_path is distinct from case p_kind when 'original' then v_document.original_file_path
                                            else v_document.card_image_path end;

  if p_kind = 'original' and p_path is distinct from v_document.original_file_path then
    update public.documents d set
      original_file_path = p_path,
      original_file_name = v_name,
      original_file_size = (v_object.metadata ->> 'size')::bigint,
      original_file_type = v_type,
      file_format = case v_type
        when 'application/pdf' then 'pdf'
        when 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' then 'docx'
        when 'application/vnd.openxmlformats-officedocument.presentationml.presentation' then 'pptx'
        when 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' then 'xlsx'
        when 'application/msword' then 'doc'
        when 'application/vnd.ms-powerpoint' then 'ppt'
        when 'application/vnd.ms-excel' then 'xls'
        when 'application/vnd.oasis.opendocument.text' then 'odt'
        when 'application/vnd.oasis.opendocument.presentation' then 'odp'
        when 'application/rtf' then 'rtf'
        when 'application/epub+zip' then 'epub'
        when 'text/plain' then 'txt'
        when 'text/markdown' then 'md'
        when 'text/csv' then 'csv'
      end,
      converted_file_path = null, converted_file_name = null, converted_file_size = null, converted_file_type = null,
      preview_file_path = null, preview_file_name = null, preview_file_size = null, preview_file_type = null,
      page_count = null,
      preview_page_count = null
    where d.id = v_document.id
    returning * into v_document;
  elsif p_kind = 'card_image' and p_path is distinct from v_document.card_image_path then
    update public.documents d set card_image_path = p_path, card_image_name = v_name
    where d.id = v_document.id
    returning * into v_document;
  end if;

  if v_review then
    update public.documents d set status = 'pending', approved_at = null
    where d.id = v_document.id
    returning * into v_document;
  end if;

  return jsonb_build_object(
    'document_id', v_document.id,
    'status', v_document.status,
    'original_file_path', v_document.original_file_path,
    'card_image_path', v_document.card_image_path
  );
end
$$;

create or replace function public.attach_document_file(p_document_id uuid, p_kind text, p_path text)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select private.attach_document_file(p_document_id, p_kind, p_path)
$$;

revoke all on function public.attach_document_file(uuid, text, text) from public, anon;
grant execute on function public.attach_document_file(uuid, text, text) to authenticated, service_role;
grant execute on function private.attach_document_file(uuid, text, text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- The same class elsewhere: the file a chat or a test-prep resource names is processed by server functions with
-- the service key, which can read any file. A user may only name a file in their own folder, so those functions
-- cannot be talked into reading another seller's original for them.
-- ---------------------------------------------------------------------------------------------------------
create policy "Chat files are in the user's own folder" on public.document_chat_sessions
  as restrictive for all to authenticated
  using (true)
  with check (file_path is null or (storage.foldername(file_path))[1] = (select auth.uid())::text);
create policy "Test prep files are in the user's own folder" on public.test_prep_resources
  as restrictive for all to authenticated
  using (true)
  with check (file_path is null or (storage.foldername(file_path))[1] = (select auth.uid())::text);

-- Functions are executable by PUBLIC when created; in private, only the explicit grants above apply.
revoke execute on all functions in schema private from public;
