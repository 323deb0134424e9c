import { ENGLISH_STOPWORDS } from '../text/english-stopwords.data.ts';
import { fnv1a32, mix32 } from '../text/hash.util.ts';
import { normalizeWord, stemWord, tokenizeWords } from '../text/text-tokens.util.ts';
import type { WordToken } from '../text/text-tokens.util.ts';
import { findExcludedRegions, markExcludedWords } from './plagiarism-exclusions.engine.ts';
import type { ExcludedRegions } from './plagiarism-exclusions.engine.ts';

/**
 * Fingerprints that survive rewording. Students disguise a copied passage by replacing, dropping and swapping
 * words (about one in three), which leaves almost no run of five unchanged words, so fingerprints of long
 * word runs (winnowing) miss it. Here every text is reduced to its content words (stop words dropped, words
 * stemmed), and each content word is paired with the next content word and with the one after that; a pair
 * is hashed in sorted order, so a swap of two neighbours keeps it, and adjacent and skip pairs alike. A changed word breaks only the few pairs
 * it is part of, and a dropped or inserted word still leaves the skip pair. Each pair is a fingerprint at the
 * word position of its first word (half of them are kept, chosen by hash); the positions let the checker verify that a document's shared pairs follow
 * the same order and spacing as the checked text (see plagiarism.engine.ts), which is what separates a
 * reworded copy from two texts that merely share vocabulary.
 *
 * The scheme is stored with each indexed document (`plagiarism_indexed_documents.scheme`): any change to the
 * fingerprints this file produces must raise {@link FINGERPRINT_SCHEME} so the server indexes the library again.
 */
export const FINGERPRINT_SCHEME = 2;

/** Content words ahead that a word is paired with: 1 is the adjacent pair, 2 adds the skip pair. */
const PAIR_REACH = 2;
const PAIR_SALT = 0x2545f491;
// Half the pairs are kept, chosen by their hash, so both sides of a comparison keep the same ones: the index
// stays at about one row per two words of text while a copied passage still shares a pair every few words.
const SAMPLE_MASK = 1;

/** Fingerprints of one text: `hashes[i]` is a word pair from word `positions[i]` to word `ends[i] - 1`. */
export interface Fingerprints {
  hashes: Uint32Array;
  positions: Uint32Array;
  /** One past the pair's last word (exclusive end), so a match can mark the words it spans. */
  ends: Uint32Array;
  /** Words in the text, excluded words included: positions index into this sequence. */
  wordCount: number;
}

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

/** Whether a word hash is a stop word's (stop words carry grammar, not content, and are left out of pairs). */
export function isStopWordHash(hash: number): boolean {
  return STOPWORD_HASHES.has(hash);
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
 * Order-free hash of two content words. Adjacent and skip pairs hash alike, so a word dropped from (or added to)
 * a passage turns a skip pair of one text into an adjacent pair of the other and they still match.
 */
export function wordPairHash(a: number, b: number): number {
  const low = a < b ? a : b;
  const high = a < b ? b : a;
  return mix32(Math.imul(mix32(low ^ PAIR_SALT), 0x9e3779b1) ^ high);
}

/**
 * Fingerprints from word hashes. `excluded[i] = 1` keeps word i out of every pair (quotations, reference
 * lists). A text made only of stop words has no content pairs and so no fingerprints.
 */
export function shingleWordHashes(words: Uint32Array, excluded?: Uint8Array): Fingerprints {
  const content: number[] = [];
  for (let i = 0; i < words.length; i += 1) {
    if (excluded !== undefined && excluded[i] === 1) continue;
    if (!STOPWORD_HASHES.has(words[i] ?? 0)) content.push(i);
  }
  const capacity = Math.max(0, content.length * PAIR_REACH);
  const hashes = new Uint32Array(capacity);
  const positions = new Uint32Array(capacity);
  const ends = new Uint32Array(capacity);
  let n = 0;
  for (let c = 0; c < content.length; c += 1) {
    const first = content[c] ?? 0;
    for (let reach = 1; reach <= PAIR_REACH && c + reach < content.length; reach += 1) {
      const second = content[c + reach] ?? 0;
      // Pairs do not reach across an excluded region: a quotation separates what comes before and after it.
      if (excluded !== undefined && hasExcludedBetween(excluded, first, second)) break;
      const hash = wordPairHash(words[first] ?? 0, words[second] ?? 0);
      if ((hash & SAMPLE_MASK) !== 0) continue;
      hashes[n] = hash;
      positions[n] = first;
      ends[n] = second + 1;
      n += 1;
    }
  }
  return {
    hashes: hashes.slice(0, n),
    positions: positions.slice(0, n),
    ends: ends.slice(0, n),
    wordCount: words.length,
  };
}

function hasExcludedBetween(excluded: Uint8Array, from: number, to: number): boolean {
  for (let i = from + 1; i < to; i += 1) if (excluded[i] === 1) return true;
  return false;
}

/** Fingerprints of a document for the index: no exclusions, whole text. */
export function fingerprintDocument(text: string): Fingerprints {
  return shingleWordHashes(wordHashesOf(text));
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
    fingerprints: shingleWordHashes(hashes, excluded),
  };
}

/** Postgres `integer` is signed: fingerprints are stored as the same 32 bits read as int32. */
export function toStoredFingerprint(hash: number): number {
  return hash | 0;
}

export function fromStoredFingerprint(stored: number): number {
  return stored >>> 0;
}
