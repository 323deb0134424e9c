import { ENGLISH_STOPWORDS } from '../text/english-stopwords.data.ts';
import { fnv1a32, mix32 } from '../text/hash.util.ts';
import { normalizeWord, stemWord, tokenizeWords } from '../text/text-tokens.util.ts';
import type { WordToken } from '../text/text-tokens.util.ts';
import { findExcludedRegions, markExcludedWords } from './plagiarism-exclusions.engine.ts';
import type { ExcludedRegions } from './plagiarism-exclusions.engine.ts';

/**
 * Winnowing (Schleimer, Wilkerson and Aiken, 2003) over k-grams of normalised, stemmed words. Any shared run of
 * at least `k + w - 1` words is guaranteed to share a fingerprint. With k = 5 and w = 4 that is 8 words, so a
 * passage where one word in every dozen was changed still matches in each unchanged stretch.
 */
export interface WinnowingParams {
  /** Words per k-gram. */
  k: number;
  /** K-grams per window. */
  w: number;
}

export const DEFAULT_WINNOWING: WinnowingParams = { k: 5, w: 4 };

/** Fingerprints of one text: `hashes[i]` was selected at word position `positions[i]` (start of its k-gram). */
export interface Fingerprints {
  hashes: Uint32Array;
  positions: Uint32Array;
  /** Words in the text, excluded words included: positions index into this sequence. */
  wordCount: number;
}

// Never a real fingerprint: k-grams that must not be selected (stop-word-only, excluded) get this value.
const SKIPPED = 0xffffffff;

const wordHashCache = new Map<string, number>();
const STOPWORD_HASHES: ReadonlySet<number> = new Set([...ENGLISH_STOPWORDS].map((w) => wordHash(w)));

/** Hash of one word after normalisation and stemming, so "Studies", "studied" and "STUDY" agree. */
export function wordHash(raw: string): number {
  let hash = wordHashCache.get(raw);
  if (hash === undefined) {
    hash = fnv1a32(stemWord(normalizeWord(raw)));
    if (wordHashCache.size < 500_000) wordHashCache.set(raw, hash);
  }
  return hash;
}

const FAST_WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*(?:['’][\p{L}\p{N}\p{M}]+)*/gu;
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

/**
 * Word hashes of a text without keeping the words: the indexing path, where allocating a token object per
 * word for a whole library would dominate the cost. Gives the same sequence as hashing {@link tokenizeWords}.
 */
export function wordHashesOf(text: string): Uint32Array {
  if (UNSPACED_SCRIPT.test(text)) return Uint32Array.from(tokenizeWords(text), (t) => wordHash(t.raw));
  let out = new Uint32Array(Math.max(16, text.length >> 3));
  let n = 0;
  FAST_WORD.lastIndex = 0;
  for (let m = FAST_WORD.exec(text); m !== null; m = FAST_WORD.exec(text)) {
    if (n === out.length) {
      const grown = new Uint32Array(out.length * 2);
      grown.set(out);
      out = grown;
    }
    out[n] = wordHash(m[0]);
    n += 1;
  }
  return out.subarray(0, n);
}

/**
 * Selects fingerprints from word hashes. `excluded[i] = 1` keeps word i out of every k-gram (quotations,
 * reference lists). K-grams made only of stop words are skipped: they are shared by unrelated texts.
 */
export function winnowWordHashes(
  words: Uint32Array,
  params: WinnowingParams = DEFAULT_WINNOWING,
  excluded?: Uint8Array,
): Fingerprints {
  const { k, w } = params;
  const gramCount = Math.max(0, words.length - k + 1);
  const grams = new Uint32Array(gramCount);
  for (let i = 0; i < gramCount; i += 1) {
    let h = 0x2545f491;
    let allStop = true;
    let blocked = false;
    for (let j = 0; j < k; j += 1) {
      const wh = words[i + j] ?? 0;
      if (excluded !== undefined && excluded[i + j] === 1) blocked = true;
      if (allStop && !STOPWORD_HASHES.has(wh)) allStop = false;
      h = Math.imul(h ^ wh, 0x9e3779b1) + j;
    }
    const mixed = mix32(h);
    grams[i] = blocked || allStop ? SKIPPED : mixed === SKIPPED ? SKIPPED - 1 : mixed;
  }

  const hashes: number[] = [];
  const positions: number[] = [];
  if (gramCount === 0)
    return { hashes: new Uint32Array(0), positions: new Uint32Array(0), wordCount: words.length };

  // A text shorter than one window still yields its minimum so that short documents can be found.
  const windows = Math.max(1, gramCount - w + 1);
  const span = Math.min(w, gramCount);
  let lastSelected = -1;
  for (let start = 0; start < windows; start += 1) {
    let minPos = start;
    let minHash = grams[start] ?? SKIPPED;
    for (let p = start + 1; p < start + span; p += 1) {
      const g = grams[p] ?? SKIPPED;
      // Rightmost minimum, as in the paper: keeps selections stable as the window slides.
      if (g <= minHash) {
        minHash = g;
        minPos = p;
      }
    }
    if (minHash !== SKIPPED && minPos !== lastSelected) {
      hashes.push(minHash);
      positions.push(minPos);
      lastSelected = minPos;
    }
  }
  return {
    hashes: Uint32Array.from(hashes),
    positions: Uint32Array.from(positions),
    wordCount: words.length,
  };
}

/** Fingerprints of a document for the index: no exclusions, whole text. */
export function fingerprintDocument(text: string, params: WinnowingParams = DEFAULT_WINNOWING): Fingerprints {
  return winnowWordHashes(wordHashesOf(text), params);
}

/** A checked text: its words (with offsets), what was excluded and its fingerprints. */
export interface FingerprintedText {
  tokens: WordToken[];
  wordHashes: Uint32Array;
  excluded: Uint8Array;
  regions: ExcludedRegions;
  fingerprints: Fingerprints;
}

/** Fingerprints of a submission, leaving quotations and the reference list out. */
export function fingerprintSubmission(
  text: string,
  params: WinnowingParams = DEFAULT_WINNOWING,
  options: { excludeQuotes?: boolean; excludeReferences?: boolean } = {},
): FingerprintedText {
  const tokens = tokenizeWords(text);
  const hashes = Uint32Array.from(tokens, (t) => wordHash(t.raw));
  const found = findExcludedRegions(text);
  const regions: ExcludedRegions = {
    quotes: options.excludeQuotes === false ? [] : found.quotes,
    references: options.excludeReferences === false ? null : found.references,
  };
  const excluded = markExcludedWords(
    tokens.map((t) => t.start),
    regions,
  );
  return {
    tokens,
    wordHashes: hashes,
    excluded,
    regions,
    fingerprints: winnowWordHashes(hashes, params, excluded),
  };
}

/** Postgres `integer` is signed: fingerprints are stored as the same 32 bits read as int32. */
export function toStoredFingerprint(hash: number): number {
  return hash | 0;
}

export function fromStoredFingerprint(stored: number): number {
  return stored >>> 0;
}
