// Checks every generated study item (built-in or from a model) must pass before a student sees it: grounded in a
// study unit of the material, no page label/title/heading fragment, no term cut in half, the answer in the unit,
// and (for multiple choice) distractors of the answer's type. Duplicates (two items testing one fact) are found
// across a set. The quality rubric (`npm run quality:study`) measures items with these same functions.
import { normaliseSpace } from './study-units.ts';
import type { StudyDocument, StudyUnit } from './study-units.ts';

export type ItemProblem =
  | 'ungrounded'
  | 'answer-not-in-source'
  | 'structural-fragment'
  | 'cut-term'
  | 'malformed'
  | 'distractor-type';

/** What every item has, whatever its kind: the texts shown, the answer, and the unit it was made from. */
export interface CheckableItem {
  /** Everything the student reads (front/back, prompt, options, statement). */
  shown: string[];
  /** The text that makes the answer right; must be in the source unit. */
  answer: string;
  /** The tested phrase when the item blanks or asks for one (a term, a date, a name), else null. */
  answerPhrase: string | null;
  /** The unit's text and where it is (section, offsets). */
  source: { sentence: string; section: number; start: number; end: number } | null;
  /** Options of a multiple-choice item (answer among them), else []. */
  options?: string[];
}

export type AnswerType = 'date' | 'number' | 'percent' | 'money' | 'name' | 'term' | 'clause';

const lower = (s: string): string => normaliseSpace(s).toLowerCase();

/** The unit the item says it came from, when it is really one of the document's units. */
export function sourceUnitOf(item: CheckableItem, doc: StudyDocument): StudyUnit | null {
  if (item.source === null) return null;
  const { section, start, end, sentence } = item.source;
  return (
    doc.units.find(
      (u) =>
        u.section === section && u.start <= start && end <= u.end && lower(u.text).includes(lower(sentence)),
    ) ?? null
  );
}

/** Running headers, titles, headings and page labels the parser removed; an item quoting one is a parser's item. */
export function structuralFragments(doc: StudyDocument): string[] {
  const fragments = new Set<string>();
  for (const d of doc.dropped) {
    if (d.kind === 'running-header' || d.kind === 'heading' || d.kind === 'page-label') {
      const text = lower(d.text);
      // Short headings ("Summary") are ordinary words in a sentence; only longer lines identify a fragment.
      if (text.length >= 14 || d.kind === 'running-header') fragments.add(text);
    }
  }
  if (doc.title !== null && doc.title.length >= 14) fragments.add(lower(doc.title));
  return [...fragments];
}

const PAGE_WORD = /\b(?:page|p\.)\s*\d+\b|^\s*(?:_{3,}\s*)?\d+\s*[:.]\s/iu;

export function hasStructuralFragment(item: CheckableItem, fragments: readonly string[]): boolean {
  return item.shown.some((text) => {
    const t = lower(text);
    if (PAGE_WORD.test(t)) return true;
    return fragments.some((f) => t.includes(f) && !lower(item.source?.sentence ?? '').includes(f));
  });
}

/** The tokens of `unit` covering [start, end) exactly, or null when the span does not fall on token edges. */
function tokenRange(unit: StudyUnit, start: number, end: number): [number, number] | null {
  const tokens = unit.analysis.tokens;
  const first = tokens.findIndex((t) => t.start === start);
  const last = tokens.findIndex((t) => t.end === end);
  return first === -1 || last === -1 || last < first ? null : [first, last];
}

/**
 * True when `phrase`, where it occurs in the unit, is part of a longer noun phrase or entity and not the whole of
 * one ("Committee of Public" out of "Committee of Public Safety"), or does not start and end on word edges.
 */
export function isCutTerm(phrase: string, unit: StudyUnit): boolean {
  const at = lower(unit.text).indexOf(lower(phrase));
  if (at === -1) return false;
  const start = unit.start + at;
  const end = start + normaliseSpace(phrase).length;
  // A word, number or hyphenated compound carrying on past either edge ("classical li" of "li-near").
  const before = unit.text.slice(Math.max(0, at - 1), at);
  const after = unit.text.slice(at + normaliseSpace(phrase).length, at + normaliseSpace(phrase).length + 1);
  if (/[\p{L}\p{N}\\\-:@/_+]/u.test(before) || /[\p{L}\p{N}\\\-@/_+]/u.test(after)) return true;
  const range = tokenRange(unit, start, end);
  if (range === null) return true;
  const spans = [...unit.analysis.nounPhrases, ...unit.analysis.entities];
  const overlapping = spans.filter((s) => s.start < end && start < s.end);
  if (overlapping.length === 0) return false;
  // Whole when it covers each phrase it touches, or is one of them.
  if (overlapping.some((s) => s.start === start && s.end === end)) return false;
  return overlapping.some((s) => s.start < start || s.end > end);
}

