-- Paid text stays behind the purchase (issue 24, item 1). A tsvector holds every lexeme of its text with its
-- positions, so a client that can read documents.body_vector (or search_vector, which contains it) can rebuild
-- the whole body of a paid document word by word, pages past the free preview included. Search still matches the
-- full text, but only through the definer search functions, which answer document cards.
--
-- 1. No client role reads, filters or orders by any tsvector column of the exposed schema: table-level SELECT is
--    taken back from anon and authenticated and granted again on every other column. (A column added later to
--    such a table must be granted to the client roles by its migration; tests/integration/paid-text.test.ts
--    fails when a tsvector column is readable by a client role, or a document column is not.)
-- 2. public.search_documents answered whole documents rows (a function's result is not held to column grants):
--    it now answers the same cards as search_documents_page, in the same order.

do $$
declare
  v_table record;
  v_columns text;
begin
  for v_table in
    select c.table_name
      from information_schema.columns c
      join information_schema.tables t using (table_schema, table_name)
     where c.table_schema = 'public' and c.data_type = 'tsvector' and t.table_type = 'BASE TABLE'
     group by c.table_name
  loop
    select string_agg(pg_catalog.quote_ident(c.column_name), ', ' order by c.ordinal_position)
      into v_columns
      from information_schema.columns c
     where c.table_schema = 'public' and c.table_name = v_table.table_name and c.data_type <> 'tsvector';
    execute pg_catalog.format('revoke select on public.%I from anon, authenticated', v_table.table_name);
    execute pg_catalog.format('grant select (%s) on public.%I to anon, authenticated', v_columns,
      v_table.table_name);
  end loop;
end
$$;

drop function public.search_documents(text, uuid, uuid, text, integer, integer, uuid, uuid, uuid);
drop function private.search_documents(text, uuid, uuid, text, integer, integer, uuid, uuid, uuid);
create function private.search_documents(
  p_query text default null,
  p_document_type_id uuid default null,
  p_subject_id uuid default null,
  p_sort text default null,
  p_page integer default 1,
  p_limit integer default 10,
  p_university_id uuid default null,
  p_course_id uuid default null,
  p_textbook_id uuid default null
)
returns setof public.document_search_results
language sql
stable
security definer
set search_path = ''
as $$
  select * from private.search_documents_page(p_query, p_document_type_id, p_subject_id, p_sort, p_page, p_limit,
    p_university_id, p_course_id, p_textbook_id)
$$;
revoke all on function private.search_documents(text, uuid, uuid, text, integer, integer, uuid, uuid, uuid)
  from public;
grant execute on function private.search_documents(text, uuid, uuid, text, integer, integer, uuid, uuid, uuid)
  to anon, authenticated, service_role;

create function public.search_documents(
  p_query text default null,
  p_document_type_id uuid default null,
  p_subject_id uuid default null,
  p_sort text default null,
  p_page integer default 1,
  p_limit integer default 10,
  p_university_id uuid default null,
  p_course_id uuid default null,
  p_textbook_id uuid default null
)
returns setof public.document_search_results
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.search_documents(p_query, p_document_type_id, p_subject_id, p_sort, p_page, p_limit,
    p_university_id, p_course_id, p_textbook_id)
$$;
comment on function public.search_documents(text, uuid, uuid, text, integer, integer, uuid, uuid, uuid) is
  'One page of approved documents matching a query, as document cards (never their text or its vectors); '
  'the same rows as search_documents_page.';
revoke all on function public.search_documents(text, uuid, uuid, text, integer, integer, uuid, uuid, uuid)
  from public;
grant execute on function public.search_documents(text, uuid, uuid, text, integer, integer, uuid, uuid, uuid)
  to anon, authenticated, service_role;

-- update_seller_document runs as the seller: `returning *` read the vectors too. Only the columns it answers.
create or replace function public.update_seller_document(p_document_id uuid, p_title text, p_description text, p_price numeric)
 RETURNS jsonb
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  v_title text := pg_catalog.btrim(coalesce(p_title, ''));
  v_description text := nullif(pg_catalog.btrim(coalesce(p_description, '')), '');
  v_document public.documents;
begin
  if auth.uid() is null then
    perform private.raise_api_error(401, '42501', 'User not authenticated');
  end if;
  if pg_catalog.char_length(v_title) < 1 or pg_catalog.char_length(v_title) > 300 then
    perform private.raise_api_error(400, '22023', 'A title of 1 to 300 characters is required');
  end if;
  if v_description is not null and pg_catalog.char_length(v_description) > 5000 then
    perform private.raise_api_error(400, '22023', 'The description can be at most 5000 characters');
  end if;
  if p_price is null or p_price < 0 or p_price > 10000 or p_price <> round(p_price, 2) then
    perform private.raise_api_error(400, '22023', 'The price must be between $0.00 and $10,000.00');
  end if;

  update public.documents d
  set title = v_title, description = v_description, price = p_price, points_price = (p_price * 10)::integer
  where d.id = p_document_id and d.user_id = auth.uid() and d.status <> 'deleted'
  returning d.id, d.status, d.price, d.points_price into v_document.id, v_document.status, v_document.price,
    v_document.points_price;
  if not found then
    perform private.raise_not_found('Document not found');
  end if;
  return pg_catalog.jsonb_build_object(
    'id', v_document.id, 'status', v_document.status, 'price', v_document.price,
    'points_price', v_document.points_price
  );
end
$function$;
