import { fail, ok } from '../study-result.types.ts';
import type { StudyResult } from '../study-result.types.ts';
import { seededRandom, shuffled } from '../random/seeded-random.util.ts';
import { blankPhrase } from '../flashcards/flashcard-generator.engine.ts';
import type { CardSource } from '../flashcards/flashcard-generator.engine.ts';
import { fnv1a32 } from '../text/hash.util.ts';
import { findStudyFacts, phraseKey } from '../text/study-facts.engine.ts';
import type { FactIndex, KeyPhrase, StudyFact } from '../text/study-facts.engine.ts';
import { checkItem, duplicateIndexes, structuralFragments } from '../text/study-item.validators.ts';
import type { CheckableItem } from '../text/study-item.validators.ts';
import { looksBinary, toSections } from '../text/study-source.util.ts';
import type { StudyMaterial } from '../text/study-source.util.ts';
import { normaliseSpace, parseStudyUnits } from '../text/study-units.ts';
import type { StudyDocument, StudyUnit } from '../text/study-units.ts';

export type QuestionKind = 'multiple-choice' | 'true-false' | 'cloze';
export type QuestionDifficulty = 'easy' | 'medium' | 'hard';

interface QuestionBase {
  id: string;
  kind: QuestionKind;
  prompt: string;
  /** Analytics group: the section's topic when given, else the key term. */
  topic: string;
  /** The passage the question was built from, shown as the explanation after answering. */
  sourcePassage: string;
  page: number | null;
  /** Where the passage is in the material (section and offsets), so the review can link to it. */
  source?: CardSource;
  /** From how rare the tested fact is in the document and how central it is to it. */
  difficulty?: QuestionDifficulty;
}

export interface MultipleChoiceQuestion extends QuestionBase {
  kind: 'multiple-choice';
  options: string[];
  correctIndex: number;
}

export interface TrueFalseQuestion extends QuestionBase {
  kind: 'true-false';
  statement: string;
  answer: boolean;
}

/** A short answer: the learner types the missing phrase. */
export interface ClozeQuestion extends QuestionBase {
  kind: 'cloze';
  answer: string;
  /** Other ways of writing the answer that are also right ("Robespierre" for "Maximilien Robespierre"). */
  acceptedAnswers?: string[];
}

export type PracticeQuestion = MultipleChoiceQuestion | TrueFalseQuestion | ClozeQuestion;

export interface QuestionOptions {
  maxQuestions?: number;
  kinds?: readonly QuestionKind[];
  /** Seed for the order of options and the true/false coin: the same material gives the same test. */
  seed?: number;
}

export const QUESTION_MESSAGES = {
  empty: 'Add some text or upload a document to create practice questions.',
  binary: 'This file does not contain readable text. Upload a PDF, Word document or plain text instead.',
  tooLittle:
    'There is not enough material here to build questions. Add a longer text that explains several ideas.',
} as const;

const BLANK = '_____';
const lower = (s: string): string => normaliseSpace(s).toLowerCase();

function questionId(kind: QuestionKind, prompt: string): string {
  return `${kind}-${fnv1a32(prompt).toString(36)}`;
}

function sourceOf(unit: StudyUnit): CardSource {
  return {
    sentence: normaliseSpace(unit.text),
    start: unit.start,
    end: unit.end,
    section: unit.section,
    page: unit.page,
  };
}

function isAbbreviationOf(short: string, long: string): boolean {
  if (!/^\p{Lu}[\p{Lu}\p{N}]{1,7}s?$/u.test(short)) return false;
  const initials = long
    .split(/[\s-]+/)
    .filter((w) => /^\p{L}/u.test(w) && !/^(?:of|the|and|for|in|on|to|a|an)$/iu.test(w))
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return initials === short.replace(/s$/u, '').toUpperCase();
}

/** Year, month-year or full date: distractors are written the same way as the answer. */
function dateShape(text: string): string {
  return text.replace(/\d/g, '9').replace(/\p{L}+/gu, 'a');
}

function yearOf(text: string): number | null {
  const m = /\b(\d{3,4})\b/u.exec(text);
  return m === null ? null : Number(m[1]);
}

