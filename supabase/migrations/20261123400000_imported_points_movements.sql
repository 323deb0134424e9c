-- Points movements that happened before they reach the database: months of wallet history imported at once (the
-- demo seed in supabase/seed.sql, a wallet history brought over from another system). They go through the same
-- functions as live ones (the ledger texts, the seller's share and every check stay in one place), and only the
-- time they are stamped with differs.
--
-- A trusted session says when the movements it is about to make happened, transaction-locally:
--
--   select set_config('studyloop.imported_at', '2026-09-15T09:00:00Z', true);
--
-- and until it clears the setting every stamp those functions and the rows they write take is that instant:
-- ledger entries and wallet balances (private.apply_points), points orders (private.credit_points_order),
-- withdrawals and their processing, document ownership, and updated_at. An API request can never back-date
-- anything: PostgREST's sessions (session user `authenticator`) get the clock whatever they set, and no exposed
-- function sets the setting. An instant in the future is refused.

create or replace function private.imported_at()
returns timestamptz
language plpgsql
stable
set search_path = ''
as $$
declare
  v_at timestamptz;
begin
  if session_user::text = 'authenticator' then
    return null;
  end if;
  v_at := nullif(pg_catalog.current_setting('studyloop.imported_at', true), '')::timestamptz;
  if v_at > pg_catalog.now() then
    raise exception 'studyloop.imported_at % is in the future', v_at using errcode = '22023';
  end if;
  return v_at;
end
$$;
-- Column defaults and the updated_at trigger call it as the writing role.
grant execute on function private.imported_at() to anon, authenticated, service_role;

alter table public.points_orders
  alter column created_at set default coalesce(private.imported_at(), now()),
  alter column updated_at set default coalesce(private.imported_at(), now());
alter table public.user_documents
  alter column created_at set default coalesce(private.imported_at(), now());
alter table public.seller_withdrawals
  alter column created_at set default coalesce(private.imported_at(), now()),
  alter column updated_at set default coalesce(private.imported_at(), now());

-- As in 20261121000100_foundation_and_catalogue.sql, but for the stamp.
create or replace function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_ignored text[] := tg_argv || array['updated_at', 'search_vector'];
begin
  if tg_nargs > 0 and (pg_catalog.to_jsonb(new) - v_ignored) = (pg_catalog.to_jsonb(old) - v_ignored) then
    return new;
  end if;
  new.updated_at := coalesce(private.imported_at(), pg_catalog.now());
  return new;
end
$$;

-- As in 20261121000400_points_and_payments.sql, but for the stamps. Imported entries of one wallet that share an
-- instant (a points pack and its bonus) are a microsecond apart, so the wallet's history keeps the order in which
-- they were made, as clock_timestamp() keeps it for live ones.
create or replace function private.apply_points(
  p_user_id uuid,
  p_amount integer,
  p_type text,
  p_description text,
  p_metadata jsonb default '{}'::jsonb,
  p_idempotency_key text default null
)
returns public.points_transactions
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_entry public.points_transactions;
  v_balance integer;
  v_imported_at timestamptz := private.imported_at();
  v_created_at timestamptz;
begin
  if p_user_id is null then
    raise exception 'apply_points: user id is required' using errcode = '22004';
  end if;
  if p_amount is null or p_amount = 0 then
    raise exception 'apply_points: amount must be a non-zero number of points' using errcode = '22023';
  end if;

  if p_idempotency_key is not null then
    -- Two concurrent calls with one key must not both miss the lookup below.
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('points:' || p_idempotency_key, 0));
    select * into v_entry from public.points_transactions t where t.idempotency_key = p_idempotency_key;
    if found then
      if v_entry.user_id <> p_user_id then
        raise exception 'apply_points: idempotency key % belongs to another user', p_idempotency_key
          using errcode = '23505';
      end if;
      return v_entry;
    end if;
  end if;

  insert into public.user_points (user_id) values (p_user_id) on conflict do nothing;

  update public.user_points up
  set
    points_balance = up.points_balance + p_amount,
    lifetime_earned = up.lifetime_earned
      + case when p_type in ('purchase', 'bonus', 'earned', 'subscription') then p_amount else 0 end,
    lifetime_spent = greatest(
      up.lifetime_spent
        + case when p_type in ('spent', 'document_chat') then -p_amount else 0 end
        - case when p_type = 'refund' then p_amount else 0 end,
      0
    ),
    updated_at = coalesce(v_imported_at, pg_catalog.now())
  where up.user_id = p_user_id
    and up.points_balance + p_amount >= 0
  returning up.points_balance into v_balance;

  if not found then
    raise exception 'insufficient points' using errcode = 'P0001';
  end if;

  if v_imported_at is not null then
    -- The wallet row is locked by the update above, so no other entry of this user can slip in between.
    select greatest(v_imported_at, max(t.created_at) + interval '1 microsecond') into v_created_at
    from public.points_transactions t
    where t.user_id = p_user_id and t.created_at >= v_imported_at;
  end if;

  insert into public.points_transactions (
    user_id, type, amount, balance_after, description, metadata, idempotency_key, created_at
  )
  values (
    p_user_id, p_type, p_amount, v_balance, p_description, coalesce(p_metadata, '{}'::jsonb), p_idempotency_key,
    coalesce(v_created_at, pg_catalog.clock_timestamp())
  )
  returning * into v_entry;
  return v_entry;
