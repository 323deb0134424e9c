-- Server-maintained counters (ARCHITECTURE §3) were kept by six near-identical trigger functions, one per
-- counter, each spelling out the same "take one from the old parent, add one to the new" steps with its own
-- table and column names. They become one function, private.maintain_counter, told by its trigger's arguments
-- what to count; each trigger keeps its name, table, events and firing order, so the counters behave as before:
--
--   subjects.document_count       approved documents of the subject (documents.status = 'approved')
--   documents.bookmark_count      bookmarks of the document
--   blog_posts.comment_count      approved comments of the post (blog_comments.status = 'approved')
--   blog_posts.like_count         likes of the post
--   flashcard_decks.card_count    cards in the deck
--   tests.question_count          questions of the test
--
-- One difference, in a state the triggers never produce: every counter now stops at zero when taking one away
-- (those of bookmarks, likes, comments, cards and questions did already). subjects.document_count used to
-- refuse such a step through its check constraint, which failed the document's delete or status change itself;
-- a counter that has drifted is not a reason to refuse a seller's or an admin's write.
--
-- Two counter-like triggers stay as they are, because they are not "one row, one count": documents'
-- average_rating and review_count are recomputed together from the reviews by private.refresh_document_rating
-- (an average cannot be kept by steps of one), and private.maintain_chat_session_stats adds each message's
-- points and time to its chat session along with the count.

-- AFTER INSERT OR UPDATE OR DELETE ... FOR EACH ROW trigger. Arguments:
--   0  the counted table (its rows are found by a uuid `id`), e.g. 'public.subjects'
--   1  its counter column, e.g. 'document_count'
--   2  the column of the triggering row that holds the counted row's id, e.g. 'subject_id'
--   3, 4  (optional) a column of the triggering row and the value it must have for the row to count, e.g.
--         'status', 'approved'
-- A row counts when its id column is set (and the filter matches). An update that moves a row from one counted
-- row to another, or into or out of the filter, moves the count; any other update changes nothing.
-- Security definer: counters are columns no client may write (the guard triggers pin them for the API roles),
-- and the counted row may be one the writer cannot see. The arguments come from trigger definitions only: a
-- trigger function cannot be called directly.
create or replace function private.maintain_counter()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_counted_table regclass := tg_argv[0]::regclass;
  v_counter text := tg_argv[1];
  v_id_column text := tg_argv[2];
  v_filter_column text := case when tg_nargs > 3 then tg_argv[3] end;
  v_filter_value text := case when tg_nargs > 4 then tg_argv[4] end;
  v_old jsonb := case when tg_op <> 'INSERT' then pg_catalog.to_jsonb(old) end;
  v_new jsonb := case when tg_op <> 'DELETE' then pg_catalog.to_jsonb(new) end;
  v_old_id text := v_old ->> v_id_column;
  v_new_id text := v_new ->> v_id_column;
  v_was_counted boolean := v_old_id is not null
    and (v_filter_column is null or (v_old ->> v_filter_column) is not distinct from v_filter_value);
  v_is_counted boolean := v_new_id is not null
    and (v_filter_column is null or (v_new ->> v_filter_column) is not distinct from v_filter_value);
  v_step text;
begin
  if v_was_counted and v_is_counted and v_old_id = v_new_id then
    return null;
  end if;
  v_step := pg_catalog.format(
    'update %s set %I = greatest(%I + $1, 0) where id = $2::uuid',
    v_counted_table, v_counter, v_counter
  );
  if v_was_counted then
    execute v_step using -1, v_old_id;
  end if;
  if v_is_counted then
    execute v_step using 1, v_new_id;
  end if;
  return null;
end
$$;

-- The same triggers (names, tables, events) on the generic function.
create or replace trigger documents_maintain_subject_count
  after insert or delete or update on public.documents
  for each row execute function private.maintain_counter('public.subjects', 'document_count', 'subject_id', 'status', 'approved');

create or replace trigger document_bookmarks_maintain_count
  after insert or delete on public.document_bookmarks
  for each row execute function private.maintain_counter('public.documents', 'bookmark_count', 'document_id');

create or replace trigger blog_comments_maintain_count
  after insert or delete or update of status, post_id on public.blog_comments
  for each row execute function private.maintain_counter('public.blog_posts', 'comment_count', 'post_id', 'status', 'approved');

create or replace trigger blog_post_likes_maintain_count
  after insert or delete on public.blog_post_likes
  for each row execute function private.maintain_counter('public.blog_posts', 'like_count', 'post_id');

create or replace trigger flashcards_maintain_card_count
  after insert or delete or update of deck_id on public.flashcards
  for each row execute function private.maintain_counter('public.flashcard_decks', 'card_count', 'deck_id');

create or replace trigger test_questions_maintain_count
  after insert or delete or update of test_id on public.test_questions
  for each row execute function private.maintain_counter('public.tests', 'question_count', 'test_id');

drop function private.maintain_subject_document_count();
drop function private.maintain_document_bookmark_count();
drop function private.maintain_blog_comment_count();
drop function private.maintain_blog_like_count();
drop function private.maintain_deck_card_count();
drop function private.maintain_test_question_count();

-- Functions are executable by PUBLIC when created; in private, only the explicit grants above apply.
revoke execute on all functions in schema private from public;
