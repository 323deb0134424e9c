// practice-test-generate (issue 15): { plan_id, question_count, types, difficulty, time_limit_minutes, title?,
// idempotency_key } → a practice test made from the plan's resources (pasted text, owned documents, decks), saved
// with its answers hidden from the learner until they submit an attempt. The spec prices no test-prep action of
// its own, so a test costs what the same number of flashcards costs (5 up to 10 questions, 7 up to 20, 10 up to
// 30, 15 beyond), through runPaidAction like every AI tool.
import {
  practiceTestGenerateContract,
  type PRACTICE_DIFFICULTIES,
} from '../../../shared/functions/study-materials.contract.ts';
import { practiceTestCost } from '../../../shared/study/pricing/points-pricing.engine.ts';
import { StudyAssistant } from '../../../shared/study/provider/study-assistant.service.ts';
import { QUESTION_MESSAGES } from '../../../shared/study/questions/question-generator.engine.ts';
import type {
  PracticeQuestion,
  QuestionKind,
} from '../../../shared/study/questions/question-generator.engine.ts';
import { materialWithin, type StudySection } from '../../../shared/study/text/study-source.util.ts';
import { configuredProvider } from '../_shared/ai-provider.ts';
import { defineFunction } from '../_shared/define-function.ts';
import { FunctionError } from '../_shared/function-error.ts';
import { PaidActionInputError } from '../_shared/paid-action.ts';
import { studyEnginesFor } from '../_shared/study-engines.ts';
import { serviceClient } from '../_shared/supabase-clients.ts';

const TYPES = {
  multiple_choice: 'multiple-choice',
  true_false: 'true-false',
  short_answer: 'cloze',
} as const;
type Difficulty = (typeof PRACTICE_DIFFICULTIES)[number];
/** Which kinds a difficulty asks for first: recognising is easier than recalling. */
const PREFERENCE: Record<Difficulty, QuestionKind[]> = {
  beginner: ['true-false', 'multiple-choice', 'cloze'],
  intermediate: ['multiple-choice', 'true-false', 'cloze'],
  advanced: ['cloze', 'multiple-choice', 'true-false'],
};

/** Up to `count` questions, the difficulty's preferred kinds twice as often as the others while they last. */
function pick(questions: PracticeQuestion[], count: number, difficulty: Difficulty): PracticeQuestion[] {
  const queues = PREFERENCE[difficulty].map((kind) => questions.filter((q) => q.kind === kind));
  const chosen: PracticeQuestion[] = [];
  const weights = difficulty === 'intermediate' ? [1, 1, 1] : [2, 1, 1];
  while (chosen.length < count && queues.some((q) => q.length > 0)) {
    queues.forEach((queue, i) => {
      for (let n = 0; n < (weights[i] ?? 1) && chosen.length < count; n += 1) {
        const next = queue.shift();
        if (next) chosen.push(next);
      }
    });
  }
  // Back in the order of the material, as a test reads best.
  return chosen.sort((a, b) => questions.indexOf(a) - questions.indexOf(b));
}

function toRow(question: PracticeQuestion, testId: string, position: number) {
  const base = {
    test_id: testId,
    position,
    topic: question.topic,
    source_passage: question.sourcePassage,
  };
  const where = question.page === null ? 'the passage below' : `the passage below (page ${question.page})`;
  switch (question.kind) {
    case 'multiple-choice': {
      const answer = question.options[question.correctIndex] ?? '';
      return {
        ...base,
        question_type: 'multiple_choice',
        prompt: question.prompt,
        options: question.options,
        correct_answer: answer,
        explanation: `"${answer}" is the term ${where} uses; the other options name related ideas.`,
      };
    }
    case 'true-false':
      return {
        ...base,
        question_type: 'true_false',
        prompt: question.prompt,
        options: ['True', 'False'],
        correct_answer: question.answer ? 'True' : 'False',
        explanation: question.answer
          ? `True: the statement is what ${where} says.`
          : `False: one term was swapped; ${where} says it as it really is.`,
      };
    case 'cloze':
      return {
        ...base,
        question_type: 'short_answer',
        prompt: question.prompt,
        options: [],
        correct_answer: question.answer,
        explanation: `The missing term is "${question.answer}", as in ${where}.`,
      };
  }
}

