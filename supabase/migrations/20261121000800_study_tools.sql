-- Study tools: homework questions (+ helpful votes), flashcard decks, cards, per-user FSRS review state and
-- the append-only review log, test prep (plans, resources, tests, questions, attempts, answers) and document
-- chat (sessions, messages with cited pages, uploaded page text).

-- ---------------------------------------------------------------------------------------------------------
-- Homework helper
-- ---------------------------------------------------------------------------------------------------------
create table public.homework_questions (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  question text not null check (char_length(question) between 1 and 20000),
  -- {blocks: [{type: 'text' | 'math' | 'step', text}]}
  formatted_question jsonb check (jsonb_typeof(formatted_question) = 'object'),
  answer jsonb check (jsonb_typeof(answer) = 'object'),
  final_answer text,
  -- The subject's display name as the spec stores it, plus the catalogue link when known.
  subject text,
  subject_id uuid references public.subjects (id) on delete set null,
  user_id uuid references public.users (id) on delete set null,
  is_public boolean not null default false,
  status text not null default 'answered' check (status in ('pending', 'answered', 'failed')),
  helpful_count integer not null default 0 check (helpful_count >= 0),
  not_helpful_count integer not null default 0 check (not_helpful_count >= 0),
  view_count integer not null default 0 check (view_count >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  search_vector tsvector generated always as (
    setweight(to_tsvector('english'::regconfig, coalesce(question, '')), 'A')
    || setweight(to_tsvector('english'::regconfig, coalesce(subject, '')), 'B')
    || setweight(to_tsvector('english'::regconfig, coalesce(final_answer, '')), 'C')
  ) stored
);
create index homework_questions_user_created_idx on public.homework_questions (user_id, created_at desc);
create index homework_questions_public_created_idx on public.homework_questions (created_at desc) where is_public;
create index homework_questions_subject_id_idx on public.homework_questions (subject_id);
create index homework_questions_subject_idx on public.homework_questions (subject);
create index homework_questions_search_vector_idx on public.homework_questions using gin (search_vector);
create index homework_questions_question_trgm_idx on public.homework_questions using gin (question extensions.gin_trgm_ops);
create trigger homework_questions_fill_slug before insert or update of slug on public.homework_questions
  for each row execute function private.fill_slug('question');
create trigger homework_questions_set_updated_at before update on public.homework_questions
  for each row execute function private.set_updated_at('helpful_count', 'not_helpful_count', 'view_count');

create table public.homework_helpful_votes (
  question_id uuid not null references public.homework_questions (id) on delete cascade,
  user_id uuid not null references public.users (id) on delete cascade,
  helpful boolean not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (question_id, user_id)
);
create index homework_helpful_votes_user_id_idx on public.homework_helpful_votes (user_id);

alter table public.homework_questions enable row level security;
create policy "Anyone can read public homework questions" on public.homework_questions
  for select to anon, authenticated using (is_public);
create policy "Users can read their own homework questions" on public.homework_questions
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users can ask homework questions" on public.homework_questions
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Users can update their own homework questions" on public.homework_questions
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Users can delete their own homework questions" on public.homework_questions
  for delete to authenticated using (user_id = (select auth.uid()));
create policy "Admins can manage homework questions" on public.homework_questions
  for all to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
-- Vote and view counters are maintained by check_homework_helpful; clients write only the question itself.
revoke insert, update on public.homework_questions from anon, authenticated;
grant insert (id, slug, question, formatted_question, answer, final_answer, subject, subject_id, user_id, is_public, status)
  on public.homework_questions to authenticated;
grant update (slug, question, formatted_question, answer, final_answer, subject, subject_id, is_public, status)
  on public.homework_questions to authenticated;

alter table public.homework_helpful_votes enable row level security;
create policy "Users can read their own helpful votes" on public.homework_helpful_votes
  for select to authenticated using (user_id = (select auth.uid()));
revoke insert, update, delete, truncate on public.homework_helpful_votes from anon, authenticated;

-- Records the caller's helpful / not-helpful vote on a question (one per user; voting again changes it).
create or replace function public.check_homework_helpful(p_question_id uuid, p_helpful boolean)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user_id uuid := auth.uid();
  v_previous boolean;
  v_question public.homework_questions;
begin
  if v_user_id is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  if p_helpful is null then
    raise exception 'p_helpful must be true or false' using errcode = '22004';
  end if;
  select * into v_question from public.homework_questions q
  where q.id = p_question_id and (q.is_public or q.user_id = v_user_id)
  for no key update;
  if not found then
    raise exception 'Question not found' using errcode = 'P0002';
  end if;

  select v.helpful into v_previous from public.homework_helpful_votes v
  where v.question_id = p_question_id and v.user_id = v_user_id;
  if v_previous is not distinct from p_helpful then
    return jsonb_build_object('helpful', p_helpful, 'helpful_count', v_question.helpful_count,
                              'not_helpful_count', v_question.not_helpful_count);
  end if;

  insert into public.homework_helpful_votes (question_id, user_id, helpful) values (p_question_id, v_user_id, p_helpful)
  on conflict (question_id, user_id) do update set helpful = excluded.helpful, updated_at = pg_catalog.now();

  update public.homework_questions q
  set helpful_count = q.helpful_count + (case when p_helpful then 1 else 0 end) - (case when v_previous then 1 else 0 end),
      not_helpful_count = q.not_helpful_count + (case when p_helpful then 0 else 1 end)
        - (case when v_previous = false then 1 else 0 end)
  where q.id = p_question_id
  returning * into v_question;

  return jsonb_build_object('helpful', p_helpful, 'helpful_count', v_question.helpful_count,
                            'not_helpful_count', v_question.not_helpful_count);
end
$$;
revoke all on function public.check_homework_helpful(uuid, boolean) from public, anon;
grant execute on function public.check_homework_helpful(uuid, boolean) to authenticated;

-- ---------------------------------------------------------------------------------------------------------
-- Flashcards
-- ---------------------------------------------------------------------------------------------------------
create table public.flashcard_decks (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  name text not null check (char_length(name) between 1 and 200),
  description text,
  subject_id uuid references public.subjects (id) on delete set null,
  user_id uuid references public.users (id) on delete cascade,
  source_document_id uuid references public.documents (id) on delete set null,
  is_public boolean not null default false,
  card_count integer not null default 0 check (card_count >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  search_vector tsvector generated always as (
    setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A')
    || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B')
  ) stored
);
create index flashcard_decks_user_created_idx on public.flashcard_decks (user_id, created_at desc);
create index flashcard_decks_public_created_idx on public.flashcard_decks (created_at desc) where is_public;
create index flashcard_decks_subject_id_idx on public.flashcard_decks (subject_id);
create index flashcard_decks_source_document_id_idx on public.flashcard_decks (source_document_id);
create index flashcard_decks_search_vector_idx on public.flashcard_decks using gin (search_vector);
create index flashcard_decks_name_trgm_idx on public.flashcard_decks using gin (name extensions.gin_trgm_ops);
create trigger flashcard_decks_fill_slug before insert or update of slug on public.flashcard_decks
  for each row execute function private.fill_slug('name');
create trigger flashcard_decks_set_updated_at before update on public.flashcard_decks
  for each row execute function private.set_updated_at('card_count');

create table public.flashcards (
  id uuid primary key default gen_random_uuid(),
  deck_id uuid not null references public.flashcard_decks (id) on delete cascade,
  front text not null check (char_length(front) between 1 and 5000),
  back text not null check (char_length(back) between 1 and 10000),
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index flashcards_deck_position_idx on public.flashcards (deck_id, position);
create trigger flashcards_set_updated_at before update on public.flashcards
  for each row execute function private.set_updated_at();

create or replace function private.maintain_deck_card_count()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update public.flashcard_decks set card_count = greatest(card_count - 1, 0) where id = old.deck_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    update public.flashcard_decks set card_count = card_count + 1 where id = new.deck_id;
  end if;
  return null;
end
$$;
create trigger flashcards_maintain_card_count after insert or delete or update of deck_id on public.flashcards
  for each row execute function private.maintain_deck_card_count();

create or replace function private.guard_deck_counter()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_client_role() then
    new.card_count := case when tg_op = 'INSERT' then 0 else old.card_count end;
  end if;
  return new;
end
$$;
create trigger flashcard_decks_guard_counter before insert or update on public.flashcard_decks
  for each row execute function private.guard_deck_counter();

create or replace function private.can_read_deck(p_deck_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.flashcard_decks d
    where d.id = p_deck_id and (d.is_public or (auth.uid() is not null and d.user_id = auth.uid()))
  )
$$;

create or replace function private.owns_deck(p_deck_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.flashcard_decks d where d.id = p_deck_id and d.user_id = auth.uid())
$$;

create or replace function private.can_read_flashcard(p_card_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.flashcards c where c.id = p_card_id and private.can_read_deck(c.deck_id))
$$;
grant execute on function private.can_read_deck(uuid) to anon, authenticated, service_role;
grant execute on function private.owns_deck(uuid) to anon, authenticated, service_role;
grant execute on function private.can_read_flashcard(uuid) to anon, authenticated, service_role;

alter table public.flashcard_decks enable row level security;
create policy "Anyone can read public flashcard decks" on public.flashcard_decks
  for select to anon, authenticated using (is_public);
create policy "Users can read their own flashcard decks" on public.flashcard_decks
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users can create their own flashcard decks" on public.flashcard_decks
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Users can update their own flashcard decks" on public.flashcard_decks
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Users can delete their own flashcard decks" on public.flashcard_decks
  for delete to authenticated using (user_id = (select auth.uid()));
create policy "Admins can manage flashcard decks" on public.flashcard_decks
  for all to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));

alter table public.flashcards enable row level security;
create policy "Anyone can read cards of readable decks" on public.flashcards
  for select to anon, authenticated using (private.can_read_deck(deck_id));
create policy "Users can add cards to their own decks" on public.flashcards
  for insert to authenticated with check (private.owns_deck(deck_id));
create policy "Users can update cards of their own decks" on public.flashcards
  for update to authenticated using (private.owns_deck(deck_id)) with check (private.owns_deck(deck_id));
create policy "Users can delete cards of their own decks" on public.flashcards
  for delete to authenticated using (private.owns_deck(deck_id));
create policy "Admins can manage flashcards" on public.flashcards
  for all to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));

