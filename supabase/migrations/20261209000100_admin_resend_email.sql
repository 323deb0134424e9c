-- The back office's e-mail log (issue 17): resend a logged e-mail. The mailer now writes public.email_log for
-- every mail (server/mail/mailer.ts); a notification's mail carries its notification id in `metadata`.
--
-- Resending a notification mail clears the notification's "e-mailed" stamp and queues the same job that sent it
-- first (notifications:send-email), so the mail is rendered again by the same template, to the user's current
-- address, and logged again. Sign-in and account mails (confirmation, recovery, magic link, invite, e-mail change,
-- reauthentication) carry single-use links and codes that the log does not keep: they cannot be resent, the user
-- asks for a new one. Admin only, audited as 'email.resend' with the reason.

create or replace function private.admin_resend_email(p_email_id uuid, p_reason text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reason text := nullif(pg_catalog.btrim(coalesce(p_reason, '')), '');
  v_mail public.email_log;
  v_notification_id uuid;
  v_notification public.notifications;
begin
  perform private.begin_admin_action('email.resend', v_reason);
  if v_reason is null then
    perform private.raise_api_error(400, '22023', 'A reason is required');
  end if;
  select * into v_mail from public.email_log m where m.id = p_email_id;
  if not found then
    perform private.raise_not_found('E-mail not found');
  end if;
  v_notification_id := case
    when v_mail.metadata ->> 'notification_id' ~ '^[0-9a-f-]{36}$' then (v_mail.metadata ->> 'notification_id')::uuid
  end;
  if v_notification_id is null then
    perform private.raise_api_error(409, '55000',
      'Sign-in and account e-mails carry single-use links and cannot be resent: the user can ask for a new one');
  end if;
  select * into v_notification from public.notifications n where n.id = v_notification_id;
  if not found then
    perform private.raise_api_error(409, '55000', 'The notification of this e-mail no longer exists');
  end if;
  if exists (
    select 1 from public.notification_preferences p
    where p.user_id = v_notification.user_id and p.preference_id = v_notification.category and not p.enabled
  ) then
    perform private.raise_api_error(409, '55000', 'The user has turned these e-mails off');
  end if;

  delete from private.notification_emails e where e.notification_id = v_notification_id;
  perform private.enqueue_job(
    'notifications:send-email',
    pg_catalog.json_build_object('notificationId', v_notification_id),
    'notification-email:' || v_notification_id::text,
    'notification-email'
  );
  perform private.write_admin_audit(
    'email.resend', 'email_log', v_mail.id::text,
    pg_catalog.jsonb_build_object('to_email', v_mail.to_email, 'template', v_mail.template,
                                  'subject', v_mail.subject, 'status', v_mail.status),
    pg_catalog.jsonb_build_object('notification_id', v_notification_id, 'queued', true),
    v_reason
  );
  perform private.end_admin_action();
  return pg_catalog.jsonb_build_object('success', true, 'queued', true, 'notification_id', v_notification_id);
end
$$;

create or replace function public.admin_resend_email(p_email_id uuid, p_reason text)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select private.admin_resend_email(p_email_id, p_reason)
$$;

revoke all on function public.admin_resend_email(uuid, text) from public, anon;
grant execute on function public.admin_resend_email(uuid, text) to authenticated, service_role;
revoke all on function private.admin_resend_email(uuid, text) from public, anon;
grant execute on function private.admin_resend_email(uuid, text) to authenticated, service_role;
