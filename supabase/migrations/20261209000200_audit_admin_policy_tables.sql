-- Every table an admin may write through an RLS policy records those writes (issue 17), including the tables
-- added this session by the other areas (paper references ...): any public table whose insert/update/delete
-- policy admits admins (private.is_admin / private.is_privileged) and that has no audit trigger yet gets
-- private.audit_admin_write. Storage's tables are not ours to put triggers on (hosted Supabase refuses it).
do $$
declare
  v_table text;
begin
  for v_table in
    select distinct p.tablename
    from pg_catalog.pg_policies p
    where p.schemaname = 'public'
      and p.cmd in ('INSERT', 'UPDATE', 'DELETE', 'ALL')
      and (coalesce(p.qual, '') || coalesce(p.with_check, '')) ~ '(is_admin|is_privileged)'
      and not exists (
        select 1 from pg_catalog.pg_trigger t
        join pg_catalog.pg_class c on c.oid = t.tgrelid
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        join pg_catalog.pg_proc f on f.oid = t.tgfoid
        where n.nspname = 'public' and c.relname = p.tablename and f.proname = 'audit_admin_write'
      )
    order by 1
  loop
    execute pg_catalog.format(
      'create trigger %I after insert or update or delete on public.%I '
      'for each row execute function private.audit_admin_write()',
      v_table || '_audit_admin_write', v_table
    );
  end loop;
end
$$;
