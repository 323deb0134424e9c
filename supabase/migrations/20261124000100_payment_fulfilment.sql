-- The one fulfilment path for provider payments (ARCHITECTURE §3 and §6b): the Stripe, PayPal and sandbox webhooks
-- and the return-page verification all end in private.fulfil_points_payment, which credits a payment exactly once
-- whatever arrives first, twice or concurrently, and private.refund_points_payment, which reverses it exactly once.
--
-- A payment is named by the provider and the provider's own id for it (a Checkout Session, Payment Intent or PayPal
-- order id), unique together on points_orders. The caller says only who paid and for what (a package, or a USD
-- amount); price, points and bonus are computed here from the package and the bonus tiers, never taken from a
-- client. Both functions run as the server only (service_role): the edge functions call them after verifying the
-- payment with the provider.
--
-- Bad input answers 4xx through private.raise_api_error, never 5xx: 400 for malformed values, 404 for an unknown
-- user, package or payment, 409 for a payment id that belongs to another user or an order in the wrong state.

alter table public.points_orders
  add column provider_payment_id text,
  -- What a refund took back: the points reversed through the ledger, and those already spent that could not be.
  add column refunded_points integer check (refunded_points >= 0),
  add column refund_shortfall_points integer check (refund_shortfall_points >= 0),
  add column refund_transaction_id uuid references public.points_transactions (id) on delete set null,
  add column refunded_at timestamptz,
  add constraint points_orders_provider_payment_id_key unique (provider, provider_payment_id),
  add constraint points_orders_provider_payment_id_check
    check (provider_payment_id is null or length(provider_payment_id) between 1 and 255);
create index points_orders_refund_transaction_id_idx on public.points_orders (refund_transaction_id);

-- Limits of one purchase by amount. The spec names none; these are settings so an operator can move them.
-- $1 is above every provider's minimum charge (Stripe's is $0.50) and buys 10 points; $10,000 keeps a single
-- typo or forged amount from minting millions of points and stays far inside numeric(10, 2) and integer points.
insert into public.app_settings (key, value, description, is_public) values
  ('payments.min_usd', '1', 'Smallest custom amount, in US dollars, a points purchase may be.', true),
  ('payments.max_usd', '10000', 'Largest custom amount, in US dollars, a points purchase may be.', true)
on conflict (key) do nothing;

