-- A client mistake is never a server error (ARCHITECTURE §3). PostgREST 12 answers SQLSTATE P0002 (and every P0
-- code but P0001) with HTTP 500, so the RPCs that raised P0002 for an id that does not exist, or that the caller
-- may not see, answered a typo with "server error". They now raise PostgREST's custom-error SQLSTATE 'PGRST',
-- whose message is the JSON error body and whose detail carries the HTTP status: 404, with the body's code still
-- P0002 (no data found) so a client reading `error.code` keeps its meaning.
--
-- The RPC bodies move to `private` as security definer functions; the `public` functions PostgREST exposes become
-- thin security invoker wrappers with the same signatures, grants and answers.
-- tests/integration/rpc-errors.test.ts checks every function in public and private for codes PostgREST turns
-- into a 5xx.

-- Raises an error PostgREST answers with `p_status` and the body {code, message, details, hint}, as its own
-- errors look. Called over plain SQL (the seed, server code) it surfaces as SQLSTATE 'PGRST' with that JSON as
-- the message.
create or replace function private.raise_api_error(
  p_status integer,
  p_code text,
  p_message text,
  p_details text default null,
  p_hint text default null
)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise sqlstate 'PGRST' using
    message = pg_catalog.jsonb_build_object(
      'code', p_code, 'message', p_message, 'details', p_details, 'hint', p_hint
    )::text,
    detail = pg_catalog.jsonb_build_object('status', p_status, 'headers', '{}'::jsonb)::text;
end
$$;

-- 404 for an id the caller cannot reach: unknown, or not theirs to see (the two are not told apart).
create or replace function private.raise_not_found(p_message text)
returns void
language sql
set search_path = ''
as $$
  select private.raise_api_error(404, 'P0002', p_message)
$$;