/** Numbers near the answer written like it (same unit, same format), when the document has too few of its own. */
function numericVariants(answer: string, count: number): string[] {
  const m = /-?\d[\d,]*(?:\.\d+)?/u.exec(answer);
  if (m === null) return [];
  const raw = m[0];
  const value = Number(raw.replace(/,/g, ''));
  const decimals = raw.includes('.') ? (raw.split('.')[1]?.length ?? 0) : 0;
  const isYear = /^\d{4}$/u.test(raw) && value >= 1000 && value <= 2100;
  const offsets = isYear ? [-11, 7, -3, 14, 4, -18] : [0.5, 2, 1.5, 0.25, 3, 10];
  const out: string[] = [];
  for (const o of offsets) {
    const v = isYear ? value + o : value * o;
    if (v === value || (isYear && v > 2030)) continue;
    const text =
      decimals > 0
        ? v.toFixed(decimals)
        : Math.round(v)
            .toLocaleString('en-US')
            .replace(raw.includes(',') ? /$^/ : /,/g, '');
    out.push(answer.slice(0, m.index) + text + answer.slice(m.index + raw.length));
    if (out.length === count) break;
  }
  return out;
}

/**
 * Worked out once per phrase and document: asked for every fact and every candidate distractor, each reading every
 * unit the phrase is in, it cost the square of the text's length when a phrase recurs throughout it.
 */
const CONTEXTS = new WeakMap<FactIndex, Map<string, Set<string>>>();

function contextOf(key: string, index: FactIndex, doc: StudyDocument): Set<string> {
  let contexts = CONTEXTS.get(index);
  if (contexts === undefined) CONTEXTS.set(index, (contexts = new Map()));
  const known = contexts.get(key);
  if (known !== undefined) return known;
  const words = new Set<string>();
  contexts.set(key, words);
  for (const u of index.phrases.get(key)?.units ?? []) {
    for (const t of doc.units[u]?.analysis.tokens ?? []) {
      if ((t.pos === 'VERB' || t.pos === 'NOUN' || t.pos === 'ADJ') && t.text.length > 3) words.add(t.lemma);
    }
  }
  return words;
}

/**
 * Three wrong options of the answer's type: another date for a date, a number written the same way for a number,
 * another name for a name, another term with the same head noun or used in similar contexts for a term; taken from
 * the same document (numbers and years are varied when it has too few).
 */