-- FSRS scheduling state of one card for one learner (ts-fsrs Card). Learners may study other users' public
-- decks, so the state is per user, not per card. state: 0 new, 1 learning, 2 review, 3 relearning.
create table public.flashcard_reviews (
  user_id uuid not null references public.users (id) on delete cascade,
  card_id uuid not null references public.flashcards (id) on delete cascade,
  deck_id uuid not null references public.flashcard_decks (id) on delete cascade,
  state smallint not null default 0 check (state between 0 and 3),
  due timestamptz not null default now(),
  stability double precision not null default 0 check (stability >= 0),
  difficulty double precision not null default 0 check (difficulty >= 0),
  elapsed_days integer not null default 0 check (elapsed_days >= 0),
  scheduled_days integer not null default 0 check (scheduled_days >= 0),
  learning_steps integer not null default 0 check (learning_steps >= 0),
  reps integer not null default 0 check (reps >= 0),
  lapses integer not null default 0 check (lapses >= 0),
  last_review timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (user_id, card_id)
);
create index flashcard_reviews_user_deck_due_idx on public.flashcard_reviews (user_id, deck_id, due);
create index flashcard_reviews_user_due_idx on public.flashcard_reviews (user_id, due);
create index flashcard_reviews_card_id_idx on public.flashcard_reviews (card_id);
create index flashcard_reviews_deck_id_idx on public.flashcard_reviews (deck_id);
create trigger flashcard_reviews_set_updated_at before update on public.flashcard_reviews
  for each row execute function private.set_updated_at();

