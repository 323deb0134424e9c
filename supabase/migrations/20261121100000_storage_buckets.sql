-- The storage buckets of spec 1 section 3 and who may touch which object. Runs unchanged on hosted Supabase (where
-- the storage schema already exists) and on the local platform (server/db/platform-schema/0003_storage_schema.sql).
--
-- Public buckets serve their files to anyone at /storage/v1/object/public/... and /api/storage/...; private ones
-- (original and converted document files) only to users these policies allow, or through signed URLs.
-- The type lists are checked against the type detected from a file's bytes, never its name.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('document-previews', 'document-previews', true, 20 * 1024 * 1024, array['application/pdf']),
  ('cover-images', 'cover-images', true, 50 * 1024 * 1024,
    -- Card images of documents, plus the home page's promo video under videos/.
    array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'video/mp4', 'video/webm']),
  ('avatars', 'avatars', true, 5 * 1024 * 1024,
    array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']),
  ('assets', 'assets', true, 50 * 1024 * 1024,
    array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'video/mp4', 'video/webm', 'application/pdf']),
  ('document-originals', 'document-originals', false, 50 * 1024 * 1024,
    array[
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/msword',
      'application/vnd.ms-powerpoint',
      'application/vnd.ms-excel',
      'application/vnd.oasis.opendocument.text',
      'application/vnd.oasis.opendocument.presentation',
      'application/rtf',
      'application/epub+zip',
      'text/plain',
      'text/markdown',
      'text/csv'
    ]),
  ('document-converted', 'document-converted', false, 50 * 1024 * 1024, array['application/pdf'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- ---------------------------------------------------------------------------------------------------------
-- Document files: a buyer of a document reaches its original and converted files through the document row
-- that names them. Security definer so the check can read documents and user_documents whatever their RLS.
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
      and (d.user_id = auth.uid() or private.owns_document(d.id))
  )
$$;
revoke all on function private.can_read_document_file(text, text) from public;
grant execute on function private.can_read_document_file(text, text) to authenticated, service_role;

-- The policy above looks documents up by file path.
create index if not exists documents_original_file_path_idx on public.documents (original_file_path)
  where original_file_path is not null;
create index if not exists documents_converted_file_path_idx on public.documents (converted_file_path)
  where converted_file_path is not null;

-- ---------------------------------------------------------------------------------------------------------
-- Policies on storage.objects. A user's own folder is the first path segment: `{userId}/...`.
-- ---------------------------------------------------------------------------------------------------------
create policy "Anyone can read files in public buckets" on storage.objects
  for select to anon, authenticated
  using (bucket_id in ('document-previews', 'cover-images', 'avatars', 'assets'));

create policy "Users can upload an avatar to their own folder" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "Users can replace avatars in their own folder" on storage.objects
  for update to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "Users can delete avatars in their own folder" on storage.objects
  for delete to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

-- Sellers may add a card image of their own; the platform renders one for every document otherwise.
create policy "Users can upload cover images to their own folder" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'cover-images' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "Users can replace cover images in their own folder" on storage.objects
  for update to authenticated
  using (bucket_id = 'cover-images' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'cover-images' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "Users can delete cover images in their own folder" on storage.objects
  for delete to authenticated
  using (bucket_id = 'cover-images' and (storage.foldername(name))[1] = (select auth.uid())::text);

-- Uploads of originals only go into the uploader's folder. Replacing or removing an original stays with the
-- platform and admins: buyers of a published document must keep the file they paid for.
create policy "Users can upload document originals to their own folder" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'document-originals' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "Uploaders can read their own document files" on storage.objects
  for select to authenticated
  using (
    bucket_id in ('document-originals', 'document-converted')
    and (
      owner_id = (select auth.uid())::text
      or (storage.foldername(name))[1] = (select auth.uid())::text
    )
  );
create policy "Owners can read the files of documents they own" on storage.objects
  for select to authenticated
  using (
    bucket_id in ('document-originals', 'document-converted')
    and private.can_read_document_file(bucket_id, name)
  );

create policy "Admins can manage all files" on storage.objects
  for all to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
