import { z } from 'zod';
import type { ToolbarAction } from '../../constants/points-costs.ts';
import { analyzeAiText } from '../ai-detection/ai-text-signals.engine.ts';
import type { AiTextReport, TokenLogprob } from '../ai-detection/ai-text-signals.engine.ts';
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
import { ASSISTANT_MESSAGES } from '../study-tool-input.ts';
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
import type { PromptPassage } from './study-prompts.prompts.ts';

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

export { ASSISTANT_MESSAGES };

/**
 * The built-in engines' work that grows with the material: the assistant awaits it, so a server can run it off the
 * thread that serves requests (supabase/functions/_shared/study-engines.ts). Inputs and outputs are plain data.
 */
export interface StudyEngines {
  flashcards(material: StudyMaterial, options: FlashcardOptions): Promise<StudyResult<Flashcard[]>>;
  questions(material: StudyMaterial, options: QuestionOptions): Promise<StudyResult<PracticeQuestion[]>>;
  aiText(
    text: string,
    options: { tokenLogprobs?: readonly TokenLogprob[] },
  ): Promise<StudyResult<AiTextReport>>;
}

/** The engines in the caller's own thread (the desktop, the browser, scripts and tests). */
export const IN_THREAD_ENGINES: StudyEngines = {
  flashcards: async (material, options) => generateFlashcards(material, options),
  questions: async (material, options) => generateQuestions(material, options),
  aiText: async (text, options) => analyzeAiText(text, options),
};

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
/** The passages a model writes a document answer from: the four best-ranked chunks that hold sentences. */
export function passagesForModel(question: string, index: Bm25Index<DocumentChunk>): PromptPassage[] {
  return index
    .search(question, 4)
    .flatMap((hit) =>
      hit.item.sentences.length > 0 ? [{ text: hit.item.text, page: hit.item.pageStart }] : [],
    );
}

export class StudyAssistant {
  private readonly client: OpenAiCompatibleClient | null;

  constructor(
    provider: ProviderConfig | null | undefined,
    private readonly engines: StudyEngines = IN_THREAD_ENGINES,
  ) {
    this.client = isProviderConfigured(provider) ? new OpenAiCompatibleClient(provider) : null;
  }

  get hasProvider(): boolean {
    return this.client !== null;
  }

