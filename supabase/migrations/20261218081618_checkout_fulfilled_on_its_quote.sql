-- A checkout is fulfilled on the terms it was quoted on (issue 24, a sibling of item 9: money the provider took
-- while the fulfilment refuses it). A points checkout was priced when it was created, but fulfilled at the
-- package's price of the moment the payment arrived: an admin's price change, or a package withdrawn, while the
-- payer was on Stripe's or PayPal's page left them charged, refused ("The amount paid does not match the
-- purchase", "no longer offered") and credited nothing. A pending order the server wrote for the payment now
-- fixes the amount, currency, points and bonus; a payment without one (the older entry points) is priced as before.

create or replace function private.fulfil_points_payment(p_provider text, p_provider_payment_id text, p_user_id uuid, p_package_id uuid DEFAULT NULL::uuid, p_amount_usd numeric DEFAULT NULL::numeric, p_payment_method text DEFAULT NULL::text, p_metadata jsonb DEFAULT '{}'::jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $function$
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

  if v_order.id is not null
     and ((p_package_id is not null and v_order.package_id = p_package_id)
          or (p_amount_usd is not null and v_order.package_id is null and v_order.amount = p_amount_usd)) then
    -- The terms the server quoted when it created this payment's checkout (create-checkout-session,
    -- create-points-payment-intent, create-paypal-order wrote them on the pending order), when the payment names
    -- the same purchase: a price change, or a package withdrawn, while the payer was on the provider's page does
    -- not change what they paid for. An order that names another purchase is priced as the payment says.
    v_amount := v_order.amount;
    v_currency := v_order.currency;
    v_points := v_order.points_amount;
    v_bonus := v_order.bonus_points;
    select * into v_package from public.points_packages p where p.id = v_order.package_id;
  elsif p_package_id is not null then
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
$function$;