alter table public.flashcard_reviews enable row level security;
create policy "Users can read their own review state" on public.flashcard_reviews
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users can start reviewing readable cards" on public.flashcard_reviews
  for insert to authenticated with check (user_id = (select auth.uid()) and private.can_read_flashcard(card_id));
create policy "Users can update their own review state" on public.flashcard_reviews
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Users can reset their own review state" on public.flashcard_reviews
  for delete to authenticated using (user_id = (select auth.uid()));

-- ts-fsrs ReviewLog, kept in full (ARCHITECTURE.md section 6). Append-only; the client chooses the id so a
-- review replayed after an offline period is recognised instead of counted twice.
create table public.flashcard_review_logs (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  card_id uuid not null references public.flashcards (id) on delete cascade,
  deck_id uuid not null references public.flashcard_decks (id) on delete cascade,
  -- 0 manual, 1 again, 2 hard, 3 good, 4 easy
  rating smallint not null check (rating between 0 and 4),
  state smallint not null check (state between 0 and 3),
  due timestamptz not null,
  stability double precision not null check (stability >= 0),
  difficulty double precision not null check (difficulty >= 0),
  elapsed_days integer not null check (elapsed_days >= 0),
  last_elapsed_days integer not null default 0 check (last_elapsed_days >= 0),
  scheduled_days integer not null check (scheduled_days >= 0),
  learning_steps integer not null default 0 check (learning_steps >= 0),
  reps integer not null default 0 check (reps >= 0),
  lapses integer not null default 0 check (lapses >= 0),
  review timestamptz not null,
  duration_ms integer check (duration_ms >= 0),
  created_at timestamptz not null default now()
);
create index flashcard_review_logs_user_review_idx on public.flashcard_review_logs (user_id, review desc);
create index flashcard_review_logs_user_deck_review_idx on public.flashcard_review_logs (user_id, deck_id, review desc);
create index flashcard_review_logs_card_id_idx on public.flashcard_review_logs (card_id);
create index flashcard_review_logs_deck_id_idx on public.flashcard_review_logs (deck_id);

