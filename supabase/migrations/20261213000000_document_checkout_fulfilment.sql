-- Card and PayPal purchases of documents credit the seller (ARCHITECTURE §3, §6b; issue 11 "the shortfall paid by
-- card/PayPal first"). Before this, a card or PayPal payment started from /checkout or a document page only bought
-- points: the documents stayed unbought (and their sellers unpaid) until the buyer came back and paid again with
-- points. Now the checkout records which documents the payment is for on its pending points order
-- (metadata.document_ids, written by the server's checkout functions), and the one fulfilment path, in the same
-- transaction and under the same per-payment lock that credits the points, buys those documents with them through
-- the same purchase as the cart: the buyer's spend, the ownership rows and each seller's share
-- (points.seller_share_percent) with the same ledger keys. The payment is fulfilled once, so the documents are
-- bought once however often the webhook and the return verification arrive; a replay answers with the first
-- purchase's result, kept on the order.
--
-- A document purchase that cannot go through at fulfilment (a document withdrawn meanwhile, the balance spent
-- elsewhere in between) never blocks the payment's credit: the points stay in the wallet, the reason is kept on the
-- order, and the buyer can finish from the checkout with points.
--
-- Sellers are told of every sale (ARCHITECTURE §6b "Domain events (… sale …) become a row in notifications"): the
-- seller's earned entry of any purchase path (points, cart, card, PayPal) notifies them once, category
-- order-status; imported history (the demo seed's past sales) stays silent.

-- ---------------------------------------------------------------------------------------------------------
-- The cart purchase for a given buyer: private.checkout_cart's body, unchanged in what it checks, charges and
-- credits, callable by the fulfilment (which runs as the server, with no auth.uid()).
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.buy_documents_with_points(p_user_id uuid, p_document_ids uuid[], p_feature text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_ids uuid[];
  v_document public.documents;
  v_owned uuid[];
  v_to_buy public.documents[] := '{}';
  v_total integer := 0;
  v_balance integer;
  v_spend public.points_transactions;
  v_access_id uuid;
  v_share integer;
  v_share_percent numeric := private.setting_numeric('points.seller_share_percent', 70);
  v_purchased jsonb := '[]'::jsonb;
  v_missing uuid[];
begin
  if p_user_id is null then
    perform private.raise_api_error(401, '42501', 'User not authenticated');
  end if;
  select coalesce(array_agg(distinct id), '{}') into v_ids from unnest(p_document_ids) as t(id) where id is not null;
  if pg_catalog.cardinality(v_ids) = 0 then
    perform private.raise_api_error(400, '22023', 'Your cart is empty');
  end if;
  if pg_catalog.cardinality(v_ids) > 50 then
    perform private.raise_api_error(400, '22023', 'A cart can hold at most 50 documents');
  end if;

  select coalesce(array_agg(id), '{}') into v_missing
  from unnest(v_ids) as t(id)
  where not exists (select 1 from public.documents d where d.id = t.id and d.status = 'approved');
  if pg_catalog.cardinality(v_missing) > 0 then
    perform private.raise_api_error(404, 'P0002', 'Some documents in your cart are no longer available',
      pg_catalog.array_to_string(v_missing, ','));
  end if;
  if exists (select 1 from public.documents d where d.id = any (v_ids) and d.user_id = p_user_id) then
    perform private.raise_api_error(409, '23505', 'You cannot buy your own document');
  end if;

  -- The buyer's wallet first: concurrent checkouts of one user serialise here and each sees the last balance.
  insert into public.user_points (user_id) values (p_user_id) on conflict do nothing;
  select up.points_balance into v_balance from public.user_points up where up.user_id = p_user_id for update;

  select coalesce(array_agg(ud.document_id), '{}') into v_owned
  from public.user_documents ud
  where ud.user_id = p_user_id and ud.document_id = any (v_ids);

  for v_document in
    select * from public.documents d
    where d.id = any (v_ids) and not (d.id = any (v_owned))
    order by d.id
    for no key update
  loop
    v_to_buy := v_to_buy || v_document;
    v_total := v_total + v_document.points_price;
  end loop;

  if v_total > v_balance then
    return pg_catalog.jsonb_build_object(
      'success', false, 'error', 'insufficient points', 'required', v_total, 'balance', v_balance,
      'shortfall', v_total - v_balance, 'already_owned', pg_catalog.to_jsonb(v_owned)
    );
  end if;

  -- Sellers' wallets in a fixed order, so two carts crediting the same sellers cannot deadlock.
  perform 1 from public.user_points up
  where up.user_id in (select d.user_id from unnest(v_to_buy) d where d.user_id is not null)
  order by up.user_id
  for update;

  foreach v_document in array v_to_buy loop
    v_spend := null;
    if v_document.points_price > 0 then
      v_spend := private.apply_points(
        p_user_id, -v_document.points_price, 'spent', 'Purchased document: ' || v_document.title,
        pg_catalog.jsonb_build_object('document_id', v_document.id, 'document_slug', v_document.slug,
                                      'feature', p_feature),
        'document_purchase:' || p_user_id || ':' || v_document.id
      );
    end if;
    insert into public.user_documents (user_id, document_id, access_type, points_spent, transaction_id)
    values (p_user_id, v_document.id, case when v_document.points_price > 0 then 'points' else 'free' end,
            v_document.points_price, v_spend.id)
    returning id into v_access_id;

    v_share := 0;
    if v_document.user_id is not null and v_document.points_price > 0 then
      v_share := pg_catalog.floor(v_document.points_price * v_share_percent / 100)::integer;
      if v_share > 0 then
        perform private.apply_points(
          v_document.user_id, v_share, 'earned', 'Sale of ' || v_document.title,
          pg_catalog.jsonb_build_object('document_id', v_document.id, 'document_slug', v_document.slug,
                                        'sale_id', v_access_id, 'price', v_document.points_price,
                                        'share_percent', v_share_percent),
          'document_sale:' || v_access_id
        );
      end if;
    end if;
    update public.documents
    set download_count = download_count + 1,
        purchase_count = purchase_count + case when v_document.points_price > 0 then 1 else 0 end,
        revenue_points = revenue_points + v_share
    where id = v_document.id;

    v_purchased := v_purchased || pg_catalog.jsonb_build_object(
      'document_id', v_document.id, 'slug', v_document.slug, 'title', v_document.title,
      'points_spent', v_document.points_price
    );
  end loop;

  select up.points_balance into v_balance from public.user_points up where up.user_id = p_user_id;
  return pg_catalog.jsonb_build_object(
    'success', true, 'purchased', v_purchased, 'already_owned', pg_catalog.to_jsonb(v_owned),
    'points_spent', v_total, 'points_balance', v_balance
  );
end
$$;

revoke all on function private.buy_documents_with_points(uuid, uuid[], text) from public, anon, authenticated;
grant execute on function private.buy_documents_with_points(uuid, uuid[], text) to service_role;

-- checkout_cart keeps its contract; the signed-in caller is the buyer.
create or replace function private.checkout_cart(p_document_ids uuid[])
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null then
    perform private.raise_api_error(401, '42501', 'User not authenticated');
  end if;
  return private.buy_documents_with_points(auth.uid(), p_document_ids, 'cart_checkout');
end
$$;

-- ---------------------------------------------------------------------------------------------------------
-- fulfil_payment: private.fulfil_points_payment (same arguments, same answer), then, on the call that credited, the
-- documents the checkout named bought with the credited points. The answer gains 'documents': the purchase's result
-- ({success, purchased, …} or {success: false, error}), or null for a plain points purchase.
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.fulfil_payment(
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
  v_result jsonb;
  v_order public.points_orders;
  v_document_ids uuid[];
  v_purchase jsonb;
  v_message text;
  v_state text;
begin
  -- Takes the payment's lock, held to commit: a concurrent call for this payment waits until the documents below
  -- are bought, then answers already_processed with the kept result.
  v_result := private.fulfil_points_payment(
    p_provider, p_provider_payment_id, p_user_id, p_package_id, p_amount_usd, p_payment_method, p_metadata
  );
  select * into v_order from public.points_orders o where o.id = (v_result ->> 'order_id')::uuid;
  if not (v_order.metadata ? 'document_ids')
     or pg_catalog.jsonb_typeof(v_order.metadata -> 'document_ids') <> 'array' then
    return v_result || pg_catalog.jsonb_build_object('documents', null);
  end if;
  if v_result ->> 'status' <> 'credited' then
    return v_result || pg_catalog.jsonb_build_object('documents', v_order.metadata -> 'document_purchase');
  end if;

  select coalesce(array_agg(e::uuid), '{}') into v_document_ids
  from pg_catalog.jsonb_array_elements_text(v_order.metadata -> 'document_ids') as t(e)
  where e ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

  begin
    v_purchase := private.buy_documents_with_points(
      v_order.user_id, v_document_ids,
      case when v_order.payment_method = 'paypal' then 'paypal_checkout' else 'card_checkout' end
    );
  exception when others then
    -- Only the purchase is undone (this block's subtransaction); the payment stays credited.
    get stacked diagnostics v_message = message_text, v_state = returned_sqlstate;
    if v_state = 'PGRST' then
      v_message := coalesce(v_message::jsonb ->> 'message', v_message);
    end if;
    v_purchase := pg_catalog.jsonb_build_object('success', false, 'error', v_message);
  end;

  update public.points_orders o
  set metadata = o.metadata || pg_catalog.jsonb_build_object('document_purchase', v_purchase)
  where o.id = v_order.id;

  return v_result
    || pg_catalog.jsonb_build_object('documents', v_purchase)
    || case when v_purchase ? 'points_balance'
         then pg_catalog.jsonb_build_object('points_balance', v_purchase -> 'points_balance')
         else '{}'::jsonb end;
end
$$;

create or replace function public.fulfil_payment(
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
  select private.fulfil_payment(
    p_provider, p_provider_payment_id, p_user_id, p_package_id, p_amount_usd, p_payment_method, p_metadata
  )
$$;

revoke all on function public.fulfil_payment(text, text, uuid, uuid, numeric, text, jsonb)
  from public, anon, authenticated;
grant execute on function public.fulfil_payment(text, text, uuid, uuid, numeric, text, jsonb) to service_role;
revoke all on function private.fulfil_payment(text, text, uuid, uuid, numeric, text, jsonb)
  from public, anon, authenticated;
grant execute on function private.fulfil_payment(text, text, uuid, uuid, numeric, text, jsonb) to service_role;

-- ---------------------------------------------------------------------------------------------------------
-- The seller hears of each sale: one notification per earned entry of a sale (its ledger key makes it once).
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.notify_document_sale()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_title text;
begin
  if new.type <> 'earned' or not (new.metadata ? 'sale_id') or private.imported_at() is not null then
    return new;
  end if;
  select d.title into v_title from public.documents d where d.id = (new.metadata ->> 'document_id')::uuid;
  perform private.notify(
    new.user_id, 'order-status',
    'You sold "' || pg_catalog.left(coalesce(v_title, 'a document'), 120) || '"',
    'A buyer bought it for ' || coalesce(new.metadata ->> 'price', '?') || ' points; your share of '
      || new.amount || ' points is in your wallet.',
    '/dashboard/seller-orders'
  );
  return new;
end
$$;

revoke all on function private.notify_document_sale() from public, anon, authenticated;

create trigger points_transactions_notify_sale
  after insert on public.points_transactions
  for each row execute function private.notify_document_sale();
