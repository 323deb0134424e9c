// A compact n-gram model of how HUMAN sentences are built: the most frequent words of human prose are kept as
// themselves (they carry syntax and style), every other word becomes a class by its shape (a number, a
// capitalised name, a suffix such as -ly, -ing, -tion), and punctuation marks are tokens too. Trained by
// scripts/bench/writing-quality/train-detector.ts on human text only, it says how predictable a sentence's
// construction is to a reader of human prose: a perplexity-like reading that does not depend on topic words.
import type { WritingUnit } from './writing-units.util.ts';

export const SENTENCE_START = '<s>';
export const SENTENCE_END = '</s>';

const SUFFIX_CLASSES: Array<[RegExp, string]> = [
  [/^\d[\d.,]*$/, '#num'],
  [/ly$/, '#ly'],
  [/ing$/, '#ing'],
  [/ed$/, '#ed'],
  [/(tion|sion)s?$/, '#tion'],
  [/ments?$/, '#ment'],
  [/ness$/, '#ness'],
  [/ity$/, '#ity'],
  [/ives?$/, '#ive'],
  [/(ous|ious)$/, '#ous'],
  [/(able|ible)$/, '#able'],
  [/(ful|less)$/, '#ful'],
  [/(ic|ical)$/, '#ic'],
  [/al$/, '#al'],
  [/(ists?|isms?)$/, '#ist'],
  [/(er|or)s?$/, '#er'],
  [/est$/, '#est'],
  [/'s$/, "#'s"],
  [/'/, "#n't"],
  [/ss$/, '#word'],
  [/s$/, '#s'],
];

/** The symbol a word stands for when it is not one of the kept words. */
export function wordClass(word: string, raw: string, first: boolean): string {
  if (!first && /^\p{Lu}/u.test(raw) && !/^\d/.test(raw)) return '#Name';
  for (const [pattern, name] of SUFFIX_CLASSES) if (pattern.test(word)) return name;
  return word.length >= 9 ? '#longword' : '#word';
}

/** The symbols of one unit, framed by sentence-start and sentence-end marks. */
export function unitSymbols(unit: WritingUnit, kept: ReadonlySet<string>): string[] {
  const out = [SENTENCE_START, SENTENCE_START];
  let w = 0;
  for (const token of unit.tokens) {
    if (/[\p{L}\p{N}]/u.test(token[0] ?? '')) {
      const raw = unit.rawWords[w] ?? token;
      out.push(kept.has(token) ? token : wordClass(token, raw, w === 0));
      w += 1;
    } else out.push(token);
  }
  out.push(SENTENCE_END);
  return out;
}

/** The shipped form: symbols, and log-probabilities (natural log, times 10, rounded) keyed by symbol indices. */
export interface StyleNgramData {
  symbols: string[];
  /** Unigram log-probabilities, one per symbol. */
  unigrams: number[];
  /** Log interpolation weights of the one-symbol contexts: what a bigram not kept backs off with. */
  unigramBackoffs: number[];
  /** "delta:logp:backoff" entries of bigrams sorted by key (key = a * V + b), deltas and numbers in base 36. */
  bigrams: string;
  /** "delta:logp" entries of trigrams sorted by key (key = (a * V + b) * V + c). */
  trigrams: string;
}

const SCALE = 10;

export class StyleNgramModel {
  readonly kept: ReadonlySet<string>;
  private readonly index = new Map<string, number>();
  private readonly unigram: Float64Array;
  private readonly unigramBackoff: Float64Array;
  private readonly bigram = new Map<number, number>();
  private readonly backoff = new Map<number, number>();
  private readonly trigram = new Map<number, number>();
  private readonly size: number;

  constructor(data: StyleNgramData) {
    this.size = data.symbols.length;
    data.symbols.forEach((s, i) => this.index.set(s, i));
    this.kept = new Set(
      data.symbols.filter((s) => !s.startsWith('#') && !s.startsWith('<') && /\p{L}/u.test(s)),
    );
    this.unigram = Float64Array.from(data.unigrams, (v) => v / SCALE);
    this.unigramBackoff = Float64Array.from(data.unigramBackoffs, (v) => v / SCALE);
    let key = 0;
    for (const entry of data.bigrams.split(';')) {
      if (entry === '') continue;
      const [delta, lp, bow] = entry.split(':');
      key += parseInt(delta ?? '0', 36);
      this.bigram.set(key, parseInt(lp ?? '0', 36) / SCALE);
      if (bow !== undefined && bow !== '') this.backoff.set(key, parseInt(bow, 36) / SCALE);
    }
    key = 0;
    for (const entry of data.trigrams.split(';')) {
      if (entry === '') continue;
      const [delta, lp] = entry.split(':');
      key += parseInt(delta ?? '0', 36);
      this.trigram.set(key, parseInt(lp ?? '0', 36) / SCALE);
    }
  }

  /** Unigram log-probability of a symbol in human prose (for the function-word distribution). */
  unigramLogProb(symbol: string): number {
    return this.unigram[this.id(symbol)] ?? -12;
  }

  private id(symbol: string): number {
    return this.index.get(symbol) ?? this.index.get('#word') ?? 0;
  }

  /** Log-probability (natural log) of each symbol after the two before it, backing off to shorter contexts. */
  logProbs(symbols: readonly string[]): number[] {
    const ids = symbols.map((s) => this.id(s));
    const out: number[] = [];
    const V = this.size;
    for (let i = 2; i < ids.length; i += 1) {
      const a = ids[i - 2] ?? 0;
      const b = ids[i - 1] ?? 0;
      const c = ids[i] ?? 0;
      const tri = this.trigram.get((a * V + b) * V + c);
      if (tri !== undefined) {
        out.push(tri);
        continue;
      }
      const abBackoff = this.backoff.get(a * V + b) ?? 0;
      const bi = this.bigram.get(b * V + c);
      if (bi !== undefined) {
        out.push(abBackoff + bi);
        continue;
      }
      out.push(abBackoff + (this.unigramBackoff[b] ?? 0) + (this.unigram[c] ?? -12));
    }
    return out;
  }
}

/** Encodes a sorted list of (key, values) as delta-coded base-36 entries. */
export function encodeEntries(entries: Array<[number, number[]]>): string {
  let previous = 0;
  return entries
    .map(([key, values]) => {
      const delta = key - previous;
      previous = key;
      return [delta, ...values.map((v) => Math.round(v * SCALE))].map((n) => n.toString(36)).join(':');
    })
    .join(';');
}
