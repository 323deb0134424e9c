// homework-helper (issue 14): { question, subject?, parent_id?, idempotency_key } → the answered question.
// The step-by-step engine answers the maths it covers and the AI provider the rest; either is charged the
// content-analysis price (spec 1 section 9) with the answer, through the paid-action mechanism. Without an
// answer (no provider, or the provider failed and was refunded) the question gets the similar public questions
// and library passages, cited, and no charge.
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import type { Database, Json } from '../../../shared/db/database.types.ts';
import {
  homeworkHelperContract,
  type HomeworkQuestionRow,
} from '../../../shared/functions/study-tools.contract.ts';
import { contentAnalysisCost } from '../../../shared/study/pricing/points-pricing.engine.ts';
import { OpenAiCompatibleClient } from '../../../shared/study/provider/openai-compatible.client.ts';
import { answerAsText, solveWithProvider } from '../../../shared/study/homework/homework-answer.engine.ts';
import type { HomeworkAnswer, HomeworkTurn } from '../../../shared/study/homework/homework-answer.engine.ts';
import {
  engineTurn,
  type EngineTurn,
  type EngineTurnInput,
} from '../../../shared/study/homework/homework-engine-turn.engine.ts';
import { isRelevantReference } from '../../../shared/study/homework/homework-references.util.ts';
import type { HomeworkBlock } from '../../../shared/study/homework/homework.types.ts';
import { configuredProvider } from '../_shared/ai-provider.ts';
import { defineFunction, type FunctionContext } from '../_shared/define-function.ts';
import { FunctionError } from '../_shared/function-error.ts';
import { chunksWhile, textPieces } from '../_shared/paid-action-stream.ts';
import { serviceClient } from '../_shared/supabase-clients.ts';
import { busyRefusal } from '../_shared/study-engines.ts';
import { createWorkerPool, WorkerBusyError, WorkerTimeoutError } from '../_shared/worker-pool.ts';

/** What the screens read of a question (the same columns as the dashboard's history). */
const QUESTION_COLUMNS =
  'id, slug, question, formatted_question, answer, final_answer, subject, is_public, status, answer_source, citations, points_spent, parent_id, helpful_count, not_helpful_count, created_at';

const NO_ANSWER =
  'The AI tutor is not available right now, so this question was not answered and you were not charged.';
const PROVIDER_FAILED =
  'The AI tutor could not answer just now, so your points were refunded and this question was not charged.';
const REFERENCES_FOUND = 'Here is what the library already holds on this question:';
const REFERENCES_NONE =
  'Nothing similar is in the library yet. Try rephrasing the question, or ask again later.';

type Caller = SupabaseClient<Database>;

/**
 * The engine's work (mathjs: up to a few hundred ms of CPU for a hard or unsolvable equation) runs in a worker, so
 * one student's quintic does not hold up every other request this process serves.
 */
const engine = createWorkerPool<EngineTurnInput, EngineTurn>({
  entry: new URL('./homework-engine.worker.ts', import.meta.url),
  inThread: engineTurn,
  name: 'homework engine',
  timeoutMs: 10_000,
});
const ENGINE_GAVE_UP = 'The step-by-step solver could not finish this question in time.';

/** The engine's turn; a question it works on past its time limit is one it did not answer. */
async function engineTurnOf(asked: Asked, providerAvailable: boolean): Promise<EngineTurn> {
  try {
    // Held to the caller's share of the pool: one student's many questions at once cannot keep the others waiting.
    return await engine.run(
      { question: asked.question, thread: asked.thread?.questions ?? null, providerAvailable },
      asked.userId,
    );
  } catch (error) {
    if (error instanceof WorkerBusyError) throw busyRefusal(error);
    if (!(error instanceof WorkerTimeoutError)) throw error;
    return {
      answer: null,
      refusal: ENGINE_GAVE_UP,
      formattedQuestion: [{ type: 'text', text: asked.question }],
    };
  }
}

interface Thread {
  rootId: string;
  /** Every earlier question of the thread, in order (the offline engine works out the problem from them). */
  questions: string[];
  /** The answered turns, for the provider's conversation. */
  history: HomeworkTurn[];
}

