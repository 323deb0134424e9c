-- Security definer functions live in `private` (ARCHITECTURE §3; Supabase's guidance for exposed schemas). A
-- function in `public` is an HTTP endpoint (PostgREST exposes the whole schema), and a definer one runs as the
-- owner of the tables, past their RLS, for every role that may execute it; the schema's default privileges grant
-- that to anon on every new function until a migration revokes it. Keeping definer code in `private`, which
-- PostgREST does not expose and where PUBLIC executes nothing, makes each definer body reachable only through a
-- deliberate public wrapper whose grants say who may call it, and keeps the helpers it calls out of the API.
--
-- 20261123000100_rpc_not_found_is_404.sql moved six RPCs this way; this migration moves the other ten, with
-- bodies unchanged: private.<name> is the security definer function with `set search_path = ''`, and
-- public.<name> becomes a security invoker SQL wrapper with the same signature, argument names, defaults,
-- return type and volatility (PostgREST serves GET only for stable functions) and the same grants, so PostgREST
-- and the renderer see no change. The private function is executable by exactly the roles that may call its
-- wrapper (an invoker wrapper runs it as the caller), and by nobody else.
--
-- After this migration no function in `public` is security definer. tests/integration/definer-wrappers.test.ts
-- fails when one appears outside its commented allow-list, and checks every wrapper through supabase-js.

-- ---------------------------------------------------------------------------------------------------------
-- calculate_points_for_amount (spec 1 section 7): a price quote. Definer because the points rate is read through
-- private.setting_numeric, which the API roles may not call.
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.calculate_points_for_amount(amount_usd numeric)
returns table (base_points integer, bonus_points integer, total_points integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_base integer;
  v_bonus integer;
begin
  if amount_usd is null or amount_usd < 0 then
    raise exception 'amount_usd must be zero or more' using errcode = '22023';
  end if;
  v_base := pg_catalog.floor(amount_usd * private.setting_numeric('points.per_usd', 10))::integer;
  select coalesce(max(coalesce(t.bonus_points, 0) + coalesce(pg_catalog.floor(v_base * t.bonus_percent / 100)::integer, 0)), 0)
  into v_bonus
  from public.points_bonus_tiers t
  where t.is_active and t.min_amount <= amount_usd;
  return query select v_base, v_bonus, v_base + v_bonus;
end
$$;

create or replace function public.calculate_points_for_amount(amount_usd numeric)
returns table (base_points integer, bonus_points integer, total_points integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.calculate_points_for_amount(amount_usd)
$$;

revoke all on function public.calculate_points_for_amount(numeric) from public;
grant execute on function public.calculate_points_for_amount(numeric) to anon, authenticated, service_role;
revoke all on function private.calculate_points_for_amount(numeric) from public;
grant execute on function private.calculate_points_for_amount(numeric) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- use_points_general (spec 1 section 7): a spend of the caller's own points, through the ledger.
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.use_points_general(
  p_user_id uuid,
  p_amount integer,
  p_description text,
  p_metadata jsonb default '{}'::jsonb
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user_id uuid := auth.uid();
  v_metadata jsonb := coalesce(p_metadata, '{}'::jsonb);
  v_type text := case when v_metadata ->> 'type' = 'document_chat' then 'document_chat' else 'spent' end;
  v_key text := case when v_metadata ? 'idempotency_key'
                  then 'spend:' || v_user_id || ':' || (v_metadata ->> 'idempotency_key') end;
  v_balance integer;
  v_entry public.points_transactions;
begin
  if v_user_id is null then
    return jsonb_build_object('success', false, 'error', 'User not authenticated', 'transaction_id', null);
  end if;
  if p_user_id is distinct from v_user_id then
    return jsonb_build_object('success', false, 'error', 'You can only use your own points', 'transaction_id', null);
  end if;
  if p_amount is null or p_amount >= 0 then
    return jsonb_build_object('success', false, 'error', 'Amount must be a negative number of points', 'transaction_id', null);
  end if;

  select up.points_balance into v_balance from public.user_points up where up.user_id = v_user_id for update;
  -- A replay of a spend that already went through reports that spend, whatever the balance is now.
  if v_key is not null then
    select * into v_entry from public.points_transactions t where t.idempotency_key = v_key;
    if found then
      return jsonb_build_object('success', true, 'error', null, 'transaction_id', v_entry.id,
                                'points_balance', v_balance);
    end if;
  end if;
  if coalesce(v_balance, 0) + p_amount < 0 then
    return jsonb_build_object('success', false, 'error', 'insufficient points', 'transaction_id', null);
  end if;

  v_entry := private.apply_points(
    v_user_id, p_amount, v_type, coalesce(nullif(p_description, ''), 'Points used'), v_metadata - 'idempotency_key', v_key
  );
  return jsonb_build_object('success', true, 'error', null, 'transaction_id', v_entry.id,
                            'points_balance', v_entry.balance_after);
end
$$;

create or replace function public.use_points_general(
  p_user_id uuid,
  p_amount integer,
  p_description text,
  p_metadata jsonb default '{}'::jsonb
)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select private.use_points_general(p_user_id, p_amount, p_description, p_metadata)
$$;

revoke all on function public.use_points_general(uuid, integer, text, jsonb) from public, anon;
grant execute on function public.use_points_general(uuid, integer, text, jsonb) to authenticated, service_role;
revoke all on function private.use_points_general(uuid, integer, text, jsonb) from public;
grant execute on function private.use_points_general(uuid, integer, text, jsonb) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- use_points_for_document (spec 1 section 7): buying a document with points, the seller's share included.
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.use_points_for_document(document_id uuid, points_amount integer)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user_id uuid := auth.uid();
  v_document public.documents;
  v_price integer;
  v_balance integer;
  v_spend public.points_transactions;
  v_access_id uuid;
  v_share integer := 0;
begin
  if v_user_id is null then
    return jsonb_build_object('success', false, 'error', 'User not authenticated');
  end if;

  select * into v_document from public.documents d where d.id = use_points_for_document.document_id
  for no key update;
  if not found or v_document.status <> 'approved' then
    return jsonb_build_object('success', false, 'error', 'Document not available');
  end if;
  if v_document.user_id = v_user_id then
    return jsonb_build_object('success', false, 'error', 'You cannot buy your own document');
  end if;
  if exists (
    select 1 from public.user_documents ud
    where ud.user_id = v_user_id and ud.document_id = v_document.id
  ) then
    return jsonb_build_object('success', false, 'error', 'You already own this document');
  end if;
  v_price := v_document.points_price;
  if points_amount is distinct from v_price then
    return jsonb_build_object('success', false, 'error', 'The price of this document has changed',
                              'points_price', v_price);
  end if;

  if v_price = 0 then
    insert into public.user_documents (user_id, document_id, access_type, points_spent)
    values (v_user_id, v_document.id, 'free', 0);
    update public.documents set download_count = download_count + 1 where id = v_document.id;
    return jsonb_build_object('success', true, 'points_spent', 0);
  end if;

  -- Lock both wallets in a fixed order so two users buying each other's documents cannot deadlock.
  perform 1 from public.user_points up
  where up.user_id in (v_user_id, v_document.user_id)
  order by up.user_id
  for update;
  select up.points_balance into v_balance from public.user_points up where up.user_id = v_user_id;
  if coalesce(v_balance, 0) < v_price then
    return jsonb_build_object('success', false, 'error', 'insufficient points');
  end if;

  v_spend := private.apply_points(
    v_user_id, -v_price, 'spent', 'Purchased document: ' || v_document.title,
    jsonb_build_object('document_id', v_document.id, 'document_slug', v_document.slug, 'feature', 'document_purchase'),
    'document_purchase:' || v_user_id || ':' || v_document.id
  );
  insert into public.user_documents (user_id, document_id, access_type, points_spent, transaction_id)
  values (v_user_id, v_document.id, 'points', v_price, v_spend.id)
  returning id into v_access_id;

  if v_document.user_id is not null then
    v_share := pg_catalog.floor(v_price * private.setting_numeric('points.seller_share_percent', 70) / 100)::integer;
    if v_share > 0 then
      perform private.apply_points(
        v_document.user_id, v_share, 'earned', 'Sale of ' || v_document.title,
        jsonb_build_object('document_id', v_document.id, 'document_slug', v_document.slug,
                           'sale_id', v_access_id, 'price', v_price,
                           'share_percent', private.setting_numeric('points.seller_share_percent', 70)),
        'document_sale:' || v_access_id
      );
    end if;
  end if;

  update public.documents
  set download_count = download_count + 1,
      purchase_count = purchase_count + 1,
      revenue_points = revenue_points + v_share
  where id = v_document.id;

  return jsonb_build_object('success', true, 'transaction_id', v_spend.id, 'points_spent', v_price,
                            'points_balance', v_spend.balance_after);
end
$$;

create or replace function public.use_points_for_document(document_id uuid, points_amount integer)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select private.use_points_for_document(document_id, points_amount)
$$;

revoke all on function public.use_points_for_document(uuid, integer) from public, anon;
grant execute on function public.use_points_for_document(uuid, integer) to authenticated, service_role;
revoke all on function private.use_points_for_document(uuid, integer) from public;
grant execute on function private.use_points_for_document(uuid, integer) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- use_subscription_for_document (spec 2 section 4): opening a document through the caller's subscription.
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.use_subscription_for_document(p_document_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user_id uuid := auth.uid();
  v_subscription public.user_subscriptions;
  v_allowance integer;
  v_document public.documents;
begin
  if v_user_id is null then
    return jsonb_build_object('success', false, 'error', 'User not authenticated');
  end if;

  select * into v_document from public.documents d where d.id = p_document_id for no key update;
  if not found or v_document.status <> 'approved' then
    return jsonb_build_object('success', false, 'error', 'Document not available');
  end if;
  if v_document.user_id = v_user_id
     or exists (select 1 from public.user_documents ud where ud.user_id = v_user_id and ud.document_id = p_document_id) then
    return jsonb_build_object('success', true, 'already_owned', true);
  end if;

  select s.* into v_subscription
  from public.user_subscriptions s
  where s.user_id = v_user_id
    and s.status = 'active'
    and (s.current_period_end is null or s.current_period_end > pg_catalog.now())
  for update;
  if not found then
    return jsonb_build_object('success', false, 'error', 'No active subscription');
  end if;

  select p.bonus_points into v_allowance from public.subscription_plans p where p.id = v_subscription.plan_id;
  if v_subscription.documents_used_this_period + 1 > coalesce(v_allowance, 0) then
    return jsonb_build_object('success', false, 'error', 'Subscription document limit reached',
                              'documents_used_this_period', v_subscription.documents_used_this_period,
                              'limit', coalesce(v_allowance, 0));
  end if;

  insert into public.user_documents (user_id, document_id, access_type, points_spent, subscription_id)
  values (v_user_id, p_document_id, 'subscription', 0, v_subscription.id);
  insert into public.subscription_document_usage (user_id, subscription_id, document_id)
  values (v_user_id, v_subscription.id, p_document_id);
  update public.user_subscriptions
  set documents_used_this_period = documents_used_this_period + 1
  where id = v_subscription.id;
  update public.documents set download_count = download_count + 1 where id = p_document_id;

  return jsonb_build_object('success', true, 'already_owned', false,
                            'documents_used_this_period', v_subscription.documents_used_this_period + 1,
                            'limit', v_allowance);
end
$$;

create or replace function public.use_subscription_for_document(p_document_id uuid)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select private.use_subscription_for_document(p_document_id)
$$;

revoke all on function public.use_subscription_for_document(uuid) from public, anon;
grant execute on function public.use_subscription_for_document(uuid) to authenticated, service_role;
revoke all on function private.use_subscription_for_document(uuid) from public;
grant execute on function private.use_subscription_for_document(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- increment_blog_post_view (spec 2 section 4): the post page's view counter, visitors included.
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.increment_blog_post_view(p_post_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  update public.blog_posts set view_count = view_count + 1
  where id = p_post_id and status = 'published'
  returning view_count into v_count;
  return v_count;
end
$$;

create or replace function public.increment_blog_post_view(p_post_id uuid)
returns integer
language sql
security invoker
set search_path = ''
as $$
  select private.increment_blog_post_view(p_post_id)
$$;

revoke all on function public.increment_blog_post_view(uuid) from public;
grant execute on function public.increment_blog_post_view(uuid) to anon, authenticated, service_role;
revoke all on function private.increment_blog_post_view(uuid) from public;
grant execute on function private.increment_blog_post_view(uuid) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- get_withdrawable_points: what the caller may cash out (earned, not yet withdrawn, still in the wallet).
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.get_withdrawable_points()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select case when auth.uid() is null then 0 else private.withdrawable_points(auth.uid()) end
$$;

create or replace function public.get_withdrawable_points()
returns integer
language sql
stable
security invoker
set search_path = ''
as $$
  select private.get_withdrawable_points()
$$;

revoke all on function public.get_withdrawable_points() from public, anon;
grant execute on function public.get_withdrawable_points() to authenticated, service_role;
revoke all on function private.get_withdrawable_points() from public;
grant execute on function private.get_withdrawable_points() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- request_withdrawal: a seller's payout request; the points leave the wallet with it.
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.request_withdrawal(p_points_amount integer, p_method text, p_payout_details jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user_id uuid := auth.uid();
  v_minimum integer := private.setting_numeric('points.min_withdrawal', 500)::integer;
  v_available integer;
  v_withdrawal_id uuid := gen_random_uuid();
  v_entry public.points_transactions;
begin
  if v_user_id is null then
    return jsonb_build_object('success', false, 'error', 'User not authenticated');
  end if;
  if p_method is null or p_method not in ('paypal', 'bank_transfer') then
    return jsonb_build_object('success', false, 'error', 'Choose PayPal or bank transfer');
  end if;
  if p_payout_details is null or jsonb_typeof(p_payout_details) <> 'object' or p_payout_details = '{}'::jsonb then
    return jsonb_build_object('success', false, 'error', 'Payout details are required');
  end if;
  if p_points_amount is null or p_points_amount < v_minimum then
    return jsonb_build_object('success', false, 'error', 'The minimum withdrawal is ' || v_minimum || ' points');
  end if;

  perform 1 from public.user_points up where up.user_id = v_user_id for update;
  v_available := private.withdrawable_points(v_user_id);
  if p_points_amount > v_available then
    return jsonb_build_object('success', false, 'error', 'insufficient points', 'withdrawable_points', v_available);
  end if;

  v_entry := private.apply_points(
    v_user_id, -p_points_amount, 'withdrawal', 'Withdrawal request',
    jsonb_build_object('withdrawal_id', v_withdrawal_id, 'method', p_method),
    'withdrawal:' || v_withdrawal_id
  );
  insert into public.seller_withdrawals (id, user_id, points_amount, amount_usd, method, payout_details, transaction_id)
  values (
    v_withdrawal_id, v_user_id, p_points_amount,
    round(p_points_amount * private.setting_numeric('points.usd_per_withdrawn_point', 0.07), 2),
    p_method, p_payout_details, v_entry.id
  );
  return jsonb_build_object('success', true, 'withdrawal_id', v_withdrawal_id, 'points_balance', v_entry.balance_after);
end
$$;

create or replace function public.request_withdrawal(p_points_amount integer, p_method text, p_payout_details jsonb)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select private.request_withdrawal(p_points_amount, p_method, p_payout_details)
$$;

revoke all on function public.request_withdrawal(integer, text, jsonb) from public, anon;
grant execute on function public.request_withdrawal(integer, text, jsonb) to authenticated, service_role;
revoke all on function private.request_withdrawal(integer, text, jsonb) from public;
grant execute on function private.request_withdrawal(integer, text, jsonb) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- admin_adjust_points: an admin's goodwill credit or correction, through the ledger.
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.admin_adjust_points(p_user_id uuid, p_amount integer, p_reason text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_entry public.points_transactions;
begin
  if not private.is_admin() then
    raise exception 'Unauthorized: Admin access required' using errcode = '42501';
  end if;
  if p_reason is null or pg_catalog.btrim(p_reason) = '' then
    return jsonb_build_object('success', false, 'error', 'A reason is required');
  end if;
  begin
    v_entry := private.apply_points(
      p_user_id, p_amount, 'adjustment', p_reason, jsonb_build_object('admin_id', auth.uid()), null
    );
  exception when sqlstate 'P0001' then
    return jsonb_build_object('success', false, 'error', 'insufficient points');
  end;
  return jsonb_build_object('success', true, 'transaction_id', v_entry.id, 'points_balance', v_entry.balance_after);
end
$$;

create or replace function public.admin_adjust_points(p_user_id uuid, p_amount integer, p_reason text)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select private.admin_adjust_points(p_user_id, p_amount, p_reason)
$$;

revoke all on function public.admin_adjust_points(uuid, integer, text) from public, anon;
grant execute on function public.admin_adjust_points(uuid, integer, text) to authenticated, service_role;
revoke all on function private.admin_adjust_points(uuid, integer, text) from public;
grant execute on function private.admin_adjust_points(uuid, integer, text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- test_attempt_review: a submitted attempt with the answers and explanations that column privileges hide.
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.test_attempt_review(p_attempt_id uuid)
returns table (
  question_id uuid,
  "position" integer,
  question_type text,
  prompt text,
  options jsonb,
  topic text,
  answer text,
  is_correct boolean,
  correct_answer text,
  explanation text
)
language sql
stable
security definer
set search_path = ''
as $$
  select q.id, q.position, q.question_type, q.prompt, q.options, q.topic, a.answer, coalesce(a.is_correct, false),
         q.correct_answer, q.explanation
  from public.test_attempts t
  join public.test_questions q on q.test_id = t.test_id
  left join public.test_attempt_answers a on a.attempt_id = t.id and a.question_id = q.id
  where t.id = p_attempt_id and t.user_id = (select auth.uid()) and t.status = 'submitted'
  order by q.position
$$;

create or replace function public.test_attempt_review(p_attempt_id uuid)
returns table (
  question_id uuid,
  "position" integer,
  question_type text,
  prompt text,
  options jsonb,
  topic text,
  answer text,
  is_correct boolean,
  correct_answer text,
  explanation text
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.test_attempt_review(p_attempt_id)
$$;

revoke all on function public.test_attempt_review(uuid) from public, anon;
grant execute on function public.test_attempt_review(uuid) to authenticated, service_role;
revoke all on function private.test_attempt_review(uuid) from public;
grant execute on function private.test_attempt_review(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- test_questions_for_author: a test's questions with their answers, for the test's author and admins.
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.test_questions_for_author(p_test_id uuid)
returns setof public.test_questions
language sql
stable
security definer
set search_path = ''
as $$
  select q.* from public.test_questions q
  join public.tests t on t.id = q.test_id
  where q.test_id = p_test_id and (t.user_id = (select auth.uid()) or private.is_admin())
  order by q.position
$$;

create or replace function public.test_questions_for_author(p_test_id uuid)
returns setof public.test_questions
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.test_questions_for_author(p_test_id)
$$;

revoke all on function public.test_questions_for_author(uuid) from public, anon;
grant execute on function public.test_questions_for_author(uuid) to authenticated, service_role;
revoke all on function private.test_questions_for_author(uuid) from public;
grant execute on function private.test_questions_for_author(uuid) to authenticated, service_role;

-- Functions are executable by PUBLIC when created; in private, only the explicit grants above apply.
revoke execute on all functions in schema private from public;
