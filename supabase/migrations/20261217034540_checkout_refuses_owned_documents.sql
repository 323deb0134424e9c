-- A document the buyer owns is refused by the server, not skipped (issue 28 item 4: "the cart accepts a document the
-- student already owns"; the cart then showed a total the checkout did not charge). private.buy_documents_with_points,
-- the one purchase behind the cart checkout and the card/PayPal fulfilment, answers 409 'You already own …' when any
-- document asked for is already the buyer's. Otherwise as in 20261213000000. A card payment whose documents were
-- meanwhile bought another way is still credited (the fulfilment keeps the refusal on the order, as before).

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
  v_owned_titles text[];
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
  -- Digital content is bought once: a document the buyer owns already is refused, not skipped, so what the cart
  -- and the checkout showed is what is charged (and a stale cart is told why).
  select coalesce(array_agg(d.title order by d.title), '{}') into v_owned_titles
  from public.documents d
  where d.id = any (v_ids)
    and exists (select 1 from public.user_documents ud where ud.user_id = p_user_id and ud.document_id = d.id);
  if pg_catalog.cardinality(v_owned_titles) > 0 then
    perform private.raise_api_error(409, '23505',
      'You already own ' || case when pg_catalog.cardinality(v_owned_titles) = 1
        then '"' || v_owned_titles[1] || '"' else pg_catalog.cardinality(v_owned_titles) || ' of these documents' end
        || ': remove it from your cart',
      pg_catalog.array_to_string(v_owned_titles, ', '));
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