export function distractorsFor(
  answer: KeyPhrase,
  unit: StudyUnit,
  index: FactIndex,
  doc: StudyDocument,
  count = 3,
): string[] {
  const sentence = lower(unit.text);
  const answerContext = contextOf(answer.key, index, doc);
  const plural = /s$/u.test(answer.text) && !/ss$/u.test(answer.text);
  const answerWords = answer.text.split(/\s+/).length;
  const candidates = [...index.phrases.values()]
    .map((e) => e.phrase)
    .filter((p) => {
      if (p.key === answer.key || p.key === '' || sentence.includes(lower(p.text))) return false;
      if (` ${p.key} `.includes(` ${answer.key} `) || ` ${answer.key} `.includes(` ${p.key} `)) return false;
      // An abbreviation of the answer is the answer ("GPL" for "GNU General Public License").
      if (isAbbreviationOf(p.text, answer.text) || isAbbreviationOf(answer.text, p.text)) return false;
      if (answer.type === 'term') return p.type === 'term' || p.type === 'name';
      return p.type === answer.type;
    })
    .map((p) => {
      let score = 0;
      if (answer.type === 'date') {
        score += dateShape(p.text) === dateShape(answer.text) ? 3 : 0;
        const a = yearOf(answer.text);
        const b = yearOf(p.text);
        if (a !== null && b !== null) score += 1 / (1 + Math.abs(a - b) / 20);
      } else if (answer.type === 'number' || answer.type === 'percent' || answer.type === 'money') {
        const unitWord = (t: string): string => t.replace(/[\d.,\s-]+/gu, '').toLowerCase();
        score += unitWord(p.text) === unitWord(answer.text) ? 3 : 0;
      } else {
        if (p.head === answer.head) score += 2;
        if (p.type === answer.type) score += 1;
        const words = p.text.split(/\s+/).length;
        score += words === answerWords ? 0.6 : Math.abs(words - answerWords) === 1 ? 0.3 : 0;
        const pPlural = /s$/u.test(p.text) && !/ss$/u.test(p.text);
        if (pPlural === plural) score += 0.5;
        const ctx = contextOf(p.key, index, doc);
        let shared = 0;
        for (const w of ctx) if (answerContext.has(w)) shared += 1;
        score += shared / Math.sqrt(Math.max(1, ctx.size) * Math.max(1, answerContext.size));
        score += Math.min(1, (index.phrases.get(p.key)?.count ?? 1) / 4) * 0.4;
        if (/^\p{Lu}/u.test(p.text) !== /^\p{Lu}/u.test(answer.text)) score -= 0.5;
      }
      return { text: p.text, score };
    })
    .sort((a, b) => b.score - a.score || a.text.localeCompare(b.text));
  // A phrase named once may be a tagging slip ("enzymes work"); one used twice, a name or a number is a real option.
  const established = (text: string): boolean => {
    const entry = index.phrases.get(phraseKey(text));
    return (
      entry === undefined ||
      entry.phrase.type !== 'term' ||
      entry.units.size >= 2 ||
      entry.phrase.head === answer.head
    );
  };
  const chosen: string[] = [];
  for (const c of candidates) {
    if (chosen.some((x) => lower(x) === lower(c.text) || phraseKey(x) === phraseKey(c.text))) continue;
    // A term's distractor must at least be a plausible answer: same head, or related by context.
    if (answer.type === 'term' && c.score < 1) break;
    if (!established(c.text)) continue;
    chosen.push(c.text);
    if (chosen.length === count) return chosen;
  }
  if (
    answer.type === 'date' ||
    answer.type === 'number' ||
    answer.type === 'percent' ||
    answer.type === 'money'
  ) {
    for (const v of numericVariants(answer.text, count * 2)) {
      if (chosen.length === count) break;
      if (!chosen.includes(v) && v !== answer.text && !sentence.includes(lower(v))) chosen.push(v);
    }
  }
  return chosen.slice(0, count);
}

/** Other ways of writing a typed answer that mean the same. */
interface Parenthetical {
  /** The unit's text before the bracket, trailing spaces removed. */
  before: string;
  inner: string;
}

/**
 * What acceptedVariants reads of a document, found once per document: every "(…)" of its units by what the
 * brackets hold and by the last word before them, and the variants already worked out per answer. (Each answer
 * used to be compared with every unit through two fresh regexes: answers × units, minutes on a long text.)
 */
interface VariantIndex {
  byInner: Map<string, Parenthetical[]>;
  byLastWord: Map<string, Parenthetical[]>;
  answers: Map<string, string[]>;
}

const VARIANT_INDEXES = new WeakMap<StudyDocument, VariantIndex>();
const BRACKETED = /\(([^()]{1,64})\)/gu;
const LAST_WORD = /(?<!\S)\S+$/u;

