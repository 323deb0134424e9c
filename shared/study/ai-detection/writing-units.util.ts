import { splitSentences } from '../text/sentences.util.ts';
import { countWords } from '../text/text-tokens.util.ts';

/** One sentence (or one line of a list or heading) with its offsets in the original text and its tokens. */
export interface WritingUnit {
  text: string;
  start: number;
  end: number;
  /** Lower-cased words, apostrophes straightened ("don't" stays one word). */
  words: string[];
  /** Words as written, for capitalisation. */
  rawWords: string[];
  /** Words and punctuation marks in order, punctuation normalised to one form per mark (see PUNCTUATION). */
  tokens: string[];
  /** The unit began a line of its own that is a list item or heading (markdown or plain). */
  listOrHeading: boolean;
}

// Typography varies with the keyboard and the editor, not with who wrote the text: curly quotes, the several
// dashes and the ellipsis character are folded into one form each before anything is counted.
const TYPOGRAPHY: Array<[RegExp, string]> = [
  [/[\u2018\u2019\u201b\u2032]/g, "'"],
  [/[\u201c\u201d\u201e\u2033]/g, '"'],
  [/\u2026/g, '...'],
  [/[\u2013\u2014\u2015]|(?<=\s)--?(?=\s)|(?<=\w)--(?=\w)/g, ' - '],
  [/\u00a0/g, ' '],
];

/** The text with typography folded (same length is not kept; offsets come from the original). */
export function foldTypography(text: string): string {
  let out = text;
  for (const [pattern, replacement] of TYPOGRAPHY) out = out.replace(pattern, replacement);
  return out;
}

