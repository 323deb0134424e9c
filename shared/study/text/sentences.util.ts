/** A sentence with its offsets in the original text. */
export interface SentenceSpan {
  text: string;
  start: number;
  end: number;
}

// Abbreviations whose full stop does not end a sentence.
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'sr',
  'jr',
  'st',
  'vs',
  'etc',
  'e.g',
  'i.e',
  'cf',
  'al',
  'fig',
  'figs',
  'no',
  'nos',
  'vol',
  'vols',
  'pp',
  'p',
  'ed',
  'eds',
  'approx',
  'ca',
  'c',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
  'inc',
  'ltd',
  'co',
  'corp',
  'dept',
  'univ',
  'u.s',
  'u.k',
  'a.m',
  'p.m',
  'ph.d',
  'b.a',
  'm.a',
  'b.c',
  'a.d',
  'eq',
  'eqs',
  'ch',
  'sec',
]);

const TERMINATOR = /[.!?。！？]+["'”’)\]]*|\n\s*\n/g;

/**
 * Splits text into sentences. Full stops after abbreviations, initials and inside numbers do not end a
 * sentence; blank lines always do, so headings and list items stay separate.
 */
export function splitSentences(text: string): SentenceSpan[] {
  const sentences: SentenceSpan[] = [];
  let sentenceStart = 0;
  TERMINATOR.lastIndex = 0;
  for (let m = TERMINATOR.exec(text); m !== null; m = TERMINATOR.exec(text)) {
    const end = m.index + m[0].length;
    if (!m[0].startsWith('\n') && !isSentenceEnd(text, m.index, end)) continue;
    pushSentence(text, sentenceStart, end, sentences);
    sentenceStart = end;
  }
  pushSentence(text, sentenceStart, text.length, sentences);
  return sentences;
}

function isSentenceEnd(text: string, markIndex: number, end: number): boolean {
  const mark = text[markIndex];
  const next = text.slice(end, end + 3);
  if (mark === '。' || mark === '！' || mark === '？') return true;
  if (end < text.length && !/^\s/.test(next)) return false;
  if (mark !== '.') return true;
  const before = /([\p{L}.]+)$/u.exec(text.slice(Math.max(0, markIndex - 12), markIndex));
  const word = before?.[1]?.toLowerCase() ?? '';
  if (ABBREVIATIONS.has(word)) return false;
  // A single capital letter followed by a full stop is an initial ("J. R. R. Tolkien").
  if (/^\p{Lu}$/u.test(before?.[1] ?? '')) return false;
  // The next sentence should start with a capital, a digit, a quote or an opening bracket.
  const following = /^\s*(\S)/u.exec(text.slice(end, end + 40));
  if (following?.[1] !== undefined && /[\p{Ll}]/u.test(following[1])) return false;
  return true;
}

function pushSentence(text: string, start: number, end: number, into: SentenceSpan[]): void {
  let s = start;
  let e = end;
  while (s < e && /\s/.test(text[s] ?? '')) s += 1;
  while (e > s && /\s/.test(text[e - 1] ?? '')) e -= 1;
  if (e > s && /[\p{L}\p{N}]/u.test(text.slice(s, e)))
    into.push({ text: text.slice(s, e), start: s, end: e });
}
