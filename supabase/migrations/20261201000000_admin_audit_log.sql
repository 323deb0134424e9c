-- The back office's audit log (issue 17): every admin write, through an admin RPC or an admin policy, leaves one
-- append-only row saying who did it, when, what (an action name and the row it touched), why (the reason the
-- admin gave, when the action takes one) and the row before and after.
--
-- One mechanism covers both paths:
-- * Admin RPCs (definer functions) call private.begin_admin_action(action, reason) first. It refuses anyone but an
--   active admin (42501) and names the action for the rest of the transaction; the audit triggers on the tables
--   the RPC changes then record each changed row under that name.
-- * Direct writes through the "Admins can manage ..." policies run as `authenticated`; the same triggers record
--   them as '<table>.<insert|update|delete>' when the writer is an active admin.
-- A trusted writer (the server, a job, a user's own RPC) is never an admin action and is not recorded. An admin
-- editing their own profile through the user-side screens is an admin write all the same, and is recorded.

create table public.admin_audit_log (
  id bigint generated always as identity primary key,
  actor_id uuid references public.users (id) on delete set null,
  actor_email text,
  action text not null check (char_length(action) between 1 and 100),
  target_table text,
  target_id text,
  reason text check (char_length(reason) <= 2000),
  before jsonb,
  after jsonb,
  created_at timestamptz not null default clock_timestamp()
);
create index admin_audit_log_created_idx on public.admin_audit_log (created_at desc);
create index admin_audit_log_actor_created_idx on public.admin_audit_log (actor_id, created_at desc);
create index admin_audit_log_target_idx on public.admin_audit_log (target_table, target_id, created_at desc);
create index admin_audit_log_action_idx on public.admin_audit_log (action, created_at desc);

alter table public.admin_audit_log enable row level security;
create policy "Admins can read the audit log" on public.admin_audit_log
  for select to authenticated using ((select private.is_admin()));
revoke insert, update, delete, truncate on public.admin_audit_log from anon, authenticated, service_role;

-- Append-only for everybody, the table's owner included: a row once written is never changed or removed.
create or replace function private.refuse_audit_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'The audit log is append-only' using errcode = '42501';
end
$$;
create trigger admin_audit_log_append_only before update or delete on public.admin_audit_log
  for each row execute function private.refuse_audit_change();
create trigger admin_audit_log_no_truncate before truncate on public.admin_audit_log
  for each statement execute function private.refuse_audit_change();

-- Writes one row as the current admin. Definer: the API roles cannot insert into the log themselves.
create or replace function private.write_admin_audit(
  p_action text,
  p_target_table text,
  p_target_id text,
  p_before jsonb,
  p_after jsonb,
  p_reason text default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.admin_audit_log (actor_id, actor_email, action, target_table, target_id, reason, before, after)
  select auth.uid(), u.email, p_action, p_target_table, p_target_id,
         coalesce(p_reason, nullif(pg_catalog.current_setting('studyloop.admin_reason', true), '')),
         p_before, p_after
  from (select 1) one
  left join public.users u on u.id = auth.uid();
end
$$;

-- Starts an admin action in this transaction: only an active admin (role admin and status active) may.
create or replace function private.begin_admin_action(p_action text, p_reason text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'Unauthorized: Admin access required' using errcode = '42501';
  end if;
  perform pg_catalog.set_config('studyloop.admin_action', p_action, true);
  perform pg_catalog.set_config('studyloop.admin_reason', coalesce(p_reason, ''), true);
end
$$;

create or replace function private.end_admin_action()
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform pg_catalog.set_config('studyloop.admin_action', '', true);
  perform pg_catalog.set_config('studyloop.admin_reason', '', true);
end
$$;

-- The row trigger. Security invoker on purpose: private.is_client_role() must see the writer's own role, so a
-- policy write (as authenticated) is told apart from a trusted definer function's write.
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
    coalesce(v_row ->> 'id', v_row ->> 'key', v_row ->> 'post_id'),
    v_before, v_after
  );
  return null;
end
$$;

revoke all on function private.refuse_audit_change() from public;
revoke all on function private.write_admin_audit(text, text, text, jsonb, jsonb, text) from public;
revoke all on function private.begin_admin_action(text, text) from public;
revoke all on function private.end_admin_action() from public;
revoke all on function private.audit_admin_write() from public;
grant execute on function private.write_admin_audit(text, text, text, jsonb, jsonb, text) to authenticated, service_role;
grant execute on function private.begin_admin_action(text, text) to authenticated, service_role;
grant execute on function private.end_admin_action() to authenticated, service_role;
grant execute on function private.audit_admin_write() to authenticated, service_role;

do $$
declare
  v_table text;
begin
  foreach v_table in array array[
    'users', 'documents', 'user_documents', 'seller_withdrawals', 'orders', 'points_orders',
    'countries', 'universities', 'subjects', 'courses', 'textbooks', 'document_types',
    'app_settings', 'points_packages', 'points_bonus_tiers', 'subscription_plans', 'user_subscriptions',
    'content_reports', 'legal_notices', 'scholarships',
    'blog_authors', 'blog_categories', 'blog_tags', 'blog_posts', 'blog_post_tags', 'blog_comments'
  ] loop
    execute pg_catalog.format(
      'create trigger %I after insert or update or delete on public.%I '
      'for each row execute function private.audit_admin_write()',
      v_table || '_audit_admin_write', v_table
    );
  end loop;
end
$$;
