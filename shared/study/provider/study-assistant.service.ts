import type { ToolbarAction } from '../../constants/points-costs.ts';
import { analyzeAiText } from '../ai-detection/ai-text-signals.engine.ts';
import type { AiTextReport } from '../ai-detection/ai-text-signals.engine.ts';
import { generateFlashcards } from '../flashcards/flashcard-generator.engine.ts';
import type { Flashcard, FlashcardOptions } from '../flashcards/flashcard-generator.engine.ts';
import { solveMath } from '../math/math-solver.engine.ts';
import { generateQuestions } from '../questions/question-generator.engine.ts';
import type { PracticeQuestion, QuestionOptions } from '../questions/question-generator.engine.ts';
import { composeAnswer } from '../retrieval/answer-composer.engine.ts';
import type { ComposedAnswer } from '../retrieval/answer-composer.engine.ts';
import { Bm25Index } from '../retrieval/bm25.engine.ts';
import type { DocumentChunk } from '../retrieval/page-chunking.engine.ts';
import { fail, ok } from '../study-result.types.ts';
import type { StudyResult } from '../study-result.types.ts';
import { fnv1a32 } from '../text/hash.util.ts';
import { sentencesOf, toSections } from '../text/study-source.util.ts';
import type { StudyMaterial } from '../text/study-source.util.ts';
import { OpenAiCompatibleClient, ProviderError, isProviderConfigured } from './openai-compatible.client.ts';
import type { ChatMessage, ProviderConfig } from './openai-compatible.client.ts';
import {
  FLASHCARD_SCHEMA,
  QUESTION_SCHEMA,
  contentAnalysisPrompt,
  documentChatPrompt,
  flashcardsPrompt,
  homeworkPrompt,
  improveContentPrompt,
  practiceQuestionsPrompt,
  rewriteContentPrompt,
  toolbarPrompt,
} from './study-prompts.prompts.ts';

/** Which path produced a result, so the UI can say "answered offline" and the server can log it. */
export type AnswerSource = 'model' | 'engine';

export type AssistantResult<T> = StudyResult<T> & { source: AnswerSource; providerError: string | null };

function withSource<T>(
  result: StudyResult<T>,
  source: AnswerSource,
  providerError: string | null = null,
): AssistantResult<T> {
  return { ...result, source, providerError } as AssistantResult<T>;
}

