-- The admin audit trigger (on the 37 tables an admin may edit: documents and their pages, papers and their versions,
-- users, orders, flashcards, ...) turned the whole old and new row into jsonb on EVERY write, before it looked
-- whether the writer was an admin: a page's whole text for each page a processed upload writes, a paper's content for
-- each save, a document's row for each purchase. The rows are now read only for a write it records. What it
-- records, and when, is as in 20261217025206 (issue 32: the demo seed's 10,800 writes spent about 1 s here).
create or replace function private.audit_admin_write()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  -- Search vectors and the like are noise in a diff.
  v_noise constant text[] := array['search_vector', 'search_head', 'body_vector'];
  v_action text;
  v_before jsonb;
  v_after jsonb;
  v_row jsonb;
begin
  if pg_catalog.pg_trigger_depth() > 1 then
    return null;
  end if;
  if auth.uid() is null or not private.is_admin() then
    return null;
  end if;
  v_action := nullif(pg_catalog.current_setting('studyloop.admin_action', true), '');
  if v_action is null then
    if not private.is_client_role() then
      return null;
    end if;
    v_action := tg_table_name || '.' || pg_catalog.lower(tg_op);
  end if;
  v_before := case when tg_op in ('UPDATE', 'DELETE') then pg_catalog.to_jsonb(old) - v_noise end;
  v_after := case when tg_op in ('INSERT', 'UPDATE') then pg_catalog.to_jsonb(new) - v_noise end;
  if tg_op = 'UPDATE' and v_before = v_after then
    return null;
  end if;
  v_row := coalesce(v_after, v_before);
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