-- ---------------------------------------------------------------------------------------------------------
-- Fulfilment. Returns {status: 'credited' | 'already_processed', order_id, provider, provider_payment_id,
-- package_id, amount, currency, points_amount, bonus_points, points_credited, points_balance, order_status}; a
-- repeated call answers with the first call's order (its points and bonus, not a new quote) and credits nothing.
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.fulfil_points_payment(
  p_provider text,
  p_provider_payment_id text,
  p_user_id uuid,
  p_package_id uuid default null,
  p_amount_usd numeric default null,
  p_payment_method text default null,
  p_metadata jsonb default '{}'::jsonb
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.points_orders;
  v_package public.points_packages;
  v_amount numeric(10, 2);
  v_currency text := 'usd';
  v_points integer;
  v_bonus integer;
  v_tier_bonus integer;
  v_purchase public.points_transactions;
  v_balance integer;
  v_now timestamptz := coalesce(private.imported_at(), pg_catalog.now());
  v_min numeric := private.setting_numeric('payments.min_usd', 1);
  v_max numeric := private.setting_numeric('payments.max_usd', 10000);
begin
  if p_provider is null or p_provider not in ('stripe', 'paypal', 'sandbox') then
    perform private.raise_api_error(400, '22023', 'Unknown payment provider',
      'provider must be stripe, paypal or sandbox');
  end if;
  if p_provider_payment_id is null or pg_catalog.btrim(p_provider_payment_id) = ''
     or pg_catalog.length(p_provider_payment_id) > 255 then
    perform private.raise_api_error(400, '22023', 'A provider payment id is required',
      'provider_payment_id must be 1 to 255 characters');
  end if;
  if p_user_id is null then
    perform private.raise_api_error(400, '22004', 'A user id is required');
  end if;
  if (p_package_id is null) = (p_amount_usd is null) then
    perform private.raise_api_error(400, '22023', 'Give either a package or an amount',
      'exactly one of package_id and amount_usd is required');
  end if;

  -- The same lock key as private.credit_points_order takes for this id, so the older entry point and this one
  -- cannot credit one payment side by side. Every concurrent call for the payment waits here, then sees the
  -- order the first one completed.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('points_order:' || p_provider_payment_id, 0));

  -- A pending order the checkout function created under the session or intent id is adopted, not duplicated.
  select * into v_order
  from public.points_orders o
  where o.provider = p_provider
    and (o.provider_payment_id = p_provider_payment_id
         or (o.provider_payment_id is null
             and (o.payment_intent_id = p_provider_payment_id or o.provider_session_id = p_provider_payment_id)))
  order by o.provider_payment_id nulls last, o.created_at
  limit 1
  for update;

  if found and v_order.user_id is distinct from p_user_id then
    perform private.raise_api_error(409, '23505', 'This payment belongs to another user');
  end if;
  if found and v_order.order_status in ('completed', 'refunded') then
    select up.points_balance into v_balance from public.user_points up where up.user_id = p_user_id;
    return pg_catalog.jsonb_build_object(
      'status', 'already_processed', 'order_id', v_order.id, 'provider', v_order.provider,
      'provider_payment_id', p_provider_payment_id, 'package_id', v_order.package_id, 'amount', v_order.amount,
      'currency', v_order.currency, 'points_amount', v_order.points_amount, 'bonus_points', v_order.bonus_points,
      'points_credited', v_order.points_amount + v_order.bonus_points, 'points_balance', coalesce(v_balance, 0),
      'order_status', v_order.order_status
    );
  end if;

  if not exists (select 1 from public.users u where u.id = p_user_id) then
    perform private.raise_not_found('User not found');
  end if;

  if p_package_id is not null then
    select * into v_package from public.points_packages p where p.id = p_package_id and p.is_active;
    if not found then
      perform private.raise_not_found('Points package not found or no longer offered');
    end if;
    v_amount := v_package.price;
    v_currency := v_package.currency;
    v_points := v_package.points;
    -- A package's bonus is the one it lists or the tier its price reaches, whichever is more: the wallet shows
    -- packages with the tiers' bonus, and a package's own bonus is a promise that a tier change must not undo.
    select c.bonus_points into v_tier_bonus from private.calculate_points_for_amount(v_package.price) c;
    v_bonus := greatest(v_package.bonus_points, coalesce(v_tier_bonus, 0));
  else
    -- numeric accepts 'NaN' and 'Infinity', which compare above every number; refuse them by name.
    if p_amount_usd = 'NaN'::numeric or p_amount_usd in ('Infinity'::numeric, '-Infinity'::numeric) then
      perform private.raise_api_error(400, '22023', 'Amount must be a number of US dollars');
    end if;
    if p_amount_usd < v_min or p_amount_usd > v_max then
      perform private.raise_api_error(400, '22023',
        'Amount must be between $' || pg_catalog.to_char(v_min, 'FM999999990.00') || ' and $'
          || pg_catalog.to_char(v_max, 'FM999999990.00'));
    end if;
    if p_amount_usd <> pg_catalog.round(p_amount_usd, 2) then
      perform private.raise_api_error(400, '22023', 'Amount must be whole cents');
    end if;
    v_amount := p_amount_usd;
    select c.base_points, c.bonus_points into v_points, v_bonus
    from private.calculate_points_for_amount(v_amount) c;
  end if;

  if v_order.id is not null then
    update public.points_orders o
    set provider_payment_id = p_provider_payment_id,
        package_id = v_package.id,
        amount = v_amount,
        currency = v_currency,
        points_amount = v_points,
        bonus_points = v_bonus,
        payment_method = coalesce(p_payment_method, o.payment_method),
        metadata = o.metadata || coalesce(p_metadata, '{}'::jsonb),
        payment_status = 'succeeded',
        order_status = 'completed',
        failure_reason = null,
        completed_at = v_now
    where o.id = v_order.id
    returning * into v_order;
  else
    insert into public.points_orders (
      user_id, package_id, amount, points_amount, bonus_points, currency, provider, provider_payment_id,
      payment_method, payment_status, order_status, completed_at, metadata
    )
    values (
      p_user_id, v_package.id, v_amount, v_points, v_bonus, v_currency, p_provider, p_provider_payment_id,
      p_payment_method, 'succeeded', 'completed', v_now, coalesce(p_metadata, '{}'::jsonb)
    )
    returning * into v_order;
  end if;

  -- The same ledger keys as private.credit_points_order: one order is one purchase entry and one bonus entry.
  v_purchase := private.apply_points(
    p_user_id, v_points, 'purchase', 'Purchased ' || v_points || ' points',
    pg_catalog.jsonb_build_object('order_id', v_order.id, 'package_id', v_order.package_id, 'amount', v_amount,
                                  'currency', v_currency, 'provider', p_provider,
                                  'provider_payment_id', p_provider_payment_id),
    'points_order:' || v_order.id
  );
  v_balance := v_purchase.balance_after;
  if v_bonus > 0 then
    v_balance := (private.apply_points(
      p_user_id, v_bonus, 'bonus', 'Bonus points for purchase',
      pg_catalog.jsonb_build_object('order_id', v_order.id),
      'points_order_bonus:' || v_order.id
    )).balance_after;
  end if;
  update public.points_orders o set transaction_id = v_purchase.id where o.id = v_order.id;

  return pg_catalog.jsonb_build_object(
    'status', 'credited', 'order_id', v_order.id, 'provider', p_provider,
    'provider_payment_id', p_provider_payment_id, 'package_id', v_order.package_id, 'amount', v_amount,
    'currency', v_currency, 'points_amount', v_points, 'bonus_points', v_bonus,
    'points_credited', v_points + v_bonus, 'points_balance', v_balance, 'order_status', 'completed'
  );
