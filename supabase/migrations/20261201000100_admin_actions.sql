-- The back office's actions (issue 17), each an admin-only RPC that names itself in the audit log
-- (20261201000000) and tells the user concerned through private.notify. Definer bodies in `private`, invoker
-- wrappers in `public` executable by `authenticated` (the body refuses anyone but an active admin with 42501).

-- ---------------------------------------------------------------------------------------------------------
-- Documents: the moderation queue. Approve, reject or soft-reject (changes requested) one or many documents;
-- a reason is required for both rejections and is shown to the seller. Only pending, soft-rejected or rejected
-- documents are decided (approving an approved one again is a no-op, not a second notification).
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.admin_review_documents(p_document_ids uuid[], p_status text, p_reason text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reason text := nullif(pg_catalog.btrim(coalesce(p_reason, '')), '');
  v_doc public.documents;
  v_updated integer := 0;
  v_skipped integer := 0;
begin
  perform private.begin_admin_action('document.' || coalesce(p_status, 'null'), v_reason);
  if p_status is null or p_status not in ('approved', 'rejected', 'soft-reject') then
    perform private.raise_api_error(400, '22023', 'Choose approve, reject or request changes',
      'status must be approved, rejected or soft-reject');
  end if;
  if p_document_ids is null or pg_catalog.cardinality(p_document_ids) = 0 then
    perform private.raise_api_error(400, '22023', 'Select at least one document');
  end if;
  if pg_catalog.cardinality(p_document_ids) > 100 then
    perform private.raise_api_error(400, '22023', 'At most 100 documents at once');
  end if;
  if p_status <> 'approved' and v_reason is null then
    perform private.raise_api_error(400, '22023', 'A reason is required');
  end if;
  if v_reason is not null and pg_catalog.char_length(v_reason) > 2000 then
    perform private.raise_api_error(400, '22023', 'The reason is too long (2000 characters at most)');
  end if;

  for v_doc in
    select * from public.documents d where d.id = any (p_document_ids) order by d.created_at for update
  loop
    if v_doc.status = p_status or v_doc.status = 'deleted' then
      v_skipped := v_skipped + 1;
      continue;
    end if;
    update public.documents d
    set status = p_status,
        rejection_reason = case when p_status = 'approved' then null else v_reason end
    where d.id = v_doc.id;
    v_updated := v_updated + 1;
    if v_doc.user_id is not null then
      perform private.notify(
        v_doc.user_id, 'document-status',
        case p_status
          when 'approved' then 'Your document "' || pg_catalog.left(v_doc.title, 120) || '" was approved'
          when 'rejected' then 'Your document "' || pg_catalog.left(v_doc.title, 120) || '" was rejected'
          else 'Changes requested on "' || pg_catalog.left(v_doc.title, 120) || '"'
        end,
        case p_status
          when 'approved' then 'It is now listed in the marketplace.'
          else 'Reason: ' || v_reason
        end,
        '/dashboard/seller-documents'
      );
    end if;
  end loop;

  if v_updated + v_skipped = 0 then
    perform private.raise_not_found('Document not found');
  end if;
  perform private.end_admin_action();
  return pg_catalog.jsonb_build_object('success', true, 'updated', v_updated, 'skipped', v_skipped);
end
$$;

create or replace function public.admin_review_documents(p_document_ids uuid[], p_status text, p_reason text default null)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select private.admin_review_documents(p_document_ids, p_status, p_reason)
$$;

-- Deleting from the back office withdraws the document (status 'deleted'): buyers keep what they bought.
create or replace function private.admin_delete_document(p_document_id uuid, p_reason text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reason text := nullif(pg_catalog.btrim(coalesce(p_reason, '')), '');
  v_doc public.documents;
begin
  perform private.begin_admin_action('document.delete', v_reason);
  if v_reason is null then
    perform private.raise_api_error(400, '22023', 'A reason is required');
  end if;
  select * into v_doc from public.documents d where d.id = p_document_id for update;
  if not found then
    perform private.raise_not_found('Document not found');
  end if;
  if v_doc.status <> 'deleted' then
    update public.documents d set status = 'deleted', rejection_reason = v_reason where d.id = v_doc.id;
    if v_doc.user_id is not null then
      perform private.notify(
        v_doc.user_id, 'document-status',
        'Your document "' || pg_catalog.left(v_doc.title, 120) || '" was removed',
        'Reason: ' || v_reason, '/dashboard/seller-documents'
      );
    end if;
  end if;
  perform private.end_admin_action();
  return pg_catalog.jsonb_build_object('success', true, 'status', 'deleted');
end
$$;

create or replace function public.admin_delete_document(p_document_id uuid, p_reason text)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select private.admin_delete_document(p_document_id, p_reason)
$$;

-- ---------------------------------------------------------------------------------------------------------
-- Users: status and role. A user who is not active cannot sign in and their sessions end: the status is mirrored
-- onto auth.users.banned_until (which both this platform's auth and Supabase Auth refuse at sign-in and refresh)
-- and their sessions and refresh tokens are deleted, by a trigger, whichever path changed the status.
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.sync_user_status_to_auth()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'active' then
    update auth.users a set banned_until = null where a.id = new.id;
  else
    -- A hundred years, as Supabase Auth's own longest ban ("876000h"); 'infinity' is not a date to every client.
    update auth.users a set banned_until = pg_catalog.now() + interval '100 years' where a.id = new.id;
    delete from auth.sessions s where s.user_id = new.id;
  end if;
  return null;
end
$$;
create trigger users_sync_status_to_auth after update of status on public.users
  for each row when (old.status is distinct from new.status)
  execute function private.sync_user_status_to_auth();

create or replace function private.admin_set_user_status(p_user_id uuid, p_status text, p_reason text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reason text := nullif(pg_catalog.btrim(coalesce(p_reason, '')), '');
  v_user public.users;
begin
  perform private.begin_admin_action('user.status.' || coalesce(p_status, 'null'), v_reason);
  if p_status is null or p_status not in ('active', 'inactive', 'suspended', 'banned') then
    perform private.raise_api_error(400, '22023', 'Unknown status', 'status must be active, inactive, suspended or banned');
  end if;
  if v_reason is null then
    perform private.raise_api_error(400, '22023', 'A reason is required');
  end if;
  if p_user_id = auth.uid() then
    perform private.raise_api_error(400, '22023', 'You cannot change your own status');
  end if;
  select * into v_user from public.users u where u.id = p_user_id for update;
  if not found then
    perform private.raise_not_found('User not found');
  end if;
  update public.users u set status = p_status where u.id = v_user.id;
  if p_status = 'active' and v_user.status <> 'active' then
    perform private.notify(v_user.id, 'security-status', 'Your account was reactivated', 'Reason: ' || v_reason, '/dashboard');
  end if;
  perform private.end_admin_action();
  return pg_catalog.jsonb_build_object('success', true, 'status', p_status);
end
$$;

create or replace function public.admin_set_user_status(p_user_id uuid, p_status text, p_reason text)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select private.admin_set_user_status(p_user_id, p_status, p_reason)
$$;

create or replace function private.admin_set_user_role(p_user_id uuid, p_role text, p_reason text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reason text := nullif(pg_catalog.btrim(coalesce(p_reason, '')), '');
begin
  perform private.begin_admin_action('user.role.' || coalesce(p_role, 'null'), v_reason);
  if p_role is null or p_role not in ('user', 'admin') then
    perform private.raise_api_error(400, '22023', 'Unknown role', 'role must be user or admin');
  end if;
  if v_reason is null then
    perform private.raise_api_error(400, '22023', 'A reason is required');
  end if;
  if p_user_id = auth.uid() then
    perform private.raise_api_error(400, '22023', 'You cannot change your own role');
  end if;
  update public.users u set role = p_role where u.id = p_user_id;
  if not found then
    perform private.raise_not_found('User not found');
  end if;
  -- The other reading of spec 1 section 6 takes the role from the auth metadata: keep both in step.
  update auth.users a
  set raw_app_meta_data = coalesce(a.raw_app_meta_data, '{}'::jsonb) || pg_catalog.jsonb_build_object('role', p_role)
  where a.id = p_user_id;
  perform private.notify(p_user_id, 'security-status', 'Your account role changed',
                         'Your role is now ' || p_role || '.', '/dashboard');
  perform private.end_admin_action();
  return pg_catalog.jsonb_build_object('success', true, 'role', p_role);
end
$$;

create or replace function public.admin_set_user_role(p_user_id uuid, p_role text, p_reason text)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select private.admin_set_user_role(p_user_id, p_role, p_reason)
$$;

-- ---------------------------------------------------------------------------------------------------------
-- Points adjustment (same signature and answers as before) now audited with the balance before and after, and
-- the user told.
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.admin_adjust_points(p_user_id uuid, p_amount integer, p_reason text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_entry public.points_transactions;
  v_before integer;
begin
  perform private.begin_admin_action('points.adjust', p_reason);
  if p_reason is null or pg_catalog.btrim(p_reason) = '' then
    return jsonb_build_object('success', false, 'error', 'A reason is required');
  end if;
  if p_amount is null or p_amount = 0 then
    return jsonb_build_object('success', false, 'error', 'Enter a number of points other than 0');
  end if;
  if not exists (select 1 from public.users u where u.id = p_user_id) then
    perform private.raise_not_found('User not found');
  end if;
  select up.points_balance into v_before from public.user_points up where up.user_id = p_user_id for update;
  begin
    v_entry := private.apply_points(
      p_user_id, p_amount, 'adjustment', p_reason, jsonb_build_object('admin_id', auth.uid()), null
    );
  exception when sqlstate 'P0001' then
    return jsonb_build_object('success', false, 'error', 'insufficient points');
  end;
  perform private.write_admin_audit(
    'points.adjust', 'user_points', p_user_id::text,
    jsonb_build_object('points_balance', coalesce(v_before, 0)),
    jsonb_build_object('points_balance', v_entry.balance_after, 'amount', p_amount, 'transaction_id', v_entry.id),
    p_reason
  );
  perform private.notify(
    p_user_id, 'points-access',
    case when p_amount > 0 then p_amount || ' points were added to your wallet'
         else (-p_amount) || ' points were taken from your wallet' end,
    'Reason: ' || p_reason, '/dashboard/wallet'
  );
  perform private.end_admin_action();
  return jsonb_build_object('success', true, 'transaction_id', v_entry.id, 'points_balance', v_entry.balance_after);
end
$$;

-- ---------------------------------------------------------------------------------------------------------
-- Withdrawals (same signature and answers as before): audited, a reason required to reject, the seller told.
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.admin_process_withdrawal(
  p_withdrawal_id uuid,
  p_status text,
  p_admin_note text default null,
  p_payout_reference text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_withdrawal public.seller_withdrawals;
  v_reversal public.points_transactions;
  v_note text := nullif(pg_catalog.btrim(coalesce(p_admin_note, '')), '');
begin
  perform private.begin_admin_action('withdrawal.' || coalesce(p_status, 'null'), v_note);
  select * into v_withdrawal from public.seller_withdrawals w where w.id = p_withdrawal_id for update;
  if not found then
    perform private.raise_not_found('Withdrawal not found');
  end if;
  if not (
    (v_withdrawal.status = 'pending' and p_status in ('approved', 'paid', 'rejected'))
    or (v_withdrawal.status = 'approved' and p_status in ('paid', 'rejected'))
  ) then
    return jsonb_build_object('success', false, 'error',
                              'A ' || v_withdrawal.status || ' withdrawal cannot become ' || coalesce(p_status, 'null'));
  end if;
  if p_status = 'rejected' and v_note is null then
    return jsonb_build_object('success', false, 'error', 'A reason is required');
  end if;

  if p_status = 'rejected' then
    v_reversal := private.apply_points(
      v_withdrawal.user_id, v_withdrawal.points_amount, 'withdrawal', 'Withdrawal rejected: points returned',
      jsonb_build_object('withdrawal_id', v_withdrawal.id), 'withdrawal_reversal:' || v_withdrawal.id
    );
  end if;

  update public.seller_withdrawals w
  set status = p_status,
      admin_note = coalesce(v_note, w.admin_note),
      payout_reference = coalesce(nullif(pg_catalog.btrim(p_payout_reference), ''), w.payout_reference),
      processed_by = auth.uid(),
      processed_at = pg_catalog.now(),
      reversal_transaction_id = coalesce(v_reversal.id, w.reversal_transaction_id)
  where w.id = v_withdrawal.id;

  perform private.notify(
    v_withdrawal.user_id, 'withdrawal-status',
    case p_status
      when 'approved' then 'Your withdrawal of ' || v_withdrawal.points_amount || ' points was approved'
      when 'paid' then 'Your withdrawal of ' || v_withdrawal.points_amount || ' points was paid'
      else 'Your withdrawal of ' || v_withdrawal.points_amount || ' points was rejected'
    end,
    case p_status
      when 'approved' then 'The payout of $' || v_withdrawal.amount_usd || ' is on its way.'
      when 'paid' then '$' || v_withdrawal.amount_usd || ' was sent'
                       || coalesce(' (reference ' || nullif(pg_catalog.btrim(p_payout_reference), '') || ')', '') || '.'
      else 'The points are back in your wallet. Reason: ' || v_note
    end,
    '/dashboard/wallet-seller'
  );
  perform private.end_admin_action();
  return jsonb_build_object('success', true, 'status', p_status);
end
$$;

-- ---------------------------------------------------------------------------------------------------------
-- Points orders: a refund from the back office goes through the money path (refund_points_payment), keyed on the
-- order's provider payment id, so a refund is taken once whoever asks for it.
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.admin_refund_points_order(p_order_id uuid, p_reason text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reason text := nullif(pg_catalog.btrim(coalesce(p_reason, '')), '');
  v_order public.points_orders;
  v_result jsonb;
begin
  perform private.begin_admin_action('points_order.refund', v_reason);
  if v_reason is null then
    perform private.raise_api_error(400, '22023', 'A reason is required');
  end if;
  select * into v_order from public.points_orders o where o.id = p_order_id;
  if not found then
    perform private.raise_not_found('Order not found');
  end if;
  if v_order.provider_payment_id is null then
    perform private.raise_api_error(409, '55000', 'This order has no completed payment to refund');
  end if;
  v_result := private.refund_points_payment(v_order.provider, v_order.provider_payment_id, v_reason);
  if v_result ->> 'status' = 'refunded' and v_order.user_id is not null then
    perform private.notify(
      v_order.user_id, 'points-access', 'Your points purchase was refunded',
      (v_result ->> 'points_reversed') || ' points were taken back. Reason: ' || v_reason, '/dashboard/wallet'
    );
  end if;
  perform private.end_admin_action();
  return v_result;
end
$$;

create or replace function public.admin_refund_points_order(p_order_id uuid, p_reason text)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select private.admin_refund_points_order(p_order_id, p_reason)
$$;

-- ---------------------------------------------------------------------------------------------------------
-- Reports (content reports and legal notices): take the document down or dismiss, with a note.
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.admin_resolve_report(p_kind text, p_id uuid, p_decision text, p_note text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_note text := nullif(pg_catalog.btrim(coalesce(p_note, '')), '');
  v_document_id uuid;
  v_doc public.documents;
begin
  perform private.begin_admin_action('report.' || coalesce(p_decision, 'null'), v_note);
  if p_kind is null or p_kind not in ('content', 'legal') then
    perform private.raise_api_error(400, '22023', 'Unknown report kind', 'kind must be content or legal');
  end if;
  if p_decision is null or p_decision not in ('take_down', 'dismiss') then
    perform private.raise_api_error(400, '22023', 'Choose take down or dismiss');
  end if;
  if v_note is null then
    perform private.raise_api_error(400, '22023', 'A note is required');
  end if;

  if p_kind = 'content' then
    select case when r.target_type = 'document' then r.target_id end into v_document_id
    from public.content_reports r where r.id = p_id for update;
    if not found then
      perform private.raise_not_found('Report not found');
    end if;
    update public.content_reports r
    set status = case when p_decision = 'dismiss' then 'dismissed' else 'resolved' end,
        resolution_note = v_note, resolved_by = auth.uid(), resolved_at = pg_catalog.now()
    where r.id = p_id;
  else
    select n.document_id into v_document_id from public.legal_notices n where n.id = p_id for update;
    if not found then
      perform private.raise_not_found('Report not found');
    end if;
    update public.legal_notices n
    set status = case when p_decision = 'dismiss' then 'rejected' else 'actioned' end,
        admin_note = v_note, handled_by = auth.uid(), handled_at = pg_catalog.now()
    where n.id = p_id;
  end if;

  if p_decision = 'take_down' then
    if v_document_id is null then
      perform private.raise_api_error(409, '55000', 'This report names no document to take down');
    end if;
    select * into v_doc from public.documents d where d.id = v_document_id for update;
    if found and v_doc.status <> 'deleted' then
      update public.documents d set status = 'deleted', rejection_reason = v_note where d.id = v_doc.id;
      if v_doc.user_id is not null then
        perform private.notify(
          v_doc.user_id, 'document-status',
          'Your document "' || pg_catalog.left(v_doc.title, 120) || '" was taken down',
          'Reason: ' || v_note, '/dashboard/seller-documents'
        );
      end if;
    end if;
  end if;
  perform private.end_admin_action();
  return pg_catalog.jsonb_build_object('success', true, 'decision', p_decision);
end
$$;

create or replace function public.admin_resolve_report(p_kind text, p_id uuid, p_decision text, p_note text)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select private.admin_resolve_report(p_kind, p_id, p_decision, p_note)
$$;

-- ---------------------------------------------------------------------------------------------------------
-- Catalogue: a university, subject, course or textbook in use cannot be deleted (the foreign keys would quietly
-- null the documents' and users' references); the refusal says what uses it. 409, a client mistake.
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.refuse_catalogue_delete_in_use()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_documents bigint := 0;
  v_users bigint := 0;
  v_courses bigint := 0;
  v_textbooks bigint := 0;
  v_uses text[] := '{}';
begin
  if tg_table_name = 'universities' then
    select pg_catalog.count(*) into v_documents from public.documents d where d.university_id = old.id;
    select pg_catalog.count(*) into v_users from public.users u where u.university_id = old.id;
    select pg_catalog.count(*) into v_courses from public.courses c where c.university_id = old.id;
  elsif tg_table_name = 'subjects' then
    select pg_catalog.count(*) into v_documents from public.documents d where d.subject_id = old.id;
    select pg_catalog.count(*) into v_courses from public.courses c where c.subject_id = old.id;
    select pg_catalog.count(*) into v_textbooks from public.textbooks t where t.subject_id = old.id;
  elsif tg_table_name = 'courses' then
    select pg_catalog.count(*) into v_documents from public.documents d where d.course_id = old.id;
    select pg_catalog.count(*) into v_users from public.users u where u.course_id = old.id;
  elsif tg_table_name = 'textbooks' then
    select pg_catalog.count(*) into v_documents from public.documents d where d.textbook_id = old.id;
  end if;
  if v_documents > 0 then v_uses := v_uses || (v_documents || ' document' || case when v_documents > 1 then 's' else '' end); end if;
  if v_courses > 0 then v_uses := v_uses || (v_courses || ' course' || case when v_courses > 1 then 's' else '' end); end if;
  if v_textbooks > 0 then v_uses := v_uses || (v_textbooks || ' textbook' || case when v_textbooks > 1 then 's' else '' end); end if;
  if v_users > 0 then v_uses := v_uses || (v_users || ' user' || case when v_users > 1 then 's' else '' end); end if;
  if pg_catalog.cardinality(v_uses) > 0 then
    perform private.raise_api_error(409, '23503',
      'Cannot delete: in use by ' || pg_catalog.array_to_string(v_uses, ', '),
      tg_table_name || ' ' || old.id || ' is referenced');
  end if;
  return old;
end
$$;

do $$
declare
  v_table text;
begin
  foreach v_table in array array['universities', 'subjects', 'courses', 'textbooks'] loop
    execute pg_catalog.format(
      'create trigger %I before delete on public.%I for each row execute function private.refuse_catalogue_delete_in_use()',
      v_table || '_refuse_delete_in_use', v_table
    );
  end loop;
end
$$;

-- ---------------------------------------------------------------------------------------------------------
-- Overview: totals and a day-by-day series over the last p_days days (1 to 366).
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.admin_overview(p_days integer default 30)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_days integer := coalesce(p_days, 30);
  v_since timestamptz;
begin
  if not private.is_admin() then
    raise exception 'Unauthorized: Admin access required' using errcode = '42501';
  end if;
  if v_days < 1 or v_days > 366 then
    perform private.raise_api_error(400, '22023', 'Choose between 1 and 366 days');
  end if;
  v_since := pg_catalog.date_trunc('day', pg_catalog.now()) - ((v_days - 1) || ' days')::interval;
  return pg_catalog.jsonb_build_object(
    'days', v_days,
    'users_total', (select pg_catalog.count(*) from public.users),
    'users_new', (select pg_catalog.count(*) from public.users u where u.created_at >= v_since),
    'documents_pending', (select pg_catalog.count(*) from public.documents d where d.status = 'pending'),
    'documents_approved', (select pg_catalog.count(*) from public.documents d where d.status = 'approved'),
    'withdrawals_pending', (select pg_catalog.count(*) from public.seller_withdrawals w where w.status in ('pending', 'approved')),
    'reports_open', (select pg_catalog.count(*) from public.content_reports r where r.status in ('open', 'reviewing'))
                    + (select pg_catalog.count(*) from public.legal_notices n where n.status in ('received', 'reviewing')),
    'revenue_usd', (select coalesce(sum(o.amount), 0) from public.points_orders o
                    where o.order_status = 'completed' and o.created_at >= v_since),
    'points_sold', (select coalesce(sum(o.points_amount + o.bonus_points), 0) from public.points_orders o
                    where o.order_status = 'completed' and o.created_at >= v_since),
    'points_spent', (select coalesce(-sum(t.amount), 0) from public.points_transactions t
                     where t.amount < 0 and t.type in ('spent', 'document_chat', 'purchase') and t.created_at >= v_since),
    'subscriptions_active', (select pg_catalog.count(*) from public.user_subscriptions s where s.status = 'active'),
    'series', (
      select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'day', pg_catalog.to_char(g.day, 'YYYY-MM-DD'),
        'signups', (select pg_catalog.count(*) from public.users u
                    where u.created_at >= g.day and u.created_at < g.day + interval '1 day'),
        'revenue_usd', (select coalesce(sum(o.amount), 0) from public.points_orders o
                        where o.order_status = 'completed' and o.created_at >= g.day and o.created_at < g.day + interval '1 day'),
        'points_sold', (select coalesce(sum(o.points_amount + o.bonus_points), 0) from public.points_orders o
                        where o.order_status = 'completed' and o.created_at >= g.day and o.created_at < g.day + interval '1 day'),
        'points_spent', (select coalesce(-sum(t.amount), 0) from public.points_transactions t
                         where t.amount < 0 and t.type in ('spent', 'document_chat', 'purchase')
                           and t.created_at >= g.day and t.created_at < g.day + interval '1 day'),
        'documents_uploaded', (select pg_catalog.count(*) from public.documents d
                               where d.created_at >= g.day and d.created_at < g.day + interval '1 day')
      ) order by g.day), '[]'::jsonb)
      from pg_catalog.generate_series(v_since, pg_catalog.date_trunc('day', pg_catalog.now()), interval '1 day') as g(day)
    )
  );
end
$$;

create or replace function public.admin_overview(p_days integer default 30)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select private.admin_overview(p_days)
$$;

-- Grants: the wrappers and their bodies for signed-in callers (the bodies refuse non-admins).
do $$
declare
  v_signature text;
begin
  foreach v_signature in array array[
    'admin_review_documents(uuid[], text, text)', 'admin_delete_document(uuid, text)',
    'admin_set_user_status(uuid, text, text)', 'admin_set_user_role(uuid, text, text)',
    'admin_refund_points_order(uuid, text)', 'admin_resolve_report(text, uuid, text, text)',
    'admin_overview(integer)'
  ] loop
    execute 'revoke all on function public.' || v_signature || ' from public, anon';
    execute 'grant execute on function public.' || v_signature || ' to authenticated, service_role';
    execute 'revoke all on function private.' || v_signature || ' from public, anon';
    execute 'grant execute on function private.' || v_signature || ' to authenticated, service_role';
  end loop;
end
$$;
revoke all on function private.sync_user_status_to_auth() from public;
revoke all on function private.refuse_catalogue_delete_in_use() from public;
