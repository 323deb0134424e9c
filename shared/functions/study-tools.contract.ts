// Contracts of the paid study tools that answer questions (spec 1 section 5): the homework helper and the chat with
// a document. Both stream their answer as it is written and store it; the answer carries the stored rows.
import { z } from 'zod';
import type { Tables } from '../db/database.types.ts';
import { HOMEWORK_LIMITS } from '../study/homework/homework.types.ts';
import { DOCUMENT_CHAT_LIMITS, HOMEWORK_MESSAGES } from '../study/study-tool-input.ts';
import {
  defineContract,
  filledJsonSchema,
  idempotencyKeyField,
  idField,
  jsonSchema,
  optionalIdField,
  paidAnswerSchema,
  paidErrorSchema,
} from './function-contract.ts';

/** A question as the screens read it (the same columns as the dashboard's history). */
export type HomeworkQuestionRow = Pick<
  Tables<'homework_questions'>,
  | 'id'
  | 'slug'
  | 'question'
  | 'formatted_question'
  | 'answer'
  | 'final_answer'
  | 'subject'
  | 'is_public'
  | 'status'
  | 'answer_source'
  | 'citations'
  | 'points_spent'
  | 'parent_id'
  | 'helpful_count'
  | 'not_helpful_count'
  | 'created_at'
>;

const homeworkQuestionRowSchema: z.ZodType<HomeworkQuestionRow, HomeworkQuestionRow> = z.object({
  id: z.string(),
  slug: z.string(),
  question: z.string(),
  formatted_question: jsonSchema,
  answer: jsonSchema,
  final_answer: z.string().nullable(),
  subject: z.string().nullable(),
  is_public: z.boolean(),
  status: z.string(),
  answer_source: z.string().nullable(),
  citations: filledJsonSchema,
  points_spent: z.number(),
  parent_id: z.string().nullable(),
  helpful_count: z.number(),
  not_helpful_count: z.number(),
  created_at: z.string(),
});

/** A string trimmed of its ends before it is measured. */
const trimmed = (message: string) => z.string({ error: message }).transform((value) => value.trim());

export const homeworkHelperContract = defineContract({
  name: 'homework-helper',
  methods: ['POST'],
  auth: 'user',
  body: 'json',
  stream: true,
  input: z.object({
    question: trimmed(HOMEWORK_MESSAGES.empty).pipe(
      z.string().min(1, HOMEWORK_MESSAGES.empty).max(HOMEWORK_LIMITS.questionMax, HOMEWORK_MESSAGES.tooLong),
    ),
    /** Matched to a known subject by name; blank is none. */
    subject: z
      .string()
      .nullish()
      .transform((value) => (value ?? '').trim())
      .pipe(
        z
          .string()
          .max(
            HOMEWORK_LIMITS.subjectMax,
            `A subject can be up to ${HOMEWORK_LIMITS.subjectMax} characters.`,
          ),
      )
      .transform((value) => (value === '' ? null : value)),
    /** The question this one follows up (the thread's history goes to the tutor). */
    parent_id: optionalIdField('parent_id must be a question id'),
    idempotency_key: idempotencyKeyField,
  }),
  // Answered free with library references when nothing can solve it; `refunded` when a model failed first.
  output: paidAnswerSchema(z.object({ question: homeworkQuestionRowSchema })).extend({
    refunded: z.boolean().optional(),
  }),
  error: paidErrorSchema,
});

/** A chat message as the chat page reads it. */
export type DocumentChatMessageRow = Pick<
  Tables<'document_chat_messages'>,
  'id' | 'session_id' | 'role' | 'content' | 'cited_pages' | 'citations' | 'points_spent' | 'created_at'
>;

const documentChatMessageRowSchema: z.ZodType<DocumentChatMessageRow, DocumentChatMessageRow> = z.object({
  id: z.string(),
  session_id: z.string(),
  role: z.string(),
  content: z.string(),
  cited_pages: z.array(z.number()),
  citations: filledJsonSchema,
  points_spent: z.number(),
  created_at: z.string(),
});

const CHAT_QUESTION_EMPTY = 'Type a question about the document.';

export const documentChatContract = defineContract({
  name: 'document-chat',
  methods: ['POST'],
  auth: 'user',
  body: 'json',
  stream: true,
  input: z.object({
    session_id: idField('session_id must be a chat id'),
    question: trimmed(CHAT_QUESTION_EMPTY).pipe(
      z
        .string()
        .min(1, CHAT_QUESTION_EMPTY)
        .max(
          DOCUMENT_CHAT_LIMITS.questionMax,
          `Questions can be up to ${DOCUMENT_CHAT_LIMITS.questionMax} characters.`,
        ),
    ),
    idempotency_key: idempotencyKeyField,
  }),
  output: paidAnswerSchema(
    z.object({
      /** The question and its answer, as stored. */
      messages: z.array(documentChatMessageRowSchema),
      /** What the next question in this chat costs. */
      next_price: z.number(),
      /** The chat was deleted while the answer was written: the answer, not kept anywhere. */
      answer: z.string().optional(),
      saved: z.literal(false).optional(),
    }),
  ),
  error: paidErrorSchema,
});
