-- A genuine payment the fulfilment refuses for good is given back (issue 24, round 2). A payment the provider took
-- for a purchase that can no longer be sold at what was paid (a package deleted while the payer was on the
-- provider's page, an amount that does not match a purchase without a quote) was only acknowledged: the money was
-- kept and nothing credited. The webhook now confirms such a payment with the provider's own API, records the
-- refusal here (once, under the payment's lock), refunds it at the provider, and marks it refunded; the student is
-- told by the order's notification and the admin sees the order (failed, then refunded, with its reason).

-- The order of one provider payment, locked: the fulfilment's advisory lock for the payment (a credit and a
-- refusal of one payment never run side by side), then the row, as fulfil_points_payment finds it (the payment's
-- own order, or the pending order the checkout wrote under its session or intent id).
create function private.lock_payment_order(p_provider text, p_provider_payment_id text)
returns public.points_orders
language plpgsql
security definer
set search_path = ''
as $function$
declare
  v_order public.points_orders;
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('points_order:' || p_provider_payment_id, 0));
  select * into v_order
  from public.points_orders o
  where o.provider = p_provider
    and (o.provider_payment_id = p_provider_payment_id
         or (o.provider_payment_id is null
             and (o.payment_intent_id = p_provider_payment_id or o.provider_session_id = p_provider_payment_id)))
  order by o.provider_payment_id nulls last, o.created_at
  limit 1
  for update;
  return v_order;
end
$function$;

