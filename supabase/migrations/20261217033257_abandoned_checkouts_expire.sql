-- Abandoned checkouts expire (issue 28: "abandoned checkouts stay 'Pending' forever with a Receipt link"). A card or
-- PayPal checkout records a pending points order when it starts; a buyer who walks away leaves it pending for good.
-- The provider gives up on the session after its lifetime (a Stripe Checkout Session and the sandbox's after 24
-- hours, an unapproved PayPal order after 3 hours), so the order now does too:
-- * points_orders.expires_at, set by the server when a pending order is recorded: created_at + the provider's
--   session lifetime (private.checkout_session_lifetime).
-- * A `points-orders:expire` job (graphile-worker, one per order, timed for expires_at) marks it 'expired'
--   (payment 'cancelled') if it is still pending then (a declined card leaves it pending: the buyer may retry); a worker's start sweeps any it missed. Only the server
--   writes it: the order's user cannot.
-- * Money is unchanged: an expired order credited nothing. A payment that still arrives for it (a late webhook)
--   is fulfilled as before: private.fulfil_points_payment adopts any order not completed or refunded.

alter table public.points_orders drop constraint points_orders_order_status_check;
alter table public.points_orders add constraint points_orders_order_status_check
  check (order_status in ('pending', 'completed', 'failed', 'cancelled', 'refunded', 'expired'));
alter table public.points_orders add column expires_at timestamptz;
comment on column public.points_orders.expires_at is
  'When a pending checkout is given up (the provider''s session lifetime); written by the server only.';
create index points_orders_pending_expiry_idx on public.points_orders (expires_at) where order_status = 'pending';

-- How long a provider keeps a checkout open for payment.
create or replace function private.checkout_session_lifetime(p_provider text)
returns interval
language sql
immutable
set search_path = ''
as $$
  select case when p_provider = 'paypal' then interval '3 hours' else interval '24 hours' end
$$;

-- Expires one order, or (p_order_id null) every pending order past its time. Answers how many it expired.
create or replace function private.expire_abandoned_points_orders(p_order_id uuid default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_expired integer;
begin
  update public.points_orders o
  set order_status = 'expired',
      payment_status = 'cancelled',
      failure_reason = coalesce(o.failure_reason, 'The checkout was not completed in time.')
  where o.order_status = 'pending'
    -- A payment in flight ('processing') is left to its provider's answer.
    and o.payment_status in ('pending', 'failed', 'cancelled')
    and o.expires_at <= pg_catalog.now()
    and (p_order_id is null or o.id = p_order_id);
  get diagnostics v_expired = row_count;
  return v_expired;
end
$$;
revoke all on function private.expire_abandoned_points_orders(uuid) from public, anon, authenticated;
grant execute on function private.expire_abandoned_points_orders(uuid) to service_role;

-- A pending order gets its expiry and its job; the expiry is the server's, whatever the insert carried.
create or replace function private.points_orders_set_expiry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.expires_at := case when new.order_status = 'pending'
    then coalesce(new.created_at, pg_catalog.now()) + private.checkout_session_lifetime(new.provider) end;
  return new;
end
$$;
revoke all on function private.points_orders_set_expiry() from public;

create or replace function private.points_orders_schedule_expiry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.order_status = 'pending' and new.expires_at is not null
     and pg_catalog.to_regnamespace('graphile_worker') is not null then
    perform graphile_worker.add_job(
      'points-orders:expire',
      pg_catalog.json_build_object('orderId', new.id),
      run_at => new.expires_at,
      job_key => 'points-order-expire:' || new.id::text
    );
  end if;
  return null;
end
$$;
revoke all on function private.points_orders_schedule_expiry() from public;

create trigger points_orders_set_expiry before insert on public.points_orders
  for each row execute function private.points_orders_set_expiry();
-- Re-timed when the server moves the expiry (tests simulate the lifetime passing this way).
create trigger points_orders_schedule_expiry after insert or update of expires_at on public.points_orders
  for each row execute function private.points_orders_schedule_expiry();

-- Orders already pending get their expiry (the worker's startup sweep then expires the overdue ones).
update public.points_orders o
set expires_at = o.created_at + private.checkout_session_lifetime(o.provider)
where o.order_status = 'pending' and o.expires_at is null;
