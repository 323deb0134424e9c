// Contracts of the writing suite's paid functions (spec 1 sections 5 and 9, spec 2 section 9): the AI detector,
// the plagiarism checker, the editor's writing tools, the paper draft and the reference search.
import { z } from 'zod';
import { TOOLBAR_ACTIONS } from '../constants/points-costs.ts';
import type { AiTextReport } from '../study/ai-detection/ai-text-signals.engine.ts';
import type { PlagiarismReport } from '../study/plagiarism/plagiarism.engine.ts';
import { AI_DETECTION_MESSAGES, ASSISTANT_MESSAGES, PLAGIARISM_MESSAGES } from '../study/study-tool-input.ts';
import { contentAnalysisSchema } from '../study/writing/content-analysis.engine.ts';
import { definePaidContract, idempotencyKeyField, optionalIdField } from './function-contract.ts';

/** Longest text a check or writing action accepts (about 20,000 words). */
export const MAX_WRITING_CHARS = 150_000;

/** A text to check or rewrite: not blank, at most MAX_WRITING_CHARS; `emptyMessage` is the tool's own words. */
export const writingTextField = (emptyMessage: string) =>
  z
    .string({ error: emptyMessage })
    .refine((text) => text.trim().length > 0, emptyMessage)
    .refine((text) => text.length <= MAX_WRITING_CHARS, {
      error: `The text is too long: at most ${MAX_WRITING_CHARS.toLocaleString('en-US')} characters.`,
    });

const PAPER_ID_MESSAGE = 'paper_id must be a paper id';
/** The paper a check belongs to, if any (the function answers 404 for one the caller does not own). */
const paperIdField = optionalIdField(PAPER_ID_MESSAGE);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The detector's report (the engine's AiTextReport, stored in writing_reports.result): checked for what every
 * screen reads (the score, the verdict, the signals and the sentences), typed as the engine defines it.
 */
export const aiTextReportSchema = z.custom<AiTextReport>(
  (value) =>
    isRecord(value) &&
    typeof value.aiProbability === 'number' &&
    typeof value.verdict === 'string' &&
    typeof value.summary === 'string' &&
    isRecord(value.signals) &&
    Array.isArray(value.sentences),
  'Not an AI detection report',
);

export const aiDetectionContract = definePaidContract({
  name: 'ai-detection',
  input: z.object({
    text: writingTextField(AI_DETECTION_MESSAGES.tooShort),
    paper_id: paperIdField,
    idempotency_key: idempotencyKeyField,
  }),
  result: z.object({
    report_id: z.string(),
    created_at: z.string(),
    report: aiTextReportSchema,
    /** What the configured model said when it failed (the built-in signals answered alone). */
    provider_error: z.string().nullable(),
  }),
});

/** A matched source with where the student can read it: a library document or one of their own papers. */
export type SourceWithLink = PlagiarismReport['sources'][number] & {
  kind: 'document' | 'paper';
  title: string;
  link: string | null;
  /** When the source was published or written; absent from reports saved before it was recorded. */
  createdAt?: string | null;
};

/**
 * The checker's report with each source's link (stored in writing_reports.result): checked for what every screen
 * reads (the similarity, the word counts and the sources), typed as the engine defines it.
 */
export const plagiarismReportSchema = z.custom<
  Omit<PlagiarismReport, 'sources'> & { sources: SourceWithLink[] }
>(
  (value) =>
    isRecord(value) &&
    typeof value.similarity === 'number' &&
    typeof value.percent === 'number' &&
    typeof value.checkedWords === 'number' &&
    Array.isArray(value.sources) &&
    value.sources.every(isRecord),
  'Not a plagiarism report',
);

export const plagiarismCheckContract = definePaidContract({
  name: 'plagiarism-check',
  input: z.object({
    text: writingTextField(PLAGIARISM_MESSAGES.empty),
    paper_id: paperIdField,
    idempotency_key: idempotencyKeyField,
  }),
  result: z.object({
    report_id: z.string(),
    created_at: z.string(),
    report: plagiarismReportSchema,
  }),
});

const writingCommon = {
  text: writingTextField(ASSISTANT_MESSAGES.writingEmpty),
  paper_id: paperIdField,
  idempotency_key: idempotencyKeyField,
};

