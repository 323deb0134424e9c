-- A flashcard review is one call, one transaction, for the study screen and the desktop's sync queue alike. Before,
-- each sent three requests: the log row (a unique violation meaning "already sent"), a read of the card's last
-- review, and an upsert of its state, so a review could be logged without its state, and two devices could both
-- pass the read and the older review overwrite the newer state. The function runs as the caller (security
-- invoker): row-level security decides what it may write, exactly as for the requests it replaces.

-- Records one review: the log row with the device's id (p_log_id), the card as it was BEFORE the review (p_before,
-- as ts-fsrs logs it), and the card's new state (p_after), kept only when no later review of the card is stored.
-- A review sent again (a lost answer, an offline replay) changes nothing and answers true (already applied).
-- p_before and p_after hold the schedule in ts-fsrs' numbers: state, due, stability, difficulty, elapsed_days,
-- scheduled_days, learning_steps (p_before also last_elapsed_days; p_after also reps and lapses).
create function public.record_flashcard_review(
  p_log_id uuid,
  p_card_id uuid,
  p_deck_id uuid,
  p_rating smallint,
  p_reviewed_at timestamptz,
  p_before jsonb,
  p_after jsonb,
  p_duration_ms integer default null
)
returns boolean
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
  v_logged integer;
begin
  if v_user is null then
    perform private.raise_api_error(401, '42501', 'You must be logged in to review flashcards');
  end if;
  if pg_catalog.jsonb_typeof(p_before) is distinct from 'object'
     or pg_catalog.jsonb_typeof(p_after) is distinct from 'object' then
    perform private.raise_api_error(400, '22023', 'p_before and p_after must be objects of schedule fields');
  end if;

  insert into public.flashcard_review_logs (
    id, user_id, card_id, deck_id, rating, state, due, stability, difficulty, elapsed_days, last_elapsed_days,
    scheduled_days, learning_steps, reps, lapses, review, duration_ms
  )
  values (
    p_log_id, v_user, p_card_id, p_deck_id, p_rating,
    (p_before ->> 'state')::smallint,
    (p_before ->> 'due')::timestamptz,
    (p_before ->> 'stability')::double precision,
    (p_before ->> 'difficulty')::double precision,
    (p_before ->> 'elapsed_days')::integer,
    coalesce((p_before ->> 'last_elapsed_days')::integer, 0),
    (p_before ->> 'scheduled_days')::integer,
    coalesce((p_before ->> 'learning_steps')::integer, 0),
    (p_after ->> 'reps')::integer,
    (p_after ->> 'lapses')::integer,
    p_reviewed_at,
    p_duration_ms
  )
  on conflict (id) do nothing;
  get diagnostics v_logged = row_count;

  -- The scheduling state follows the newest review: one made later on another device is not overwritten.
  insert into public.flashcard_reviews as r (
    user_id, card_id, deck_id, state, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps,
    reps, lapses, last_review
  )
  values (
    v_user, p_card_id, p_deck_id,
    (p_after ->> 'state')::smallint,
    (p_after ->> 'due')::timestamptz,
    (p_after ->> 'stability')::double precision,
    (p_after ->> 'difficulty')::double precision,
    (p_after ->> 'elapsed_days')::integer,
    (p_after ->> 'scheduled_days')::integer,
    coalesce((p_after ->> 'learning_steps')::integer, 0),
    (p_after ->> 'reps')::integer,
    (p_after ->> 'lapses')::integer,
    p_reviewed_at
  )
  on conflict (user_id, card_id) do update
    set deck_id = excluded.deck_id,
        state = excluded.state,
        due = excluded.due,
        stability = excluded.stability,
        difficulty = excluded.difficulty,
        elapsed_days = excluded.elapsed_days,
        scheduled_days = excluded.scheduled_days,
        learning_steps = excluded.learning_steps,
        reps = excluded.reps,
        lapses = excluded.lapses,
        last_review = excluded.last_review
    where r.last_review is null or r.last_review <= excluded.last_review;

  return v_logged = 0;
end
$$;

revoke execute on function public.record_flashcard_review(uuid, uuid, uuid, smallint, timestamptz, jsonb, jsonb, integer)
  from public, anon;
grant execute on function public.record_flashcard_review(uuid, uuid, uuid, smallint, timestamptz, jsonb, jsonb, integer)
  to authenticated, service_role;
