-- The points wallet (ARCHITECTURE.md section 3): an append-only ledger, a cached balance that can never go
-- below zero, points packages and bonus tiers, points orders credited exactly once, and the spending RPCs.
-- No API client can write a ledger entry, change a balance or mark an order paid: those tables have no write
-- policies and no write privileges for anon/authenticated; every movement goes through the functions below.

create table public.points_packages (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  points integer not null check (points > 0),
  price numeric(10, 2) not null check (price > 0),
  bonus_points integer not null default 0 check (bonus_points >= 0),
  currency text not null default 'usd' check (currency ~ '^[a-z]{3}$'),
  description text,
  is_popular boolean not null default false,
  is_active boolean not null default true,
  sort_order smallint not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index points_packages_active_price_idx on public.points_packages (price) where is_active;
create trigger points_packages_set_updated_at before update on public.points_packages
  for each row execute function private.set_updated_at();

create table public.points_bonus_tiers (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  -- USD: the tier applies to purchases of at least this amount.
  min_amount numeric(10, 2) not null check (min_amount >= 0),
  bonus_points integer check (bonus_points > 0),
  bonus_percent numeric(5, 2) check (bonus_percent > 0 and bonus_percent <= 100),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint points_bonus_tiers_one_bonus_check check ((bonus_points is null) <> (bonus_percent is null))
);
create index points_bonus_tiers_active_min_amount_idx on public.points_bonus_tiers (min_amount) where is_active;
create trigger points_bonus_tiers_set_updated_at before update on public.points_bonus_tiers
  for each row execute function private.set_updated_at();

create table public.user_points (
  user_id uuid primary key references public.users (id) on delete cascade,
  points_balance integer not null default 0 check (points_balance >= 0),
  lifetime_spent integer not null default 0 check (lifetime_spent >= 0),
  lifetime_earned integer not null default 0 check (lifetime_earned >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.points_transactions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  type text not null check (type in (
    'purchase', 'bonus', 'earned', 'subscription', 'refund', 'spent', 'document_chat', 'withdrawal', 'adjustment'
  )),
  amount integer not null,
  balance_after integer not null check (balance_after >= 0),
  description text not null,
  metadata jsonb not null default '{}'::jsonb,
  -- Makes a retried operation (webhook, offline replay, refund) a no-op instead of a second movement.
  idempotency_key text unique,
  -- clock_timestamp, not now(): entries written by one transaction (a purchase and the seller's share) keep
  -- their order in the wallet history.
  created_at timestamptz not null default clock_timestamp(),
  constraint points_transactions_sign_check check (
    case
      when type in ('spent', 'document_chat') then amount < 0
      when type in ('purchase', 'bonus', 'earned', 'subscription', 'refund') then amount > 0
      else amount <> 0
    end
  )
);
create index points_transactions_user_created_idx on public.points_transactions (user_id, created_at desc);
create index points_transactions_type_created_idx on public.points_transactions (type, created_at desc);
create index points_transactions_created_idx on public.points_transactions (created_at desc);

create or replace function private.forbid_ledger_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'points_transactions is append-only; record a correcting entry instead' using errcode = '42501';
end
$$;
create trigger points_transactions_append_only before update on public.points_transactions
  for each row execute function private.forbid_ledger_update();

alter table public.user_documents
  add constraint user_documents_transaction_id_fkey
  foreign key (transaction_id) references public.points_transactions (id) on delete set null;

create table public.points_orders (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references public.users (id) on delete set null,
  package_id uuid references public.points_packages (id) on delete set null,
  amount numeric(10, 2) not null check (amount >= 0),
  points_amount integer not null check (points_amount >= 0),
  bonus_points integer not null default 0 check (bonus_points >= 0),
  currency text not null default 'usd' check (currency ~ '^[a-z]{3}$'),
  promotion_code text,
  provider text not null default 'stripe' check (provider in ('stripe', 'paypal', 'sandbox')),
  -- Exactly-once crediting hangs on these provider ids.
  payment_intent_id text unique,
  provider_session_id text unique,
  payment_method text,
  payment_status text not null default 'pending'
    check (payment_status in ('pending', 'processing', 'succeeded', 'failed', 'refunded', 'cancelled')),
  order_status text not null default 'pending'
    check (order_status in ('pending', 'completed', 'failed', 'cancelled', 'refunded')),
  transaction_id uuid references public.points_transactions (id) on delete set null,
  failure_reason text,
  completed_at timestamptz,
  metadata jsonb not null default '{}'::jsonb,
  user_agent text,
  ip_address inet,
  country_code text,
  city text,
  region text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint points_orders_completed_check check (order_status <> 'completed' or payment_status = 'succeeded')
);
create index points_orders_user_created_idx on public.points_orders (user_id, created_at desc);
create index points_orders_package_id_idx on public.points_orders (package_id);
create index points_orders_transaction_id_idx on public.points_orders (transaction_id);
create index points_orders_status_created_idx on public.points_orders (order_status, created_at desc);
create trigger points_orders_set_updated_at before update on public.points_orders
  for each row execute function private.set_updated_at();

-- Every new profile starts with an empty wallet.
create or replace function private.create_user_points()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.user_points (user_id) values (new.id) on conflict do nothing;
  return new;
end
$$;
create trigger users_create_user_points after insert on public.users
  for each row execute function private.create_user_points();

-- ---------------------------------------------------------------------------------------------------------
-- Privileges and policies
-- ---------------------------------------------------------------------------------------------------------
revoke all on public.user_points, public.points_transactions, public.points_orders from anon, authenticated;
grant select on public.user_points, public.points_transactions, public.points_orders to authenticated;
-- The spec's client creates a missing wallet row (PGRST116 fallback): allowed, but only empty and its own.
grant insert (user_id, points_balance, lifetime_spent, lifetime_earned) on public.user_points to authenticated;
-- The server creates pending orders itself, but moves points only through the functions below, like
-- everyone else: the ledger and the cached balance must never disagree.
revoke insert, update, delete, truncate on public.points_transactions from service_role;
revoke update, delete, truncate on public.user_points from service_role;

alter table public.points_packages enable row level security;
create policy "Anyone can read active points packages" on public.points_packages
  for select to anon, authenticated using (is_active);
create policy "Admins can manage points packages" on public.points_packages
  for all to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));

alter table public.points_bonus_tiers enable row level security;
create policy "Anyone can read active bonus tiers" on public.points_bonus_tiers
  for select to anon, authenticated using (is_active);
create policy "Admins can manage bonus tiers" on public.points_bonus_tiers
  for all to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));

