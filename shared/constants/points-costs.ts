// Points costs of spec 1 section 9 and spec 2 section 9. The renderer quotes with these numbers and the
// server charges with them, so they live in exactly one place.

/** 10 points per US dollar. */
export const POINTS_PER_USD = 10;

export const WORDS_COST = { pointsPerBlock: 10, wordsPerBlock: 100 } as const;

export const FIXED_COSTS = {
  contentAnalysis: 10,
  aiDetection: 5,
  plagiarismCheck: 5,
  referenceSearch: 5,
  toolbarAction: 3,
  rewriteContent: 10,
  improveContent: 10,
} as const;

/** The toolbar actions of the writer, each costing {@link FIXED_COSTS.toolbarAction}. */
export const TOOLBAR_ACTIONS = [
  'improve-writing',
  'make-natural',
  'shorter',
  'longer',
  'custom-query',
  'enhance-expression',
] as const;
export type ToolbarAction = (typeof TOOLBAR_ACTIONS)[number];

export const DOCUMENT_CHAT_COST = { base: 5, perBlock: 2, messagesPerBlock: 5 } as const;

/** Flashcard tiers: the first tier whose `upTo` covers the card count applies; beyond the last, `beyond`. */
export const FLASHCARD_COST_TIERS = [
  { upTo: 10, points: 5 },
  { upTo: 20, points: 7 },
  { upTo: 30, points: 10 },
] as const;
export const FLASHCARD_COST_BEYOND = 15;
