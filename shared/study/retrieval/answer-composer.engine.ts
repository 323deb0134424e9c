import { Bm25Index, rankingTerms } from './bm25.engine.ts';
import type { DocumentChunk } from './page-chunking.engine.ts';

export interface QuotedPassage {
  text: string;
  page: number | null;
  chunkId: number;
  score: number;
}

export interface ComposedAnswer {
  /** The reply shown in the chat, quoting passages with their pages. */
  answer: string;
  passages: QuotedPassage[];
  /** False when nothing in the document matched the question well enough to quote. */
  found: boolean;
}

export const CHAT_MESSAGES = {
  emptyQuestion: 'Type a question about the document.',
  emptyDocument: 'This document has no readable text to search. Try a different file.',
  notFound:
    "I couldn't find a passage in this document that answers that. Try rephrasing the question or using words from the document.",
  intro: 'Here is what the document says:',
} as const;

function pageLabel(page: number | null): string {
  return page === null ? '' : ` (p. ${page})`;
}

/**
 * The offline document-chat answer: the best passages for the question, quoted word for word with their page
 * numbers. It never paraphrases, so it cannot misstate the document.
 */
export function composeAnswer(
  question: string,
  chunks: readonly DocumentChunk[],
  options: { maxQuotes?: number; index?: Bm25Index<DocumentChunk> } = {},
): ComposedAnswer {
  if (question.trim().length === 0)
    return { answer: CHAT_MESSAGES.emptyQuestion, passages: [], found: false };
  if (chunks.length === 0) return { answer: CHAT_MESSAGES.emptyDocument, passages: [], found: false };
  const index = options.index ?? new Bm25Index(chunks, (c) => c.text);
  const queryTerms = new Set(rankingTerms(question));
  if (queryTerms.size === 0) return { answer: CHAT_MESSAGES.notFound, passages: [], found: false };
  const top = index.search(question, 4);

  // Rank the sentences of the best chunks by how many question terms they contain, weighted by chunk score.
  const candidates: Array<QuotedPassage & { overlap: number }> = [];
  const seen = new Set<string>();
  for (const hit of top) {
    for (const sentence of hit.item.sentences) {
      if (seen.has(sentence.text)) continue;
      seen.add(sentence.text);
      const terms = new Set(rankingTerms(sentence.text));
      let overlap = 0;
      for (const t of queryTerms) if (terms.has(t)) overlap += 1;
      if (overlap === 0) continue;
      const coverage = overlap / queryTerms.size;
      candidates.push({
        text: sentence.text,
        page: sentence.page,
        chunkId: hit.item.id,
        score: coverage * (1 + hit.score / 10),
        overlap,
      });
    }
  }
  candidates.sort((a, b) => b.score - a.score);
  // One stray shared word ("process") is not an answer: a quote must share two of the question's terms,
  // or its only term when the question has one.
  const needed = Math.min(2, queryTerms.size);
  const quotes = candidates.filter((c) => c.overlap >= needed).slice(0, options.maxQuotes ?? 3);
  if (quotes.length === 0) return { answer: CHAT_MESSAGES.notFound, passages: [], found: false };
  const lines = quotes.map((q) => `> "${q.text}"${pageLabel(q.page)}`);
  return {
    answer: `${CHAT_MESSAGES.intro}\n\n${lines.join('\n\n')}`,
    passages: quotes.map(({ overlap: _overlap, ...q }) => q),
    found: true,
  };
}