interface Asked {
  userId: string;
  question: string;
  subject: string | null;
  subjectId: string | null;
  thread: Thread | null;
}

function blocksOf(value: Json | null): HomeworkBlock[] {
  const blocks = (value as { blocks?: unknown } | null)?.blocks;
  return Array.isArray(blocks) ? (blocks as HomeworkBlock[]) : [];
}

/** The thread a follow-up joins, read as the caller (RLS: only their own questions), or a 404. */
async function threadOf(caller: Caller, parentId: string, userId: string): Promise<Thread> {
  const { data: parent, error } = await caller
    .from('homework_questions')
    .select('id, parent_id')
    .eq('id', parentId)
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw new FunctionError(400, error.message);
  if (!parent) throw new FunctionError(404, 'Question not found');
  const rootId = parent.parent_id ?? parent.id;
  const { data: turns, error: turnsError } = await caller
    .from('homework_questions')
    .select('question, answer, final_answer, answer_source')
    .or(`id.eq.${rootId},parent_id.eq.${rootId}`)
    .order('created_at');
  if (turnsError) throw new FunctionError(400, turnsError.message);
  return {
    rootId,
    questions: (turns ?? []).map((t) => t.question),
    history: (turns ?? [])
      .filter((t) => t.answer_source !== 'references')
      .map((t) => ({ question: t.question, answer: answerAsText(blocksOf(t.answer), t.final_answer) })),
  };
}

/** Who asks what: the subject matched to a known one, and the thread a follow-up joins. */
async function askedOf({
  input,
  user,
  caller,
}: FunctionContext<typeof homeworkHelperContract>): Promise<Asked> {
  let subject = input.subject;
  let subjectId: string | null = null;
  if (subject !== null) {
    const { data } = await caller.from('subjects').select('id, name').ilike('name', subject).maybeSingle();
    if (data) [subjectId, subject] = [data.id, data.name];
  }
  const thread = input.parent_id ? await threadOf(caller, input.parent_id, user.id) : null;
  return { userId: user.id, question: input.question, subject, subjectId, thread };
}

/** What private.homework_references answers (jsonb): similar public questions and library passages. */
const HOMEWORK_REFERENCES = z.object({
  questions: z.array(
    z.object({
      slug: z.string(),
      question: z.string(),
      subject: z.string().nullable(),
      final_answer: z.string().nullable(),
    }),
  ),
  passages: z.array(z.object({ slug: z.string(), title: z.string(), page: z.number(), text: z.string() })),
});

const FOREIGN_KEY_VIOLATION = '23503';

/** Stores a question with its answer (service role: answers are the server's to write) and returns it. */
async function store(
  asked: Asked,
  fields: {
    answer:
      HomeworkAnswer | { formattedQuestion: HomeworkBlock[]; answer: HomeworkBlock[]; finalAnswer: null };
    source: 'engine' | 'provider' | 'references';
    citations?: Json[];
    pointsSpent?: number;
    paidActionId?: string | null;
  },
) {
  const insert = (parentId: string | null) =>
    serviceClient()
      .from('homework_questions')
      .insert({
        // The slug trigger fills it from the question; the generated Insert type cannot know that.
        slug: '',
        question: asked.question,
        formatted_question: { blocks: fields.answer.formattedQuestion },
        answer: { blocks: fields.answer.answer },
        final_answer: fields.answer.finalAnswer,
        subject: asked.subject,
        subject_id: asked.subjectId,
        user_id: asked.userId,
        is_public: false,
        status: 'answered',
        answer_source: fields.source,
        citations: fields.citations ?? [],
        points_spent: fields.pointsSpent ?? 0,
        paid_action_id: fields.paidActionId ?? null,
        parent_id: parentId,
      })
      .select(QUESTION_COLUMNS)
      .single();
  const parentId = asked.thread?.rootId ?? null;
  let { data, error } = await insert(parentId);
  // The question it follows was deleted while the answer was written: the answer reached the student (and is
  // paid), so it is kept as a question of its own rather than lost (and refunded) with its thread.
  if (error?.code === FOREIGN_KEY_VIOLATION && parentId !== null) ({ data, error } = await insert(null));
  if (error || !data) throw new Error(error?.message ?? 'The answer could not be saved');
  return data;
}

