-- Practice tests are for practice: a question's answer and explanation, and whether a given answer was right,
-- stay hidden until the reader has submitted their attempt. Column privileges hide them from the API roles
-- (a select of these columns answers 42501); test_attempt_review shows them for a submitted attempt, and
-- test_questions_for_author to the test's author and admins.
revoke select on public.test_questions from anon, authenticated;
grant select (id, test_id, position, question_type, prompt, options, topic, points, created_at)
  on public.test_questions to anon, authenticated;

revoke select on public.test_attempt_answers from authenticated;
grant select (id, attempt_id, question_id, user_id, answer, answered_at) on public.test_attempt_answers to authenticated;

create or replace function public.test_attempt_review(p_attempt_id uuid)
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
  explanation text
)
language sql
stable
security definer
set search_path = ''
as $$
  select q.id, q.position, q.question_type, q.prompt, q.options, q.topic, a.answer, coalesce(a.is_correct, false),
         q.correct_answer, q.explanation
  from public.test_attempts t
  join public.test_questions q on q.test_id = t.test_id
  left join public.test_attempt_answers a on a.attempt_id = t.id and a.question_id = q.id
  where t.id = p_attempt_id and t.user_id = (select auth.uid()) and t.status = 'submitted'
  order by q.position
$$;
revoke all on function public.test_attempt_review(uuid) from public, anon;
grant execute on function public.test_attempt_review(uuid) to authenticated;

create or replace function public.test_questions_for_author(p_test_id uuid)
returns setof public.test_questions
language sql
stable
security definer
set search_path = ''
as $$
  select q.* from public.test_questions q
  join public.tests t on t.id = q.test_id
  where q.test_id = p_test_id and (t.user_id = (select auth.uid()) or private.is_admin())
  order by q.position
$$;
revoke all on function public.test_questions_for_author(uuid) from public, anon;
grant execute on function public.test_questions_for_author(uuid) to authenticated;
