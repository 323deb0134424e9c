-- Learning tools, part 2 (issue 15): saved public decks, and what the practice-test session and its results
-- need beyond the tables of 20261121000800_study_tools.sql:
--   * a question's source passage (hidden until submission, like its answer and explanation);
--   * per-answer "flag for review" and time spent, saved as the learner goes so a reload resumes the attempt;
--   * the clock is the server's: an attempt starts now, and answers after the time limit are refused;
--   * the review, the plan's question bank and the per-topic results, read through definer functions that show
--     answers only for submitted attempts.

-- ---------------------------------------------------------------------------------------------------------
-- Saved decks: another user's public deck kept in "my decks" ("Save to my decks").
-- ---------------------------------------------------------------------------------------------------------
create table public.saved_flashcard_decks (
  user_id uuid not null references public.users (id) on delete cascade,
  deck_id uuid not null references public.flashcard_decks (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, deck_id)
);
create index saved_flashcard_decks_deck_id_idx on public.saved_flashcard_decks (deck_id);

alter table public.saved_flashcard_decks enable row level security;
create policy "Users can read the decks they saved" on public.saved_flashcard_decks
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users can save decks they can read" on public.saved_flashcard_decks
  for insert to authenticated with check (user_id = (select auth.uid()) and private.can_read_deck(deck_id));
create policy "Users can remove decks they saved" on public.saved_flashcard_decks
  for delete to authenticated using (user_id = (select auth.uid()));
revoke update, truncate on public.saved_flashcard_decks from anon, authenticated;

-- ---------------------------------------------------------------------------------------------------------
-- Questions: the passage a question was built from. Column privileges on test_questions are per column, so
-- the new column is hidden from anon and authenticated like correct_answer and explanation.
-- ---------------------------------------------------------------------------------------------------------
alter table public.test_questions add column source_passage text;

-- ---------------------------------------------------------------------------------------------------------
-- Answers: flagged for review and seconds spent on the question (summed over visits by the client).
-- ---------------------------------------------------------------------------------------------------------
alter table public.test_attempt_answers
  add column flagged boolean not null default false,
  add column time_spent_seconds integer not null default 0 check (time_spent_seconds between 0 and 86400);
grant select (flagged, time_spent_seconds) on public.test_attempt_answers to authenticated;
grant insert (flagged, time_spent_seconds) on public.test_attempt_answers to authenticated;
grant update (flagged, time_spent_seconds) on public.test_attempt_answers to authenticated;

-- The attempt's clock starts when the row is made; a client-chosen start would lengthen a timed test.
revoke insert (started_at) on public.test_attempts from authenticated;

-- An attempt takes answers while it is open and, for a timed test, until its time is up (30 s of grace for the
-- last answer in flight). Submitting after the time is up still works and scores what was saved in time.
create or replace function private.owns_open_attempt(p_attempt_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.test_attempts a
    join public.tests t on t.id = a.test_id
    where a.id = p_attempt_id and a.user_id = auth.uid() and a.status = 'in_progress'
      and (t.time_limit_minutes is null
           or pg_catalog.now() <= a.started_at + pg_catalog.make_interval(mins => t.time_limit_minutes)
                                  + interval '30 seconds')
  )
$$;

-- ---------------------------------------------------------------------------------------------------------
-- test_attempt_review, now with the source passage, the flag and the time per question.
-- ---------------------------------------------------------------------------------------------------------
drop function public.test_attempt_review(uuid);
drop function private.test_attempt_review(uuid);

create function private.test_attempt_review(p_attempt_id uuid)
returns table (
  question_id uuid,
  "position" integer,
  question_type text,
  prompt text,
  options jsonb,
  topic text,
  answer text,
  is_correct boolean,
  correct_answer text,
  explanation text,
  source_passage text,
  flagged boolean,
  time_spent_seconds integer
)
language sql
stable
security definer
set search_path = ''
as $$
  select q.id, q.position, q.question_type, q.prompt, q.options, q.topic, a.answer, coalesce(a.is_correct, false),
         q.correct_answer, q.explanation, q.source_passage, coalesce(a.flagged, false),
         coalesce(a.time_spent_seconds, 0)
  from public.test_attempts t
  join public.test_questions q on q.test_id = t.test_id
  left join public.test_attempt_answers a on a.attempt_id = t.id and a.question_id = q.id
  where t.id = p_attempt_id and t.user_id = (select auth.uid()) and t.status = 'submitted'
  order by q.position
$$;

