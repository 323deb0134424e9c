// Document chat answers: retrieval over the document's page chunks (BM25), then either the quoted passages
// themselves or, with a provider, an answer written from those passages only. Citations are pages ([p. 4]) with
// the passage they point at, so the reader can scroll the document to it. A question the document does not answer
// is declined, never answered from elsewhere.
import { DOCUMENT_CHAT_LIMITS } from '../study-tool-input.ts';
import { composeAnswer } from '../retrieval/answer-composer.engine.ts';
import { Bm25Index, rankingTerms } from '../retrieval/bm25.engine.ts';
import { chunkPages } from '../retrieval/page-chunking.engine.ts';
import type { DocumentChunk } from '../retrieval/page-chunking.engine.ts';
import type { ChatMessage, ProviderConfig } from '../provider/openai-compatible.client.ts';
import { StudyAssistant, passagesForModel } from '../provider/study-assistant.service.ts';
import type { PromptPassage } from '../provider/study-prompts.prompts.ts';

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

export { DOCUMENT_CHAT_LIMITS };

export const DOCUMENT_CHAT_MESSAGES = {
  notInDocument:
    'That is not in this document: no passage in it answers the question. Try rephrasing it with words the document uses.',
  intro: 'Here is what the document says:',
  emptyDocument: 'This document has no readable text to search.',
  /** A part of a multi-part question that no passage answers. */
  partNotCovered: (part: string) => `The document does not cover this part: "${part}".`,
} as const;

const QUESTION_START =
  /^(?:what|which|who|whom|whose|where|when|why|how|is|are|was|were|does|do|did|can|could|will|would|should|has|have|name|list|explain|describe|define|give)\b/iu;

/**
 * The parts of a question that asks several things ("Where does the Calvin cycle happen and which enzyme fixes
 * CO2?"): split at question marks and semicolons, and at "and"/"also"/"as well as" when what follows starts a
 * question of its own. A single question is one part.
 */
export function questionParts(question: string): string[] {
  const parts: string[] = [];
  for (const sentence of question.split(/(?<=\?)\s+|;\s*/u)) {
    let rest = sentence.trim();
    for (;;) {
      const m = /,?\s+(?:and|also|as\s+well\s+as|plus)\s+(?:also\s+)?(?=\S)/giu;
      let cut: { at: number; next: number } | null = null;
      for (let hit = m.exec(rest); hit !== null; hit = m.exec(rest)) {
        const after = rest.slice(hit.index + hit[0].length);
        if (QUESTION_START.test(after)) {
          cut = { at: hit.index, next: hit.index + hit[0].length };
          break;
        }
      }
      if (cut === null) break;
      parts.push(rest.slice(0, cut.at).trim());
      rest = rest.slice(cut.next).trim();
    }
    if (rest !== '') parts.push(rest);
  }
  return parts
    .map((p) => p.replace(/^[,;\s]+|(?<![\s,;])[\s,;]+$/gu, ''))
    .filter((p) => rankingTerms(p).length > 0);
}

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
  const composed = composeAnswer(question, chunks, { index: index ?? new Bm25Index(chunks, (c) => c.text) });
  const passages = composed.passages.filter((p) => coversQuestion(question, p.text));
  return { ...composed, passages, found: composed.found && passages.length > 0 };
}

/**
 * Whether a passage answers enough of the question to be quoted for it: it must share most of the question's
 * terms (two at least, or the only one). Two common words ("first", "happen") are not an answer to a question
 * about something else.
 */
export function coversQuestion(question: string, passage: string): boolean {
  const asked = new Set(rankingTerms(question));
  if (asked.size === 0) return false;
  const found = new Set(rankingTerms(passage));
  let shared = 0;
  for (const term of asked) if (found.has(term)) shared += 1;
  return shared >= Math.max(Math.min(2, asked.size), Math.floor(asked.size / 2) + 1);
}

/** Each part answered from its own passages, or named as not covered by the document. */
function answerEachPart(
  parts: readonly string[],
  chunks: readonly DocumentChunk[],
  index: Bm25Index<DocumentChunk>,
): DocumentChatAnswer {
  const sections: string[] = [];
  const citations: ChatCitation[] = [];
  let anyFound = false;
  for (const part of parts) {
    const grounded = retrieve(part, chunks, index);
    const label = `**${part.charAt(0).toUpperCase()}${part.slice(1)}${/[?.!]$/u.test(part) ? '' : '?'}**`;
    if (!grounded.found) {
      sections.push(`${label}\n\n${DOCUMENT_CHAT_MESSAGES.partNotCovered(part)}`);
      continue;
    }
    anyFound = true;
    const passages = grounded.passages.slice(0, 2);
    for (const p of passages)
      if (p.page !== null && !citations.some((c) => c.text === p.text))
        citations.push({ page: p.page, text: p.text });
    sections.push(
      [label, ...passages.map((p) => `> "${p.text}"${p.page === null ? '' : ` [p. ${p.page}]`}`)].join(
        '\n\n',
      ),
    );
  }
  if (!anyFound)
    return {
      answer:
        chunks.length === 0 ? DOCUMENT_CHAT_MESSAGES.emptyDocument : DOCUMENT_CHAT_MESSAGES.notInDocument,
      citations: [],
      found: false,
      engine: 'engine',
    };
  return {
    answer: [DOCUMENT_CHAT_MESSAGES.intro, ...sections].join('\n\n'),
    citations,
    found: true,
    engine: 'engine',
  };
}

