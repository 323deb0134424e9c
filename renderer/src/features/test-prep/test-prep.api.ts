// Test prep: study plans with their resources, practice tests generated from them (a paid action), attempts
// saved answer by answer, and the results and analytics the database reveals only after submission.
import { queryOptions } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Json } from '../../../../shared/db/database.types';
import { loadSupabase } from '../../lib/supabase.loader';

type Client = SupabaseClient<Database>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The plan id of the session route for a public test taken outside any plan. */
export const PUBLIC_PLAN = 'public';

function fail(error: { message: string }): never {
  throw new Error(error.message);
}

async function currentUserId(client: Client): Promise<string> {
  const { data } = await client.auth.getSession();
  const id = data.session?.user.id;
  if (!id) throw new Error('User not authenticated');
  return id;
}

export function stringsOf(value: Json): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

const PLAN_COLUMNS =
  'id, title, description, exam_date, subject_id, status, created_at, updated_at, subject:subjects(name)';

/** The learner's plans, each with its tests taken and latest score. */
export async function fetchPlans(client: Client) {
  const userId = await currentUserId(client);
  const [plans, attempts] = await Promise.all([
    client
      .from('test_prep_plans')
      .select(PLAN_COLUMNS)
      .eq('user_id', userId)
      .order('updated_at', { ascending: false }),
    client
      .from('test_attempts')
      .select('plan_id, score, submitted_at')
      .eq('user_id', userId)
      .eq('status', 'submitted')
      .not('plan_id', 'is', null)
      .order('submitted_at'),
  ]);
  if (plans.error) fail(plans.error);
  if (attempts.error) fail(attempts.error);
  return plans.data.map((plan) => {
    const taken = attempts.data.filter((a) => a.plan_id === plan.id);
    const last = taken.at(-1);
    return { ...plan, testsTaken: taken.length, latestScore: last?.score ?? null };
  });
}
export type PlanSummary = Awaited<ReturnType<typeof fetchPlans>>[number];

/** A plan with its resources, tests, attempts, per-question results and question bank. */
export async function fetchPlan(client: Client, planId: string) {
  if (!UUID.test(planId)) return null;
  const userId = await currentUserId(client);
  const plan = await client
    .from('test_prep_plans')
    .select(PLAN_COLUMNS)
    .eq('id', planId)
    .eq('user_id', userId)
    .maybeSingle();
  if (plan.error) fail(plan.error);
  if (!plan.data) return null;
  const [resources, tests, attempts, results, bank] = await Promise.all([
    client
      .from('test_prep_resources')
      .select('id, resource_type, title, content, document_id, flashcard_deck_id, created_at')
      .eq('plan_id', planId)
      .order('created_at'),
    client
      .from('tests')
      .select('id, title, difficulty, time_limit_minutes, question_count, created_at')
      .eq('plan_id', planId)
      .order('created_at', { ascending: false }),
    client
      .from('test_attempts')
      .select(
        'id, test_id, status, score, correct_count, total_questions, time_spent_seconds, started_at, submitted_at',
      )
      .eq('plan_id', planId)
      .eq('user_id', userId)
      .order('started_at'),
    client.rpc('practice_topic_results', { p_plan_id: planId }),
    client.rpc('plan_question_bank', { p_plan_id: planId }),
  ]);
  for (const answer of [resources, tests, attempts, results, bank]) if (answer.error) fail(answer.error);
  return {
    plan: plan.data,
    resources: resources.data ?? [],
    tests: tests.data ?? [],
    attempts: attempts.data ?? [],
    results: results.data ?? [],
    bank: (bank.data ?? []).map((q) => ({ ...q, options: stringsOf(q.options) })),
  };
}
export type PlanDetail = NonNullable<Awaited<ReturnType<typeof fetchPlan>>>;

export interface PlanInput {
  title: string;
  subjectId: string | null;
  examDate: string | null;
  description: string;
}