alter table public.user_points enable row level security;
create policy "Users can read their own points" on public.user_points
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users can create their own empty wallet" on public.user_points
  for insert to authenticated with check (
    user_id = (select auth.uid()) and points_balance = 0 and lifetime_spent = 0 and lifetime_earned = 0
  );
create policy "Admins can read all points balances" on public.user_points
  for select to authenticated using ((select private.is_admin()));

alter table public.points_transactions enable row level security;
create policy "Users can read their own points transactions" on public.points_transactions
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Admins can read all points transactions" on public.points_transactions
  for select to authenticated using ((select private.is_admin()));

alter table public.points_orders enable row level security;
create policy "Users can read their own points orders" on public.points_orders
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Admins can read all points orders" on public.points_orders
  for select to authenticated using ((select private.is_admin()));

-- Realtime (spec 1 section 7): the wallet listens to user_points updates and points_orders inserts.
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
  if not exists (
    select 1 from pg_publication_tables
    where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'user_points'
  ) then
    alter publication supabase_realtime add table public.user_points;
  end if;
  if not exists (
    select 1 from pg_publication_tables
    where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'points_orders'
  ) then
    alter publication supabase_realtime add table public.points_orders;
  end if;
end
$$;

-- ---------------------------------------------------------------------------------------------------------
-- The one way points move. Locks the wallet row, so concurrent movements serialise and a debit that would
-- take the balance below zero fails ('insufficient points', SQLSTATE P0001) without any change. With an
-- idempotency key, a repeated call returns the entry of the first call and moves nothing.
-- ---------------------------------------------------------------------------------------------------------
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
    updated_at = pg_catalog.now()
  where up.user_id = p_user_id
    and up.points_balance + p_amount >= 0
  returning up.points_balance into v_balance;

  if not found then
    raise exception 'insufficient points' using errcode = 'P0001';
  end if;

  insert into public.points_transactions (user_id, type, amount, balance_after, description, metadata, idempotency_key)
  values (p_user_id, p_type, p_amount, v_balance, p_description, coalesce(p_metadata, '{}'::jsonb), p_idempotency_key)
  returning * into v_entry;
  return v_entry;
