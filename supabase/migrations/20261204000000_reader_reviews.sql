-- The reader and reviews (issue 12, spec 2 section 2.3 and spec 1 section 3 document_reviews).
--
-- Reviews: a buyer (a user_documents row) rates a document 1 to 5 with an optional text, one review per user and
-- document (the table's unique key), and may edit or delete their own. The policies of 20261121000300 let any
-- author edit their row; an edit could move a review onto a document its author never bought, or rewrite its
-- author or dates. Here an edit may only change the rating and the text, and only while the author still owns
-- the document. The seller hears of each new or changed review (preference 'document-status').

-- ---------------------------------------------------------------------------------------------------------
-- Write privileges: which columns a reviewer sets.
-- ---------------------------------------------------------------------------------------------------------
revoke insert, update on public.document_reviews from anon, authenticated;
grant insert (document_id, user_id, rating, comment) on public.document_reviews to authenticated;
grant update (rating, comment) on public.document_reviews to authenticated;

drop policy "Users can update their own reviews" on public.document_reviews;
create policy "Users can update their own reviews of documents they own" on public.document_reviews
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and private.owns_document(document_id));

-- A review's text is optional; an empty one is stored as none, and a rating outside 1..5 is a client mistake.
create or replace function private.normalise_document_review()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.comment := nullif(pg_catalog.btrim(new.comment), '');
  return new;
end
$$;
revoke all on function private.normalise_document_review() from public, anon, authenticated, service_role;
create trigger document_reviews_normalise before insert or update on public.document_reviews
  for each row execute function private.normalise_document_review();

-- ---------------------------------------------------------------------------------------------------------
-- The seller is told of a new review and of a changed one (not of their own edits to nothing).
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.notify_document_review()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_document public.documents;
  v_reviewer text;
begin
  if tg_op = 'UPDATE' and new.rating = old.rating and new.comment is not distinct from old.comment then
    return null;
  end if;
  select * into v_document from public.documents d where d.id = new.document_id;
  if not found or v_document.user_id is null or v_document.user_id = new.user_id then
    return null;
  end if;
  select coalesce(nullif(p.full_name, ''), 'A student') into v_reviewer
  from public.public_profiles p where p.id = new.user_id;
  perform private.notify(
    v_document.user_id,
    'document-status',
    case when tg_op = 'INSERT'
      then 'New ' || new.rating || '-star review of "' || pg_catalog.left(v_document.title, 120) || '"'
      else 'A review of "' || pg_catalog.left(v_document.title, 120) || '" changed to ' || new.rating || ' stars'
    end,
    coalesce(v_reviewer, 'A student') || ': '
      || coalesce(pg_catalog.left(new.comment, 200), 'no written review') ,
    '/documents/' || v_document.slug || '#reviews'
  );
  return null;
end
$$;
revoke all on function private.notify_document_review() from public, anon, authenticated, service_role;
create trigger document_reviews_notify_seller after insert or update of rating, comment on public.document_reviews
  for each row execute function private.notify_document_review();