  /**
   * Flashcards. Without a provider the engine writes them. With one, the model does: its JSON is checked with zod
   * (the whole reply, never half of it) and each card must quote a sentence of the material; a reply that fails
   * is asked again once, and a provider failure is thrown (the paid action refunds it) rather than sold as an
   * engine answer the user did not pick.
   */
  async flashcards(
    material: StudyMaterial,
    options: FlashcardOptions & { signal?: AbortSignal } = {},
  ): Promise<AssistantResult<Flashcard[]>> {
    if (this.client === null) {
      const { signal: _signal, ...engineOptions } = options;
      return withSource(await this.engines.flashcards(material, engineOptions), 'engine');
    }
    const sentences = sentencesOf(material);
    const count = options.maxCards ?? 20;
    const cards = await this.client.structured(
      {
        messages: flashcardsPrompt(materialText(material), count),
        jsonSchema: FLASHCARD_SCHEMA,
        temperature: 0.2,
        signal: options.signal,
      },
      (value) => {
        const parsed = MODEL_CARDS.safeParse(value);
        if (!parsed.success) return { ok: false, problem: zodProblem(parsed.error) };
        const grounded: Flashcard[] = [];
        for (const c of parsed.data.cards) {
          const sentence = sourceSentence(sentences, c.sourceQuote);
          if (sentence === undefined) continue;
          grounded.push({
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
        }
        if (grounded.length === 0 || grounded.length * 2 < parsed.data.cards.length)
          return { ok: false, problem: 'the sourceQuote of most cards is not a sentence of the text' };
        return { ok: true, value: grounded.slice(0, count) };
      },
    );
    return withSource(ok(cards), 'model');
  }

  /** Practice questions, on the same terms as flashcards: zod-checked, grounded, asked again once, never half-read. */
  async practiceQuestions(
    material: StudyMaterial,
    options: QuestionOptions & { signal?: AbortSignal } = {},
  ): Promise<AssistantResult<PracticeQuestion[]>> {
    if (this.client === null) {
      const { signal: _signal, ...engineOptions } = options;
      return withSource(await this.engines.questions(material, engineOptions), 'engine');
    }
    const sentences = sentencesOf(material);
    const kinds = options.kinds && options.kinds.length > 0 ? options.kinds : null;
    const questions = await this.client.structured(
      {
        messages: practiceQuestionsPrompt(
          materialText(material),
          options.maxQuestions ?? 10,
          kinds ?? undefined,
        ),
        jsonSchema: QUESTION_SCHEMA,
        temperature: 0.2,
        signal: options.signal,
      },
      (value) => {
        const parsed = MODEL_QUESTIONS.safeParse(value);
        if (!parsed.success) return { ok: false, problem: zodProblem(parsed.error) };
        const kept: PracticeQuestion[] = [];
        for (const q of parsed.data.questions) {
          if (kinds && !kinds.includes(q.kind)) continue;
          const sentence = sourceSentence(sentences, q.sourceQuote);
          if (sentence === undefined) continue;
          const base = {
            id: `model-${fnv1a32(q.prompt).toString(36)}`,
            prompt: q.prompt,
            topic: q.topic || 'General',
            sourcePassage: sentence.text,
            page: sentence.page,
          };
          if (q.kind === 'multiple-choice') {
            const correctIndex = q.options.indexOf(q.answer);
            if (q.options.length >= 2 && correctIndex >= 0)
              kept.push({ ...base, kind: 'multiple-choice', options: q.options, correctIndex });
          } else if (q.kind === 'true-false') {
            if (/^(true|false)$/i.test(q.answer))
              kept.push({
                ...base,
                kind: 'true-false',
                statement: q.prompt,
                answer: /^true$/i.test(q.answer),
              });
          } else if (q.answer.trim()) kept.push({ ...base, kind: 'cloze', answer: q.answer.trim() });
        }
        if (kept.length === 0 || kept.length * 2 < parsed.data.questions.length)
          return {
            ok: false,
            problem: 'most questions do not quote a sentence of the text or do not have a valid answer',
          };
        return { ok: true, value: kept };
      },
    );
    return withSource(ok(questions), 'model');
  }

  /**
   * Document chat: retrieval first (BM25 offline), then the model writes from the retrieved passages only. A
   * provider failure (or an empty answer) is thrown.
   */
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
    if (this.client === null) return withSource(ok(offline), 'engine');
    const passages = passagesForModel(question, index);
    // Nothing retrieved: the model would have nothing to write from (the caller declines such questions).
    if (passages.length === 0) return withSource(ok(offline), 'engine');
    const answer = await this.writeFromPassages(question, passages, options);
    return withSource(ok({ answer, passages: offline.passages, found: true }), 'model');
  }

  /**
   * The model's answer to a question about a document, written from the given passages only (chosen beforehand,
   * by passagesForModel, wherever the ranking ran) and streamed through `onDelta`. A provider failure (or an
   * empty answer) is thrown: with a model configured, its failure is the answer's failure (refunded by the paid
   * action), not a quietly different answer from the engine.
   */
  async writeFromPassages(
    question: string,
    passages: readonly PromptPassage[],
    options: { history?: ChatMessage[]; signal?: AbortSignal; onDelta?: (delta: string) => void } = {},
  ): Promise<string> {
    if (this.client === null) throw new Error('writeFromPassages needs a configured provider');
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
        throw new ProviderError('invalid-response', 'The AI service returned an empty answer.');
      return answer.trim();
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      throw new ProviderError('network', describe(error));
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
    const offline = await this.engines.aiText(text, {});
    if (this.client === null || offline.error !== null) return withSource(offline, 'engine');
    try {
      const tokenLogprobs = await this.client.scoreText(text, options.signal);
      return withSource(await this.engines.aiText(text, { tokenLogprobs }), 'model');
    } catch (error) {
      return withSource(offline, 'engine', describe(error));
    }
  }
}

const MODEL_CARDS = z.object({
  cards: z
    .array(
      z.object({
        front: z.string().trim().min(1).max(1000),
        back: z.string().trim().min(1).max(2000),
        sourceQuote: z.string().min(1).max(3000),
      }),
    )
    .min(1),
});

const MODEL_QUESTIONS = z.object({
  questions: z
    .array(
      z.object({
        kind: z.enum(['multiple-choice', 'true-false', 'cloze']),
        prompt: z.string().trim().min(1).max(2000),
        options: z.array(z.string().trim().min(1).max(500)).max(8).default([]),
        answer: z.string().min(1).max(500),
        topic: z.string().max(200).default('General'),
        sourceQuote: z.string().min(1).max(3000),
      }),
    )
    .min(1),
});

/** The first problems zod found, in words the model can act on. */
function zodProblem(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || 'the reply'}: ${issue.message}`)
    .join('; ');
}

function materialText(material: StudyMaterial): string {
  return toSections(material)
    .map((s) => s.text)
    .join('\n\n');
}

/** The sentence of the material a quote comes from (the model may not invent sources), or undefined. */
function sourceSentence(sentences: ReturnType<typeof sentencesOf>, sourceQuote: string) {
  const quote = normalizeForMatch(sourceQuote);
  if (quote.length <= 10) return undefined;
  return (
    sentences.find((s) => normalizeForMatch(s.text).includes(quote)) ??
    sentences.find((s) => s.text.length > 20 && quote.includes(normalizeForMatch(s.text)))
  );
}

function describe(error: unknown): string {
  if (error instanceof ProviderError) return error.message;
  return error instanceof Error ? error.message : String(error);
}
