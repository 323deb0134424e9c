import { ENGLISH_STOPWORDS } from '../text/english-stopwords.data.ts';
import { stemWord, tokenizeWords } from '../text/text-tokens.util.ts';

/** Terms of a text for ranking: normalised, stop words dropped, stemmed. */
export function rankingTerms(text: string): string[] {
  const out: string[] = [];
  for (const t of tokenizeWords(text)) {
    if (ENGLISH_STOPWORDS.has(t.norm)) continue;
    out.push(stemWord(t.norm));
  }
  return out;
}

export interface Bm25Hit<T> {
  item: T;
  index: number;
  score: number;
  /** Query terms found in the item. */
  matchedTerms: string[];
}

/**
 * Okapi BM25 (k1 = 1.2, b = 0.75) over any list of items: the offline ranking for document chat. The server
 * ranks with Postgres full-text search instead; both return passages the answer composer can quote.
 */
export class Bm25Index<T> {
  private readonly docs: Array<Map<string, number>>;
  private readonly lengths: number[];
  private readonly documentFrequency = new Map<string, number>();
  private readonly averageLength: number;
  private readonly k1: number;
  private readonly b: number;

  constructor(
    private readonly items: readonly T[],
    textOf: (item: T) => string,
    options: { k1?: number; b?: number } = {},
  ) {
    this.k1 = options.k1 ?? 1.2;
    this.b = options.b ?? 0.75;
    this.docs = [];
    this.lengths = [];
    for (const item of items) {
      const terms = rankingTerms(textOf(item));
      const tf = new Map<string, number>();
      for (const term of terms) tf.set(term, (tf.get(term) ?? 0) + 1);
      for (const term of tf.keys())
        this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
      this.docs.push(tf);
      this.lengths.push(terms.length);
    }
    const total = this.lengths.reduce((a, b) => a + b, 0);
    this.averageLength = items.length === 0 ? 0 : total / items.length;
  }

  get size(): number {
    return this.items.length;
  }

  private idf(term: string): number {
    const n = this.documentFrequency.get(term) ?? 0;
    // The "+1" form never goes negative, so a term present in most chunks still counts a little.
    return Math.log(1 + (this.items.length - n + 0.5) / (n + 0.5));
  }

  search(query: string, limit = 5): Array<Bm25Hit<T>> {
    const terms = [...new Set(rankingTerms(query))];
    if (terms.length === 0 || this.items.length === 0) return [];
    const hits: Array<Bm25Hit<T>> = [];
    this.docs.forEach((tf, index) => {
      let score = 0;
      const matched: string[] = [];
      const norm = 1 - this.b + (this.b * (this.lengths[index] ?? 0)) / (this.averageLength || 1);
      for (const term of terms) {
        const f = tf.get(term);
        if (f === undefined) continue;
        matched.push(term);
        score += (this.idf(term) * (f * (this.k1 + 1))) / (f + this.k1 * norm);
      }
      const item = this.items[index];
      if (score > 0 && item !== undefined) hits.push({ item, index, score, matchedTerms: matched });
    });
    hits.sort((a, b) => b.score - a.score || a.index - b.index);
    return hits.slice(0, limit);
  }

  /** Highest possible score share of a query: how many of its terms the best passage must contain. */
  queryTerms(query: string): string[] {
    return [...new Set(rankingTerms(query))];
  }
}