export async function savePlan(input: PlanInput, planId?: string): Promise<string> {
  const client = await loadSupabase();
  const userId = await currentUserId(client);
  const row = {
    title: input.title.trim(),
    subject_id: input.subjectId || null,
    exam_date: input.examDate || null,
    description: input.description.trim() || null,
  };
  const saved = planId
    ? await client.from('test_prep_plans').update(row).eq('id', planId).select('id').single()
    : await client
        .from('test_prep_plans')
        .insert({ ...row, user_id: userId })
        .select('id')
        .single();
  if (saved.error) fail(saved.error);
  return saved.data.id;
}

export type ResourceInput =
  | { kind: 'text'; title: string; content: string }
  | { kind: 'document'; title: string; documentId: string }
  | { kind: 'deck'; title: string; deckId: string };

export async function addResource(planId: string, input: ResourceInput): Promise<void> {
  const client = await loadSupabase();
  const userId = await currentUserId(client);
  const base = { plan_id: planId, user_id: userId, title: input.title.trim().slice(0, 300) };
  const { error } = await client
    .from('test_prep_resources')
    .insert(
      input.kind === 'text'
        ? { ...base, resource_type: 'text', content: input.content }
        : input.kind === 'document'
          ? { ...base, resource_type: 'document', document_id: input.documentId }
          : { ...base, resource_type: 'flashcard_deck', flashcard_deck_id: input.deckId },
    );
  if (error) fail(error);
}

export async function removeResource(resourceId: string): Promise<void> {
  const client = await loadSupabase();
  const { error } = await client.from('test_prep_resources').delete().eq('id', resourceId);
  if (error) fail(error);
}

export async function fetchSubjects(client: Client) {
  const { data, error } = await client.from('subjects').select('id, name').order('name');
  if (error) fail(error);
  return data;
}

/** Decks the learner may add to a plan: their own and those they saved. */
export async function fetchPlanDecks(client: Client) {
  const userId = await currentUserId(client);
  const [own, saved] = await Promise.all([
    client.from('flashcard_decks').select('id, name, card_count').eq('user_id', userId).order('name'),
    client
      .from('saved_flashcard_decks')
      .select('deck:flashcard_decks(id, name, card_count)')
      .eq('user_id', userId),
  ]);
  if (own.error) fail(own.error);
  if (saved.error) fail(saved.error);
  return [...own.data, ...saved.data.flatMap((s) => (s.deck ? [s.deck] : []))];
}

export type QuestionType = 'multiple_choice' | 'true_false' | 'short_answer';
export type Difficulty = 'beginner' | 'intermediate' | 'advanced';

/**
 * The session: the test, its questions (never their answers), and the learner's open attempt with the answers
 * saved so far — started now if there is none, so a reload resumes where the learner was.
 */
export async function fetchSession(client: Client, planId: string, testId: string) {
  if (!UUID.test(testId) || (planId !== PUBLIC_PLAN && !UUID.test(planId))) return null;
  const userId = await currentUserId(client);
  const test = await client
    .from('tests')
    .select('id, title, slug, plan_id, time_limit_minutes, question_count, difficulty, is_public')
    .eq('id', testId)
    .maybeSingle();
  if (test.error) fail(test.error);
  if (!test.data) return null;
  if (planId === PUBLIC_PLAN ? !test.data.is_public : test.data.plan_id !== planId) return null;
  const questions = await client
    .from('test_questions')
    .select('id, position, question_type, prompt, options, topic')
    .eq('test_id', testId)
    .order('position');
  if (questions.error) fail(questions.error);
  const open = await client
    .from('test_attempts')
    .select('id, started_at, status')
    .eq('test_id', testId)
    .eq('user_id', userId)
    .eq('status', 'in_progress')
    .order('started_at', { ascending: false })
    .limit(1)
    .maybeSingle();
  if (open.error) fail(open.error);
  let attempt = open.data;
  if (!attempt) {
    const started = await client
      .from('test_attempts')
      .insert({ test_id: testId, user_id: userId, plan_id: planId === PUBLIC_PLAN ? null : planId })
      .select('id, started_at, status')
      .single();
    if (started.error) fail(started.error);
    attempt = started.data;
  }
  const answers = await client
    .from('test_attempt_answers')
    .select('question_id, answer, flagged, time_spent_seconds')
    .eq('attempt_id', attempt.id);
  if (answers.error) fail(answers.error);
  return {
    test: test.data,
    attempt,
    questions: questions.data.map((q) => ({ ...q, options: stringsOf(q.options) })),
    answers: answers.data,
  };
}
export type Session = NonNullable<Awaited<ReturnType<typeof fetchSession>>>;

