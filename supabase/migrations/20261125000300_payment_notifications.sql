-- Notifications and receipts for money events (issue 11): a completed points order tells its buyer (category
-- order-status) with the receipt in the body, and the notification-email job mails it (the outbox without SMTP),
-- both respecting the user's preferences through private.notify. Refunds and subscription changes are told the same
-- way. Orders credited by the provider path carry provider_payment_id; the demo seed's historical orders do not and
-- stay silent.

create or replace function private.notify_points_order()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_points text;
begin
  if new.user_id is null or new.provider_payment_id is null then
    return new;
  end if;
  v_points := pg_catalog.to_char(new.points_amount, 'FM999,999,999') || ' points'
    || case when new.bonus_points > 0
         then ' + ' || pg_catalog.to_char(new.bonus_points, 'FM999,999,999') || ' bonus' else '' end;
  if new.order_status = 'completed' and (tg_op = 'INSERT' or old.order_status is distinct from 'completed') then
    perform private.notify(
      new.user_id, 'order-status', 'Payment successful! Points added to your account.',
      'Receipt for order ' || new.id || ': ' || v_points || ' for $'
        || pg_catalog.to_char(new.amount, 'FM999,999,990.00') || ' ' || pg_catalog.upper(new.currency)
        || ', paid by ' || coalesce(new.payment_method, 'card') || ' (' || new.provider || ') on '
        || pg_catalog.to_char(coalesce(new.completed_at, pg_catalog.now()) at time zone 'UTC', 'Mon DD, YYYY HH24:MI')
        || ' UTC.',
      '/dashboard/wallet'
    );
  elsif new.order_status = 'refunded' and tg_op = 'UPDATE' and old.order_status is distinct from 'refunded' then
    perform private.notify(
      new.user_id, 'order-status', 'Payment refunded',
      'Order ' || new.id || ' ($' || pg_catalog.to_char(new.amount, 'FM999,999,990.00') || ') was refunded; '
        || coalesce(new.refunded_points, 0) || ' points were taken back'
        || case when coalesce(new.refund_shortfall_points, 0) > 0
             then ' (' || new.refund_shortfall_points || ' had already been spent)' else '' end || '.',
      '/dashboard/wallet'
    );
  end if;
  return new;
end
$$;

create trigger points_orders_notify
  after insert or update of order_status on public.points_orders
  for each row execute function private.notify_points_order();

create or replace function private.notify_subscription_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_plan text;
begin
  if new.provider_subscription_id is null then
    return new;
  end if;
  select p.name into v_plan from public.subscription_plans p where p.id = new.plan_id;
  if tg_op = 'INSERT' and new.status = 'active' then
    perform private.notify(new.user_id, 'order-status', 'Subscription active',
      'Your ' || v_plan || ' subscription is active.', '/dashboard/subscription');
  elsif tg_op = 'UPDATE' and new.cancel_at_period_end and not old.cancel_at_period_end then
    perform private.notify(new.user_id, 'order-status', 'Subscription cancelled',
      'Your ' || v_plan || ' subscription stays active until the end of the current period.',
      '/dashboard/subscription');
  elsif tg_op = 'UPDATE' and new.status in ('cancelled', 'expired') and old.status = 'active' then
    perform private.notify(new.user_id, 'order-status', 'Subscription ended',
      'Your ' || v_plan || ' subscription has ended.', '/dashboard/subscription');
  elsif tg_op = 'UPDATE' and new.current_period_start > old.current_period_start then
    perform private.notify(new.user_id, 'order-status', 'Subscription renewed',
      'Your ' || v_plan || ' subscription renewed; this period''s bonus points are in your wallet.',
      '/dashboard/subscription');
  end if;
  return new;
end
$$;

create trigger user_subscriptions_notify
  after insert or update of status, cancel_at_period_end, current_period_start on public.user_subscriptions
  for each row execute function private.notify_subscription_change();

revoke all on function private.notify_points_order() from public, anon, authenticated;
revoke all on function private.notify_subscription_change() from public, anon, authenticated;
