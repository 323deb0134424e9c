-- Account and community (issue 16): the settings' Security tab (active sessions), notifications for the
-- account's own events (a sign-in from a new device, security changes) and the e-mail that follows every
-- notification, and the blog's comment moderation call.

-- ---------------------------------------------------------------------------------------------------------
-- Active sessions (Settings > Security). Supabase Auth has no endpoint listing a user's sessions; its
-- auth.sessions table (the same columns on hosted Supabase) is read here for the caller only, the current one
-- marked by the JWT's session_id. "Sign out other sessions" is Auth's own POST /logout?scope=others.
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.list_my_sessions()
returns table (
  id uuid,
  created_at timestamptz,
  last_active_at timestamptz,
  user_agent text,
  ip text,
  aal text,
  is_current boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  select
    s.id,
    s.created_at,
    coalesce(s.refreshed_at, s.updated_at, s.created_at) as last_active_at,
    s.user_agent,
    pg_catalog.host(s.ip) as ip,
    s.aal::text,
    s.id::text = coalesce(auth.jwt() ->> 'session_id', '') as is_current
  from auth.sessions s
  where s.user_id = auth.uid()
    and (s.not_after is null or s.not_after > pg_catalog.now())
  order by (s.id::text = coalesce(auth.jwt() ->> 'session_id', '')) desc,
    coalesce(s.refreshed_at, s.updated_at, s.created_at) desc
$$;
revoke all on function private.list_my_sessions() from public, anon;
grant execute on function private.list_my_sessions() to authenticated;

create or replace function public.list_my_sessions()
returns table (
  id uuid,
  created_at timestamptz,
  last_active_at timestamptz,
  user_agent text,
  ip text,
  aal text,
  is_current boolean
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.list_my_sessions()
$$;
revoke all on function public.list_my_sessions() from public, anon;
grant execute on function public.list_my_sessions() to authenticated;

-- ---------------------------------------------------------------------------------------------------------
-- A sign-in from a new device (preference security-login). A device is the browser/OS part of the user agent;
-- the devices a user signed in from are remembered here (sessions themselves go away on sign-out). The very
-- first sign-in of an account is not "new": there is nothing to compare it with.
-- ---------------------------------------------------------------------------------------------------------
create table private.known_devices (
  user_id uuid not null references auth.users (id) on delete cascade,
  device text not null,
  first_seen_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  primary key (user_id, device)
);

-- "Mozilla/5.0 (X11; Linux x86_64) ... Chrome/131.0.0.0 Safari/537.36" → "Chrome on Linux".
create or replace function private.describe_device(p_user_agent text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_user_agent is null or pg_catalog.btrim(p_user_agent) = '' then 'an unknown device'
    else
      (case
        when p_user_agent ~* 'edg/' then 'Edge'
        when p_user_agent ~* 'opr/|opera' then 'Opera'
        when p_user_agent ~* 'firefox/' then 'Firefox'
        when p_user_agent ~* 'electron/' then 'the Studyloop app'
        when p_user_agent ~* 'chrome/|chromium/|headlesschrome/' then 'Chrome'
        when p_user_agent ~* 'safari/' then 'Safari'
        when p_user_agent ~* 'node|undici|supabase' then 'an API client'
        else 'a browser'
      end)
      || ' on ' ||
      (case
        when p_user_agent ~* 'android' then 'Android'
        when p_user_agent ~* 'iphone|ipad|ios' then 'iOS'
        when p_user_agent ~* 'windows' then 'Windows'
        when p_user_agent ~* 'mac os|macintosh' then 'macOS'
        when p_user_agent ~* 'cros' then 'ChromeOS'
        when p_user_agent ~* 'linux|x11' then 'Linux'
        else 'an unknown system'
      end)
  end
$$;
revoke all on function private.describe_device(text) from public, anon, authenticated, service_role;

create or replace function private.notify_new_device_sign_in()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_device text := private.describe_device(new.user_agent);
  v_known_any boolean;
  v_inserted integer;
begin
  if not exists (select 1 from public.users u where u.id = new.user_id) then
    return null;
  end if;
  select exists (select 1 from private.known_devices d where d.user_id = new.user_id) into v_known_any;
  insert into private.known_devices (user_id, device) values (new.user_id, v_device)
  on conflict (user_id, device) do nothing;
  get diagnostics v_inserted = row_count;
  if v_inserted = 0 then
    update private.known_devices d set last_seen_at = pg_catalog.now()
    where d.user_id = new.user_id and d.device = v_device;
  end if;
  if v_known_any and v_inserted > 0 then
    perform private.notify(
      new.user_id,
      'security-login',
      'New sign-in to your account',
      'Someone signed in to your account from ' || v_device
        || coalesce(' (IP ' || pg_catalog.host(new.ip) || ')', '')
        || '. If this was not you, change your password and sign out other sessions.',
      '/dashboard/settings?tab=security'
    );
  end if;
  return null;
end
$$;
revoke all on function private.notify_new_device_sign_in() from public, anon, authenticated, service_role;

create trigger sessions_notify_new_device after insert on auth.sessions
  for each row execute function private.notify_new_device_sign_in();

-- Security changes (preference security-status): the password, and two-factor turned on or off.
create or replace function private.notify_password_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.encrypted_password is not null and new.encrypted_password is distinct from old.encrypted_password
     and exists (select 1 from public.users u where u.id = new.id) then
    perform private.notify(
      new.id,
      'security-status',
      'Your password was changed',
      'The password of your account was just changed. If this was not you, reset it now.',
      '/dashboard/settings?tab=security'
    );
  end if;
  return null;
end
$$;
revoke all on function private.notify_password_changed() from public, anon, authenticated, service_role;
create trigger users_notify_password_changed after update of encrypted_password on auth.users
  for each row execute function private.notify_password_changed();

create or replace function private.notify_two_factor_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.users u where u.id = coalesce(new.user_id, old.user_id)
  ) then
    return null;
  end if;
  if tg_op = 'UPDATE' and new.status = 'verified' and old.status is distinct from 'verified' then
    perform private.notify(
      new.user_id,
      'security-status',
      'Two-factor authentication is on',
      'Signing in now also asks for a code from your authenticator app.',
      '/dashboard/settings?tab=security'
    );
  elsif tg_op = 'DELETE' and old.status = 'verified' then
    perform private.notify(
      old.user_id,
      'security-status',
      'Two-factor authentication is off',
      'Signing in no longer asks for a code from your authenticator app. If this was not you, change your password.',
      '/dashboard/settings?tab=security'
    );
  end if;
  return null;
end
$$;
revoke all on function private.notify_two_factor_changed() from public, anon, authenticated, service_role;
create trigger mfa_factors_notify_changed after update of status or delete on auth.mfa_factors
  for each row execute function private.notify_two_factor_changed();

-- ---------------------------------------------------------------------------------------------------------
-- Every notification row is followed by an e-mail (SMTP, or the outbox without it), sent by the job queue:
-- private.notify writes no row for a category the user switched off, so the toggle stops both.
-- ---------------------------------------------------------------------------------------------------------
-- Which notifications were e-mailed: the job that sends one runs at least once, the mail goes out once.
create table private.notification_emails (
  notification_id uuid primary key references public.notifications (id) on delete cascade,
  emailed_at timestamptz not null default now()
);

create or replace function private.enqueue_notification_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.enqueue_job(
    'notifications:send-email',
    pg_catalog.json_build_object('notificationId', new.id),
    'notification-email:' || new.id::text,
    'notification-email'
  );
  return null;
end
$$;
revoke all on function private.enqueue_notification_email() from public, anon, authenticated, service_role;
create trigger notifications_enqueue_email after insert on public.notifications
  for each row execute function private.enqueue_notification_email();

-- ---------------------------------------------------------------------------------------------------------
-- Blog comment moderation (the approval flow the spec leaves out): admins set a comment's status.
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.moderate_blog_comment(p_comment_id uuid, p_status text)
returns public.blog_comments
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.blog_comments;
begin
  if not private.is_admin() and not private.is_privileged() then
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
  return v_row;
end
$$;
revoke all on function private.moderate_blog_comment(uuid, text) from public, anon;
grant execute on function private.moderate_blog_comment(uuid, text) to authenticated, service_role;

create or replace function public.moderate_blog_comment(p_comment_id uuid, p_status text)
returns public.blog_comments
language sql
security invoker
set search_path = ''
as $$
  select * from private.moderate_blog_comment(p_comment_id, p_status)
$$;
revoke all on function public.moderate_blog_comment(uuid, text) from public, anon;
grant execute on function public.moderate_blog_comment(uuid, text) to authenticated, service_role;
