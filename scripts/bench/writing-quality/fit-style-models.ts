// Fitting the detector's count-based models (used by train-detector.ts): the symbol n-gram model of
// style-ngram.model.ts, by interpolated absolute discounting, and the word-frequency profile of
// style-features.engine.ts.
import type { WordProfileData } from '../../../shared/study/ai-detection/style-features.engine.ts';
import {
  encodeEntries,
  unitSymbols,
  wordClass,
} from '../../../shared/study/ai-detection/style-ngram.model.ts';
import type { StyleNgramData } from '../../../shared/study/ai-detection/style-ngram.model.ts';
import type { WritingUnit } from '../../../shared/study/ai-detection/writing-units.util.ts';

const DISCOUNT = 0.75;
const MIN_BIGRAM = 4;

/** An interpolated absolute-discounting trigram model over `symbols`, its most frequent trigrams kept. */
export function fitNgram(
  units: readonly WritingUnit[],
  symbols: readonly string[],
  kept: ReadonlySet<string>,
  maxTrigrams: number,
): { data: StyleNgramData; tokens: number; trigramTypes: number } {
  const V = symbols.length;
  const index = new Map(symbols.map((s, i) => [s, i]));
  const idOf = (s: string) => index.get(s) ?? index.get('#word') ?? 0;
  const c1 = new Float64Array(V);
  const c2 = new Map<number, number>();
  const c3 = new Map<number, number>();
  for (const u of units) {
    const ids = unitSymbols(u, kept).map(idOf);
    for (let i = 2; i < ids.length; i += 1) {
      const [a, b, c] = [ids[i - 2] ?? 0, ids[i - 1] ?? 0, ids[i] ?? 0];
      c1[c] = (c1[c] ?? 0) + 1;
      c2.set(b * V + c, (c2.get(b * V + c) ?? 0) + 1);
      c3.set((a * V + b) * V + c, (c3.get((a * V + b) * V + c) ?? 0) + 1);
    }
  }
  const N = c1.reduce((a, b) => a + b, 0);
  const p1 = Array.from(c1, (c) => (c + 1) / (N + V));
  const ctx1 = new Float64Array(V);
  const types1 = new Float64Array(V);
  for (const [key, c] of c2) {
    const b = Math.floor(key / V);
    ctx1[b] = (ctx1[b] ?? 0) + c;
    types1[b] = (types1[b] ?? 0) + 1;
  }
  const ctx2 = new Map<number, number>();
  const types2 = new Map<number, number>();
  for (const [key, c] of c3) {
    const ab = Math.floor(key / V);
    ctx2.set(ab, (ctx2.get(ab) ?? 0) + c);
    types2.set(ab, (types2.get(ab) ?? 0) + 1);
  }
  const lambda1 = (b: number) => ((ctx1[b] ?? 0) === 0 ? 1 : (DISCOUNT * (types1[b] ?? 0)) / (ctx1[b] ?? 1));
  const p2 = (b: number, c: number) => {
    const total = ctx1[b] ?? 0;
    const seen = total === 0 ? 0 : Math.max((c2.get(b * V + c) ?? 0) - DISCOUNT, 0) / total;
    return seen + lambda1(b) * (p1[c] ?? 0);
  };
  const lambda2 = (ab: number) => {
    const total = ctx2.get(ab) ?? 0;
    return total === 0 ? 1 : (DISCOUNT * (types2.get(ab) ?? 0)) / total;
  };
  const bigramEntries: Array<[number, number[]]> = [...c2]
    .filter(([, c]) => c >= MIN_BIGRAM)
    .map(([key]) => [key, [Math.log(p2(Math.floor(key / V), key % V)), Math.log(lambda2(key))]]);
  bigramEntries.sort((x, y) => x[0] - y[0]);
  const trigramEntries: Array<[number, number[]]> = [...c3]
    .sort((a, b) => b[1] - a[1])
    .slice(0, maxTrigrams)
    .map(([key, c]) => {
      const ab = Math.floor(key / V);
      const p = Math.max(c - DISCOUNT, 0) / (ctx2.get(ab) ?? 1) + lambda2(ab) * p2(ab % V, key % V);
      return [key, [Math.log(p)]];
    });
  trigramEntries.sort((x, y) => x[0] - y[0]);
  return {
    data: {
      symbols: [...symbols],
      unigrams: p1.map((p) => Math.round(Math.log(p) * 10)),
      unigramBackoffs: Array.from({ length: V }, (_, b) => Math.round(Math.log(lambda1(b)) * 10)),
      bigrams: encodeEntries(bigramEntries),
      trigrams: encodeEntries(trigramEntries),
    },
    tokens: N,
    trigramTypes: c3.size,
  };
}

function symbolCounts(texts: ReadonlyArray<readonly WritingUnit[]>, vocabulary: ReadonlySet<string>) {
  const counts = new Map<string, number>();
  let total = 0;
  for (const units of texts)
    for (const u of units)
      u.words.forEach((w, i) => {
        const s = vocabulary.has(w) ? w : wordClass(w, u.rawWords[i] ?? w, i === 0);
        counts.set(s, (counts.get(s) ?? 0) + 1);
        total += 1;
      });
  return { counts, total };
}

/**
 * Log-ratios of model-written to human use of common words. A word is kept only if it is common in human prose
 * (at least minHumanCount times) and used by model-written texts from at least minBatches writing batches and
 * in at least minTextShare of them: words of one prompt's topic never qualify.
 */
export function fitWordProfile(
  humanTexts: ReadonlyArray<readonly WritingUnit[]>,
  modelTexts: ReadonlyArray<{ units: readonly WritingUnit[]; batch: string }>,
  options = { minHumanCount: 30, minBatches: 4, minTextShare: 0.03, clip: 2.5 },
): WordProfileData {
  const human = new Map<string, number>();
  for (const units of humanTexts)
    for (const u of units) for (const w of u.words) human.set(w, (human.get(w) ?? 0) + 1);
  const batches = new Map<string, Set<string>>();
  const textsWith = new Map<string, number>();
  for (const t of modelTexts) {
    const seen = new Set(t.units.flatMap((u) => u.words));
    for (const w of seen) {
      textsWith.set(w, (textsWith.get(w) ?? 0) + 1);
      const b = batches.get(w) ?? new Set<string>();
      b.add(t.batch);
      batches.set(w, b);
    }
  }
  const vocabulary = new Set(
    [...human]
      .filter(
        ([w, c]) =>
          c >= options.minHumanCount &&
          /^[a-z']+$/.test(w) &&
          (batches.get(w)?.size ?? 0) >= options.minBatches &&
          (textsWith.get(w) ?? 0) >= options.minTextShare * modelTexts.length,
      )
      .map(([w]) => w),
  );
  const h = symbolCounts(humanTexts, vocabulary);
  const m = symbolCounts(
    modelTexts.map((t) => t.units),
    vocabulary,
  );
  const symbols = [...new Set([...h.counts.keys(), ...m.counts.keys()])].filter(
    (s) => vocabulary.has(s) || s.startsWith('#'),
  );
  const V = symbols.length;
  const llr = symbols.map((s) => {
    const ratio =
      Math.log(((m.counts.get(s) ?? 0) + 1) / (m.total + V)) -
      Math.log(((h.counts.get(s) ?? 0) + 1) / (h.total + V));
    return Math.round(Math.max(-options.clip, Math.min(options.clip, ratio)) * 100);
  });
  return { symbols, llr };
}
