-- Subscriptions (spec 2 sections 3, 4 and 7.3): plans, a user's subscription, and documents opened through it.
-- Subscriptions are created and renewed by the payment functions (service role); a user may only schedule
-- their own cancellation and open documents through the access RPC.

create table public.subscription_plans (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  slug text not null unique,
  description text,
  price numeric(10, 2) not null check (price >= 0),
  currency text not null default 'usd' check (currency ~ '^[a-z]{3}$'),
  interval text not null default 'month' check (interval in ('month', 'year')),
  -- Points credited each period, and the number of documents a subscriber may open per period.
  bonus_points integer not null default 0 check (bonus_points >= 0),
  features jsonb not null default '[]'::jsonb check (jsonb_typeof(features) = 'array'),
  is_active boolean not null default true,
  is_popular boolean not null default false,
  sort_order smallint not null default 0,
  provider_price_id text unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index subscription_plans_active_price_idx on public.subscription_plans (price) where is_active;
create trigger subscription_plans_fill_slug before insert or update of slug on public.subscription_plans
  for each row execute function private.fill_slug('name');
create trigger subscription_plans_set_updated_at before update on public.subscription_plans
  for each row execute function private.set_updated_at();

create table public.user_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  plan_id uuid not null references public.subscription_plans (id),
  status text not null default 'active'
    check (status in ('incomplete', 'trialing', 'active', 'past_due', 'cancelled', 'expired')),
  documents_used_this_period integer not null default 0 check (documents_used_this_period >= 0),
  cancel_at_period_end boolean not null default false,
  current_period_start timestamptz not null default now(),
  current_period_end timestamptz,
  provider text check (provider in ('stripe', 'paypal', 'sandbox')),
  provider_subscription_id text unique,
  cancelled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- At most one live subscription per user.
create unique index user_subscriptions_one_live_per_user_idx on public.user_subscriptions (user_id)
  where status in ('trialing', 'active', 'past_due');
create index user_subscriptions_user_status_idx on public.user_subscriptions (user_id, status);
create index user_subscriptions_plan_id_idx on public.user_subscriptions (plan_id);
create trigger user_subscriptions_set_updated_at before update on public.user_subscriptions
  for each row execute function private.set_updated_at();

create table public.subscription_document_usage (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  subscription_id uuid not null references public.user_subscriptions (id) on delete cascade,
  document_id uuid not null references public.documents (id) on delete cascade,
  created_at timestamptz not null default now(),
  unique (subscription_id, document_id)
);
create index subscription_document_usage_user_created_idx on public.subscription_document_usage (user_id, created_at desc);
create index subscription_document_usage_document_id_idx on public.subscription_document_usage (document_id);

alter table public.user_documents
  add constraint user_documents_subscription_id_fkey
  foreign key (subscription_id) references public.user_subscriptions (id) on delete set null;

alter table public.subscription_plans enable row level security;
create policy "Anyone can read active subscription plans" on public.subscription_plans
  for select to anon, authenticated using (is_active);
create policy "Admins can manage subscription plans" on public.subscription_plans
  for all to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));

alter table public.user_subscriptions enable row level security;
create policy "Users can read their own subscriptions" on public.user_subscriptions
  for select to authenticated using (user_id = (select auth.uid()));
-- Spec 2 section 4: cancelling sets cancel_at_period_end; the subscription stays active until period end.
create policy "Users can cancel their own subscription at period end" on public.user_subscriptions
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and cancel_at_period_end);
create policy "Admins can manage subscriptions" on public.user_subscriptions
  for all to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
revoke insert, update, delete, truncate on public.user_subscriptions from anon, authenticated;
grant update (cancel_at_period_end) on public.user_subscriptions to authenticated;

alter table public.subscription_document_usage enable row level security;
create policy "Users can read their own subscription usage" on public.subscription_document_usage
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Admins can read all subscription usage" on public.subscription_document_usage
  for select to authenticated using ((select private.is_admin()));
revoke insert, update, delete, truncate on public.subscription_document_usage from anon, authenticated;

-- Spec 2 section 4 "Document access by subscription": adds the user_documents row (access_type subscription,
-- points_spent 0), counts it against the period and records a usage row; refused when
-- documents_used_this_period + 1 would exceed the plan's bonus_points. Opening an owned document is free.
create or replace function public.use_subscription_for_document(p_document_id uuid)
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

revoke all on function public.use_subscription_for_document(uuid) from public, anon;
grant execute on function public.use_subscription_for_document(uuid) to authenticated;

-- The wallet's per-period plan bonus (spec 2 section 7.3), credited once per subscription period.
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
    raise exception 'credit_subscription_bonus: subscription % is not active', p_subscription_id using errcode = 'P0002';
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
grant execute on function private.credit_subscription_bonus(uuid) to service_role;

create or replace function public.credit_subscription_bonus(p_subscription_id uuid)
returns public.points_transactions
language sql
set search_path = ''
as $$
  select * from private.credit_subscription_bonus(p_subscription_id)
$$;
revoke all on function public.credit_subscription_bonus(uuid) from public, anon, authenticated;
grant execute on function public.credit_subscription_bonus(uuid) to service_role;

-- Functions are executable by PUBLIC when created; in private, only the explicit grants above apply.
revoke execute on all functions in schema private from public;
