-- Every document bought is an order (issue 28: "Admin → Orders says 'Nothing matches these filters' although sales
-- exist"). The back office's Orders page reads public.orders, but no purchase path wrote it: a purchase with points
-- (one document, the cart, or a card/PayPal checkout whose fulfilment buys the documents with the credited points)
-- only adds the buyer's user_documents row. Now that row brings its order with it, whichever path inserts it: a
-- trigger on user_documents writes a completed, succeeded order for each paid purchase (access_type 'points') and
-- links it (user_documents.order_id). The amount is what the points were worth (10 points = 1 USD, the wallet's
-- rate); the points themselves are kept in metadata. Access that is not a sale (a free document, a subscription, an
-- admin's grant) is not an order. Sales made before this migration get their orders too.

create or replace function private.record_document_sale_order()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order_id uuid;
begin
  if new.access_type <> 'points' or new.order_id is not null then
    return new;
  end if;
  insert into public.orders (
    user_id, document_id, status, payment_status, amount, currency, payment_method, provider, metadata,
    created_at, completed_at
  )
  values (
    new.user_id, new.document_id, 'completed', 'succeeded', pg_catalog.round(new.points_spent / 10.0, 2), 'usd',
    'points', 'studyloop',
    pg_catalog.jsonb_build_object('points_spent', new.points_spent, 'transaction_id', new.transaction_id),
    new.created_at, new.created_at
  )
  returning id into v_order_id;
  new.order_id := v_order_id;
  return new;
end
$$;
revoke all on function private.record_document_sale_order() from public;

create trigger user_documents_record_sale_order before insert on public.user_documents
  for each row execute function private.record_document_sale_order();

-- The sales already made.
with sales as (
  select ud.id as access_id, gen_random_uuid() as order_id, ud.user_id, ud.document_id, ud.points_spent,
         ud.transaction_id, ud.created_at
  from public.user_documents ud
  where ud.access_type = 'points' and ud.order_id is null
),
inserted as (
  insert into public.orders (
    id, user_id, document_id, status, payment_status, amount, currency, payment_method, provider, metadata,
    created_at, completed_at
  )
  select s.order_id, s.user_id, s.document_id, 'completed', 'succeeded', pg_catalog.round(s.points_spent / 10.0, 2),
         'usd', 'points', 'studyloop',
         pg_catalog.jsonb_build_object('points_spent', s.points_spent, 'transaction_id', s.transaction_id),
         s.created_at, s.created_at
  from sales s
  returning id
)
update public.user_documents ud
set order_id = s.order_id
from sales s
where ud.id = s.access_id and s.order_id in (select id from inserted);
