// The testable facts of a document, found in its study units: definitions (term ↔ definition), cause and effect,
// process steps, and the key phrase of a statement (a name, date, number or term) to recall. Flashcards and
// practice questions are both written from these facts, so a card and a question never disagree about what the
// document says, and every fact points at the unit it came from.
import { findDefinitions } from './key-terms.engine.ts';
import type { NlpEntity, NounPhrase } from './english-nlp.engine.ts';
import { GENERIC_WORDS } from './generic-words.data.ts';
import { ENGLISH_STOPWORDS } from './english-stopwords.data.ts';
import { answerTypeOf } from './study-item.validators.ts';
import type { AnswerType } from './study-item.validators.ts';
import type { StudyDocument, StudyUnit } from './study-units.ts';
import { normaliseSpace } from './study-units.ts';
import { stemWord } from './text-tokens.util.ts';

/** A phrase of a unit that can be asked for: offsets are in the unit's section, like the unit's own. */
export interface KeyPhrase {
  text: string;
  start: number;
  end: number;
  type: AnswerType;
  /** Grouping key: lower-cased, stemmed. */
  key: string;
  /** The noun that says what kind of thing it is ("cycle" in "Calvin cycle"), for distractors. */
  head: string;
}

interface FactBase {
  unit: StudyUnit;
  /** How much the fact matters to the document (higher first). */
  weight: number;
}

export interface DefinitionFact extends FactBase {
  kind: 'definition';
  term: KeyPhrase;
  article: string;
  plural: boolean;
  definition: string;
}

export interface ClozeFact extends FactBase {
  kind: 'cloze';
  answer: KeyPhrase;
}

export interface CauseEffectFact extends FactBase {
  kind: 'cause-effect';
  cause: string;
  effect: string;
  /** The question asked about it ("What does X lead to?", "Why do leaves look green?"). */
  prompt: string;
  /** What answers it: the cause or the effect as the unit says it. */
  answer: string;
}

export interface ProcessStepFact extends FactBase {
  kind: 'process';
  /** The process, from the heading or the sentence that introduces the steps. */
  process: string;
  previous: StudyUnit;
  step: string;
}

export type StudyFact = DefinitionFact | ClozeFact | CauseEffectFact | ProcessStepFact;

export interface FactIndex {
  facts: StudyFact[];
  /** Every key phrase of the document by key: where distractors and salience come from. */
  phrases: Map<string, { phrase: KeyPhrase; count: number; units: Set<number> }>;
}

const lower = (s: string): string => normaliseSpace(s).toLowerCase();

export function phraseKey(text: string): string {
  return lower(text)
    .replace(/^(?:the|a|an)\s+/u, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => stemWord(w))
    .join(' ');
}

const WEAK_HEADS = new Set([
  ...GENERIC_WORDS,
  'lot',
  'kind',
  'sort',
  'bit',
  'someone',
  'something',
  'anything',
  'everyone',
  'chapter',
  'section',
  'page',
  'figure',
  'table',
  'author',
  'reader',
  'student',
  'students',
  'text',
  'document',
  'today',
  'yesterday',
]);

function isUsefulPhrase(p: NounPhrase): boolean {
  const words = p.text.split(/\s+/);
  if (words.length > 6) return false;
  const content = words.filter((w) => !ENGLISH_STOPWORDS.has(w.toLowerCase()));
  if (content.length === 0) return false;
  if (words.length === 1 && (WEAK_HEADS.has(p.text.toLowerCase()) || p.text.length < 3)) return false;
  if (words.every((w) => WEAK_HEADS.has(w.toLowerCase()))) return false;
  return /\p{L}{2,}/u.test(p.text);
}

function entityPhrase(e: NlpEntity, doc: StudyDocument): KeyPhrase | null {
  if (!['DATE', 'CARDINAL', 'PERCENT', 'MONEY', 'DURATION', 'TIME'].includes(e.type)) return null;
  // A bare small number ("two", "3") is rarely the fact; a year, a date, a measure or a percentage is.
  if (e.type === 'CARDINAL' && !/\d{2,}|\d[.,]\d/u.test(e.text)) return null;
  const type = answerTypeOf(e.text, doc);
  return { text: e.text, start: e.start, end: e.end, type, key: phraseKey(e.text), head: type };
}

// "the default form", "typical exceptions": terms that mean something only in the sentences around them.
const CONTEXT_BOUND_TERM =
  /^(?:typical|default|usual|general|basic|simple|main|first|second|last|other|same|following|previous|former|latter|current|present|given|standard|above|below|latter|new|old)\s/iu;

const namesCache = new WeakMap<StudyDocument, Set<string>>();

/**
 * Words the document writes capitalised inside sentences and never in lower case ("Debian", "Fahrenheit"): a
 * capital that starts a sentence is kept on these.
 */