end
$$;

-- ---------------------------------------------------------------------------------------------------------
-- Refund of a fulfilled payment (a provider's refund event, or an admin refund through the server), exactly once.
--
-- When some of the points were already spent, the refund takes back what is left and records the rest on the
-- order as refund_shortfall_points; it is never blocked. The money has already gone back to the payer by the time
-- the provider tells us (a refund or a chargeback is the provider's decision, not ours), so refusing would only
-- leave an order that says 'completed' for a payment that no longer exists. The balance cannot go below zero
-- (user_points' check, and apply_points' guard), and taking back points would mean undoing document purchases
-- other users were paid for, so the unrecoverable part is kept visible on the order for an admin to follow up.
--
-- Returns {status: 'refunded' | 'already_processed', order_id, points_reversed, shortfall_points, points_balance}.
-- Refunds are whole: a partial refund from the provider is treated as the payment's end, as Stripe's
-- charge.refunded is sent when the charge is refunded in full.
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.refund_points_payment(
  p_provider text,
  p_provider_payment_id text,
  p_reason text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.points_orders;
  v_credited integer;
  v_balance integer;
  v_reversed integer;
  v_reversal public.points_transactions;
  v_now timestamptz := coalesce(private.imported_at(), pg_catalog.now());
begin
  if p_provider is null or p_provider not in ('stripe', 'paypal', 'sandbox') then
    perform private.raise_api_error(400, '22023', 'Unknown payment provider',
      'provider must be stripe, paypal or sandbox');
  end if;
  if p_provider_payment_id is null or pg_catalog.btrim(p_provider_payment_id) = '' then
    perform private.raise_api_error(400, '22023', 'A provider payment id is required');
  end if;

  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('points_order:' || p_provider_payment_id, 0));

  select * into v_order
  from public.points_orders o
  where o.provider = p_provider and o.provider_payment_id = p_provider_payment_id
  for update;
  if not found then
    perform private.raise_not_found('Payment not found');
  end if;

  if v_order.order_status = 'refunded' then
    select up.points_balance into v_balance from public.user_points up where up.user_id = v_order.user_id;
    return pg_catalog.jsonb_build_object(
      'status', 'already_processed', 'order_id', v_order.id, 'points_reversed', v_order.refunded_points,
      'shortfall_points', v_order.refund_shortfall_points, 'points_balance', coalesce(v_balance, 0)
    );
  end if;
  if v_order.order_status <> 'completed' or v_order.user_id is null then
    perform private.raise_api_error(409, '55000', 'Only a completed payment can be refunded',
      'order_status is ' || v_order.order_status);
  end if;

  -- Held until commit, so no spend can land between reading the balance and taking the points back.
  select up.points_balance into v_balance
  from public.user_points up where up.user_id = v_order.user_id
  for update;
  v_credited := v_order.points_amount + v_order.bonus_points;
  v_reversed := least(v_credited, coalesce(v_balance, 0));

  if v_reversed > 0 then
    v_reversal := private.apply_points(
      v_order.user_id, -v_reversed, 'adjustment', 'Refund of points purchase',
      pg_catalog.jsonb_build_object('order_id', v_order.id, 'provider', v_order.provider,
                                    'provider_payment_id', p_provider_payment_id, 'refund', true,
                                    'shortfall_points', v_credited - v_reversed, 'reason', p_reason),
      'points_order_refund:' || v_order.id
    );
    v_balance := v_reversal.balance_after;
  end if;

  update public.points_orders o
  set payment_status = 'refunded',
      order_status = 'refunded',
      refunded_points = v_reversed,
      refund_shortfall_points = v_credited - v_reversed,
      refund_transaction_id = v_reversal.id,
      refunded_at = v_now,
      metadata = o.metadata || pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object('refund_reason', p_reason))
  where o.id = v_order.id;

  return pg_catalog.jsonb_build_object(
    'status', 'refunded', 'order_id', v_order.id, 'points_reversed', v_reversed,
    'shortfall_points', v_credited - v_reversed, 'points_balance', coalesce(v_balance, 0)
  );
end
$$;

-- Public entry points for the server's supabase-js (service key), as in 20261123200000: security invoker wrappers,
-- executable by service_role only, like their private bodies.
create or replace function public.fulfil_points_payment(
  p_provider text,
  p_provider_payment_id text,
  p_user_id uuid,
  p_package_id uuid default null,
  p_amount_usd numeric default null,
  p_payment_method text default null,
  p_metadata jsonb default '{}'::jsonb
)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select private.fulfil_points_payment(
    p_provider, p_provider_payment_id, p_user_id, p_package_id, p_amount_usd, p_payment_method, p_metadata
  )
$$;

create or replace function public.refund_points_payment(
  p_provider text,
  p_provider_payment_id text,
  p_reason text default null
)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select private.refund_points_payment(p_provider, p_provider_payment_id, p_reason)
$$;

revoke all on function public.fulfil_points_payment(text, text, uuid, uuid, numeric, text, jsonb)
  from public, anon, authenticated;
grant execute on function public.fulfil_points_payment(text, text, uuid, uuid, numeric, text, jsonb) to service_role;
revoke all on function private.fulfil_points_payment(text, text, uuid, uuid, numeric, text, jsonb)
  from public, anon, authenticated;
grant execute on function private.fulfil_points_payment(text, text, uuid, uuid, numeric, text, jsonb) to service_role;

revoke all on function public.refund_points_payment(text, text, text) from public, anon, authenticated;
grant execute on function public.refund_points_payment(text, text, text) to service_role;
revoke all on function private.refund_points_payment(text, text, text) from public, anon, authenticated;
grant execute on function private.refund_points_payment(text, text, text) to service_role;
