-- Every admin write is audited (issue 17), the two that were not included:
-- 1. moderate_blog_comment is a definer RPC: the audit trigger on blog_comments records a definer's write only
--    under a named admin action, and this one named none, so an admin's approval left no row. It now starts one
--    ('blog_comment.<status>'). The service role (edge functions, tools) may still moderate; that is a trusted
--    writer, not an admin action, and is not recorded, as everywhere else.
-- 2. The "Admins can manage ..." policies of the study tools, papers, reviews and document pages let an admin
--    write those tables from the client, and those tables had no audit trigger. They get the same trigger.
-- storage.objects is left out on purpose: hosted Supabase lets migrations manage policies on Storage's tables and
-- nothing else (no triggers). The back office's only file writes are the catalogue's images, and each is followed
-- by the audited catalogue update that points at it.

create or replace function private.moderate_blog_comment(p_comment_id uuid, p_status text)
returns public.blog_comments
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.blog_comments;
  v_audited boolean := private.is_admin();
begin
  if v_audited then
    perform private.begin_admin_action('blog_comment.' || coalesce(p_status, 'null'));
  elsif coalesce(auth.jwt() ->> 'role', '') <> 'service_role' then
    perform private.raise_api_error(403, '42501', 'Only administrators can moderate comments');
  end if;
  if p_status is null or p_status not in ('pending', 'approved', 'rejected', 'spam') then
    perform private.raise_api_error(400, '22023', 'Unknown comment status',
      'status must be one of pending, approved, rejected, spam');
  end if;
  update public.blog_comments c set status = p_status where c.id = p_comment_id returning * into v_row;
  if v_row.id is null then
    perform private.raise_not_found('Comment not found');
  end if;
  if v_audited then
    perform private.end_admin_action();
  end if;
  return v_row;
end
$$;
revoke all on function private.moderate_blog_comment(uuid, text) from public, anon;
grant execute on function private.moderate_blog_comment(uuid, text) to authenticated, service_role;

-- The row trigger, as in 20261201000000, now naming rows without an id of their own (document pages are keyed by
-- document and page number).
create or replace function private.audit_admin_write()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_action text := nullif(pg_catalog.current_setting('studyloop.admin_action', true), '');
  v_before jsonb := case when tg_op in ('UPDATE', 'DELETE') then pg_catalog.to_jsonb(old) end;
  v_after jsonb := case when tg_op in ('INSERT', 'UPDATE') then pg_catalog.to_jsonb(new) end;
  v_row jsonb := coalesce(v_after, v_before);
begin
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
  -- Search vectors and the like are noise in a diff.
  v_before := v_before - 'search_vector';
  v_after := v_after - 'search_vector';
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

do $$
declare
  v_table text;
begin
  foreach v_table in array array[
    'document_pages', 'document_reviews', 'flashcard_decks', 'flashcards', 'homework_questions',
    'papers', 'paper_versions', 'tests', 'test_questions'
  ] loop
    execute pg_catalog.format(
      'create trigger %I after insert or update or delete on public.%I '
      'for each row execute function private.audit_admin_write()',
      v_table || '_audit_admin_write', v_table
    );
  end loop;
end
$$;
