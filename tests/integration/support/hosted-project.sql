-- A stand-in for a new hosted Supabase project, as far as supabase/migrations and supabase/seed.sql can tell: what
-- Supabase's image and its Auth and Storage services have set up before the first `supabase db push`, and
-- nothing more. Run by the cluster's bootstrap superuser, `supabase_admin` as on hosted Supabase; migrations and
-- the seed then run as `postgres`, which is not a superuser there.
--
-- Written after reading supabase/postgres (migrations/db: the init scripts, the demotion of postgres, the later
-- lock-down of auth and storage) and the Auth and Storage services' schemas. Left out, because nothing here uses
-- them and leaving them out only makes this stricter: pg_graphql, supabase_vault, pg_net, the realtime schema, and
-- Auth's and Storage's other tables (refresh tokens, MFA challenges, S3 uploads, ...). Auth's sessions and MFA
-- factors are here because migrations read them (Settings' active sessions, security notifications).

-- Roles --------------------------------------------------------------------------------------------------------
create role postgres login nosuperuser createdb createrole replication bypassrls;
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
create role authenticator login noinherit;
grant anon, authenticated, service_role to authenticator;
alter role anon inherit;
alter role authenticated inherit;
alter role service_role inherit;
grant anon, authenticated, service_role to postgres with admin option;
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
-- The services' own roles, owners of their schemas' tables.
create role supabase_auth_admin login noinherit createrole;
create role supabase_storage_admin login noinherit createrole;

grant all on database postgres to postgres;
alter role postgres set search_path = "$user", public, extensions;

-- public: created by postgres, readable by the API roles unless a migration says otherwise (RLS decides).
grant all on schema public to postgres;
grant usage on schema public to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on sequences to anon, authenticated, service_role;

-- Extensions: the schema and what is installed in every new project.
create schema extensions;
grant all on schema extensions to postgres;
grant usage on schema extensions to anon, authenticated, service_role;
create extension "uuid-ossp" with schema extensions;
create extension pgcrypto with schema extensions;
create extension pg_stat_statements with schema extensions;

-- Realtime's publication, empty, owned by postgres so migrations can add tables to it.
create publication supabase_realtime;
alter publication supabase_realtime owner to postgres;

-- Auth (GoTrue) ------------------------------------------------------------------------------------------------
create schema auth;
grant usage on schema auth to postgres, anon, authenticated, service_role;
grant all on schema auth to supabase_auth_admin;

create table auth.users (
  instance_id uuid,
  id uuid not null primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  -- No default: a row written without them holds NULL, which GoTrue cannot read into its strings.
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0 check (email_change_confirm_status between 0 and 2),
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create unique index users_email_partial_key on auth.users (email) where is_sso_user = false;

create table auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid not null default gen_random_uuid() primary key,
  unique (provider_id, provider)
);

create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');
create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
create type auth.factor_status as enum ('unverified', 'verified');

create table auth.sessions (
  id uuid not null primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  factor_id uuid,
  aal auth.aal_level,
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet,
  tag text
);

create table auth.mfa_factors (
  id uuid not null primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  secret text,
  phone text,
  last_challenged_at timestamptz
);

create function auth.uid() returns uuid language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;
create function auth.role() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;
create function auth.email() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;
create function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

alter table auth.users owner to supabase_auth_admin;
alter table auth.identities owner to supabase_auth_admin;
alter table auth.sessions owner to supabase_auth_admin;
alter table auth.mfa_factors owner to supabase_auth_admin;
alter type auth.aal_level owner to supabase_auth_admin;
alter type auth.factor_type owner to supabase_auth_admin;
alter type auth.factor_status owner to supabase_auth_admin;
alter function auth.uid() owner to supabase_auth_admin;
alter function auth.role() owner to supabase_auth_admin;
alter function auth.email() owner to supabase_auth_admin;
alter function auth.jwt() owner to supabase_auth_admin;
-- postgres may read and write Auth's tables and hang triggers on them, but not change them or add to the schema.
grant all on all tables in schema auth to postgres;
grant execute on all functions in schema auth to postgres, anon, authenticated, service_role;

-- Storage ------------------------------------------------------------------------------------------------------
create schema storage;
grant usage on schema storage to postgres, anon, authenticated, service_role;
grant all on schema storage to supabase_storage_admin;

create table storage.buckets (
  id text not null primary key,
  name text not null,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text,
  type text not null default 'STANDARD'
);
create unique index bname on storage.buckets (name);

create table storage.objects (
  id uuid not null default gen_random_uuid() primary key,
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb
);
create unique index bucketid_objname on storage.objects (bucket_id, name);
alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

create function storage.foldername(name text) returns text[] language plpgsql immutable as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1:array_length(_parts, 1) - 1];
end
$$;
create function storage.filename(name text) returns text language plpgsql immutable as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;
create function storage.extension(name text) returns text language plpgsql immutable as $$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

alter table storage.buckets owner to supabase_storage_admin;
alter table storage.objects owner to supabase_storage_admin;
alter function storage.foldername(text) owner to supabase_storage_admin;
alter function storage.filename(text) owner to supabase_storage_admin;
alter function storage.extension(text) owner to supabase_storage_admin;
grant all on all tables in schema storage to postgres, anon, authenticated, service_role;
grant execute on all functions in schema storage to postgres, anon, authenticated, service_role;

-- Hosted Supabase lets postgres manage RLS policies on Storage's tables without owning them (the supautils
-- extension's policy_grants), and nothing else. Vanilla Postgres has no such grant: postgres becomes a member of
-- the tables' owner, and this event trigger (in `extensions`, where hosted Supabase keeps its own event trigger
-- functions) refuses every other DDL that membership would allow in `storage`.
grant supabase_storage_admin to postgres;

create function extensions.hosted_stand_in_policy_grants() returns event_trigger language plpgsql as $$
declare
  v_command record;
begin
  if session_user::text <> 'postgres' then
    return;
  end if;
  for v_command in select * from pg_event_trigger_ddl_commands() loop
    if v_command.command_tag not in ('CREATE POLICY', 'ALTER POLICY', 'DROP POLICY')
       and v_command.schema_name = 'storage' then
      raise exception 'hosted stand-in: postgres may only manage policies in storage (% %)',
        v_command.command_tag, v_command.object_identity
        using errcode = '42501';
    end if;
  end loop;
end
$$;
revoke all on function extensions.hosted_stand_in_policy_grants() from public;
create event trigger hosted_stand_in_policy_grants on ddl_command_end
  execute function extensions.hosted_stand_in_policy_grants();