export function capitalisedWords(doc: StudyDocument): Set<string> {
  let names = namesCache.get(doc);
  if (names !== undefined) return names;
  const upper = new Set<string>();
  const lowerSeen = new Set<string>();
  for (const unit of doc.units) {
    unit.analysis.tokens.forEach((t, i) => {
      if (!/^\p{L}/u.test(t.text)) return;
      if (/^\p{Lu}/u.test(t.text)) {
        if (i > 0 && !/^[.:;!?"“(]$/u.test(unit.analysis.tokens[i - 1]?.text ?? ''))
          upper.add(t.text.toLowerCase());
      } else lowerSeen.add(t.text.toLowerCase());
    });
  }
  names = new Set([...upper].filter((w) => !lowerSeen.has(w)));
  namesCache.set(doc, names);
  return names;
}

/** The sentence-initial capital dropped unless the word is a name ("Photosynthesis" → "photosynthesis"). */
export function lowerFirstWord(text: string, doc: StudyDocument): string {
  const first = /^\p{Lu}\p{Ll}+/u.exec(text)?.[0];
  if (first === undefined || capitalisedWords(doc).has(first.toLowerCase())) return text;
  return first.toLowerCase() + text.slice(first.length);
}

/** Key phrases of a unit: its useful noun phrases and its dates, numbers and amounts. */
export function keyPhrasesOf(unit: StudyUnit, doc: StudyDocument): KeyPhrase[] {
  const out: KeyPhrase[] = [];
  for (const p of unit.analysis.nounPhrases) {
    if (!isUsefulPhrase(p)) continue;
    // "Photosynthesis is …": a capital that only starts the sentence is not part of the term.
    const display =
      !p.proper && p.first === 0 && /^\p{Lu}\p{Ll}+(?:\s|-|$)/u.test(p.text) && !/\s\p{Lu}/u.test(p.text)
        ? lowerFirstWord(p.text, doc)
        : p.text;
    out.push({
      text: display,
      start: p.start,
      end: p.end,
      type: p.proper ? 'name' : 'term',
      key: phraseKey(p.text),
      head: stemWord(p.head),
    });
  }
  for (const e of unit.analysis.entities) {
    const phrase = entityPhrase(e, doc);
    if (phrase !== null) out.push(phrase);
  }
  return out.sort((a, b) => a.start - b.start);
}

// "X causes / leads to / results in Y", "Because Y, X", "X because Y", "X, so Y", "X; therefore Y".
const CAUSE_VERB =
  /^(.{8,}?)\s+(causes?|caused|leads?\s+to|led\s+to|results?\s+in|resulted\s+in|produces?|produced|triggers?|triggered|brings?\s+about|brought\s+about|gives?\s+rise\s+to|gave\s+rise\s+to|is\s+responsible\s+for|was\s+responsible\s+for)\s+(.{6,}?)[.!]?$/iu;
const BECAUSE_FIRST = /^(?:because|since|as\s+a\s+result\s+of|due\s+to)\s+(.{6,}?),\s+(.{8,}?)[.!]?$/iu;
const BECAUSE_AFTER =
  /^(.{8,}?)\s+(?:because(?!\s+of)|since|due\s+to|as\s+a\s+result\s+of|because\s+of)\s+(.{6,}?)[.!]?$/iu;

/** "causes" → "cause", "led to" → "lead to": the verb as it reads after "does"/"did". */
function baseVerb(verb: string): { aux: 'does' | 'did' | 'is' | 'was'; base: string } {
  const v = verb.toLowerCase().replace(/\s+/g, ' ');
  if (/^(?:is|was) responsible for$/u.test(v))
    return { aux: v.startsWith('is') ? 'is' : 'was', base: 'responsible for' };
  const past: Record<string, string> = {
    caused: 'cause',
    'led to': 'lead to',
    'resulted in': 'result in',
    produced: 'produce',
    triggered: 'trigger',
    'brought about': 'bring about',
    'gave rise to': 'give rise to',
  };
  if (past[v] !== undefined) return { aux: 'did', base: past[v] };
  return {
    aux: 'does',
    base: v.replace(/^(\w+?)e?s\b/u, (w) =>
      /(?:ss|sh|ch|x)es$/u.test(w)
        ? w.slice(0, -2)
        : w.endsWith('ies')
          ? `${w.slice(0, -3)}y`
          : w.slice(0, -1),
    ),
  };
}

const CLAUSE_OPENERS =
  /^(?:so|and|but|or|while|whereas|although|though|note|by|in|on|at|for|with|if|when|as|also|however|thus|then|using|this|that|these|those|it|its|they|we|i|you|there|here|an?\s+interesting|such|one|some|what|which|who)\b/iu;
const PERSONAL = /\b(?:i|we|you|my|our|your|us|me)\b/iu;

/** A clause a question can be made of: short, one piece (no commas), starting with its subject. */
function isCleanClause(text: string): boolean {
  const words = text.split(/\s+/).length;
  return (
    words >= 3 &&
    words <= 18 &&
    !/[,;:()"“”]/u.test(text) &&
    !CLAUSE_OPENERS.test(text) &&
    !PERSONAL.test(text)
  );
}

/** The sentence's opening `prefix` is a noun phrase: at most 8 words and no verb among its tokens. */
function isSubjectPhrase(unit: StudyUnit, prefix: string): boolean {
  if (
    prefix.split(/\s+/).length > 8 ||
    /[,;:()]/u.test(prefix) ||
    CLAUSE_OPENERS.test(prefix) ||
    PERSONAL.test(prefix)
  )
    return false;
  const end = unit.start + prefix.length;
  return !unit.analysis.tokens.some((t) => t.start < end && (t.pos === 'VERB' || t.pos === 'AUX'));
}

function causeEffectOf(
  unit: StudyUnit,
  doc: StudyDocument,
): { cause: string; effect: string; prompt: string; answer: string } | null {
  const text = stripCase(normaliseSpace(unit.text));
  if (text.split(/\s+/).length > 35) return null;
  let m = BECAUSE_FIRST.exec(text);
  if (m !== null && isCleanClause(m[2]!))
    return {
      cause: m[1]!,
      effect: m[2]!,
      prompt: `Why is it that ${lowerFirstWord(m[2]!, doc)}?`,
      answer: m[1]!,
    };
  m = CAUSE_VERB.exec(text);
  if (m !== null && isSubjectPhrase(unit, m[1]!) && !/^by\b/iu.test(m[3]!)) {
    const { aux, base } = baseVerb(m[2]!);
    const prompt = `What ${aux} ${lowerFirstWord(m[1]!, doc)} ${base}?`;
    return { cause: m[1]!, effect: m[3]!, prompt, answer: m[3]! };
  }
  m = BECAUSE_AFTER.exec(text);
  if (m !== null && isCleanClause(m[1]!) && m[2]!.split(/\s+/).length <= 20)
    return {
      cause: m[2]!,
      effect: m[1]!,
      prompt: `Why is it that ${lowerFirstWord(m[1]!, doc)}?`,
      answer: m[2]!,
    };
  return null;
}

const META_SENTENCE =
  /^(?:this|the\s+present|the\s+following)\s+(?:file|document|chapter|section|paper|vignette|article|manual|tutorial|book|guide|page|package|note|report|appendix)\b|^in\s+this\s+(?:file|document|chapter|section|paper|vignette|article|manual|tutorial|book|guide)\b|\b(?:see|cf\.?)\s+(?:section|chapter|figure|table|appendix)\b|\bas\s+(?:shown|described|discussed|explained)\s+(?:below|above|later|earlier)\b/iu;
const OPINION_OR_INSTRUCTION = /\b(?:i|my|me|you|your|yours)\b/iu;

/** A sentence that states something about the subject: not about the document, not an opinion or instruction. */
export function isFactSentence(unit: StudyUnit): boolean {
  const text = normaliseSpace(unit.text);
  if (text.split(/\s+/).length > 35) return false;
  return !META_SENTENCE.test(text) && !OPINION_OR_INSTRUCTION.test(text);
}

const STEP_MARKER =
  /^(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|then|next|after\s+(?:that|this)|afterwards|subsequently|finally|lastly|in\s+the\s+(?:first|second|third|final|next)\s+(?:step|stage|phase)|step\s+\d+|stage\s+\d+|\d+[.)])\b[,:]?\s*/iu;

function stripCase(text: string): string {
  return text.replace(/(?<![.!;:])[.!;:]+$/u, '').trim();
}

/**
 * All facts of the document, each on a statement unit. A unit gives at most one fact of each kind; cloze facts
 * prefer names, dates and numbers, then the document's most repeated multi-word terms.
 */
export function findStudyFacts(doc: StudyDocument): FactIndex {
  const statements = doc.units.filter((u) => u.statement);
  const phrases = new Map<string, { phrase: KeyPhrase; count: number; units: Set<number> }>();
  const perUnit = new Map<number, KeyPhrase[]>();
  for (const unit of doc.units) {
    const own = keyPhrasesOf(unit, doc);
    perUnit.set(unit.index, own);
    for (const p of own) {
      const entry = phrases.get(p.key) ?? { phrase: p, count: 0, units: new Set<number>() };
      entry.count += 1;
      entry.units.add(unit.index);
      phrases.set(p.key, entry);
    }
  }
  const titleWords = new Set(phraseKey([doc.title ?? '', ...doc.topics].join(' ')).split(' '));
  const centrality = (unit: StudyUnit): number => {
    const own = perUnit.get(unit.index) ?? [];
    const shared = own.filter((p) => (phrases.get(p.key)?.units.size ?? 0) > 1).length;
    const topical = own.some((p) => p.key.split(' ').some((w) => titleWords.has(w))) ? 1 : 0;
    return Math.min(1, shared / 4) + topical * 0.5;
  };

  const facts: StudyFact[] = [];
  // Definitions: the term must be a whole noun phrase of the sentence.
  for (const d of findDefinitions(statements)) {
    const unit = d.sentence as StudyUnit;
    const np = unit.analysis.nounPhrases.find((p) => lower(p.text) === lower(d.term));
    if (np === undefined || !isUsefulPhrase(np) || CONTEXT_BOUND_TERM.test(np.text)) continue;
    const shown = (perUnit.get(unit.index) ?? []).find((p) => p.start === np.start && p.end === np.end);
    if (shown === undefined) continue;
    facts.push({
      kind: 'definition',
      unit,
      weight: 3 + centrality(unit),
      term: shown,
      article: d.article,
      plural: d.plural,
      definition: d.definition,
    });
  }
  const defined = new Set(facts.map((f) => f.unit.index));

  for (const unit of statements) {
    const ce = causeEffectOf(unit, doc);
    if (ce !== null && ce.cause.split(/\s+/).length <= 25 && ce.effect.split(/\s+/).length <= 25) {
      facts.push({
        kind: 'cause-effect',
        unit,
        weight: 2.4 + centrality(unit),
        cause: ce.cause,
        effect: ce.effect,
        prompt: ce.prompt,
        answer: ce.answer,
      });
    }
  }

  // Process steps: consecutive statements under one topic, the later one marked as a next step.
  for (let i = 1; i < statements.length; i += 1) {
    const unit = statements[i]!;
    const previous = statements[i - 1]!;
    if (unit.index !== previous.index + 1 || unit.topic !== previous.topic) continue;
    const marker = STEP_MARKER.exec(normaliseSpace(unit.text));
    if (marker === null || /^(?:first(?:ly)?)\b/iu.test(marker[0])) continue;
    const step = normaliseSpace(unit.text).slice(marker[0].length);
    if (step.split(/\s+/).length < 4) continue;
    facts.push({
      kind: 'process',
      unit,
      weight: 2.3 + centrality(unit),
      process: unit.topic ?? doc.title ?? 'this process',
      previous,
      step: stripCase(step.charAt(0).toUpperCase() + step.slice(1)),
    });
  }

  // Cloze facts: the key phrase of each statement that states a fact about the subject (not about the document
  // itself, not the author's opinion or an instruction to the reader), short enough to read as a card.
  for (const unit of statements) {
    if (!isFactSentence(unit)) continue;
    const own = (perUnit.get(unit.index) ?? []).filter((p) => {
      const entry = phrases.get(p.key);
      if (entry === undefined) return false;
      // A label opening the sentence ("169: The comment …") is no answer.
      if (p.start === unit.start && /^\s*[:.)]/u.test(unit.text.slice(p.end - unit.start))) return false;
      if (p.type === 'term' && p.text.split(/\s+/).length > 4) return false;
      if (p.type !== 'term' || p.text.split(/\s+/).length > 1) return true;
      // A lone common noun is worth asking for only when the document uses it on its own, not as the head of a
      // longer term ("cycle" of "Calvin cycle").
      const inLonger = [...phrases.values()].some((e) => e.phrase.head === p.head && e.phrase.key !== p.key);
      return entry.count >= 2 && !inLonger;
    });
    if (own.length === 0) continue;
    const score = (p: KeyPhrase): number => {
      const entry = phrases.get(p.key);
      const repeated = Math.min(3, entry?.units.size ?? 1);
      const words = p.text.split(/\s+/).length;
      const typeBonus = p.type === 'date' ? 2.2 : p.type === 'name' ? 1.8 : p.type === 'term' ? 1 : 1.5;
      const technical = /\p{Lu}{2,}|\d/u.test(p.text) ? 0.3 : 0;
      return typeBonus + Math.min(2, words - 1) * 0.4 + repeated * 0.3 + technical;
    };
    const ranked = [...own].sort((a, b) => score(b) - score(a) || a.start - b.start);
    ranked.slice(0, 2).forEach((answer, rank) => {
      facts.push({
        kind: 'cloze',
        unit,
        weight: (defined.has(unit.index) ? 0.8 : 1.5) + centrality(unit) + score(answer) / 6 - rank * 1.2,
        answer,
      });
    });
  }
  return { facts: facts.sort((a, b) => b.weight - a.weight || a.unit.index - b.unit.index), phrases };
}
