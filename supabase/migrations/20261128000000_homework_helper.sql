-- The AI homework helper (issue 14): questions are answered by the homework-helper function, which charges the
-- content-analysis price through the paid-action mechanism and stores the answer here. Follow-up questions form
-- a thread under their first question. Without a provider, a question the engines cannot solve gets the similar
-- public questions and library passages below, cited and free.

alter table public.homework_questions
  -- The first question of the thread this follow-up belongs to (null for a first question).
  add column parent_id uuid references public.homework_questions (id) on delete cascade,
  -- Who answered: the step-by-step engine, the AI provider, or nobody (references only, not charged).
  add column answer_source text check (answer_source in ('engine', 'provider', 'references')),
  -- For a references answer: [{kind: 'question', slug, question, subject} | {kind: 'passage', slug, title, page, text}]
  add column citations jsonb not null default '[]'::jsonb check (jsonb_typeof(citations) = 'array'),
  add column points_spent integer not null default 0 check (points_spent >= 0),
  add column paid_action_id uuid references public.paid_actions (id) on delete set null;
create index homework_questions_parent_created_idx on public.homework_questions (parent_id, created_at)
  where parent_id is not null;
create index homework_questions_paid_action_id_idx on public.homework_questions (paid_action_id);

-- A public page shows a first question with its answer: follow-ups stay in their thread, and a question nobody
-- answered (references only) is not published.
alter table public.homework_questions
  add constraint homework_questions_public_is_answered
  check (not is_public or (parent_id is null and answer_source is distinct from 'references'));

-- Answers are written by the server (they are paid for): a browser writes the question and, afterwards, only
-- whether it is public and its subject.
revoke insert, update on public.homework_questions from anon, authenticated;
grant insert (id, slug, question, formatted_question, subject, subject_id, user_id, is_public)
  on public.homework_questions to authenticated;
grant update (is_public, subject, subject_id) on public.homework_questions to authenticated;
alter table public.homework_questions alter column status set default 'pending';

-- ---------------------------------------------------------------------------------------------------------
-- homework_references(p_query): what the library already holds on a question: up to 3 public questions and 3
-- passages of approved documents, best first. Any word of the question may match (an OR of its lexemes,
-- ranked by cover density). Passages come only from the pages a document shows in its public preview, so a
-- paid document's content is not handed out.
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.homework_references(p_query text, p_exclude_id uuid default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_plain tsquery := pg_catalog.plainto_tsquery('english'::regconfig, coalesce(p_query, ''));
  v_query tsquery;
  v_questions jsonb;
  v_passages jsonb;
begin
  if pg_catalog.numnode(v_plain) = 0 then
    return jsonb_build_object('questions', '[]'::jsonb, 'passages', '[]'::jsonb);
  end if;
  v_query := pg_catalog.replace(v_plain::text, ' & ', ' | ')::tsquery;

  select coalesce(jsonb_agg(to_jsonb(r) order by r.rank desc), '[]'::jsonb) into v_questions
  from (
    select q.id, q.slug, q.question, q.subject, q.final_answer,
           pg_catalog.ts_rank_cd(q.search_vector, v_query) as rank
    from public.homework_questions q
    where q.is_public and q.search_vector @@ v_query and q.id is distinct from p_exclude_id
    order by rank desc, q.created_at desc
    limit 3
  ) r;

  select coalesce(jsonb_agg(to_jsonb(r) order by r.rank desc), '[]'::jsonb) into v_passages
  from (
    select d.slug, d.title, p.page_number as page,
           pg_catalog.ts_headline('english'::regconfig, p.content, v_query,
             'MaxWords=45, MinWords=20, MaxFragments=1, StartSel="", StopSel=""') as text,
           pg_catalog.ts_rank_cd(p.search_vector, v_query) as rank
    from public.document_pages p
    join public.documents d on d.id = p.document_id
    where d.status = 'approved'
      and p.page_number <= greatest(coalesce(d.preview_page_count, 1), 1)
      and p.search_vector @@ v_query
    order by rank desc, d.download_count desc
    limit 3
  ) r;

  return jsonb_build_object('questions', v_questions, 'passages', v_passages);
end
$$;

create or replace function public.homework_references(p_query text, p_exclude_id uuid default null)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select private.homework_references(p_query, p_exclude_id)
$$;

revoke all on function private.homework_references(text, uuid) from public, anon;
grant execute on function private.homework_references(text, uuid) to authenticated, service_role;
revoke all on function public.homework_references(text, uuid) from public, anon;
grant execute on function public.homework_references(text, uuid) to authenticated, service_role;

-- Functions are executable by PUBLIC when created; in private, only the explicit grants above apply.
revoke execute on all functions in schema private from public;