grant execute on function private.raise_api_error(integer, text, text, text, text) to anon, authenticated, service_role;
grant execute on function private.raise_not_found(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- toggle_document_bookmark (spec 2 section 7.1), unchanged but for the not-found answer.
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.toggle_document_bookmark(p_document_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user_id uuid := auth.uid();
  v_removed integer;
begin
  if v_user_id is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  delete from public.document_bookmarks b where b.user_id = v_user_id and b.document_id = p_document_id;
  get diagnostics v_removed = row_count;
  if v_removed > 0 then
    return jsonb_build_object('bookmarked', false);
  end if;
  if not private.can_read_document(p_document_id) then
    perform private.raise_not_found('Document not found');
  end if;
  insert into public.document_bookmarks (user_id, document_id) values (v_user_id, p_document_id)
  on conflict do nothing;
  return jsonb_build_object('bookmarked', true);
end
$$;

create or replace function public.toggle_document_bookmark(p_document_id uuid)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select private.toggle_document_bookmark(p_document_id)
$$;

grant execute on function private.toggle_document_bookmark(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- record_document_view (spec 2 section 7.1), unchanged but for the not-found answer.
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.record_document_view(
  p_document_id uuid,
  p_page_number integer default null,
  p_progress numeric default null,
  p_device_info jsonb default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user_id uuid := auth.uid();
  v_uploader uuid;
  v_status text;
  v_previous timestamptz;
  v_counts boolean := true;
  v_progress numeric := case when p_progress is null then null else greatest(0, least(100, p_progress)) end;
  v_page integer := case when p_page_number > 0 then p_page_number end;
begin
  select d.user_id, d.status into v_uploader, v_status from public.documents d where d.id = p_document_id;
  if not found or not private.can_read_document(p_document_id) then
    perform private.raise_not_found('Document not found');
  end if;

  if v_user_id is not null then
    select v.viewed_at into v_previous
    from public.document_views v
    where v.user_id = v_user_id and v.document_id = p_document_id
    for update;

    v_counts := v_previous is null
      or v_previous < pg_catalog.now()
        - pg_catalog.make_interval(mins => private.setting_numeric('documents.view_dedupe_minutes', 30)::integer);

    insert into public.document_views (user_id, document_id, page_number, progress, device_info)
    values (v_user_id, p_document_id, v_page, v_progress, p_device_info)
    on conflict (user_id, document_id) do update set
      viewed_at = pg_catalog.now(),
      view_count = public.document_views.view_count + case when v_counts then 1 else 0 end,
      page_number = coalesce(excluded.page_number, public.document_views.page_number),
      progress = coalesce(excluded.progress, public.document_views.progress),
      device_info = coalesce(excluded.device_info, public.document_views.device_info);

    v_counts := v_counts and v_uploader is distinct from v_user_id;
  end if;

  if v_counts and v_status = 'approved' then
    update public.documents set view_count = view_count + 1 where id = p_document_id;
  end if;
end
$$;

create or replace function public.record_document_view(
  p_document_id uuid,
  p_page_number integer default null,
  p_progress numeric default null,
  p_device_info jsonb default null
)
returns void
language sql
security invoker
set search_path = ''
as $$
  select private.record_document_view(p_document_id, p_page_number, p_progress, p_device_info)
$$;

grant execute on function private.record_document_view(uuid, integer, numeric, jsonb)
  to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- check_homework_helpful, unchanged but for the not-found answer.
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.check_homework_helpful(p_question_id uuid, p_helpful boolean)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user_id uuid := auth.uid();
  v_previous boolean;
  v_question public.homework_questions;
begin
  if v_user_id is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  if p_helpful is null then
    raise exception 'p_helpful must be true or false' using errcode = '22004';
  end if;
  select * into v_question from public.homework_questions q
  where q.id = p_question_id and (q.is_public or q.user_id = v_user_id)
  for no key update;
  if not found then
    perform private.raise_not_found('Question not found');
  end if;

  select v.helpful into v_previous from public.homework_helpful_votes v
  where v.question_id = p_question_id and v.user_id = v_user_id;
  if v_previous is not distinct from p_helpful then
    return jsonb_build_object('helpful', p_helpful, 'helpful_count', v_question.helpful_count,
                              'not_helpful_count', v_question.not_helpful_count);
  end if;

  insert into public.homework_helpful_votes (question_id, user_id, helpful) values (p_question_id, v_user_id, p_helpful)
  on conflict (question_id, user_id) do update set helpful = excluded.helpful, updated_at = pg_catalog.now();

  update public.homework_questions q
  set helpful_count = q.helpful_count + (case when p_helpful then 1 else 0 end) - (case when v_previous then 1 else 0 end),
      not_helpful_count = q.not_helpful_count + (case when p_helpful then 0 else 1 end)
        - (case when v_previous = false then 1 else 0 end)
  where q.id = p_question_id
  returning * into v_question;

  return jsonb_build_object('helpful', p_helpful, 'helpful_count', v_question.helpful_count,
                            'not_helpful_count', v_question.not_helpful_count);
end
$$;

create or replace function public.check_homework_helpful(p_question_id uuid, p_helpful boolean)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select private.check_homework_helpful(p_question_id, p_helpful)
$$;

grant execute on function private.check_homework_helpful(uuid, boolean) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- submit_test_attempt, unchanged but for the not-found answer.
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.submit_test_attempt(p_attempt_id uuid, p_time_spent_seconds integer default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_attempt public.test_attempts;
  v_total integer;
  v_correct integer;
  v_points_possible integer;
  v_points_earned integer;
begin
  select * into v_attempt from public.test_attempts a
  where a.id = p_attempt_id and a.user_id = auth.uid()
  for update;
  if not found then
    perform private.raise_not_found('Attempt not found');
  end if;
  if v_attempt.status <> 'in_progress' then
    return jsonb_build_object('attempt_id', v_attempt.id, 'score', v_attempt.score,
                              'correct_count', v_attempt.correct_count, 'total_questions', v_attempt.total_questions,
                              'already_submitted', true);
  end if;

  select count(*)::integer, coalesce(sum(q.points), 0)::integer,
         count(*) filter (where ans.is_correct)::integer,
         coalesce(sum(q.points) filter (where ans.is_correct), 0)::integer
  into v_total, v_points_possible, v_correct, v_points_earned
  from public.test_questions q
  left join public.test_attempt_answers ans on ans.question_id = q.id and ans.attempt_id = v_attempt.id
  where q.test_id = v_attempt.test_id;

  update public.test_attempts a
  set status = 'submitted',
      submitted_at = pg_catalog.now(),
      time_spent_seconds = coalesce(greatest(p_time_spent_seconds, 0), a.time_spent_seconds),
      total_questions = v_total,
      correct_count = v_correct,
      points_possible = v_points_possible,
      points_earned = v_points_earned,
      score = case when v_points_possible > 0 then round(100.0 * v_points_earned / v_points_possible, 2) else 0 end
  where a.id = v_attempt.id
  returning * into v_attempt;

  return jsonb_build_object('attempt_id', v_attempt.id, 'score', v_attempt.score, 'correct_count', v_correct,
                            'total_questions', v_total, 'already_submitted', false);
end
$$;

create or replace function public.submit_test_attempt(p_attempt_id uuid, p_time_spent_seconds integer default null)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select private.submit_test_attempt(p_attempt_id, p_time_spent_seconds)
$$;

grant execute on function private.submit_test_attempt(uuid, integer) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- admin_process_withdrawal, unchanged but for the not-found answer.
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
begin
  if not private.is_admin() then
    raise exception 'Unauthorized: Admin access required' using errcode = '42501';
  end if;
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

  if p_status = 'rejected' then
    v_reversal := private.apply_points(
      v_withdrawal.user_id, v_withdrawal.points_amount, 'withdrawal', 'Withdrawal rejected: points returned',
      jsonb_build_object('withdrawal_id', v_withdrawal.id), 'withdrawal_reversal:' || v_withdrawal.id
    );
  end if;

  update public.seller_withdrawals w
  set status = p_status,
      admin_note = coalesce(p_admin_note, w.admin_note),
      payout_reference = coalesce(p_payout_reference, w.payout_reference),
      processed_by = auth.uid(),
      processed_at = pg_catalog.now(),
      reversal_transaction_id = coalesce(v_reversal.id, w.reversal_transaction_id)
  where w.id = v_withdrawal.id;
  return jsonb_build_object('success', true, 'status', p_status);
end
$$;

create or replace function public.admin_process_withdrawal(
  p_withdrawal_id uuid,
  p_status text,
  p_admin_note text default null,
  p_payout_reference text default null
)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select private.admin_process_withdrawal(p_withdrawal_id, p_status, p_admin_note, p_payout_reference)
$$;

grant execute on function private.admin_process_withdrawal(uuid, text, text, text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- credit_subscription_bonus (service role only): an unknown or inactive subscription is a 404 too.
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.credit_subscription_bonus(p_subscription_id uuid)
returns public.points_transactions
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_subscription public.user_subscriptions;
  v_plan public.subscription_plans;
begin
  select * into v_subscription from public.user_subscriptions s where s.id = p_subscription_id;
  if not found or v_subscription.status not in ('active', 'trialing') then
    perform private.raise_not_found('No active subscription ' || coalesce(p_subscription_id::text, 'null'));
  end if;
  select * into v_plan from public.subscription_plans p where p.id = v_subscription.plan_id;
  if v_plan.bonus_points <= 0 then
    return null;
  end if;
  return private.apply_points(
    v_subscription.user_id, v_plan.bonus_points, 'subscription', v_plan.name || ' subscription bonus',
    jsonb_build_object('subscription_id', v_subscription.id, 'plan_id', v_plan.id,
                       'period_start', v_subscription.current_period_start),
    'subscription_bonus:' || v_subscription.id || ':' || extract(epoch from v_subscription.current_period_start)::bigint
  );
end
$$;

-- Functions are executable by PUBLIC when created; in private, only the explicit grants above apply.
revoke execute on all functions in schema private from public;