function normalizeForMatch(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export const ASSISTANT_MESSAGES = {
  homeworkUnsupported:
    'This question needs the AI tutor, which is not available right now. Offline, step-by-step solutions cover arithmetic, equations, systems of two equations and derivatives of polynomials.',
  writingUnavailable: 'The AI writing assistant is not available right now. Please try again later.',
  writingEmpty: 'There is no text to work on yet.',
} as const;

/** The editor's AI writing tools: a toolbar action on a selected passage, or a whole-text rewrite, improvement or analysis. */
export type WritingTask =
  | { kind: 'toolbar'; action: ToolbarAction; passage: string; instruction?: string }
  | { kind: 'rewrite' | 'improve' | 'analyse'; text: string };

function writingPrompt(task: WritingTask): ChatMessage[] {
  switch (task.kind) {
    case 'toolbar':
      return toolbarPrompt(task.action, task.passage, task.instruction);
    case 'rewrite':
      return rewriteContentPrompt(task.text);
    case 'improve':
      return improveContentPrompt(task.text);
    case 'analyse':
      return contentAnalysisPrompt(task.text);
  }
}

/**
 * The AI tools' entry point. With a configured provider it asks the model and checks what comes back against
 * the student's material; without one, or when the model fails or returns something ungrounded, the engines
 * answer instead.
 */
export class StudyAssistant {
  private readonly client: OpenAiCompatibleClient | null;

  constructor(provider: ProviderConfig | null | undefined) {
    this.client = isProviderConfigured(provider) ? new OpenAiCompatibleClient(provider) : null;
  }

  get hasProvider(): boolean {
    return this.client !== null;
  }

  async flashcards(
    material: StudyMaterial,
    options: FlashcardOptions & { signal?: AbortSignal } = {},
  ): Promise<AssistantResult<Flashcard[]>> {
    const engine = (): StudyResult<Flashcard[]> => generateFlashcards(material, options);
    if (this.client === null) return withSource(engine(), 'engine');
    const sentences = sentencesOf(material);
    const text = toSections(material)
      .map((s) => s.text)
      .join('\n\n');
    const count = options.maxCards ?? 20;
    try {
      const raw = await this.client.json(
        {
          messages: flashcardsPrompt(text, count),
          jsonSchema: FLASHCARD_SCHEMA,
          temperature: 0.2,
          signal: options.signal,
        },
        (value) => {
          const cards = (value as { cards?: unknown }).cards;
          return Array.isArray(cards)
            ? (cards as Array<{ front?: unknown; back?: unknown; sourceQuote?: unknown }>)
            : null;
        },
      );
      const cards: Flashcard[] = [];
      for (const c of raw) {
        if (typeof c.front !== 'string' || typeof c.back !== 'string' || typeof c.sourceQuote !== 'string')
          continue;
        // A card is kept only if its quoted sentence really is in the material: the model may not invent sources.
        const quote = normalizeForMatch(c.sourceQuote);
        const sentence =
          sentences.find((s) => quote.length > 10 && normalizeForMatch(s.text).includes(quote)) ??
          sentences.find(
            (s) => quote.length > 10 && quote.includes(normalizeForMatch(s.text)) && s.text.length > 20,
          );
        if (sentence === undefined) continue;
        cards.push({
          id: `model-${fnv1a32(`${c.front}\u0000${c.back}`).toString(36)}`,
          kind: 'basic',
          front: c.front.trim(),
          back: c.back.trim(),
          cloze: null,
          term: null,
          answerInSource: sentence.text,
          source: {
            sentence: sentence.text,
            start: sentence.start,
            end: sentence.end,
            section: sentence.section,
            page: sentence.page,
          },
          tags: ['ai'],
        });
        if (cards.length >= count) break;
      }
      if (cards.length === 0)
        return withSource(engine(), 'engine', 'The AI service returned no cards grounded in the text.');
      return withSource(ok(cards), 'model');
    } catch (error) {
      return withSource(engine(), 'engine', describe(error));
    }
  }

  async practiceQuestions(
    material: StudyMaterial,
    options: QuestionOptions & { signal?: AbortSignal } = {},
  ): Promise<AssistantResult<PracticeQuestion[]>> {
    const engine = (): StudyResult<PracticeQuestion[]> => generateQuestions(material, options);
    if (this.client === null) return withSource(engine(), 'engine');
    const sentences = sentencesOf(material);
    const text = toSections(material)
      .map((s) => s.text)
      .join('\n\n');
    try {
      const raw = await this.client.json(
        {
          messages: practiceQuestionsPrompt(text, options.maxQuestions ?? 10),
          jsonSchema: QUESTION_SCHEMA,
          temperature: 0.2,
          signal: options.signal,
        },
        (value) => {
          const qs = (value as { questions?: unknown }).questions;
          return Array.isArray(qs) ? (qs as Array<Record<string, unknown>>) : null;
        },
      );
      const questions: PracticeQuestion[] = [];
      for (const q of raw) {
        const quote = typeof q.sourceQuote === 'string' ? normalizeForMatch(q.sourceQuote) : '';
        const sentence = sentences.find(
          (s) => quote.length > 10 && normalizeForMatch(s.text).includes(quote),
        );
        if (sentence === undefined || typeof q.prompt !== 'string' || typeof q.answer !== 'string') continue;
        const base = {
          id: `model-${fnv1a32(q.prompt).toString(36)}`,
          prompt: q.prompt,
          topic: typeof q.topic === 'string' ? q.topic : 'General',
          sourcePassage: sentence.text,
          page: sentence.page,
        };
        if (q.kind === 'multiple-choice' && Array.isArray(q.options)) {
          const options = q.options.filter((o): o is string => typeof o === 'string');
          const correctIndex = options.indexOf(q.answer);
          if (options.length >= 2 && correctIndex >= 0)
            questions.push({ ...base, kind: 'multiple-choice', options, correctIndex });
        } else if (q.kind === 'true-false' && /^(true|false)$/i.test(q.answer)) {
          questions.push({
            ...base,
            kind: 'true-false',
            statement: q.prompt,
            answer: /^true$/i.test(q.answer),
          });
        } else if (q.kind === 'cloze') {
          questions.push({ ...base, kind: 'cloze', answer: q.answer });
        }
      }
      if (questions.length === 0)
        return withSource(engine(), 'engine', 'The AI service returned no questions grounded in the text.');
      return withSource(ok(questions), 'model');
    } catch (error) {
      return withSource(engine(), 'engine', describe(error));
    }
  }

  /** Document chat: retrieval first (BM25 offline), then the model writes from the retrieved passages only. */
  async answerFromDocument(
    question: string,
    chunks: readonly DocumentChunk[],
    options: {
      history?: ChatMessage[];
      signal?: AbortSignal;
      onDelta?: (delta: string) => void;
      index?: Bm25Index<DocumentChunk>;
    } = {},
  ): Promise<AssistantResult<ComposedAnswer>> {
    const index = options.index ?? new Bm25Index(chunks, (c) => c.text);
    const offline = composeAnswer(question, chunks, { index });
    if (this.client === null || !offline.found) return withSource(ok(offline), 'engine');
    const passages = index
      .search(question, 4)
      .flatMap((hit) =>
        hit.item.sentences.length > 0 ? [{ text: hit.item.text, page: hit.item.pageStart }] : [],
      );
    try {
      let answer = '';
      for await (const delta of this.client.stream({
        messages: documentChatPrompt(question, passages, options.history),
        temperature: 0.2,
        signal: options.signal,
      })) {
        answer += delta;
        options.onDelta?.(delta);
      }
      if (answer.trim().length === 0)
        return withSource(ok(offline), 'engine', 'The AI service returned an empty answer.');
      return withSource(ok({ answer: answer.trim(), passages: offline.passages, found: true }), 'model');
    } catch (error) {
      return withSource(ok(offline), 'engine', describe(error));
    }
  }

  /** Homework: the exact solver handles the maths it knows; the model handles everything else. */
  async homework(
    problem: string,
    options: { signal?: AbortSignal } = {},
  ): Promise<
    AssistantResult<{
      steps: Array<{ description: string; expression: string }>;
      answer: string;
      text: string | null;
    }>
  > {
    const solved = solveMath(problem);
    if (solved.data !== null)
      return withSource(ok({ steps: solved.data.steps, answer: solved.data.answer, text: null }), 'engine');
    if (solved.error.code === 'empty')
      return withSource(fail(solved.error.code, solved.error.message), 'engine');
    if (this.client === null)
      return withSource(fail('unsupported', ASSISTANT_MESSAGES.homeworkUnsupported), 'engine');
    try {
      const result = await this.client.chat({
        messages: homeworkPrompt(problem),
        temperature: 0.2,
        signal: options.signal,
      });
      const answerLine = /^answer:\s*(.+)$/im.exec(result.content);
      return withSource(
        ok({ steps: [], answer: answerLine?.[1]?.trim() ?? '', text: result.content }),
        'model',
      );
    } catch (error) {
      return withSource(
        fail('provider-failed', ASSISTANT_MESSAGES.homeworkUnsupported),
        'engine',
        describe(error),
      );
    }
  }

  /**
   * Writing tools. Rewriting and critiquing prose has no offline engine worth charging for, so without a working
   * provider the result is the "not available" error (and the paid action is refunded), never a guess. The text
   * streams through `onDelta` so the editor can show it as it is written.
   */
  async write(
    task: WritingTask,
    options: { signal?: AbortSignal; onDelta?: (delta: string) => void } = {},
  ): Promise<AssistantResult<{ text: string }>> {
    const input = task.kind === 'toolbar' ? task.passage : task.text;
    if (input.trim().length === 0)
      return withSource(fail('empty-text', ASSISTANT_MESSAGES.writingEmpty), 'engine');
    if (this.client === null)
      return withSource(fail('unsupported', ASSISTANT_MESSAGES.writingUnavailable), 'engine');
    try {
      let text = '';
      for await (const delta of this.client.stream({
        messages: writingPrompt(task),
        temperature: task.kind === 'analyse' ? 0.2 : 0.5,
        signal: options.signal,
      })) {
        text += delta;
        options.onDelta?.(delta);
      }
      if (text.trim().length === 0)
        return withSource(
          fail('provider-failed', ASSISTANT_MESSAGES.writingUnavailable),
          'engine',
          'The AI service returned an empty answer.',
        );
      return withSource(ok({ text: text.trim() }), 'model');
    } catch (error) {
      return withSource(
        fail('provider-failed', ASSISTANT_MESSAGES.writingUnavailable),
        'engine',
        describe(error),
      );
    }
  }

  /** AI detection: the model-free signals always; perplexity too when the provider returns log-probabilities. */
  async detectAiText(
    text: string,
    options: { signal?: AbortSignal } = {},
  ): Promise<AssistantResult<AiTextReport>> {
    const offline = analyzeAiText(text);
    if (this.client === null || offline.error !== null) return withSource(offline, 'engine');
    try {
      const tokenLogprobs = await this.client.scoreText(text, options.signal);
      return withSource(analyzeAiText(text, { tokenLogprobs }), 'model');
    } catch (error) {
      return withSource(offline, 'engine', describe(error));
    }
  }
}

function describe(error: unknown): string {
  if (error instanceof ProviderError) return error.message;
  return error instanceof Error ? error.message : String(error);
}
