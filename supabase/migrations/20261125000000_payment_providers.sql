-- Payment providers (issue 11): the sandbox provider's checkout sessions, and the older crediting entry point keyed
-- on the provider payment id so it can no longer credit a payment the one fulfilment path already credited.
--
-- The sandbox provider stands in for Stripe Checkout when no payment keys are configured: the platform serves its
-- API and its hosted checkout page (server/payments/sandbox-provider.routes.ts), keeps its sessions here, and sends
-- Stripe-style signed webhooks to the stripe-webhook function. Its sessions live in `private`, which PostgREST does
-- not expose: only the platform's own server code reads and writes them.

create table private.sandbox_checkout_sessions (
  id text primary key check (id ~ '^cs_test_sbx_[A-Za-z0-9]{24}$'),
  mode text not null default 'payment' check (mode in ('payment', 'subscription')),
  status text not null default 'open' check (status in ('open', 'complete', 'expired')),
  payment_status text not null default 'unpaid' check (payment_status in ('unpaid', 'paid', 'refunded')),
  amount_total integer not null check (amount_total > 0 and amount_total <= 100000000),
  currency text not null default 'usd' check (currency ~ '^[a-z]{3}$'),
  description text not null check (length(description) between 1 and 500),
  success_url text not null check (length(success_url) <= 2048),
  cancel_url text not null check (length(cancel_url) <= 2048),
  customer_email text check (length(customer_email) <= 320),
  metadata jsonb not null default '{}'::jsonb check (jsonb_typeof(metadata) = 'object'),
  payment_intent_id text unique,
  -- The last card problem shown on the page (declined, insufficient funds), for the page and for support.
  last_error text,
  -- Webhook deliveries: the sandbox retries until the platform answers 2xx.
  webhook_attempts integer not null default 0,
  webhook_delivered_at timestamptz,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '24 hours',
  completed_at timestamptz,
  refunded_at timestamptz
);
create index sandbox_checkout_sessions_created_idx on private.sandbox_checkout_sessions (created_at desc);

-- ---------------------------------------------------------------------------------------------------------
-- private.credit_points_order (20261121000400) looked its order up by payment_intent_id / provider_session_id only,
-- so called after private.fulfil_points_payment had credited the same payment (which keys the order on
-- (provider, provider_payment_id)) it created a second order and credited again. It now also finds an order whose
-- provider_payment_id is the id it was given, and so answers 'already credited' for it. Body otherwise unchanged.
-- ---------------------------------------------------------------------------------------------------------
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
     or (o.provider = p_provider and o.provider_payment_id in (p_payment_intent_id, p_provider_session_id))
  order by o.created_at
  limit 1
  for update;

  if found then
    if v_order.user_id is distinct from p_user_id then
      raise exception 'credit_points_order: payment % belongs to another user', coalesce(p_payment_intent_id, p_provider_session_id)
        using errcode = '42501';
    end if;
    if v_order.order_status in ('completed', 'refunded') then
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
        completed_at = pg_catalog.now()
    where o.id = v_order.id
    returning * into v_order;
  else
    insert into public.points_orders (
      user_id, package_id, amount, points_amount, bonus_points, currency, provider, payment_intent_id,
      provider_session_id, payment_method, payment_status, order_status, completed_at, metadata
    )
    values (
      p_user_id, p_package_id, p_amount, p_points_amount, v_bonus, coalesce(p_currency, 'usd'), p_provider,
      p_payment_intent_id, p_provider_session_id, p_payment_method, 'succeeded', 'completed', pg_catalog.now(),
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

revoke all on function
  private.credit_points_order(uuid, text, numeric, integer, integer, uuid, text, text, text, text, jsonb)
  from public, anon, authenticated;
grant execute on function
  private.credit_points_order(uuid, text, numeric, integer, integer, uuid, text, text, text, text, jsonb)
  to service_role;