alter table public.flashcard_review_logs enable row level security;
create policy "Users can read their own review log" on public.flashcard_review_logs
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users can log their own reviews of readable cards" on public.flashcard_review_logs
  for insert to authenticated with check (user_id = (select auth.uid()) and private.can_read_flashcard(card_id));
revoke update, delete, truncate on public.flashcard_review_logs from anon, authenticated;

-- ---------------------------------------------------------------------------------------------------------
-- Test prep
-- ---------------------------------------------------------------------------------------------------------
create table public.test_prep_plans (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  title text not null check (char_length(title) between 1 and 200),
  description text,
  subject_id uuid references public.subjects (id) on delete set null,
  exam_name text,
  exam_date date,
  goal text,
  status text not null default 'active' check (status in ('active', 'completed', 'archived')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index test_prep_plans_user_updated_idx on public.test_prep_plans (user_id, updated_at desc);
create index test_prep_plans_subject_id_idx on public.test_prep_plans (subject_id);
create trigger test_prep_plans_set_updated_at before update on public.test_prep_plans
  for each row execute function private.set_updated_at();

-- What a plan studies from (/test-prep/{planId}/edit-resources): library documents, decks, uploads or text.
create table public.test_prep_resources (
  id uuid primary key default gen_random_uuid(),
  plan_id uuid not null references public.test_prep_plans (id) on delete cascade,
  user_id uuid not null references public.users (id) on delete cascade,
  resource_type text not null check (resource_type in ('document', 'flashcard_deck', 'upload', 'text', 'url')),
  document_id uuid references public.documents (id) on delete cascade,
  flashcard_deck_id uuid references public.flashcard_decks (id) on delete cascade,
  title text not null,
  content text,
  file_path text,
  file_name text,
  url text,
  created_at timestamptz not null default now(),
  constraint test_prep_resources_target_check check (
    (resource_type = 'document') = (document_id is not null)
    and (resource_type = 'flashcard_deck') = (flashcard_deck_id is not null)
  )
);
create index test_prep_resources_plan_id_idx on public.test_prep_resources (plan_id, created_at);
create index test_prep_resources_user_id_idx on public.test_prep_resources (user_id);
create index test_prep_resources_document_id_idx on public.test_prep_resources (document_id);
create index test_prep_resources_flashcard_deck_id_idx on public.test_prep_resources (flashcard_deck_id);

create or replace function private.owns_test_prep_plan(p_plan_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.test_prep_plans p where p.id = p_plan_id and p.user_id = auth.uid())
$$;
grant execute on function private.owns_test_prep_plan(uuid) to authenticated, service_role;

-- Platform practice tests (user_id null, public, with a slug for /test-prep/test/{slug} and /tests/{id}) and
-- tests generated inside a user's plan.
create table public.tests (
  id uuid primary key default gen_random_uuid(),
  slug text unique,
  plan_id uuid references public.test_prep_plans (id) on delete cascade,
  user_id uuid references public.users (id) on delete cascade,
  subject_id uuid references public.subjects (id) on delete set null,
  title text not null check (char_length(title) between 1 and 200),
  description text,
  difficulty text not null default 'intermediate' check (difficulty in ('beginner', 'intermediate', 'advanced')),
  time_limit_minutes integer check (time_limit_minutes > 0),
  question_count integer not null default 0 check (question_count >= 0),
  is_public boolean not null default false,
  status text not null default 'ready' check (status in ('draft', 'generating', 'ready', 'failed', 'archived')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint tests_public_slug_check check (not is_public or slug is not null)
);
create index tests_plan_created_idx on public.tests (plan_id, created_at desc);
create index tests_user_created_idx on public.tests (user_id, created_at desc);
create index tests_subject_id_idx on public.tests (subject_id);
create index tests_public_created_idx on public.tests (created_at desc) where is_public;
create index tests_title_trgm_idx on public.tests using gin (title extensions.gin_trgm_ops);
create trigger tests_set_updated_at before update on public.tests
  for each row execute function private.set_updated_at('question_count');

-- Public tests need a slug; private ones get one only if asked for.
create or replace function private.fill_test_slug()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.slug is not null then
    new.slug := nullif(public.slugify(new.slug), '');
  end if;
  if new.slug is null and new.is_public then
    new.slug := private.unique_slug('public.tests'::regclass, new.title, new.id);
  end if;
  return new;
end
$$;
create trigger tests_fill_slug before insert or update of slug, is_public on public.tests
  for each row execute function private.fill_test_slug();

create table public.test_questions (
  id uuid primary key default gen_random_uuid(),
  test_id uuid not null references public.tests (id) on delete cascade,
  position integer not null default 0,
  question_type text not null check (question_type in ('multiple_choice', 'true_false', 'short_answer')),
  prompt text not null,
  options jsonb not null default '[]'::jsonb check (jsonb_typeof(options) = 'array'),
  correct_answer text not null,
  explanation text,
  topic text,
  points integer not null default 1 check (points > 0),
  created_at timestamptz not null default now()
);
create index test_questions_test_position_idx on public.test_questions (test_id, position);

create or replace function private.maintain_test_question_count()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update public.tests set question_count = greatest(question_count - 1, 0) where id = old.test_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    update public.tests set question_count = question_count + 1 where id = new.test_id;
  end if;
  return null;
end
$$;
create trigger test_questions_maintain_count after insert or delete or update of test_id on public.test_questions
  for each row execute function private.maintain_test_question_count();

create or replace function private.guard_test_counter()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_client_role() then
    new.question_count := case when tg_op = 'INSERT' then 0 else old.question_count end;
  end if;
  return new;
end
$$;
create trigger tests_guard_counter before insert or update on public.tests
  for each row execute function private.guard_test_counter();

create or replace function private.can_read_test(p_test_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.tests t
    where t.id = p_test_id and (t.is_public or (auth.uid() is not null and t.user_id = auth.uid()))
  )
$$;

create or replace function private.owns_test(p_test_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.tests t where t.id = p_test_id and t.user_id = auth.uid())
$$;
grant execute on function private.can_read_test(uuid) to anon, authenticated, service_role;
grant execute on function private.owns_test(uuid) to authenticated, service_role;

create table public.test_attempts (
  id uuid primary key default gen_random_uuid(),
  test_id uuid not null references public.tests (id) on delete cascade,
  user_id uuid not null references public.users (id) on delete cascade,
  plan_id uuid references public.test_prep_plans (id) on delete set null,
  status text not null default 'in_progress' check (status in ('in_progress', 'submitted', 'abandoned')),
  started_at timestamptz not null default now(),
  submitted_at timestamptz,
  time_spent_seconds integer not null default 0 check (time_spent_seconds >= 0),
  score numeric(5, 2) check (score between 0 and 100),
  correct_count integer check (correct_count >= 0),
  total_questions integer check (total_questions >= 0),
  points_earned integer check (points_earned >= 0),
  points_possible integer check (points_possible >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index test_attempts_user_created_idx on public.test_attempts (user_id, created_at desc);
create index test_attempts_test_user_idx on public.test_attempts (test_id, user_id);
create index test_attempts_plan_id_idx on public.test_attempts (plan_id);
create trigger test_attempts_set_updated_at before update on public.test_attempts
  for each row execute function private.set_updated_at();

create table public.test_attempt_answers (
  id uuid primary key default gen_random_uuid(),
  attempt_id uuid not null references public.test_attempts (id) on delete cascade,
  question_id uuid not null references public.test_questions (id) on delete cascade,
  user_id uuid not null references public.users (id) on delete cascade,
  answer text,
  -- Graded by the database, never taken from the client.
  is_correct boolean,
  answered_at timestamptz not null default now(),
  unique (attempt_id, question_id)
);
create index test_attempt_answers_question_id_idx on public.test_attempt_answers (question_id);
create index test_attempt_answers_user_id_idx on public.test_attempt_answers (user_id);

create or replace function private.owns_open_attempt(p_attempt_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.test_attempts a
    where a.id = p_attempt_id and a.user_id = auth.uid() and a.status = 'in_progress'
  )
$$;
grant execute on function private.owns_open_attempt(uuid) to authenticated, service_role;

create or replace function private.grade_test_answer()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_question public.test_questions;
begin
  select q.* into v_question
  from public.test_questions q
  join public.test_attempts a on a.test_id = q.test_id
  where q.id = new.question_id and a.id = new.attempt_id;
  if not found then
    raise exception 'The question is not part of this attempt''s test' using errcode = '23514';
  end if;
  new.is_correct := new.answer is not null
    and pg_catalog.lower(pg_catalog.btrim(new.answer)) = pg_catalog.lower(pg_catalog.btrim(v_question.correct_answer));
  new.answered_at := pg_catalog.now();
  return new;
end
$$;
create trigger test_attempt_answers_grade before insert or update on public.test_attempt_answers
  for each row execute function private.grade_test_answer();

alter table public.test_prep_plans enable row level security;
create policy "Users can read their own test prep plans" on public.test_prep_plans
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users can create their own test prep plans" on public.test_prep_plans
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Users can update their own test prep plans" on public.test_prep_plans
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Users can delete their own test prep plans" on public.test_prep_plans
  for delete to authenticated using (user_id = (select auth.uid()));

alter table public.test_prep_resources enable row level security;
create policy "Users can read resources of their own plans" on public.test_prep_resources
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users can add resources to their own plans" on public.test_prep_resources
  for insert to authenticated with check (
    user_id = (select auth.uid())
    and private.owns_test_prep_plan(plan_id)
    and (document_id is null or private.can_read_document(document_id))
    and (flashcard_deck_id is null or private.can_read_deck(flashcard_deck_id))
  );
create policy "Users can update resources of their own plans" on public.test_prep_resources
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and private.owns_test_prep_plan(plan_id));
create policy "Users can remove resources from their own plans" on public.test_prep_resources
  for delete to authenticated using (user_id = (select auth.uid()));

alter table public.tests enable row level security;
create policy "Anyone can read public tests" on public.tests
  for select to anon, authenticated using (is_public);
create policy "Users can read their own tests" on public.tests
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users can create tests in their own plans" on public.tests
  for insert to authenticated
  with check (user_id = (select auth.uid()) and (plan_id is null or private.owns_test_prep_plan(plan_id)));
create policy "Users can update their own tests" on public.tests
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Users can delete their own tests" on public.tests
  for delete to authenticated using (user_id = (select auth.uid()));
create policy "Admins can manage tests" on public.tests
  for all to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));

alter table public.test_questions enable row level security;
create policy "Anyone can read questions of readable tests" on public.test_questions
  for select to anon, authenticated using (private.can_read_test(test_id));
create policy "Users can add questions to their own tests" on public.test_questions
  for insert to authenticated with check (private.owns_test(test_id));
create policy "Users can update questions of their own tests" on public.test_questions
  for update to authenticated using (private.owns_test(test_id)) with check (private.owns_test(test_id));
create policy "Users can delete questions of their own tests" on public.test_questions
  for delete to authenticated using (private.owns_test(test_id));
create policy "Admins can manage test questions" on public.test_questions
  for all to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));

