-- Approved documents could be edited without review (issue 9 item 7): a seller could raise the price, retitle or
-- reclassify a document after a moderator approved it, and it stayed approved. An approved document is what was
-- approved; so a seller's change to any column of an approved document sends it back to review.
--
-- Back to review (status 'pending'), rather than refusing the edit: the spec has sellers edit their documents
-- and moderation statuses with notifications for document and price status, and ARCHITECTURE §3 keeps the price
-- of an approved document to the server: an edited document is never approved with a price nobody approved.
-- Every seller-writable column counts, not a hand-picked list: title, description, price and points price,
-- subject, university, course, type, textbook, language and slug are all what buyers see and rely on, and a
-- column added later is reviewed by default. Server-maintained columns are already pinned by
-- private.guard_document_write, and file columns can only change through attach_document_file, which sends the
-- document to review itself. Withdrawing (status 'deleted') stays the seller's. Admins edit without a review
-- round: they are the reviewers. Buyers keep their access meanwhile (user_documents, not status, grants it);
-- new purchases wait for the new approval, which stamps a new approved_at and keeps published_at.

create or replace function private.send_document_back_to_review()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  -- Not content: the status itself and what the database maintains.
  v_ignored constant text[] := array['status', 'updated_at', 'search_vector'];
begin
  if private.is_privileged() or old.status <> 'approved' or new.status <> 'approved' then
    return new;
  end if;
  if (pg_catalog.to_jsonb(new) - v_ignored) is distinct from (pg_catalog.to_jsonb(old) - v_ignored) then
    new.status := 'pending';
    new.approved_at := null;
  end if;
  return new;
end
$$;

-- Before-update triggers run in name order: after documents_guard_write (which pins the server's columns, so
-- only the seller's changes are compared) and before documents_set_updated_at.
create trigger documents_send_back_to_review before update on public.documents
  for each row execute function private.send_document_back_to_review();

-- subjects.document_count counts approved documents. Its trigger fired on `update of status, subject_id`, which
-- looks at the columns an UPDATE names, not at what a trigger changes: the status set above would not reach it.
-- It now runs on every update; the function does nothing when neither the status nor the subject moved.
drop trigger documents_maintain_subject_count on public.documents;
create trigger documents_maintain_subject_count
  after insert or delete or update on public.documents
  for each row execute function private.maintain_subject_document_count();

-- Functions are executable by PUBLIC when created; in private, only the explicit grants above apply.
revoke execute on all functions in schema private from public;
