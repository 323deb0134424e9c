// What the study engines' worker does for one call (_shared/study-engines.ts): the built-in engines whose work
// grows with the material, called with plain data.
import { analyzeAiText } from '../../../shared/study/ai-detection/ai-text-signals.engine.ts';
import type { TokenLogprob } from '../../../shared/study/ai-detection/ai-text-signals.engine.ts';
import { generateFlashcards } from '../../../shared/study/flashcards/flashcard-generator.engine.ts';
import type { FlashcardOptions } from '../../../shared/study/flashcards/flashcard-generator.engine.ts';
import { generateQuestions } from '../../../shared/study/questions/question-generator.engine.ts';
import type { QuestionOptions } from '../../../shared/study/questions/question-generator.engine.ts';
import type { StudyMaterial } from '../../../shared/study/text/study-source.util.ts';
import {
  answerDocumentQuestion,
  chunksOfPages,
  documentBrief,
  type ChatPage,
  type DocumentBrief,
  type DocumentChatAnswer,
} from '../../../shared/study/document-chat/document-chat.engine.ts';
import { Bm25Index } from '../../../shared/study/retrieval/bm25.engine.ts';

export type StudyEngineCall =
  | { op: 'flashcards'; material: StudyMaterial; options: FlashcardOptions }
  | { op: 'questions'; material: StudyMaterial; options: QuestionOptions }
  | { op: 'ai-text'; text: string; options: { tokenLogprobs?: readonly TokenLogprob[] } }
  | { op: 'document-answer'; question: string; pages: ChatPage[] };

/**
 * A question about a document, worked out by the built-in engine: `found` when a passage answers it (else the
 * answer declines it, or answers the parts of it the document covers), the engine's answer, and the brief a model
 * writes its answer from when one is configured. Chunking and ranking a long document's pages is the work (about
 * 1 s per 2,000,000 characters here), done once here for both.
 */
export interface DocumentAnswer {
  found: boolean;
  answer: DocumentChatAnswer;
  brief: DocumentBrief;
}

async function documentAnswer(question: string, pages: ChatPage[]): Promise<DocumentAnswer> {
  const chunks = chunksOfPages(pages);
  const index = new Bm25Index(chunks, (c) => c.text);
  const brief = documentBrief(question, chunks, index);
  return { found: brief.found, answer: await answerDocumentQuestion(question, chunks, { index }), brief };
}

/** One call's work, as the engines do it in any thread. */
export function studyEngineWork(call: StudyEngineCall) {
  switch (call.op) {
    case 'flashcards':
      return generateFlashcards(call.material, call.options);
    case 'questions':
      return generateQuestions(call.material, call.options);
    case 'ai-text':
      return analyzeAiText(call.text, call.options);
    case 'document-answer':
      return documentAnswer(call.question, call.pages);
  }
}
