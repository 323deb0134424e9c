import { stemmer } from 'stemmer';

/** A word of the input with its place in the original string, so results can point back into the text. */
export interface WordToken {
  /** The word as written. */
  raw: string;
  /** Lower-cased, diacritics removed, curly apostrophes straightened. */
  norm: string;
  /** Offsets into the original string: `text.slice(start, end) === raw`. */
  start: number;
  end: number;
}

// Scripts written without spaces between words: each character is treated as a token, which keeps
// fingerprints and retrieval usable for Chinese, Japanese and Thai without a dictionary segmenter.
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
const WORD_PATTERN = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*(?:['’][\p{L}\p{N}\p{M}]+)*/gu;
const WORD_OR_UNSPACED_PATTERN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]|(?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}])[\p{L}\p{N}\p{M}'’])+/gu;
const NON_ASCII = /[^\u0020-\u007e\t\n\r]/;
const COMBINING_MARKS = /\p{M}+/gu;

/** Case- and accent-insensitive form of one word. */
export function normalizeWord(raw: string): string {
  const lower = raw.toLowerCase();
  if (!NON_ASCII.test(lower)) return lower;
  return lower.normalize('NFKD').replace(COMBINING_MARKS, '').replace(/’/g, "'").normalize('NFC');
}

/** Splits text into words with offsets. Punctuation, symbols and control characters are never words. */
export function tokenizeWords(text: string): WordToken[] {
  const tokens: WordToken[] = [];
  const pattern = UNSPACED_SCRIPT.test(text) ? WORD_OR_UNSPACED_PATTERN : WORD_PATTERN;
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    let raw = m[0];
    // The unspaced-script pattern may start or end a word on an apostrophe; those belong to punctuation.
    let start = m.index;
    while (raw.length > 0 && (raw[0] === "'" || raw[0] === '’')) {
      raw = raw.slice(1);
      start += 1;
    }
    while (raw.length > 0 && (raw.endsWith("'") || raw.endsWith('’'))) raw = raw.slice(0, -1);
    if (raw.length === 0) continue;
    tokens.push({ raw, norm: normalizeWord(raw), start, end: start + raw.length });
  }
  return tokens;
}

/** Counts words the way the points pricing and the AI detector's minimum length see them. */
export function countWords(text: string): number {
  const pattern = UNSPACED_SCRIPT.test(text) ? WORD_OR_UNSPACED_PATTERN : WORD_PATTERN;
  pattern.lastIndex = 0;
  let count = 0;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    if (/[\p{L}\p{N}]/u.test(m[0])) count += 1;
  }
  return count;
}

const stemCache = new Map<string, string>();

/**
 * English stem of a normalised word (Porter). Words outside ASCII are returned unchanged: the Porter rules
 * would damage them, and leaving them whole still lets identical words match.
 */
export function stemWord(norm: string): string {
  if (NON_ASCII.test(norm) || norm.length < 3) return norm;
  let stem = stemCache.get(norm);
  if (stem === undefined) {
    stem = stemmer(norm.replace(/'s$/, ''));
    // The cache only serves the repeated vocabulary of real text; a flood of unique tokens must not grow it.
    if (stemCache.size < 200_000) stemCache.set(norm, stem);
  }
  return stem;
}
