-- One admin action, one audit row per row the admin changed (issue 28: "the audit log records one approval twice").
-- Approving a document also raised its subject's document count: the subjects row changed inside a trigger of the
-- documents update, and the audit trigger recorded that bookkeeping write under the same action name, so the log
-- showed 'document.approved' twice. Writes made by triggers (counters, search indexes, the rows a trigger keeps in
-- step) are consequences of the admin's write, not writes of their own: only the statement's own rows (trigger
-- depth 1, whether from an admin RPC or a policy write) are recorded.
--
-- The trigger body is otherwise as in 20261213000100.
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
  if pg_catalog.pg_trigger_depth() > 1 then
    return null;
  end if;
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