alter table public.test_attempts enable row level security;
create policy "Users can read their own test attempts" on public.test_attempts
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users can start attempts at readable tests" on public.test_attempts
  for insert to authenticated with check (
    user_id = (select auth.uid()) and status = 'in_progress' and private.can_read_test(test_id)
    and (plan_id is null or private.owns_test_prep_plan(plan_id))
  );
-- Only the clock may be updated by the client; submission and scoring go through submit_test_attempt.
create policy "Users can update their own open attempts" on public.test_attempts
  for update to authenticated
  using (user_id = (select auth.uid()) and status = 'in_progress')
  with check (user_id = (select auth.uid()));
create policy "Users can delete their own test attempts" on public.test_attempts
  for delete to authenticated using (user_id = (select auth.uid()));
revoke insert, update on public.test_attempts from anon, authenticated;
grant insert (id, test_id, user_id, plan_id, started_at) on public.test_attempts to authenticated;
grant update (time_spent_seconds) on public.test_attempts to authenticated;

alter table public.test_attempt_answers enable row level security;
create policy "Users can read their own test answers" on public.test_attempt_answers
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users can answer in their own open attempts" on public.test_attempt_answers
  for insert to authenticated with check (user_id = (select auth.uid()) and private.owns_open_attempt(attempt_id));