/** What kind of thing an answer is, from how the document writes it (its entities and noun phrases). */
export function answerTypeOf(phrase: string, doc: StudyDocument): AnswerType {
  const p = lower(phrase);
  if (
    /^\d{1,2}(?:st|nd|rd|th)?\s+\p{L}+\s+\d{3,4}$|^\p{L}+\s+\d{1,2},?\s+\d{3,4}$|^(?:1[0-9]|20)\d{2}s?$|\b(?:bc|bce|ad|ce)$/u.test(
      p,
    )
  )
    return 'date';
  if (/%$|\bper\s?cent\b/u.test(p)) return 'percent';
  if (/^[$€£¥]|\b(?:dollars?|euros?|pounds?)\b/u.test(p)) return 'money';
  if (/^[~≈<>]?\s*-?\d[\d.,]*(?:\s*\p{L}{0,12})?$/u.test(p)) return 'number';
  for (const unit of doc.units) {
    const lu = lower(unit.text);
    if (!lu.includes(p)) continue;
    for (const e of unit.analysis.entities) {
      if (lower(e.text) !== p) continue;
      if (e.type === 'DATE') return 'date';
      if (e.type === 'PERCENT') return 'percent';
      if (e.type === 'MONEY') return 'money';
      if (e.type === 'CARDINAL' || e.type === 'ORDINAL' || e.type === 'DURATION') return 'number';
    }
    for (const np of unit.analysis.nounPhrases) if (lower(np.text) === p) return np.proper ? 'name' : 'term';
  }
  const words = phrase.split(/\s+/);
  if (words.length > 6) return 'clause';
  return words.every((w) => /^\p{Lu}/u.test(w) || /^(?:of|the|de|von|van)$/u.test(w)) ? 'name' : 'term';
}

/** Problems of one item against the document (an empty list means it may be shown). */
export function checkItem(
  item: CheckableItem,
  doc: StudyDocument,
  fragments = structuralFragments(doc),
): ItemProblem[] {
  const problems: ItemProblem[] = [];
  if (item.shown.some((s) => s.trim() === '') || item.answer.trim() === '') problems.push('malformed');
  const unit = sourceUnitOf(item, doc);
  if (unit === null) problems.push('ungrounded');
  else if (!lower(unit.text).includes(lower(item.answer))) problems.push('answer-not-in-source');
  if (hasStructuralFragment(item, fragments)) problems.push('structural-fragment');
  if (unit !== null && item.answerPhrase !== null && isCutTerm(item.answerPhrase, unit))
    problems.push('cut-term');
  if (item.options !== undefined && item.options.length > 0) {
    const distinct = new Set(item.options.map(lower));
    if (
      distinct.size !== item.options.length ||
      !item.options.some((o) => lower(o) === lower(item.answerPhrase ?? item.answer))
    )
      problems.push('malformed');
    else if (!distractorsMatchType(item.answerPhrase ?? item.answer, item.options, doc))
      problems.push('distractor-type');
  }
  return problems;
}

/** Every other option is the same kind of thing as the answer (a date for a date, a name for a name, ...). */
export function distractorsMatchType(
  answer: string,
  options: readonly string[],
  doc: StudyDocument,
): boolean {
  const type = answerTypeOf(answer, doc);
  return options
    .filter((o) => lower(o) !== lower(answer))
    .every((o) => {
      const t = answerTypeOf(o, doc);
      return t === type || (type === 'term' && t === 'name');
    });
}

/** The fact an item tests: its source unit and its answer. Two items with the same key test the same fact. */
export function factKey(item: CheckableItem): string {
  const where = item.source === null ? 'none' : `${item.source.section}:${item.source.start}`;
  return `${where}|${lower(item.answerPhrase ?? item.answer)}`;
}

function contentWords(text: string): Set<string> {
  return new Set(
    lower(text)
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 3),
  );
}

/** Indexes of items that repeat an earlier one: same fact, or nearly the same wording of question and answer. */
export function duplicateIndexes(items: readonly CheckableItem[]): number[] {
  const seen = new Set<string>();
  const kept: Array<{ words: Set<string>; answer: string }> = [];
  const duplicates: number[] = [];
  items.forEach((item, i) => {
    const key = factKey(item);
    const own = contentWords(item.shown.join(' '));
    const answer = lower(item.answerPhrase ?? item.answer);
    // The same answer asked in nearly the same words (a sentence repeated elsewhere in the document).
    const similar = kept.some((k) => {
      if (k.answer !== answer) return false;
      let shared = 0;
      for (const x of own) if (k.words.has(x)) shared += 1;
      return shared / Math.max(1, Math.min(own.size, k.words.size)) >= 0.7;
    });
    if (seen.has(key) || similar) duplicates.push(i);
    else {
      seen.add(key);
      kept.push({ words: own, answer });
    }
  });
  return duplicates;
}
