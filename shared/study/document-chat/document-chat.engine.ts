// Document chat answers: retrieval over the document's page chunks (BM25), then either the quoted passages
// themselves or, with a provider, an answer written from those passages only. Citations are pages ([p. 4]) with
// the passage they point at, so the reader can scroll the document to it. A question the document does not answer
// is declined, never answered from elsewhere.
import { composeAnswer } from '../retrieval/answer-composer.engine.ts';
import { Bm25Index } from '../retrieval/bm25.engine.ts';
import { chunkPages } from '../retrieval/page-chunking.engine.ts';
import type { DocumentChunk } from '../retrieval/page-chunking.engine.ts';
import type { ChatMessage, ProviderConfig } from '../provider/openai-compatible.client.ts';
import { StudyAssistant } from '../provider/study-assistant.service.ts';

export interface ChatPage {
  page: number;
  text: string;
}

export interface ChatCitation {
  page: number;
  text: string;
}

export interface DocumentChatAnswer {
  answer: string;
  citations: ChatCitation[];
  /** False when the document holds nothing that answers the question. */
  found: boolean;
  engine: 'provider' | 'engine';
}

export const DOCUMENT_CHAT_LIMITS = { questionMax: 2000, historyMessages: 10 } as const;

export const DOCUMENT_CHAT_MESSAGES = {
  notInDocument:
    'That is not in this document: no passage in it answers the question. Try rephrasing it with words the document uses.',
  intro: 'Here is what the document says:',
  emptyDocument: 'This document has no readable text to search.',
} as const;

/** "(p. 4)", "(page 4)" and "(pp. 4–5)" as the citations the chat links: "[p. 4]". */
export function bracketPageCitations(text: string): string {
  return text
    .replace(/\((?:p\.|page)\s*(\d+)\)/gi, '[p. $1]')
    .replace(/\(pp\.\s*(\d+)\s*[-–]\s*(\d+)\)/gi, '[p. $1] [p. $2]');
}

/** The chunks of a document's pages, for retrieval. */
export function chunksOfPages(pages: readonly ChatPage[]): DocumentChunk[] {
  return chunkPages(pages.map((p) => ({ text: p.text, page: p.page })));
}

/** The offline answer alone: whether the document holds an answer (checked before anything is charged). */
export function retrieve(
  question: string,
  chunks: readonly DocumentChunk[],
  index?: Bm25Index<DocumentChunk>,
) {
  return composeAnswer(question, chunks, { index: index ?? new Bm25Index(chunks, (c) => c.text) });
}

/**
 * The answer to a question about a document. With a provider, it writes from the retrieved passages (and falls back
 * to quoting them when it fails); without one, the passages are quoted word for word with their pages.
 */
export async function answerDocumentQuestion(
  question: string,
  chunks: readonly DocumentChunk[],
  options: { provider?: ProviderConfig | null; history?: ChatMessage[]; signal?: AbortSignal } = {},
): Promise<DocumentChatAnswer> {
  const index = new Bm25Index(chunks, (c) => c.text);
  const assistant = new StudyAssistant(options.provider ?? null);
  const result = await assistant.answerFromDocument(question, chunks, {
    index,
    history: options.history?.slice(-DOCUMENT_CHAT_LIMITS.historyMessages),
    signal: options.signal,
  });
  const composed = result.data ?? retrieve(question, chunks, index);
  const citations = composed.passages
    .filter((p): p is typeof p & { page: number } => p.page !== null)
    .map((p) => ({ page: p.page, text: p.text }));
  if (!composed.found) {
    return {
      answer:
        chunks.length === 0 ? DOCUMENT_CHAT_MESSAGES.emptyDocument : DOCUMENT_CHAT_MESSAGES.notInDocument,
      citations: [],
      found: false,
      engine: 'engine',
    };
  }
  return {
    answer: bracketPageCitations(composed.answer),
    citations,
    found: true,
    engine: result.source === 'model' ? 'provider' : 'engine',
  };
}