/** The toolbar's free-text instruction (custom query), trimmed and capped. */
const instructionField = z
  .string()
  .optional()
  .transform((value) => (value ?? '').trim().slice(0, 1000));

export const writingAssistantContract = definePaidContract({
  name: 'writing-assistant',
  input: z.discriminatedUnion(
    'task',
    [
      z
        .object({
          task: z.literal('toolbar'),
          action: z.enum(TOOLBAR_ACTIONS, { error: `action must be one of ${TOOLBAR_ACTIONS.join(', ')}` }),
          ...writingCommon,
          instruction: instructionField,
        })
        .refine((input) => input.action !== 'custom-query' || input.instruction.length > 0, {
          error: 'Say what you would like done with the selected text.',
        }),
      z.object({ task: z.enum(['rewrite', 'improve']), ...writingCommon }),
      z.object({ task: z.literal('analyse'), ...writingCommon }),
    ],
    { error: 'task must be toolbar, rewrite, improve or analyse' },
  ),
  result: z.discriminatedUnion('task', [
    z.object({
      task: z.literal('analyse'),
      analysis: contentAnalysisSchema,
      /** The model's written comments; null when the built-in engine answered alone. */
      comments: z.string().nullable(),
      paper_id: z.string().nullable(),
    }),
    z.object({
      task: z.enum(['toolbar', 'rewrite', 'improve']),
      action: z.enum(TOOLBAR_ACTIONS).nullable(),
      original: z.string(),
      suggestion: z.string(),
      paper_id: z.string().nullable(),
    }),
  ]),
});

export const paperGenerateContract = definePaidContract({
  name: 'paper-generate',
  stream: true,
  input: z.object({
    paper_id: z.guid({
      error: (issue) => (issue.input == null ? 'paper_id is required' : PAPER_ID_MESSAGE),
    }),
    /** Without a model: the built-in engine's outline, free, instead of a refusal. */
    outline: z.boolean().optional(),
    idempotency_key: idempotencyKeyField,
  }),
  result: z.object({
    paper_id: z.string(),
    words: z.number(),
    /** The length asked for (absent for the free outline). */
    target_words: z.number().optional(),
    /** HTML for the editor. */
    content: z.string(),
    /** True for the built-in engine's outline (not a written draft). */
    scaffold: z.boolean(),
  }),
});

/** The CSL-JSON fields the reference search fills (the citation engine's Reference). */
export const foundReferenceSchema = z.object({
  reference: z.object({
    id: z.string(),
    type: z.enum(['report', 'book', 'chapter', 'article-journal']),
    title: z.string(),
    author: z
      .array(
        z.object({
          family: z.string().optional(),
          given: z.string().optional(),
          literal: z.string().optional(),
        }),
      )
      .optional(),
    issued: z.object({ 'date-parts': z.array(z.array(z.number())) }).optional(),
    'container-title': z.string().optional(),
    volume: z.string().optional(),
    issue: z.string().optional(),
    page: z.string().optional(),
    publisher: z.string().optional(),
    DOI: z.string().optional(),
    URL: z.string().optional(),
  }),
  origin: z.enum(['library', 'scholarly']),
  document_id: z.string().nullable(),
});
export type FoundReference = z.output<typeof foundReferenceSchema>;

/** Spaces folded and ends trimmed, so "  a  " is searched (and measured) as "a". */
const searchQueryField = z
  .string({ error: 'Type at least two characters to search.' })
  .transform((query) => query.replace(/\s+/g, ' ').trim())
  .pipe(
    z
      .string()
      .min(2, 'Type at least two characters to search.')
      .max(200, 'A search is at most 200 characters.'),
  );

export const referenceSearchContract = definePaidContract({
  name: 'reference-search',
  input: z.object({ query: searchQueryField, idempotency_key: idempotencyKeyField }),
  result: z.object({
    query: z.string(),
    results: z.array(foundReferenceSchema),
    /** Whether the scholarly API answered (false when none is configured or it did not answer in time). */
    scholarly: z.boolean(),
    /** The model's search phrasings (empty without a model). */
    phrasings: z.array(z.string()),
  }),
});