function variantIndexOf(doc: StudyDocument): VariantIndex {
  let index = VARIANT_INDEXES.get(doc);
  if (index !== undefined) return index;
  index = { byInner: new Map(), byLastWord: new Map(), answers: new Map() };
  const seen = new Set<string>();
  for (const unit of doc.units) {
    if (!unit.text.includes('(')) continue;
    const text = normaliseSpace(unit.text);
    for (const match of text.matchAll(BRACKETED)) {
      const before = text.slice(Math.max(0, match.index - 200), match.index).trimEnd();
      const inner = match[1]!;
      // A repeated sentence adds nothing new.
      const key = `${before}\u0000${inner}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const entry = { before, inner };
      index.byInner.set(inner, [...(index.byInner.get(inner) ?? []), entry]);
      const last = LAST_WORD.exec(before)?.[0].toLowerCase();
      if (last !== undefined) index.byLastWord.set(last, [...(index.byLastWord.get(last) ?? []), entry]);
    }
  }
  VARIANT_INDEXES.set(doc, index);
  return index;
}

const ABBREVIATION = /^\p{Lu}[\p{Lu}\p{N}]{1,7}$/iu;
/** The words before "(ABBR)" it may stand for: letters, spaces and hyphens, from a letter, at most 61 characters. */
const PHRASE_BEFORE = /(?<![\p{L}\s-])[\p{L}\s-]+$/u;

function acceptedVariants(answer: KeyPhrase, doc: StudyDocument): string[] {
  const index = variantIndexOf(doc);
  const memoKey = `${answer.type}\u0000${answer.text}`;
  const known = index.answers.get(memoKey);
  if (known !== undefined) return known;
  const variants = new Set<string>([answer.text]);
  const bare = answer.text.replace(/^(?:the|a|an)\s+/iu, '');
  variants.add(bare);
  if (answer.type === 'name') {
    const words = bare.split(/\s+/);
    // A person's surname alone ("Robespierre"), not a place's last word ("Revolution").
    if (words.length >= 2 && words.length <= 3 && words.every((w) => /^\p{Lu}\p{Ll}+$/u.test(w))) {
      const last = words[words.length - 1]!;
      const aloneWord = new RegExp(`(?<!\\p{L} )\\b${last}\\b`, 'u');
      const alone = doc.units.some((u) => aloneWord.test(u.text) && !u.text.includes(bare));
      if (alone) variants.add(last);
    }
  }
  // "adenosine triphosphate (ATP)": the long form and the abbreviation answer each other.
  const bareLower = bare.toLowerCase();
  const bareLast = LAST_WORD.exec(bare)?.[0].toLowerCase();
  for (const { before, inner } of bareLast === undefined ? [] : (index.byLastWord.get(bareLast) ?? [])) {
    if (ABBREVIATION.test(inner) && before.toLowerCase().endsWith(bareLower)) variants.add(inner);
  }
  if (/^\p{Lu}{2,}$/u.test(bare)) {
    for (const { before } of index.byInner.get(bare) ?? []) {
      const run = PHRASE_BEFORE.exec(before)?.[0] ?? '';
      const window = run.slice(-61);
      const phrase = window.slice(Math.max(0, window.search(/\p{L}/u)));
      if (phrase.length < 4 || !/^\p{L}/u.test(phrase)) continue;
      variants.add(phrase.trim().split(/\s+/).slice(-bare.length).join(' '));
    }
  }
  const date = /^(\d{1,2})\s+(\p{L}+)\s+(\d{3,4})$/u.exec(bare);
  if (date !== null) variants.add(`${date[2]} ${date[1]}, ${date[3]}`);
  if (/^\d{1,3}(?:,\d{3})+$/u.test(bare)) variants.add(bare.replace(/,/g, ''));
  const found = [...variants];
  index.answers.set(memoKey, found);
  return found;
}

function negated(sentence: string): string | null {
  const text = normaliseSpace(sentence);
  const withNot =
    /\b(is|are|was|were|can|could|does|do|did|has|have|had|will|would|should|must|may)\s+not\s+/iu.exec(text);
  if (withNot !== null)
    return `${text.slice(0, withNot.index)}${withNot[1]} ${text.slice(withNot.index + withNot[0].length)}`;
  const cannot = /\bcannot\b/iu.exec(text);
  if (cannot !== null) return `${text.slice(0, cannot.index)}can${text.slice(cannot.index + 6)}`;
  const aux = /\b(is|are|was|were|can|will|should|must)\s+(?!also\b|a\s+type\b)/u.exec(text);
  if (aux !== null && aux.index > 3) {
    const word = aux[1] === 'can' ? 'cannot' : `${aux[1]} not`;
    return `${text.slice(0, aux.index)}${word} ${text.slice(aux.index + aux[0].length)}`;
  }
  return null;
}

interface Planned {
  question: PracticeQuestion;
  checkable: CheckableItem;
}

/** Difficulty: a rare fact (named once) that is not one of the document's central ideas is harder to recall. */
function difficultyOf(
  fact: StudyFact,
  answerKey: string | null,
  index: FactIndex,
  kind: QuestionKind,
): QuestionDifficulty {
  const count = answerKey === null ? 1 : (index.phrases.get(answerKey)?.units.size ?? 1);
  const rarity = 1 - Math.min(1, (count - 1) / 4);
  const central = Math.min(1, Math.max(0, (fact.weight - 1) / 3));
  const recall = kind === 'cloze' ? 0.2 : kind === 'true-false' ? -0.2 : 0;
  const score = 0.55 * rarity + 0.45 * (1 - central) + recall;
  return score < 0.4 ? 'easy' : score < 0.7 ? 'medium' : 'hard';
}

function planQuestion(
  fact: StudyFact,
  kind: QuestionKind,
  doc: StudyDocument,
  index: FactIndex,
  random: () => number,
): Planned | null {
  const unit = fact.unit;
  const source = sourceOf(unit);
  const sentence = source.sentence;
  const base = {
    topic: unit.topic ?? doc.title ?? 'General',
    sourcePassage: sentence,
    page: unit.page,
    source,
  };
  const answerPhrase: KeyPhrase | null =
    fact.kind === 'cloze' ? fact.answer : fact.kind === 'definition' ? fact.term : null;

  if (kind === 'multiple-choice') {
    if (answerPhrase === null) return null;
    const distractors = distractorsFor(answerPhrase, unit, index, doc);
    if (distractors.length < 3) return null;
    const prompt =
      fact.kind === 'definition'
        ? `Which term is defined as "${fact.definition}"?`
        : `Which completes the sentence? "${blankPhrase(sentence, answerPhrase.text, BLANK).blanked}"`;
    const options = shuffled([answerPhrase.text, ...distractors], random);
    const question: MultipleChoiceQuestion = {
      ...base,
      id: questionId(kind, prompt),
      kind,
      prompt,
      options,
      correctIndex: options.indexOf(answerPhrase.text),
      difficulty: difficultyOf(fact, answerPhrase.key, index, kind),
    };
    return {
      question,
      checkable: {
        shown: [prompt, ...options],
        answer: answerPhrase.text,
        answerPhrase: answerPhrase.text,
        source,
        options,
      },
    };
  }

  if (kind === 'true-false') {
    const makeTrue = random() < 0.5;
    let statement = sentence;
    if (!makeTrue) {
      let changed: string | null = null;
      if (answerPhrase !== null && answerPhrase.type !== 'term') {
        const [swap] = distractorsFor(answerPhrase, unit, index, doc, 1);
        if (swap !== undefined) changed = blankPhrase(sentence, answerPhrase.text, swap).blanked;
      }
      changed ??= negated(sentence);
      if (changed === null && answerPhrase !== null) {
        // Another term in its place must read as a sentence: same number (singular/plural) as the answer.
        const isPlural = (t: string): boolean => /s$/u.test(t) && !/(?:ss|sis|us)$/u.test(t);
        const swap = distractorsFor(answerPhrase, unit, index, doc, 3).find(
          (d) => isPlural(d) === isPlural(answerPhrase.text),
        );
        if (swap !== undefined) changed = blankPhrase(sentence, answerPhrase.text, swap).blanked;
      }
      if (changed === null || changed === sentence) return null;
      statement = changed;
    }
    const prompt = `True or false: ${statement}`;
    const question: TrueFalseQuestion = {
      ...base,
      id: questionId(kind, prompt),
      kind,
      prompt,
      statement,
      answer: makeTrue,
      difficulty: difficultyOf(fact, answerPhrase?.key ?? null, index, kind),
    };
    return {
      question,
      checkable: {
        shown: [prompt],
        answer: makeTrue ? statement : sentence,
        answerPhrase: answerPhrase?.text ?? null,
        source,
      },
    };
  }

  // Short answer: the learner types a phrase, so the answer is a phrase (never a whole clause).
  if (answerPhrase === null) return null;
  const prompt =
    fact.kind === 'definition'
      ? `Which term is defined as "${fact.definition}"?`
      : blankPhrase(sentence, answerPhrase.text, BLANK).blanked;
  const question: ClozeQuestion = {
    ...base,
    id: questionId('cloze', prompt),
    kind: 'cloze',
    prompt,
    answer: answerPhrase.text,
    acceptedAnswers: acceptedVariants(answerPhrase, doc),
    difficulty: difficultyOf(fact, answerPhrase.key, index, 'cloze'),
  };
  return {
    question,
    checkable: {
      shown: [prompt, answerPhrase.text],
      answer: answerPhrase.text,
      answerPhrase: answerPhrase.text,
      source,
    },
  };
}

/**
 * Multiple-choice, true/false and short-answer questions from the document's study units (see study-facts), each
 * linking the passage it came from, with a difficulty. Questions failing the validators or testing a fact already
 * asked are left out.
 */
export function generateQuestions(
  material: StudyMaterial,
  options: QuestionOptions = {},
): StudyResult<PracticeQuestion[]> {
  const sections = toSections(material);
  if (sections.every((s) => s.text.trim().length === 0)) return fail('empty-text', QUESTION_MESSAGES.empty);
  if (sections.every((s) => looksBinary(s.text) || s.text.trim().length === 0)) {
    return fail('binary-input', QUESTION_MESSAGES.binary);
  }
  const kinds = (['multiple-choice', 'true-false', 'cloze'] as const).filter((k) =>
    (options.kinds ?? ['multiple-choice', 'true-false', 'cloze']).includes(k),
  );
  const maxQuestions = options.maxQuestions ?? 20;
  const random = seededRandom(options.seed ?? 1);
  const doc = parseStudyUnits(sections);
  const index = findStudyFacts(doc);
  const fragments = structuralFragments(doc);

  const chosen: Planned[] = [];
  const usedUnits = new Set<number>();
  let turn = 0;
  for (const perUnit of [1, 2]) {
    for (const fact of index.facts) {
      if (chosen.length >= maxQuestions) break;
      if (perUnit === 1 && usedUnits.has(fact.unit.index)) continue;
      if (
        perUnit === 2 &&
        chosen.filter(
          (c) =>
            c.question.source?.start === fact.unit.start && c.question.source?.section === fact.unit.section,
        ).length >= 2
      )
        continue;
      // The kind in turn when the fact suits it, else the next kind that does.
      let planned: Planned | null = null;
      for (let k = 0; k < kinds.length && planned === null; k += 1) {
        const kind = kinds[(turn + k) % kinds.length]!;
        planned = planQuestion(fact, kind, doc, index, random);
        if (planned !== null && checkItem(planned.checkable, doc, fragments).length > 0) planned = null;
        if (
          planned !== null &&
          duplicateIndexes([...chosen.map((c) => c.checkable), planned.checkable]).length > 0
        )
          planned = null;
      }
      if (planned === null) continue;
      const answerKey = (planned.checkable.answerPhrase ?? '').toLowerCase();
      if (
        answerKey !== '' &&
        chosen.filter((c) => (c.checkable.answerPhrase ?? '').toLowerCase() === answerKey).length >= perUnit
      )
        continue;
      chosen.push(planned);
      usedUnits.add(fact.unit.index);
      turn += 1;
    }
  }
  if (chosen.length === 0) return fail('too-little-material', QUESTION_MESSAGES.tooLittle);
  const order = (q: PracticeQuestion): number => (q.source?.section ?? 0) * 1e7 + (q.source?.start ?? 0);
  return ok(chosen.map((c) => c.question).sort((a, b) => order(a) - order(b)));
}

/** What the validators check of a question (built-in or from a model). */
export function questionCheckable(question: PracticeQuestion): CheckableItem {
  const source = question.source ?? null;
  switch (question.kind) {
    case 'multiple-choice': {
      const answer = question.options[question.correctIndex] ?? '';
      return {
        shown: [question.prompt, ...question.options],
        answer,
        answerPhrase: answer,
        source,
        options: question.options,
      };
    }
    case 'true-false':
      return {
        shown: [question.prompt],
        answer: question.answer ? question.statement : question.sourcePassage,
        answerPhrase: null,
        source,
      };
    case 'cloze':
      return {
        shown: [question.prompt, question.answer],
        answer: question.answer,
        answerPhrase: question.answer,
        source,
      };
  }
}

/** The text that makes the question's answer correct, which must occur in its source passage. */
export function groundingOf(question: PracticeQuestion): string {
  switch (question.kind) {
    case 'multiple-choice':
      return question.options[question.correctIndex] ?? '';
    case 'true-false':
      return question.answer ? question.statement : question.sourcePassage;
    case 'cloze':
      return question.answer;
  }
}
