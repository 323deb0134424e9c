-- The parts of a Supabase project that exist before any app migration runs: the API roles PostgREST switches
-- between, the extensions schema, and the default privileges that leave access control to RLS. On hosted
-- Supabase all of this is already there; the local platform creates it so supabase/migrations run unchanged.

do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
end
$$;

grant anon, authenticated, service_role to authenticator;
alter role authenticator set statement_timeout = '8s';
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
-- What a new hosted project has, and no more: an extension the app needs is created by its migrations
-- (supabase/migrations/20261121000000_extensions.sql), so a local run proves the hosted one.
create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;

grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant execute on functions to anon, authenticated, service_role;

-- Supabase projects resolve unqualified extension functions (gen_random_uuid, similarity, ...) this way.
do $$
begin
  execute format('alter database %I set search_path = "$user", public, extensions', current_database());
end
$$;