end
$$;

-- As in 20261121000400_points_and_payments.sql, but for completed_at.
create or replace function private.credit_points_order(
  p_user_id uuid,
  p_payment_intent_id text,
  p_amount numeric,
  p_points_amount integer,
  p_bonus_points integer default 0,
  p_package_id uuid default null,
  p_provider text default 'stripe',
  p_provider_session_id text default null,
  p_payment_method text default null,
  p_currency text default 'usd',
  p_metadata jsonb default '{}'::jsonb
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.points_orders;
  v_purchase public.points_transactions;
  v_bonus integer := coalesce(p_bonus_points, 0);
  v_balance integer;
  v_completed_at timestamptz := coalesce(private.imported_at(), pg_catalog.now());
begin
  if p_user_id is null or coalesce(p_payment_intent_id, p_provider_session_id) is null then
    raise exception 'credit_points_order: user and a payment intent or session id are required' using errcode = '22004';
  end if;
  if p_points_amount is null or p_points_amount <= 0 or v_bonus < 0 or p_amount is null or p_amount < 0 then
    raise exception 'credit_points_order: invalid amounts' using errcode = '22023';
  end if;

  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('points_order:' || coalesce(p_payment_intent_id, p_provider_session_id), 0)
  );
  if p_payment_intent_id is not null and p_provider_session_id is not null then
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('points_order:' || p_provider_session_id, 0));
  end if;

  select * into v_order
  from public.points_orders o
  where o.payment_intent_id = p_payment_intent_id
     or (p_provider_session_id is not null and o.provider_session_id = p_provider_session_id)
  order by o.created_at
  limit 1
  for update;

  if found then
    if v_order.user_id is distinct from p_user_id then
      raise exception 'credit_points_order: payment % belongs to another user', coalesce(p_payment_intent_id, p_provider_session_id)
        using errcode = '42501';
    end if;
    if v_order.order_status = 'completed' then
      select up.points_balance into v_balance from public.user_points up where up.user_id = p_user_id;
      return jsonb_build_object('order_id', v_order.id, 'credited', false, 'points_balance', v_balance);
    end if;
    update public.points_orders o
    set payment_intent_id = coalesce(o.payment_intent_id, p_payment_intent_id),
        provider_session_id = coalesce(o.provider_session_id, p_provider_session_id),
        amount = p_amount,
        points_amount = p_points_amount,
        bonus_points = v_bonus,
        package_id = coalesce(p_package_id, o.package_id),
        payment_method = coalesce(p_payment_method, o.payment_method),
        currency = coalesce(p_currency, o.currency),
        metadata = o.metadata || coalesce(p_metadata, '{}'::jsonb),
        payment_status = 'succeeded',
        order_status = 'completed',
        completed_at = v_completed_at
    where o.id = v_order.id
    returning * into v_order;
  else
    insert into public.points_orders (
      user_id, package_id, amount, points_amount, bonus_points, currency, provider, payment_intent_id,
      provider_session_id, payment_method, payment_status, order_status, completed_at, metadata
    )
    values (
      p_user_id, p_package_id, p_amount, p_points_amount, v_bonus, coalesce(p_currency, 'usd'), p_provider,
      p_payment_intent_id, p_provider_session_id, p_payment_method, 'succeeded', 'completed', v_completed_at,
      coalesce(p_metadata, '{}'::jsonb)
    )
    returning * into v_order;
  end if;

  v_purchase := private.apply_points(
    p_user_id, p_points_amount, 'purchase',
    'Purchased ' || p_points_amount || ' points',
    jsonb_build_object('order_id', v_order.id, 'package_id', v_order.package_id, 'amount', p_amount,
                       'currency', v_order.currency, 'provider', p_provider),
    'points_order:' || v_order.id
  );
  v_balance := v_purchase.balance_after;
  if v_bonus > 0 then
    v_balance := (private.apply_points(
      p_user_id, v_bonus, 'bonus',
      'Bonus points for purchase',
      jsonb_build_object('order_id', v_order.id),
      'points_order_bonus:' || v_order.id
    )).balance_after;
  end if;
  update public.points_orders set transaction_id = v_purchase.id where id = v_order.id;

  return jsonb_build_object('order_id', v_order.id, 'credited', true, 'points_credited', p_points_amount + v_bonus,
                            'points_balance', v_balance);
end
$$;

-- As in 20261123000100_rpc_not_found_is_404.sql, but for processed_at.
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
      processed_at = coalesce(private.imported_at(), pg_catalog.now()),
      reversal_transaction_id = coalesce(v_reversal.id, w.reversal_transaction_id)
  where w.id = v_withdrawal.id;
  return jsonb_build_object('success', true, 'status', p_status);
end
$$;

-- Functions are executable by PUBLIC when created; in private, only the explicit grants apply.
revoke execute on all functions in schema private from public;
