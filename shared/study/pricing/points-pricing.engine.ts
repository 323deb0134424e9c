import {
  DOCUMENT_CHAT_COST,
  FIXED_COSTS,
  FLASHCARD_COST_BEYOND,
  FLASHCARD_COST_TIERS,
  POINTS_PER_USD,
  TOOLBAR_ACTIONS,
  WORDS_COST,
} from '../../constants/points-costs.ts';
import type { ToolbarAction } from '../../constants/points-costs.ts';
import { countWords } from '../text/text-tokens.util.ts';

// Counts come from our own code (word counters, message lists), so a negative or fractional count is a bug
// and throws rather than being priced.
function assertCount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer, got ${String(value)}`);
  }
}

/** Words: 10 points per 100 words, rounded up (1–100 words cost 10, 101 cost 20). */
export function wordsCost(wordCount: number): number {
  assertCount('wordCount', wordCount);
  return Math.ceil(wordCount / WORDS_COST.wordsPerBlock) * WORDS_COST.pointsPerBlock;
}

/** Words cost of a text, counting words as the rest of the study tools do. */
export function wordsCostOfText(text: string): number {
  return wordsCost(countWords(text));
}

export function contentAnalysisCost(): number {
  return FIXED_COSTS.contentAnalysis;
}

export function aiDetectionCost(): number {
  return FIXED_COSTS.aiDetection;
}

export function plagiarismCheckCost(): number {
  return FIXED_COSTS.plagiarismCheck;
}

/** Reference search: 5 points per search. */
export function referenceSearchCost(searches = 1): number {
  assertCount('searches', searches);
  return searches * FIXED_COSTS.referenceSearch;
}

export function isToolbarAction(value: string): value is ToolbarAction {
  return (TOOLBAR_ACTIONS as readonly string[]).includes(value);
}

/** Improve writing, make natural, shorter, longer, custom query, enhance expression: 3 points each. */
export function toolbarActionCost(action: ToolbarAction): number {
  if (!isToolbarAction(action)) throw new RangeError(`Unknown toolbar action: ${String(action)}`);
  return FIXED_COSTS.toolbarAction;
}

export function rewriteContentCost(): number {
  return FIXED_COSTS.rewriteContent;
}

export function improveContentCost(): number {
  return FIXED_COSTS.improveContent;
}

/** Document chat: base 5 plus 2 per full 5 messages already in the conversation. */
export function documentChatCost(messagesSoFar: number): number {
  assertCount('messagesSoFar', messagesSoFar);
  return (
    DOCUMENT_CHAT_COST.base +
    DOCUMENT_CHAT_COST.perBlock * Math.floor(messagesSoFar / DOCUMENT_CHAT_COST.messagesPerBlock)
  );
}

/** Flashcards: 5 up to 10 cards, 7 up to 20, 10 up to 30, 15 beyond 30. Generating no cards costs nothing. */
export function flashcardsCost(cardCount: number): number {
  assertCount('cardCount', cardCount);
  if (cardCount === 0) return 0;
  for (const tier of FLASHCARD_COST_TIERS) if (cardCount <= tier.upTo) return tier.points;
  return FLASHCARD_COST_BEYOND;
}

/**
 * Practice tests: the spec prices no test-prep action of its own, so a test of N questions costs what N
 * generated flashcards cost (5 up to 10, 7 up to 20, 10 up to 30, 15 beyond).
 */
export function practiceTestCost(questionCount: number): number {
  return flashcardsCost(questionCount);
}

/** Every priced action, for code that handles them generically (the server's charge RPC, receipts). */
export type PricedAction =
  | { kind: 'words'; wordCount: number }
  | { kind: 'content-analysis' }
  | { kind: 'ai-detection' }
  | { kind: 'plagiarism-check' }
  | { kind: 'reference-search'; searches?: number }
  | { kind: 'toolbar'; action: ToolbarAction }
  | { kind: 'rewrite-content' }
  | { kind: 'improve-content' }
  | { kind: 'document-chat'; messagesSoFar: number }
  | { kind: 'flashcards'; cardCount: number };

export function priceAction(action: PricedAction): number {
  switch (action.kind) {
    case 'words':
      return wordsCost(action.wordCount);
    case 'content-analysis':
      return contentAnalysisCost();
    case 'ai-detection':
      return aiDetectionCost();
    case 'plagiarism-check':
      return plagiarismCheckCost();
    case 'reference-search':
      return referenceSearchCost(action.searches ?? 1);
    case 'toolbar':
      return toolbarActionCost(action.action);
    case 'rewrite-content':
      return rewriteContentCost();
    case 'improve-content':
      return improveContentCost();
    case 'document-chat':
      return documentChatCost(action.messagesSoFar);
    case 'flashcards':
      return flashcardsCost(action.cardCount);
  }
}

/** Dollar value of a points amount, for displays that show both (2 decimals, as the spec requires). */
export function pointsToUsd(points: number): string {
  return (points / POINTS_PER_USD).toFixed(2);
}
