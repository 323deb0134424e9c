-- The storage schema as Supabase Storage lays it out: buckets, objects (one row per stored file, the bytes live in
-- the blob store under the row's version), and the helper functions app policies use. RLS is on with no policies:
-- each app grants access in its own migrations (supabase/migrations), exactly as on hosted Supabase, and the
-- storage service runs every object query as the caller's role so those policies decide.

create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  owner_id text,
  public boolean not null default false,
  avif_autodetection boolean default false,
  -- Bytes; null means the platform's global limit (STORAGE_FILE_SIZE_LIMIT).
  file_size_limit bigint check (file_size_limit is null or file_size_limit > 0),
  -- Exact types (image/png) or wildcards (image/*); null means any type.
  allowed_mime_types text[],
  type text not null default 'STANDARD',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint buckets_name_length check (char_length(name) between 1 and 100),
  -- Bucket ids appear in URLs and blob keys: no separators, no path tricks (Supabase's rule).
  constraint buckets_id_format check (id ~ '^[A-Za-z0-9_!.*''() &$@=;:+,?-]+$')
);

create table if not exists storage.objects (
  id uuid primary key default extensions.gen_random_uuid(),
  bucket_id text not null references storage.buckets (id),
  -- Byte-order collation: listing pages and prefix scans sort the way S3 does, whatever the database locale.
  name text collate "C" not null,
  -- Deprecated by Supabase in favour of owner_id (a text copy of the JWT sub), kept because policies still use it.
  owner uuid,
  owner_id text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_accessed_at timestamptz not null default now(),
  -- {size, mimetype, cacheControl, eTag, lastModified, contentLength, httpStatusCode}, set by the storage service.
  metadata jsonb,
  path_tokens text[] generated always as (pg_catalog.string_to_array(name, '/')) stored,
  -- The blob's key suffix: every write stores a new version, so readers of the old one are never cut short.
  version text,
  -- What the uploader sent as `metadata` (supabase-js FileOptions.metadata).
  user_metadata jsonb,
  constraint objects_bucket_id_name_key unique (bucket_id, name)
);
create index if not exists objects_owner_id_idx on storage.objects (owner_id);

-- Policies are written as `(storage.foldername(name))[1] = (select auth.uid())::text` and the like.
create or replace function storage.foldername(name text)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select (pg_catalog.string_to_array(name, '/'))[1:pg_catalog.array_length(pg_catalog.string_to_array(name, '/'), 1) - 1]
$$;

create or replace function storage.filename(name text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select (pg_catalog.string_to_array(name, '/'))[pg_catalog.array_length(pg_catalog.string_to_array(name, '/'), 1)]
$$;

create or replace function storage.extension(name text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when storage.filename(name) like '%.%' then pg_catalog.lower(pg_catalog.regexp_replace(storage.filename(name), '^.*\.', ''))
    else ''
  end
$$;

create or replace function storage.update_updated_at_column()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.now();
  return new;
end
$$;

drop trigger if exists update_objects_updated_at on storage.objects;
create trigger update_objects_updated_at before update on storage.objects
  for each row execute function storage.update_updated_at_column();
drop trigger if exists update_buckets_updated_at on storage.buckets;
create trigger update_buckets_updated_at before update on storage.buckets
  for each row execute function storage.update_updated_at_column();

-- A row deleted with plain SQL would leave its bytes behind in the blob store forever. Like Supabase, only the
-- storage service (which sets storage.allow_delete_query for its own transaction) may delete rows.
create or replace function storage.protect_delete()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if coalesce(pg_catalog.current_setting('storage.allow_delete_query', true), 'false') <> 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.', errcode = '42501';
  end if;
  return null;
end
$$;

drop trigger if exists protect_buckets_delete on storage.buckets;
create trigger protect_buckets_delete before delete on storage.buckets
  for each statement execute function storage.protect_delete();
drop trigger if exists protect_objects_delete on storage.objects;
create trigger protect_objects_delete before delete on storage.objects
  for each statement execute function storage.protect_delete();

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

-- Table privileges are wide on purpose: row-level security is the gate, as on hosted Supabase.
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;