/** The free answer: similar public questions and library passages, cited. */
async function referencesAnswer(
  asked: Asked,
  turn: Extract<EngineTurn, { answer: null }>,
  providerFailed: boolean,
) {
  const { data, error } = await serviceClient().rpc('homework_references', { p_query: asked.question });
  if (error) throw new FunctionError(500, error.message);
  const found = HOMEWORK_REFERENCES.parse(data);
  // The search matches any word of the question: only matches on its topic are shown (nothing rather than noise).
  const questions = found.questions.filter((q) => isRelevantReference(asked.question, q.question));
  const passages = found.passages.filter((p) => isRelevantReference(asked.question, `${p.title} ${p.text}`));
  const citations: Json[] = [
    ...questions.map((q) => ({
      kind: 'question',
      slug: q.slug,
      question: q.question,
      subject: q.subject,
      final_answer: q.final_answer,
    })),
    ...passages.map((p) => ({
      kind: 'passage',
      slug: p.slug,
      title: p.title,
      page: p.page,
      text: p.text,
    })),
  ];
  // Said precisely: why the offline solver did not answer (for a follow-up, what it can answer), before any charge.
  const refusal = providerFailed ? null : turn.refusal;
  const notice = providerFailed ? PROVIDER_FAILED : refusal === null ? NO_ANSWER : `${NO_ANSWER} ${refusal}`;
  const row = await store(asked, {
    answer: {
      formattedQuestion: turn.formattedQuestion,
      answer: [
        { type: 'text', text: notice },
        { type: 'text', text: citations.length > 0 ? REFERENCES_FOUND : REFERENCES_NONE },
      ],
      finalAnswer: null,
    },
    source: 'references',
    citations,
  });
  return {
    result: { question: row satisfies HomeworkQuestionRow },
    charge: null,
    engine: null,
    replayed: false,
    refunded: providerFailed,
  };
}

defineFunction(homeworkHelperContract, async (context) => {
  const { request, paidStream } = context;
  const asked = await askedOf(context);

  const provider = await configuredProvider('homework');
  // A follow-up is read against its thread; the provider, when there is one, explains in its own words with the
  // conversation, the engine answers the rest exactly.
  const turn = await engineTurnOf(asked, provider !== null);
  const engineAnswer = turn.answer;
  if (turn.answer === null && provider === null) return referencesAnswer(asked, turn, false);

  // Streamed for `Accept: text/event-stream` (the ask form), one JSON body otherwise.
  const response = await paidStream({
    action: 'homework-answer',
    points: contentAnalysisCost(),
    description: `AI Homework Helper: ${asked.question.slice(0, 80)}`,
    insufficientMessage: 'insufficient points',
    work: (charge) =>
      chunksWhile(async (emit) => {
        let answer: HomeworkAnswer;
        if (engineAnswer !== null) {
          answer = engineAnswer;
          // The solver writes its steps whole: they are sent in pieces all the same.
          for (const piece of textPieces(answerAsText(answer.answer, answer.finalAnswer))) emit(piece);
        } else {
          answer = await solveWithProvider(new OpenAiCompatibleClient(provider!), asked.question, {
            subject: asked.subject,
            history: asked.thread?.history ?? [],
            signal: request.signal,
            onDelta: emit,
          });
        }
        const row = await store(asked, {
          answer,
          source: answer.engine,
          pointsSpent: charge.points,
          paidActionId: charge.id,
        });
        return {
          result: { question: row },
          resultRef: { table: 'homework_questions', id: row.id },
          engine: answer.engine,
        };
      }),
  });
  // The provider failed and the charge was refunded: the student still gets the honest, free answer.
  if (response.status === 502 && turn.answer === null) {
    const failed = (await response.clone().json()) as { refunded?: boolean };
    if (failed.refunded) return referencesAnswer(asked, turn, true);
  }
  return response;
});