create policy "Users can change answers in their own open attempts" on public.test_attempt_answers
  for update to authenticated
  using (user_id = (select auth.uid()) and private.owns_open_attempt(attempt_id))
  with check (user_id = (select auth.uid()) and private.owns_open_attempt(attempt_id));
revoke insert, update on public.test_attempt_answers from anon, authenticated;
grant insert (id, attempt_id, question_id, user_id, answer) on public.test_attempt_answers to authenticated;
grant update (answer) on public.test_attempt_answers to authenticated;

-- Closes an attempt and scores it from the graded answers; unanswered questions count as wrong.
create or replace function public.submit_test_attempt(p_attempt_id uuid, p_time_spent_seconds integer default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_attempt public.test_attempts;
  v_total integer;
  v_correct integer;
  v_points_possible integer;
  v_points_earned integer;
begin
  select * into v_attempt from public.test_attempts a
  where a.id = p_attempt_id and a.user_id = auth.uid()
  for update;
  if not found then
    raise exception 'Attempt not found' using errcode = 'P0002';
  end if;
  if v_attempt.status <> 'in_progress' then
    return jsonb_build_object('attempt_id', v_attempt.id, 'score', v_attempt.score,
                              'correct_count', v_attempt.correct_count, 'total_questions', v_attempt.total_questions,
                              'already_submitted', true);
  end if;

  select count(*)::integer, coalesce(sum(q.points), 0)::integer,
         count(*) filter (where ans.is_correct)::integer,
         coalesce(sum(q.points) filter (where ans.is_correct), 0)::integer
  into v_total, v_points_possible, v_correct, v_points_earned
  from public.test_questions q
  left join public.test_attempt_answers ans on ans.question_id = q.id and ans.attempt_id = v_attempt.id
  where q.test_id = v_attempt.test_id;

  update public.test_attempts a
  set status = 'submitted',
      submitted_at = pg_catalog.now(),
      time_spent_seconds = coalesce(greatest(p_time_spent_seconds, 0), a.time_spent_seconds),
      total_questions = v_total,
      correct_count = v_correct,
      points_possible = v_points_possible,
      points_earned = v_points_earned,
      score = case when v_points_possible > 0 then round(100.0 * v_points_earned / v_points_possible, 2) else 0 end
  where a.id = v_attempt.id
  returning * into v_attempt;

  return jsonb_build_object('attempt_id', v_attempt.id, 'score', v_attempt.score, 'correct_count', v_correct,
                            'total_questions', v_total, 'already_submitted', false);
end
$$;
revoke all on function public.submit_test_attempt(uuid, integer) from public, anon;
grant execute on function public.submit_test_attempt(uuid, integer) to authenticated;

-- ---------------------------------------------------------------------------------------------------------
-- Document chat
-- ---------------------------------------------------------------------------------------------------------
create table public.document_chat_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  -- A library document the user owns or uploaded, or (document_id null) a file uploaded just for the chat.
  document_id uuid references public.documents (id) on delete set null,
  title text not null default 'New chat' check (char_length(title) <= 300),
  file_path text,
  file_name text,
  file_size bigint check (file_size >= 0),
  file_type text,
  page_count integer check (page_count >= 0),
  status text not null default 'ready' check (status in ('processing', 'ready', 'failed', 'archived')),
  message_count integer not null default 0 check (message_count >= 0),
  points_spent integer not null default 0 check (points_spent >= 0),
  last_message_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index document_chat_sessions_user_updated_idx on public.document_chat_sessions (user_id, updated_at desc);
create index document_chat_sessions_document_id_idx on public.document_chat_sessions (document_id);
create trigger document_chat_sessions_set_updated_at before update on public.document_chat_sessions
  for each row execute function private.set_updated_at();

create table public.document_chat_messages (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references public.document_chat_sessions (id) on delete cascade,
  user_id uuid not null references public.users (id) on delete cascade,
  role text not null check (role in ('user', 'assistant', 'system')),
  content text not null,
  -- Pages the answer drew on, for the "page N" links, and the passages themselves.
  cited_pages integer[] not null default '{}',
  citations jsonb not null default '[]'::jsonb check (jsonb_typeof(citations) = 'array'),
  points_spent integer not null default 0 check (points_spent >= 0),
  transaction_id uuid references public.points_transactions (id) on delete set null,
  created_at timestamptz not null default now()
);
create index document_chat_messages_session_created_idx on public.document_chat_messages (session_id, created_at);
create index document_chat_messages_user_id_idx on public.document_chat_messages (user_id);
create index document_chat_messages_transaction_id_idx on public.document_chat_messages (transaction_id);

-- Text of a file uploaded for a chat, searched page by page to ground the answers.
create table public.document_chat_pages (
  session_id uuid not null references public.document_chat_sessions (id) on delete cascade,
  page_number integer not null check (page_number > 0),
  content text not null,
  search_vector tsvector generated always as (to_tsvector('english'::regconfig, content)) stored,
  primary key (session_id, page_number)
);
create index document_chat_pages_search_vector_idx on public.document_chat_pages using gin (search_vector);

create or replace function private.maintain_chat_session_stats()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.document_chat_sessions
  set message_count = message_count + 1,
      points_spent = points_spent + new.points_spent,
      last_message_at = new.created_at
  where id = new.session_id;
  return null;
end
$$;
create trigger document_chat_messages_maintain_stats after insert on public.document_chat_messages
  for each row execute function private.maintain_chat_session_stats();

create or replace function private.guard_chat_session_counters()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_client_role() then
    if tg_op = 'INSERT' then
      new.message_count := 0;
      new.points_spent := 0;
      new.last_message_at := null;
    else
      new.message_count := old.message_count;
      new.points_spent := old.points_spent;
      new.last_message_at := old.last_message_at;
    end if;
  end if;
  return new;
end
$$;
create trigger document_chat_sessions_guard_counters before insert or update on public.document_chat_sessions
  for each row execute function private.guard_chat_session_counters();

create or replace function private.owns_chat_session(p_session_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.document_chat_sessions s where s.id = p_session_id and s.user_id = auth.uid())
$$;
grant execute on function private.owns_chat_session(uuid) to authenticated, service_role;

alter table public.document_chat_sessions enable row level security;
create policy "Users can read their own chat sessions" on public.document_chat_sessions
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users can start chats on documents they can open" on public.document_chat_sessions
  for insert to authenticated with check (
    user_id = (select auth.uid()) and (document_id is null or private.can_access_document_content(document_id))
  );
create policy "Users can update their own chat sessions" on public.document_chat_sessions
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and (document_id is null or private.can_access_document_content(document_id)));
create policy "Users can delete their own chat sessions" on public.document_chat_sessions
  for delete to authenticated using (user_id = (select auth.uid()));

alter table public.document_chat_messages enable row level security;
create policy "Users can read messages of their own chats" on public.document_chat_messages
  for select to authenticated using (user_id = (select auth.uid()));
-- Assistant answers cost points and are written by the chat function; the user writes only their questions.
create policy "Users can post questions in their own chats" on public.document_chat_messages
  for insert to authenticated with check (
    user_id = (select auth.uid()) and role = 'user' and points_spent = 0 and transaction_id is null
    and private.owns_chat_session(session_id)
  );
revoke update on public.document_chat_messages from anon, authenticated;

alter table public.document_chat_pages enable row level security;
create policy "Users can read pages of their own chats" on public.document_chat_pages
  for select to authenticated using (private.owns_chat_session(session_id));
create policy "Users can add pages to their own chats" on public.document_chat_pages
  for insert to authenticated with check (private.owns_chat_session(session_id));

-- Functions are executable by PUBLIC when created; in private, only the explicit grants above apply.
revoke execute on all functions in schema private from public;
