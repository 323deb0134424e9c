// Contracts of the paid study tools that make material to study from (spec 1 section 9): flashcards from a text,
// a file or a document, and a practice test from a study plan's resources.
import { z } from 'zod';
import { FLASHCARD_MESSAGES } from '../study/study-tool-input.ts';
import { definePaidContract, idempotencyKeyField, idField } from './function-contract.ts';
import { writingTextField } from './writing.contract.ts';

/** Cards one request may ask for; the tiers price any count, this keeps one deck reviewable in an editor. */
export const MAX_GENERATED_CARDS = 50;

const CARD_COUNT_MESSAGE = `card_count must be a whole number from 1 to ${MAX_GENERATED_CARDS}`;
const cardCountField = z
  .int({ error: CARD_COUNT_MESSAGE })
  .min(1, CARD_COUNT_MESSAGE)
  .max(MAX_GENERATED_CARDS, CARD_COUNT_MESSAGE);

/** A generated card as the deck editor takes it: where in the material it came from, when known. */
export const generatedCardSchema = z.object({
  front: z.string(),
  back: z.string(),
  kind: z.string(),
  source: z.string().nullable(),
  page: z.number().nullable(),
});
export type GeneratedCard = z.output<typeof generatedCardSchema>;

export const flashcardsGenerateContract = definePaidContract({
  name: 'flashcards-generate',
  input: z.discriminatedUnion(
    'source',
    [
      z.object({
        source: z.enum(['text', 'file']),
        card_count: cardCountField,
        /** A PDF read in the browser keeps its pages apart with form feeds. */
        text: writingTextField(FLASHCARD_MESSAGES.empty),
        file_name: z.string().optional(),
        idempotency_key: idempotencyKeyField,
      }),
      z.object({
        source: z.literal('document'),
        card_count: cardCountField,
        document_id: idField('document_id must be a document id'),
        idempotency_key: idempotencyKeyField,
      }),
    ],
    { error: "source must be 'text', 'file' or 'document'" },
  ),
  result: z.object({
    cards: z.array(generatedCardSchema),
    requested: z.number(),
    /** The file's or document's name, or 'pasted text'. */
    source_name: z.string(),
    document_id: z.string().nullable(),
    /** What the configured model said when it failed (the built-in engine answered). */
    provider_error: z.string().nullable(),
  }),
});

/** The test's question types as stored, and what the generator calls them. */
export const PRACTICE_QUESTION_TYPES = ['multiple_choice', 'true_false', 'short_answer'] as const;
export const PRACTICE_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;

const QUESTION_COUNT_MESSAGE = 'question_count must be a whole number from 1 to 50';
const TYPES_MESSAGE = 'types must list multiple_choice, true_false and/or short_answer';
const DIFFICULTY_MESSAGE = 'difficulty must be beginner, intermediate or advanced';
const TIME_LIMIT_MESSAGE = 'time_limit_minutes must be empty or a whole number from 1 to 300';

export const practiceTestGenerateContract = definePaidContract({
  name: 'practice-test-generate',
  input: z.object({
    plan_id: idField('plan_id must be a plan id'),
    question_count: z
      .int({ error: QUESTION_COUNT_MESSAGE })
      .min(1, QUESTION_COUNT_MESSAGE)
      .max(50, QUESTION_COUNT_MESSAGE),
    types: z
      .array(z.enum(PRACTICE_QUESTION_TYPES, { error: TYPES_MESSAGE }), { error: TYPES_MESSAGE })
      .min(1, TYPES_MESSAGE),
    difficulty: z
      .enum(PRACTICE_DIFFICULTIES, { error: DIFFICULTY_MESSAGE })
      .nullish()
      .transform((value) => value ?? 'intermediate'),
    time_limit_minutes: z
      .int({ error: TIME_LIMIT_MESSAGE })
      .min(1, TIME_LIMIT_MESSAGE)
      .max(300, TIME_LIMIT_MESSAGE)
      .nullish()
      .transform((value) => value ?? null),
    /** Blank: "<plan title>: practice test". */
    title: z.string().nullish(),
    idempotency_key: idempotencyKeyField,
  }),
  result: z.object({
    test_id: z.string(),
    question_count: z.number(),
    requested: z.number(),
    provider_error: z.string().nullable(),
  }),
});