/**
 * What a model is given to answer a question about a document, worked out from the pages alone: the ranking (the
 * part that grows with the document, about 1 s per 2,000,000 characters here), kept apart from the model's call so
 * that it can run off the thread that serves requests and only the call runs there.
 */
export interface DocumentBrief {
  /** False when no passage answers the question as a whole: the answer declines it. */
  found: boolean;
  /** The document has no text at all. */
  empty: boolean;
  /** The passages the answer cites, with their pages. */
  citations: ChatCitation[];
  /** The engine's answer: those passages quoted word for word (given when the model has nothing to write from). */
  quoted: string;
  /** The passages the model writes from. */
  passages: PromptPassage[];
}

export function documentBrief(
  question: string,
  chunks: readonly DocumentChunk[],
  index: Bm25Index<DocumentChunk> = new Bm25Index(chunks, (c) => c.text),
): DocumentBrief {
  const grounded = retrieve(question, chunks, index);
  return {
    found: grounded.found,
    empty: chunks.length === 0,
    citations: grounded.passages
      .filter((p): p is typeof p & { page: number } => p.page !== null)
      .map((p) => ({ page: p.page, text: p.text })),
    quoted: [
      DOCUMENT_CHAT_MESSAGES.intro,
      ...grounded.passages.map((p) => `> "${p.text}"${p.page === null ? '' : ` [p. ${p.page}]`}`),
    ].join('\n\n'),
    passages: grounded.found ? passagesForModel(question, index) : [],
  };
}

/** The answer written from a brief: by the model when one is configured and has passages, else the quoted passages. */
export async function answerFromBrief(
  question: string,
  brief: DocumentBrief,
  options: {
    provider?: ProviderConfig | null;
    history?: ChatMessage[];
    signal?: AbortSignal;
    /** Each piece of the provider's answer as it is written (not called for engine answers, given whole). */
    onDelta?: (delta: string) => void;
  } = {},
): Promise<DocumentChatAnswer> {
  if (!brief.found) {
    return {
      answer: brief.empty ? DOCUMENT_CHAT_MESSAGES.emptyDocument : DOCUMENT_CHAT_MESSAGES.notInDocument,
      citations: [],
      found: false,
      engine: 'engine',
    };
  }
  const assistant = new StudyAssistant(options.provider ?? null);
  // Nothing retrieved for the model to write from, or no model: the passages quoted.
  if (!assistant.hasProvider || brief.passages.length === 0)
    return { answer: brief.quoted, citations: brief.citations, found: true, engine: 'engine' };
  const written = await assistant.writeFromPassages(question, brief.passages, {
    history: options.history?.slice(-DOCUMENT_CHAT_LIMITS.historyMessages),
    signal: options.signal,
    onDelta: options.onDelta,
  });
  return {
    answer: bracketPageCitations(written),
    citations: brief.citations,
    found: true,
    engine: 'provider',
  };
}

/**
 * The answer to a question about a document. With a provider, it writes from the retrieved passages (a provider
 * failure is thrown, for the paid action to refund); without one, the passages are quoted word for word with
 * their pages.
 */
export async function answerDocumentQuestion(
  question: string,
  chunks: readonly DocumentChunk[],
  options: {
    provider?: ProviderConfig | null;
    history?: ChatMessage[];
    signal?: AbortSignal;
    /** Each piece of the provider's answer as it is written (not called for engine answers, given whole). */
    onDelta?: (delta: string) => void;
    /** The chunks' index, when the caller has built it already. */
    index?: Bm25Index<DocumentChunk>;
  } = {},
): Promise<DocumentChatAnswer> {
  const index = options.index ?? new Bm25Index(chunks, (c) => c.text);
  const parts = questionParts(question);
  if (parts.length > 1) {
    const multi = answerEachPart(parts, chunks, index);
    // With a provider, the model writes from the passages of the parts found, and is told which are not covered.
    if (!multi.found || options.provider === null || options.provider === undefined) return multi;
  }
  return answerFromBrief(question, documentBrief(question, chunks, index), options);
}