end
$$;

-- Credits a paid points order exactly once: the order is found (or created) by the provider's payment intent
-- or checkout session id, and its ledger entries carry the order id as idempotency key. Called by the
-- payment functions after they verified the payment with the provider, never by a browser.
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

grant execute on function private.apply_points(uuid, integer, text, text, jsonb, text) to service_role;
grant execute on function
  private.credit_points_order(uuid, text, numeric, integer, integer, uuid, text, text, text, text, jsonb)
  to service_role;

-- Thin public entry points so the payment and AI functions (supabase-js with the service key, which can only
-- reach exposed schemas) can use the private ones. Executable by service_role only.
create or replace function public.apply_points(
  p_user_id uuid,
  p_amount integer,
  p_type text,
  p_description text,
  p_metadata jsonb default '{}'::jsonb,
  p_idempotency_key text default null
)
returns public.points_transactions
language sql
set search_path = ''
as $$
  select * from private.apply_points(p_user_id, p_amount, p_type, p_description, p_metadata, p_idempotency_key)
$$;

create or replace function public.credit_points_order(
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
language sql
set search_path = ''
as $$
  select private.credit_points_order(
    p_user_id, p_payment_intent_id, p_amount, p_points_amount, p_bonus_points, p_package_id, p_provider,
    p_provider_session_id, p_payment_method, p_currency, p_metadata
  )
$$;

revoke all on function public.apply_points(uuid, integer, text, text, jsonb, text) from public, anon, authenticated;
grant execute on function public.apply_points(uuid, integer, text, text, jsonb, text) to service_role;
revoke all on function
  public.credit_points_order(uuid, text, numeric, integer, integer, uuid, text, text, text, text, jsonb)
  from public, anon, authenticated;
grant execute on function
  public.credit_points_order(uuid, text, numeric, integer, integer, uuid, text, text, text, text, jsonb)
  to service_role;

-- ---------------------------------------------------------------------------------------------------------
-- Client RPCs (spec 1 section 7)
-- ---------------------------------------------------------------------------------------------------------

-- base = floor(10 × amount); bonus = the best active tier whose minimum the amount reaches.
create or replace function public.calculate_points_for_amount(amount_usd numeric)
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

-- A general spend (AI tools, document chat, ...): p_amount is negative; a positive amount is refused so no
-- client can ever credit itself. metadata.type 'document_chat' records a chat spend; metadata.idempotency_key
-- makes an offline replay of the same spend harmless.
create or replace function public.use_points_general(
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

-- Buys a document with points, atomically: the buyer's spend, the ownership row, the seller's share and the
-- document's stats, or nothing. The price charged is the document's own; a different points_amount (a stale
-- page) is refused rather than charged.
create or replace function public.use_points_for_document(document_id uuid, points_amount integer)
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

revoke all on function public.calculate_points_for_amount(numeric) from public;
grant execute on function public.calculate_points_for_amount(numeric) to anon, authenticated, service_role;
revoke all on function public.use_points_general(uuid, integer, text, jsonb) from public, anon;
grant execute on function public.use_points_general(uuid, integer, text, jsonb) to authenticated;
revoke all on function public.use_points_for_document(uuid, integer) from public, anon;
grant execute on function public.use_points_for_document(uuid, integer) to authenticated;

-- Functions are executable by PUBLIC when created; in private, only the explicit grants above apply.
revoke execute on all functions in schema private from public;
