-- Subscription billing (issue 11; spec 2 §3, §4, §7.3): a provider's paid invoice activates the subscription's period
-- and credits the plan's bonus points exactly once per period; the provider's end of a subscription ends it here.
-- Called by the stripe-webhook function (service role) for Stripe and for the sandbox provider, whose subscriptions
-- renew on a clock the tests can move (server/payments/sandbox-provider.routes.ts).

create table private.sandbox_subscriptions (
  id text primary key check (id ~ '^sub_test_sbx_[A-Za-z0-9]{24}$'),
  session_id text not null references private.sandbox_checkout_sessions (id),
  status text not null default 'active' check (status in ('active', 'cancelled')),
  cancel_at_period_end boolean not null default false,
  amount integer not null check (amount > 0),
  currency text not null default 'usd',
  interval text not null check (interval in ('month', 'year')),
  metadata jsonb not null default '{}'::jsonb,
  current_period_start timestamptz not null,
  current_period_end timestamptz not null,
  created_at timestamptz not null default now()
);
create index sandbox_subscriptions_renewal_idx on private.sandbox_subscriptions (current_period_end) where status = 'active';

-- The sandbox's clock: real time plus an offset a test (or a developer) moves forward to make periods end.
create table private.sandbox_clock (
  id boolean primary key default true check (id),
  offset_seconds bigint not null default 0 check (offset_seconds >= 0)
);
insert into private.sandbox_clock (id) values (true) on conflict do nothing;

-- Returns {subscription_id, status, new_period, bonus_credited, points_balance}.
create or replace function private.activate_subscription_period(
  p_provider text,
  p_provider_subscription_id text,
  p_user_id uuid,
  p_plan_id uuid,
  p_period_start timestamptz,
  p_period_end timestamptz
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_subscription public.user_subscriptions;
  v_new_period boolean := false;
  v_bonus public.points_transactions;
  v_balance integer;
  v_plan public.subscription_plans;
begin
  if p_provider is null or p_provider not in ('stripe', 'paypal', 'sandbox') then
    perform private.raise_api_error(400, '22023', 'Unknown payment provider');
  end if;
  if p_provider_subscription_id is null or pg_catalog.length(p_provider_subscription_id) not between 1 and 255 then
    perform private.raise_api_error(400, '22023', 'A provider subscription id is required');
  end if;
  if p_period_start is null or p_period_end is null or p_period_end <= p_period_start then
    perform private.raise_api_error(400, '22023', 'The period must end after it starts');
  end if;
  select * into v_plan from public.subscription_plans p where p.id = p_plan_id;
  if not found then
    perform private.raise_not_found('Subscription plan not found');
  end if;
  if not exists (select 1 from public.users u where u.id = p_user_id) then
    perform private.raise_not_found('User not found');
  end if;

  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('subscription:' || p_provider_subscription_id, 0));
  select * into v_subscription from public.user_subscriptions s
  where s.provider_subscription_id = p_provider_subscription_id
  for update;

  if not found then
    if exists (
      select 1 from public.user_subscriptions s
      where s.user_id = p_user_id and s.status in ('trialing', 'active', 'past_due')
    ) then
      perform private.raise_api_error(409, '23505', 'You already have an active subscription');
    end if;
    insert into public.user_subscriptions (
      user_id, plan_id, status, provider, provider_subscription_id, current_period_start, current_period_end
    )
    values (p_user_id, p_plan_id, 'active', p_provider, p_provider_subscription_id, p_period_start, p_period_end)
    returning * into v_subscription;
    v_new_period := true;
  else
    if v_subscription.user_id <> p_user_id then
      perform private.raise_api_error(409, '23505', 'This subscription belongs to another user');
    end if;
    if p_period_start > v_subscription.current_period_start then
      update public.user_subscriptions s
      set current_period_start = p_period_start,
          current_period_end = p_period_end,
          documents_used_this_period = 0,
          status = 'active',
          plan_id = p_plan_id
      where s.id = v_subscription.id
      returning * into v_subscription;
      v_new_period := true;
    end if;
  end if;

  -- Keyed on the subscription and its period start: a replayed invoice credits nothing.
  v_bonus := private.credit_subscription_bonus(v_subscription.id);
  select up.points_balance into v_balance from public.user_points up where up.user_id = p_user_id;
  return pg_catalog.jsonb_build_object(
    'subscription_id', v_subscription.id, 'status', v_subscription.status, 'new_period', v_new_period,
    'current_period_end', v_subscription.current_period_end, 'bonus_points', v_plan.bonus_points,
    'bonus_transaction_id', v_bonus.id, 'points_balance', coalesce(v_balance, 0)
  );
end
$$;

-- The provider ended the subscription (cancelled at period end, or unpaid): it is no longer active.
create or replace function private.end_subscription(p_provider text, p_provider_subscription_id text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_subscription public.user_subscriptions;
begin
  update public.user_subscriptions s
  set status = case when s.cancel_at_period_end then 'cancelled' else 'expired' end,
      cancelled_at = coalesce(s.cancelled_at, pg_catalog.now())
  where s.provider = p_provider and s.provider_subscription_id = p_provider_subscription_id
    and s.status in ('trialing', 'active', 'past_due')
  returning * into v_subscription;
  if not found then
    return pg_catalog.jsonb_build_object('ended', false);
  end if;
  return pg_catalog.jsonb_build_object('ended', true, 'subscription_id', v_subscription.id,
                                       'status', v_subscription.status);
end
$$;

create or replace function public.activate_subscription_period(
  p_provider text,
  p_provider_subscription_id text,
  p_user_id uuid,
  p_plan_id uuid,
  p_period_start timestamptz,
  p_period_end timestamptz
)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select private.activate_subscription_period(
    p_provider, p_provider_subscription_id, p_user_id, p_plan_id, p_period_start, p_period_end
  )
$$;

create or replace function public.end_subscription(p_provider text, p_provider_subscription_id text)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select private.end_subscription(p_provider, p_provider_subscription_id)
$$;

revoke all on function public.activate_subscription_period(text, text, uuid, uuid, timestamptz, timestamptz)
  from public, anon, authenticated;
grant execute on function public.activate_subscription_period(text, text, uuid, uuid, timestamptz, timestamptz)
  to service_role;
revoke all on function private.activate_subscription_period(text, text, uuid, uuid, timestamptz, timestamptz)
  from public, anon, authenticated;
grant execute on function private.activate_subscription_period(text, text, uuid, uuid, timestamptz, timestamptz)
  to service_role;
revoke all on function public.end_subscription(text, text) from public, anon, authenticated;
grant execute on function public.end_subscription(text, text) to service_role;
revoke all on function private.end_subscription(text, text) from public, anon, authenticated;
grant execute on function private.end_subscription(text, text) to service_role;