create function public.test_attempt_review(p_attempt_id uuid)
returns table (
  question_id uuid,
  "position" integer,
  question_type text,
  prompt text,
  options jsonb,
  topic text,
  answer text,
  is_correct boolean,
  correct_answer text,
  explanation text,
  source_passage text,
  flagged boolean,
  time_spent_seconds integer
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.test_attempt_review(p_attempt_id)
$$;
revoke all on function public.test_attempt_review(uuid) from public, anon;
grant execute on function public.test_attempt_review(uuid) to authenticated, service_role;
revoke all on function private.test_attempt_review(uuid) from public;
grant execute on function private.test_attempt_review(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- The plan's question bank: every question of the caller's plan. The answer, explanation and source are shown
-- only for questions the caller has met in a submitted attempt; last_correct is that last submitted result.
-- ---------------------------------------------------------------------------------------------------------
create function private.plan_question_bank(p_plan_id uuid)
returns table (
  question_id uuid,
  test_id uuid,
  test_title text,
  "position" integer,
  question_type text,
  prompt text,
  options jsonb,
  topic text,
  correct_answer text,
  explanation text,
  source_passage text,
  times_answered integer,
  times_correct integer,
  last_correct boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  with answered as (
    select ans.question_id, ans.is_correct, a.submitted_at
    from public.test_attempts a
    join public.test_attempt_answers ans on ans.attempt_id = a.id
    where a.user_id = (select auth.uid()) and a.status = 'submitted' and a.plan_id = p_plan_id
  ),
  summary as (
    select question_id, count(*)::integer as times_answered,
           count(*) filter (where is_correct)::integer as times_correct,
           (array_agg(coalesce(is_correct, false) order by submitted_at desc))[1] as last_correct
    from answered group by question_id
  )
  select q.id, t.id, t.title, q.position, q.question_type, q.prompt, q.options, q.topic,
         case when s.question_id is not null then q.correct_answer end,
         case when s.question_id is not null then q.explanation end,
         case when s.question_id is not null then q.source_passage end,
         coalesce(s.times_answered, 0), coalesce(s.times_correct, 0), s.last_correct
  from public.tests t
  join public.test_prep_plans p on p.id = t.plan_id
  join public.test_questions q on q.test_id = t.id
  left join summary s on s.question_id = q.id
  where t.plan_id = p_plan_id and p.user_id = (select auth.uid())
  order by t.created_at, q.position
$$;

create function public.plan_question_bank(p_plan_id uuid)
returns table (
  question_id uuid,
  test_id uuid,
  test_title text,
  "position" integer,
  question_type text,
  prompt text,
  options jsonb,
  topic text,
  correct_answer text,
  explanation text,
  source_passage text,
  times_answered integer,
  times_correct integer,
  last_correct boolean
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.plan_question_bank(p_plan_id)
$$;
revoke all on function public.plan_question_bank(uuid) from public, anon;
grant execute on function public.plan_question_bank(uuid) to authenticated, service_role;
revoke all on function private.plan_question_bank(uuid) from public;
grant execute on function private.plan_question_bank(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- Per-topic results across the caller's submitted attempts of a plan (or, p_plan_id null, of all their
-- attempts), one row per question answered, for the analytics charts.
-- ---------------------------------------------------------------------------------------------------------
create function private.practice_topic_results(p_plan_id uuid)
returns table (
  attempt_id uuid,
  test_id uuid,
  submitted_at timestamptz,
  topic text,
  is_correct boolean,
  time_spent_seconds integer
)
language sql
stable
security definer
set search_path = ''
as $$
  select a.id, a.test_id, a.submitted_at, coalesce(q.topic, 'General'), coalesce(ans.is_correct, false),
         coalesce(ans.time_spent_seconds, 0)
  from public.test_attempts a
  join public.test_questions q on q.test_id = a.test_id
  left join public.test_attempt_answers ans on ans.attempt_id = a.id and ans.question_id = q.id
  where a.user_id = (select auth.uid()) and a.status = 'submitted'
    and (p_plan_id is null or a.plan_id = p_plan_id)
  order by a.submitted_at, q.position
$$;

create function public.practice_topic_results(p_plan_id uuid default null)
returns table (
  attempt_id uuid,
  test_id uuid,
  submitted_at timestamptz,
  topic text,
  is_correct boolean,
  time_spent_seconds integer
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.practice_topic_results(p_plan_id)
$$;
revoke all on function public.practice_topic_results(uuid) from public, anon;
grant execute on function public.practice_topic_results(uuid) to authenticated, service_role;
revoke all on function private.practice_topic_results(uuid) from public;
grant execute on function private.practice_topic_results(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- Saves one answer as it is given (the session's autosave): the answer, the flag and the seconds spent so far.
-- Runs as the caller, so the answers' RLS (own open attempt, in time) and column privileges apply unchanged.
-- ---------------------------------------------------------------------------------------------------------
create function public.save_test_answer(
  p_attempt_id uuid,
  p_question_id uuid,
  p_answer text,
  p_flagged boolean default false,
  p_time_spent_seconds integer default 0
)
returns void
language sql
security invoker
set search_path = ''
as $$
  insert into public.test_attempt_answers (attempt_id, question_id, user_id, answer, flagged, time_spent_seconds)
  values (p_attempt_id, p_question_id, (select auth.uid()), nullif(p_answer, ''), coalesce(p_flagged, false),
          least(greatest(coalesce(p_time_spent_seconds, 0), 0), 86400))
  on conflict (attempt_id, question_id) do update
    set answer = excluded.answer, flagged = excluded.flagged, time_spent_seconds = excluded.time_spent_seconds
$$;
revoke all on function public.save_test_answer(uuid, uuid, text, boolean, integer) from public, anon;
grant execute on function public.save_test_answer(uuid, uuid, text, boolean, integer) to authenticated;