defineFunction(practiceTestGenerateContract, async ({ input, user, caller, paid }) => {
  const userId = user.id;
  const { plan_id: planId, question_count: count, types, difficulty, time_limit_minutes: limit } = input;

  // The plan and its resources, read as the caller (RLS: only their own plan; only documents they may open).
  const plan = await caller
    .from('test_prep_plans')
    .select('id, title, subject_id')
    .eq('id', planId)
    .maybeSingle();
  if (plan.error) throw new FunctionError(400, plan.error.message);
  const planRow = plan.data;
  if (!planRow) throw new FunctionError(404, 'Study plan not found');
  const resources = await caller
    .from('test_prep_resources')
    .select('resource_type, title, content, document_id, flashcard_deck_id')
    .eq('plan_id', planId)
    .order('created_at');
  if (resources.error) throw new FunctionError(400, resources.error.message);

  const material: StudySection[] = [];
  for (const resource of resources.data) {
    // Pasted pages of a PDF are kept apart by form feeds: each is read as a page (running headers drop out).
    if (resource.content) for (const text of resource.content.split('\f')) material.push({ text });
    if (resource.document_id) {
      const pages = await caller
        .from('document_pages')
        .select('page_number, content')
        .eq('document_id', resource.document_id)
        .order('page_number');
      if (pages.error) throw new FunctionError(400, pages.error.message);
      for (const page of pages.data) material.push({ text: page.content, page: page.page_number });
    }
    if (resource.flashcard_deck_id) {
      const cards = await caller
        .from('flashcards')
        .select('front, back')
        .eq('deck_id', resource.flashcard_deck_id)
        .order('position');
      if (cards.error) throw new FunctionError(400, cards.error.message);
      // A card's answer is the statement to test; its question is context for the generator.
      material.push({
        text: cards.data.map((c) => `${c.back.replace(/(?<![.\s])[.\s]+$/, '')}.`).join('\n'),
      });
    }
  }
  if (material.length === 0)
    throw new FunctionError(400, 'Add resources to this plan before creating a practice test.');

  // The plan's material in order up to the study tools' budget (its documents may hold far more).
  const within = materialWithin(material);
  const kinds = [...new Set(types.map((t) => TYPES[t]))];
  // Refused free when the material is too thin for any question.
  const engines = studyEnginesFor(userId);
  const probe = await engines.questions(within, { maxQuestions: 1, kinds });
  if (probe.error !== null) throw new FunctionError(400, probe.error.message, { code: probe.error.code });

  const title = input.title?.trim() ? input.title.trim().slice(0, 200) : `${planRow.title}: practice test`;

  return paid({
    action: 'practice-test',
    points: practiceTestCost(count),
    description: `Practice test: ${count} questions for ${planRow.title}`,
    insufficientMessage: 'You have insufficient points to create a practice test',
    work: async () => {
      const assistant = new StudyAssistant(await configuredProvider('practice-test'), engines);
      const generated = await assistant.practiceQuestions(within, {
        maxQuestions: count * 2,
        kinds,
        seed: Date.now() % 1_000_000,
      });
      if (generated.error !== null) throw new PaidActionInputError(generated.error.message);
      const questions = pick(generated.data, count, difficulty);
      if (questions.length === 0) throw new PaidActionInputError(QUESTION_MESSAGES.tooLittle);

      // The service role writes the questions: their answers are columns the learner may never read.
      const service = serviceClient();
      const test = await service
        .from('tests')
        .insert({
          plan_id: planId,
          user_id: userId,
          subject_id: planRow.subject_id,
          title,
          difficulty,
          time_limit_minutes: limit,
          status: 'ready',
        })
        .select('id')
        .single();
      if (test.error) throw new Error(test.error.message);
      const inserted = await service
        .from('test_questions')
        .insert(questions.map((q, i) => toRow(q, test.data.id, i)));
      if (inserted.error) {
        await service.from('tests').delete().eq('id', test.data.id);
        throw new Error(inserted.error.message);
      }
      return {
        result: {
          test_id: test.data.id,
          question_count: questions.length,
          requested: count,
          provider_error: generated.providerError,
        },
        resultRef: { table: 'tests', id: test.data.id },
        engine: generated.source === 'model' ? 'provider' : 'engine',
      };
    },
  });
});