export async function saveAnswer(input: {
  attemptId: string;
  questionId: string;
  answer: string | null;
  flagged: boolean;
  timeSpentSeconds: number;
}): Promise<void> {
  const client = await loadSupabase();
  const { error } = await client.rpc('save_test_answer', {
    p_attempt_id: input.attemptId,
    p_question_id: input.questionId,
    p_answer: input.answer ?? '',
    p_flagged: input.flagged,
    p_time_spent_seconds: Math.round(input.timeSpentSeconds),
  });
  if (error) fail(error);
}

export async function submitAttempt(attemptId: string, timeSpentSeconds: number): Promise<void> {
  const client = await loadSupabase();
  const { error } = await client.rpc('submit_test_attempt', {
    p_attempt_id: attemptId,
    p_time_spent_seconds: Math.round(timeSpentSeconds),
  });
  if (error) fail(error);
}

/** The latest submitted attempt of a test with its review (answers, explanations, sources), or null. */
export async function fetchResults(client: Client, testId: string) {
  if (!UUID.test(testId)) return null;
  const userId = await currentUserId(client);
  const [test, attempts] = await Promise.all([
    client.from('tests').select('id, title, plan_id, time_limit_minutes').eq('id', testId).maybeSingle(),
    client
      .from('test_attempts')
      .select('id, score, correct_count, total_questions, time_spent_seconds, submitted_at')
      .eq('test_id', testId)
      .eq('user_id', userId)
      .eq('status', 'submitted')
      .order('submitted_at', { ascending: false }),
  ]);
  if (test.error) fail(test.error);
  if (attempts.error) fail(attempts.error);
  const latest = attempts.data[0];
  if (!test.data || !latest) return null;
  const review = await client.rpc('test_attempt_review', { p_attempt_id: latest.id });
  if (review.error) fail(review.error);
  return {
    test: test.data,
    attempt: latest,
    previous: attempts.data.slice(1),
    review: review.data.map((r) => ({ ...r, options: stringsOf(r.options) })),
  };
}
export type Results = NonNullable<Awaited<ReturnType<typeof fetchResults>>>;

export const testPrepKeys = {
  all: ['test-prep'] as const,
  plans: () => [...testPrepKeys.all, 'plans'] as const,
  plan: (planId: string) => [...testPrepKeys.all, 'plan', planId] as const,
  session: (testId: string) => [...testPrepKeys.all, 'session', testId] as const,
  results: (testId: string) => [...testPrepKeys.all, 'results', testId] as const,
  subjects: () => [...testPrepKeys.all, 'subjects'] as const,
  decks: () => [...testPrepKeys.all, 'decks'] as const,
};

export const plansQuery = () =>
  queryOptions({ queryKey: testPrepKeys.plans(), queryFn: async () => fetchPlans(await loadSupabase()) });
export const planQuery = (planId: string) =>
  queryOptions({
    queryKey: testPrepKeys.plan(planId),
    queryFn: async () => fetchPlan(await loadSupabase(), planId),
  });
export const sessionQuery = (planId: string, testId: string) =>
  queryOptions({
    queryKey: testPrepKeys.session(testId),
    queryFn: async () => fetchSession(await loadSupabase(), planId, testId),
    // The session keeps its own state once loaded; a refetch would reset the learner's place.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
export const resultsQuery = (testId: string) =>
  queryOptions({
    queryKey: testPrepKeys.results(testId),
    queryFn: async () => fetchResults(await loadSupabase(), testId),
  });
export const subjectsQuery = () =>
  queryOptions({
    queryKey: testPrepKeys.subjects(),
    queryFn: async () => fetchSubjects(await loadSupabase()),
    staleTime: 600_000,
  });
export const planDecksQuery = () =>
  queryOptions({ queryKey: testPrepKeys.decks(), queryFn: async () => fetchPlanDecks(await loadSupabase()) });