-- Records a refused payment on its order (the pending order the checkout wrote, or a new one): nothing credited,
-- the money still taken (order 'failed', payment 'succeeded') until the refund is done. Answers 'recorded' (the
-- refund may go ahead), 'refunded' (done before), 'fulfilled' (the payment was credited: never refunded here) or
-- 'conflict' (the order belongs to another user: left to an admin).
create function private.record_refused_payment(
  p_provider text,
  p_provider_payment_id text,
  p_user_id uuid,
  p_amount_cents integer,
  p_currency text,
  p_reason text,
  p_payment_intent_id text
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $function$
declare
  v_order public.points_orders;
  v_user uuid;
  v_refusal jsonb;
begin
  if p_provider is null or p_provider not in ('stripe', 'paypal', 'sandbox') then
    perform private.raise_api_error(400, '22023', 'Unknown payment provider');
  end if;
  if p_provider_payment_id is null or pg_catalog.btrim(p_provider_payment_id) = ''
     or pg_catalog.length(p_provider_payment_id) > 255 then
    perform private.raise_api_error(400, '22023', 'A provider payment id is required');
  end if;
  if p_amount_cents is null or p_amount_cents < 0 then
    perform private.raise_api_error(400, '22023', 'The amount paid is required');
  end if;

  v_order := private.lock_payment_order(p_provider, p_provider_payment_id);

  if v_order.id is not null and v_order.order_status = 'completed' then
    return pg_catalog.jsonb_build_object('status', 'fulfilled', 'order_id', v_order.id);
  end if;
  if v_order.id is not null and v_order.order_status = 'refunded' then
    return pg_catalog.jsonb_build_object('status', 'refunded', 'order_id', v_order.id);
  end if;
  if v_order.id is not null and v_order.user_id is distinct from p_user_id then
    return pg_catalog.jsonb_build_object('status', 'conflict', 'order_id', v_order.id);
  end if;

  -- An account deleted since it paid still gets its money back; there is nobody left to tell.
  select u.id into v_user from public.users u where u.id = p_user_id;
  v_refusal := pg_catalog.jsonb_build_object(
    'refusal', pg_catalog.left(coalesce(p_reason, 'refused'), 500),
    'payment_intent_id', p_payment_intent_id
  );

  if v_order.id is not null then
    update public.points_orders o
    set provider_payment_id = p_provider_payment_id,
        amount = p_amount_cents / 100.0,
        currency = coalesce(pg_catalog.lower(p_currency), o.currency),
        points_amount = 0,
        bonus_points = 0,
        payment_status = 'succeeded',
        order_status = 'failed',
        failure_reason = pg_catalog.left(coalesce(p_reason, 'refused'), 500),
        metadata = o.metadata || pg_catalog.jsonb_strip_nulls(v_refusal)
    where o.id = v_order.id
    returning * into v_order;
  else
    insert into public.points_orders (
      user_id, amount, points_amount, bonus_points, currency, provider, provider_payment_id, payment_status,
      order_status, failure_reason, metadata
    )
    values (
      v_user, p_amount_cents / 100.0, 0, 0, coalesce(pg_catalog.lower(p_currency), 'usd'), p_provider,
      p_provider_payment_id, 'succeeded', 'failed', pg_catalog.left(coalesce(p_reason, 'refused'), 500),
      pg_catalog.jsonb_strip_nulls(v_refusal)
    )
    returning * into v_order;
  end if;
  return pg_catalog.jsonb_build_object('status', 'recorded', 'order_id', v_order.id);
end
$function$;

-- Marks a recorded refusal refunded once the provider gave the money back (the refund call answered, or the
-- provider's signed refund event arrived first). Answers 'refunded' the first time, 'already_processed' after;
-- an order that holds no refusal is 'not_refused' (a credited payment's refund goes through refund_points_payment).
create function private.refused_payment_refunded(p_provider text, p_provider_payment_id text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $function$
declare
  v_order public.points_orders;
begin
  v_order := private.lock_payment_order(p_provider, p_provider_payment_id);
  if v_order.id is null or not (v_order.metadata ? 'refusal') or v_order.order_status not in ('failed', 'refunded') then
    return pg_catalog.jsonb_build_object('status', 'not_refused');
  end if;
  if v_order.order_status = 'refunded' then
    return pg_catalog.jsonb_build_object('status', 'already_processed', 'order_id', v_order.id);
  end if;
  update public.points_orders o
  set payment_status = 'refunded',
      order_status = 'refunded',
      refunded_points = 0,
      refund_shortfall_points = 0,
      refunded_at = coalesce(private.imported_at(), pg_catalog.now())
  where o.id = v_order.id;
  return pg_catalog.jsonb_build_object('status', 'refunded', 'order_id', v_order.id);
end
$function$;

create function public.record_refused_payment(
  p_provider text,
  p_provider_payment_id text,
  p_user_id uuid,
  p_amount_cents integer,
  p_currency text,
  p_reason text,
  p_payment_intent_id text
)
returns jsonb
language sql
set search_path = ''
as $function$
  select private.record_refused_payment(
    p_provider, p_provider_payment_id, p_user_id, p_amount_cents, p_currency, p_reason, p_payment_intent_id
  )
$function$;

create function public.refused_payment_refunded(p_provider text, p_provider_payment_id text)
returns jsonb
language sql
set search_path = ''
as $function$
  select private.refused_payment_refunded(p_provider, p_provider_payment_id)
$function$;

revoke all on function private.record_refused_payment(text, text, uuid, integer, text, text, text) from public, anon, authenticated;
revoke all on function private.refused_payment_refunded(text, text) from public, anon, authenticated;
revoke all on function private.lock_payment_order(text, text) from public, anon, authenticated;
revoke all on function public.record_refused_payment(text, text, uuid, integer, text, text, text) from public, anon, authenticated;
revoke all on function public.refused_payment_refunded(text, text) from public, anon, authenticated;
grant execute on function private.record_refused_payment(text, text, uuid, integer, text, text, text) to service_role;
grant execute on function private.refused_payment_refunded(text, text) to service_role;
grant execute on function public.record_refused_payment(text, text, uuid, integer, text, text, text) to service_role;
grant execute on function public.refused_payment_refunded(text, text) to service_role;

-- The order's notification tells a student whose payment was refused why, and that the money went back in full
-- (a credited payment's refund keeps its wording: the points taken back).
create or replace function private.notify_points_order()
returns trigger
language plpgsql
security definer
set search_path = ''
as $function$
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
  elsif new.order_status = 'refunded' and tg_op = 'UPDATE' and old.order_status is distinct from 'refunded'
        and new.metadata ? 'refusal' then
    perform private.notify(
      new.user_id, 'order-status', 'Payment refunded',
      'We could not complete order ' || new.id || ' (' || (new.metadata ->> 'refusal') || '), so your payment of $'
        || pg_catalog.to_char(new.amount, 'FM999,999,990.00') || ' ' || pg_catalog.upper(new.currency)
        || ' was refunded in full. No points were added.',
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
$function$;
