-- As on every Supabase project: DDL tells PostgREST to reload its schema cache (NOTIFY pgrst), so a table made by a
-- migration or in the SQL editor after PostgREST started is served at once instead of answering 404 until a
-- restart. Same names and bodies as Supabase's extensions.pgrst_ddl_watch / pgrst_drop_watch.
create or replace function extensions.pgrst_ddl_watch() returns event_trigger
language plpgsql as $$
declare
  cmd record;
begin
  for cmd in select * from pg_event_trigger_ddl_commands()
  loop
    if cmd.command_tag in (
      'CREATE SCHEMA', 'ALTER SCHEMA', 'CREATE TABLE', 'CREATE TABLE AS', 'SELECT INTO', 'ALTER TABLE',
      'CREATE FOREIGN TABLE', 'ALTER FOREIGN TABLE', 'CREATE VIEW', 'ALTER VIEW', 'CREATE MATERIALIZED VIEW',
      'ALTER MATERIALIZED VIEW', 'CREATE FUNCTION', 'ALTER FUNCTION', 'CREATE TRIGGER', 'CREATE TYPE', 'ALTER TYPE',
      'CREATE RULE', 'COMMENT'
    )
    -- don't notify in case of CREATE TEMP table or other objects created on pg_temp
    and cmd.schema_name is distinct from 'pg_temp'
    then
      notify pgrst, 'reload schema';
    end if;
  end loop;
end; $$;

create or replace function extensions.pgrst_drop_watch() returns event_trigger
language plpgsql as $$
declare
  obj record;
begin
  for obj in select * from pg_event_trigger_dropped_objects()
  loop
    if obj.object_type in (
      'schema', 'table', 'foreign table', 'view', 'materialized view', 'function', 'trigger', 'type', 'rule'
    )
    and obj.is_temporary is false -- no pg_temp objects
    then
      notify pgrst, 'reload schema';
    end if;
  end loop;
end; $$;

drop event trigger if exists pgrst_ddl_watch;
create event trigger pgrst_ddl_watch on ddl_command_end execute procedure extensions.pgrst_ddl_watch();

drop event trigger if exists pgrst_drop_watch;
create event trigger pgrst_drop_watch on sql_drop execute procedure extensions.pgrst_drop_watch();