const TOKEN = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*|\.{3}|[.,;:!?()"]|\s-\s|[\u2013\u2014]|--/gu;
const LIST_OR_HEADING = /^\s*(?:#{1,6}\s|[-*+\u2022]\s|\d{1,2}[.)]\s|[A-Za-z][.)]\s)/;

function tokensOf(text: string): { words: string[]; rawWords: string[]; tokens: string[] } {
  const words: string[] = [];
  const rawWords: string[] = [];
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(text); m !== null; m = TOKEN.exec(text)) {
    const raw = m[0];
    if (/[\p{L}\p{N}]/u.test(raw[0] ?? '')) {
      const word = raw.toLowerCase().replace(/’/g, "'");
      words.push(word);
      rawWords.push(raw);
      tokens.push(word);
    } else if (raw === '...') tokens.push('...');
    else if (raw.trim() === '-' || raw === '--' || raw === '\u2013' || raw === '\u2014') tokens.push('-');
    else tokens.push(raw);
  }
  return { words, rawWords, tokens };
}

// Marks of formulas, code and tables. Prose uses them rarely ("45 %", "and/or"); an equation, a line of code or a
// table row is made of them. Square brackets are prose too: citations, editorial insertions, "[Your Name]".
const NOTATION = /[=<>{}|^_\\/*+$#@~%&\u00b1\u00d7\u00f7\u2190-\u21ff\u2200-\u22ff]/gu;

/**
 * A unit a person reads as a sentence of prose, not an equation, a line of code, a table row or a list of
 * numbers: most of its words are words of two or more letters ("a" and "I" too) and notation marks are rare among
 * its letters. The detector's features describe how people and models write sentences; formulas and tables
 * written by a student read like nothing in either, so they are left out rather than scored (a course answer
 * of equations was called likely AI as often as one in five).
 */
export function readsAsProse(text: string, words: readonly string[]): boolean {
  const wordLike = words.filter(
    (w) => /^\p{L}[\p{L}']*$/u.test(w) && (w.length > 1 || w === 'a' || w === 'i'),
  );
  if (wordLike.length < words.length * 0.6) return false;
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const notation = text.match(NOTATION)?.length ?? 0;
  return notation <= Math.max(1, letters * 0.05);
}

// Lines of source code. A statement spread over several lines carries no full stop, so the sentence splitter
// would join a whole program into one 'sentence' whose identifiers pass for words: students' answers with code
// in them were called likely AI one time in four (outside check, 2026-11-28). A line is code on one sure sign
// (a preprocessor or import line, a line ending in a brace or a semicolon, a comparison or assignment operator
// no prose uses) or on two weaker ones (a call written name(...), an identifier joined by '_' or '.' or in
// camelCase, an assignment opening the line, a keyword opening a block, a line ending in a semicolon).
const SURE_CODE = [
  /^\s*#\s*(?:include|define|import|pragma|ifn?def|endif)\b/,
  /^\s*(?:import\s+[\w.]+(?:\s+as\s+\w+)?(?:\s*,\s*[\w.]+)*\s*;?\s*$|from\s+[\w.]+\s+import\s)/,
  /^\s*for\s+\w+(?:\s*,\s*\w+)*\s+in\s+\S.*:\s*$/,
  /[{}]\s*$|^\s*[{}]/,
  /==|!=|&&|\|\||\+=|-=|\*=|\/=|<-|->|=>|::|(?<!:)\/\/|\/\*|\*\//,
];
const WEAK_CODE = [
  /\b[A-Za-z_]\w*(?:\.\w+)*\([^)]*\)/,
  /\b[a-z]+_\w+|\b[a-z]+[A-Z]\w*|\b\w+\.\w+\(/,
  /^\s*[A-Za-z_][\w.[\]]*\s*=\s*\S/,
  /^\s*(?:def|class|for|while|if|elif|else|return|print|function|var|let|const|int|void|public|private|try|except|catch)\b/,
  /\)\s*:\s*$|^\s*(?:def|class|if|elif|else|while|try|except|with)\b.*:\s*$/,
  /\w\[[^\]]*\]/,
  /;\s*$/,
];

const weakSigns = (line: string) => WEAK_CODE.filter((p) => p.test(line)).length;

/** Longer lines are paragraphs: a paragraph of prose that names "Module::CoreList" or "x += 1" is still prose. */
const LONGEST_CODE_LINE = 160;

export function readsAsCode(line: string): boolean {
  if (line.trim().length > LONGEST_CODE_LINE) return false;
  if (SURE_CODE.some((p) => p.test(line))) return true;
  return weakSigns(line) >= 2;
}

// Code comes in blocks: a line with one sign of code ("else", "return count", "perror(msg);") or a comment
// ("#create the board", "// read end of the pipe": a note to the reader, not prose) counts as code when the nearest
// non-blank line before or after it is code.
const COMMENT_LINE = /^\s*(?:#|\/\/|\/\*|\*|--|%)/;

/**
 * The text with every code line blanked (same length, line breaks kept), so offsets stay the original's. A line that
 * may be code (one sign, or a comment mark) is code when a chain of such lines, blank lines skipped, joins it to a
 * sure code line: one sweep down and one up find every chain in linear time (a fixed point recomputed line by line
 * would be quadratic in the lines of a long pasted file).
 */
function blankCodeLines(text: string): string {
  const lines = text.split('\n');
  const code = lines.map(readsAsCode);
  const maybeCode = lines.map(
    (l) => l.trim().length <= LONGEST_CODE_LINE && (COMMENT_LINE.test(l) || weakSigns(l) > 0),
  );
  const sweep = (order: number[]) => {
    let previousIsCode = false;
    for (const i of order) {
      if ((lines[i] ?? '').trim() === '') continue;
      if (!code[i] && maybeCode[i] && previousIsCode) code[i] = true;
      previousIsCode = code[i] ?? false;
    }
  };
  const down = lines.map((_, i) => i);
  sweep(down);
  sweep(down.reverse());
  return lines.map((line, i) => (code[i] ? ' '.repeat(line.length) : line)).join('\n');
}

/**
 * Words of a text's prose units, counted as the word limits count them (each character of an unspaced script is
 * a word): what the detector reads, formulas, code and table rows left out.
 */
export function proseWordCount(units: readonly WritingUnit[]): number {
  return units.reduce((a, u) => a + countWords(u.text), 0);
}

/**
 * Splits a text into sentences, and further at line breaks that start a list item or a heading, or that end a
 * short line without a full stop (a title), so that markdown and plain lists are read as the separate units a
 * reader sees. Every unit keeps its offsets into the original text for highlighting. Units that do not read as
 * prose (readsAsProse) are left out.
 */
export function writingUnits(original: string): WritingUnit[] {
  const units: WritingUnit[] = [];
  const pieces: Array<{ start: number; end: number }> = [];
  const text = blankCodeLines(original);
  for (const sentence of splitSentences(text)) {
    let pieceStart = sentence.start;
    const body = text.slice(sentence.start, sentence.end);
    const lineBreaks = [...body.matchAll(/\n/g)].map((m) => sentence.start + (m.index ?? 0));
    for (const at of lineBreaks) {
      const before = text.slice(pieceStart, at).trim();
      const after = text.slice(at + 1, sentence.end);
      const titleLine = before.length > 0 && before.length < 80 && !/[.,;:!?]$/.test(before);
      // A blank line (a paragraph break, or a code line blanked) always ends a unit.
      const blankNext = /^[^\S\n]*(?:\n|$)/.test(after);
      if (LIST_OR_HEADING.test(after) || titleLine || blankNext) {
        pieces.push({ start: pieceStart, end: at });
        pieceStart = at + 1;
      }
    }
    pieces.push({ start: pieceStart, end: sentence.end });
  }
  // A numbered list marker ("1.") ends a "sentence" for the splitter; it belongs to the item it numbers.
  for (let i = pieces.length - 2; i >= 0; i -= 1) {
    const piece = pieces[i];
    const next = pieces[i + 1];
    if (piece && next && /^\s*\d{1,2}[.)]\s*$/.test(text.slice(piece.start, piece.end))) {
      pieces.splice(i, 2, { start: piece.start, end: next.end });
    }
  }
  for (const piece of pieces) {
    const raw = text.slice(piece.start, piece.end);
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed.length === 0) continue;
    const listOrHeading = LIST_OR_HEADING.test(trimmed);
    const cleaned = foldTypography(
      trimmed
        .replace(LIST_OR_HEADING, '')
        .replace(/\*\*|__|`/g, '')
        .replace(/\s+/g, ' '),
    );
    const { words, rawWords, tokens } = tokensOf(cleaned);
    if (words.length === 0 || !readsAsProse(cleaned, words)) continue;
    units.push({
      text: trimmed,
      start: piece.start + lead,
      end: piece.start + lead + trimmed.length,
      words,
      rawWords,
      tokens,
      listOrHeading: listOrHeading || (!/[.!?:"')]$/.test(trimmed) && words.length < 12),
    });
  }
  return units;
}
