import { FLASHCARD_MESSAGES } from '../study-tool-input.ts';
import { fail, ok } from '../study-result.types.ts';
import type { StudyResult } from '../study-result.types.ts';
import { fnv1a32 } from '../text/hash.util.ts';
import { findStudyFacts } from '../text/study-facts.engine.ts';
import type { KeyPhrase, StudyFact } from '../text/study-facts.engine.ts';
import { checkItem, duplicateIndexes, structuralFragments } from '../text/study-item.validators.ts';
import type { CheckableItem } from '../text/study-item.validators.ts';
import { looksBinary, toSections } from '../text/study-source.util.ts';
import type { SourceSentence, StudyMaterial } from '../text/study-source.util.ts';
import { normaliseSpace, parseStudyUnits } from '../text/study-units.ts';

/**
 * Built-in kinds: definition (term ↔ definition), fact (cloze on a name, date, number or key term), cause-effect and
 * process (the step after a given one). 'key-term', 'cloze' and 'basic' are kinds of cards written elsewhere (older
 * decks, imports, a model).
 */
export type FlashcardKind =
  'definition' | 'fact' | 'cause-effect' | 'process' | 'key-term' | 'cloze' | 'basic';

/** Where a card's answer comes from: the exact sentence of the material. */
export interface CardSource {
  sentence: string;
  /** Offsets of the sentence in its section's text. */
  start: number;
  end: number;
  section: number;
  page: number | null;
}

export interface Flashcard {
  /** Stable id derived from the content, so regenerating the same text yields the same ids. */
  id: string;
  kind: FlashcardKind;
  front: string;
  back: string;
  /** Anki cloze text ("… {{c1::term}} …") for cloze cards. */
  cloze: string | null;
  /** The term the card is about, when there is one. */
  term: string | null;
  /** The part of the source sentence that answers the card; always a substring of `source.sentence`. */
  answerInSource: string;
  source: CardSource | null;
  tags: string[];
}

export interface FlashcardOptions {
  /** Upper bound on the number of cards; the cheapest pricing tier stops at 10. */
  maxCards?: number;
  kinds?: readonly FlashcardKind[];
}

export { FLASHCARD_MESSAGES };

const BLANK = '_____';

function sourceOf(unit: SourceSentence): CardSource {
  return {
    sentence: normaliseSpace(unit.text),
    start: unit.start,
    end: unit.end,
    section: unit.section,
    page: unit.page,
  };
}

function cardId(kind: FlashcardKind, front: string, back: string): string {
  return `${kind}-${fnv1a32(`${front}\u0000${back}`).toString(36)}`;
}

function capitalise(text: string): string {
  return text.length === 0 ? text : (text[0]?.toUpperCase() ?? '') + text.slice(1);
}

/** Sentence-initial capitals are not part of a common term ("Photosynthesis is …" → "photosynthesis"). */
function displayTerm(term: KeyPhrase): string {
  if (term.type !== 'term' || !/^\p{Lu}\p{Ll}+(?:\s|$)/u.test(term.text) || /\s\p{Lu}/u.test(term.text))
    return term.text;
  return term.text.charAt(0).toLowerCase() + term.text.slice(1);
}

/** A quotation mark left open by the sentence split ("“Debian 0.93 … release.") is dropped from what is shown. */
export function tidyQuotes(text: string): string {
  let out = text;
  const count = (t: string): number => (t.match(/["“”]/gu) ?? []).length;
  if (count(out) % 2 === 1)
    out = /^["“”]/u.test(out) ? out.slice(1) : /["“”]$/u.test(out) ? out.slice(0, -1) : out;
  return out.trim();
}

/** The unit with `phrase` blanked wherever it occurs (a second occurrence would give the answer away). */
export function blankPhrase(
  sentence: string,
  phrase: string,
  blank = BLANK,
): { blanked: string; cloze: string } {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu');
  const shown = tidyQuotes(sentence);
  return {
    blanked: shown.replace(pattern, blank),
    cloze: shown.replace(pattern, (m) => `{{c1::${m}}}`),
  };
}

/** The card a fact makes. */
function cardOf(fact: StudyFact): Flashcard {
  const source = sourceOf(fact.unit);
  const sentence = source.sentence;
  switch (fact.kind) {
    case 'definition': {
      const term = displayTerm(fact.term);
      const article = fact.article === '' || fact.plural ? '' : `${fact.article} `;
      const front = `What ${fact.plural ? 'are' : 'is'} ${article}${term}?`;
      const back = capitalise(fact.definition);
      return {
        id: cardId('definition', front, back),
        kind: 'definition',
        front,
        back,
        cloze: null,
        term,
        answerInSource: fact.definition,
        source,
        tags: ['definition'],
      };
    }
    case 'cause-effect': {
      const back = capitalise(fact.answer);
      return {
        id: cardId('cause-effect', fact.prompt, back),
        kind: 'cause-effect',
        front: fact.prompt,
        back,
        cloze: null,
        term: null,
        answerInSource: fact.answer,
        source,
        tags: ['cause-effect'],
      };
    }
    case 'process': {
      const previous = normaliseSpace(fact.previous.text).replace(STEP_PREFIX, '');
      const front = `What is the next step after this one? "${capitalise(previous)}"`;
      return {
        id: cardId('process', front, fact.step),
        kind: 'process',
        front,
        back: fact.step,
        cloze: null,
        term: fact.process,
        answerInSource: fact.step,
        source,
        tags: ['process'],
      };
    }
    case 'cloze': {
      const { blanked, cloze } = blankPhrase(sentence, fact.answer.text);
      return {
        id: cardId('fact', blanked, fact.answer.text),
        kind: 'fact',
        front: blanked,
        back: fact.answer.text,
        cloze,
        term: fact.answer.text,
        answerInSource: fact.answer.text,
        source,
        tags: ['fact', fact.answer.type],
      };
    }
  }
}

const STEP_PREFIX =
  /^(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|then|next|after\s+(?:that|this)|afterwards|subsequently|finally|lastly)\b[,:]?\s*/iu;

/** What the validators check of a card. */
export function flashcardCheckable(card: Flashcard): CheckableItem {
  return {
    shown: [card.front, card.back],
    answer: card.answerInSource,
    answerPhrase:
      card.kind === 'fact' || card.kind === 'cloze' || card.kind === 'definition' ? card.term : null,
    source: card.source,
  };
}

/**
 * Cards from study material: definition, fact (cloze on a name, date, number or key term), cause/effect and process
 * steps, from the document's study units. Each card keeps its source sentence and page; cards that fail the
 * validators (ungrounded, page/heading fragments, cut terms) or test a fact already carded are left out, so the
 * deck may hold fewer cards than asked when the material holds fewer distinct facts.
 */
export function generateFlashcards(
  material: StudyMaterial,
  options: FlashcardOptions = {},
): StudyResult<Flashcard[]> {
  const sections = toSections(material);
  const allText = sections.map((s) => s.text).join('\n');
  if (allText.trim().length === 0) return fail('empty-text', FLASHCARD_MESSAGES.empty);
  if (sections.every((s) => looksBinary(s.text) || s.text.trim().length === 0)) {
    return fail('binary-input', FLASHCARD_MESSAGES.binary);
  }
  const maxCards = options.maxCards ?? 30;
  const kinds = new Set<FlashcardKind>(options.kinds ?? ['definition', 'fact', 'cause-effect', 'process']);
  if (kinds.has('cloze')) kinds.add('fact');
  if (kinds.has('key-term')) kinds.add('definition');
  const doc = parseStudyUnits(sections);
  const { facts } = findStudyFacts(doc);
  const fragments = structuralFragments(doc);

  const kept: Flashcard[] = [];
  const checkables: CheckableItem[] = [];
  const factsPerUnit = new Map<number, number>();
  const perAnswer = new Map<string, number>();
  // Two passes: one fact per sentence first, a second fact of a sentence only if the deck is still short.
  for (const perUnitLimit of [1, 2]) {
    for (const fact of facts) {
      if (kept.length >= maxCards) break;
      const card = cardOf(fact);
      if (!kinds.has(card.kind)) continue;
      if ((factsPerUnit.get(fact.unit.index) ?? 0) >= perUnitLimit) continue;
      // One phrase answering card after card (the document's own subject, say) makes a dull deck.
      const answerKey = (card.term ?? card.answerInSource).toLowerCase();
      if ((perAnswer.get(answerKey) ?? 0) >= perUnitLimit) continue;
      if (kept.some((k) => k.id === card.id)) continue;
      const checkable = flashcardCheckable(card);
      if (checkItem(checkable, doc, fragments).length > 0) continue;
      if (duplicateIndexes([...checkables, checkable]).length > 0) continue;
      kept.push(card);
      checkables.push(checkable);
      factsPerUnit.set(fact.unit.index, (factsPerUnit.get(fact.unit.index) ?? 0) + 1);
      perAnswer.set(answerKey, (perAnswer.get(answerKey) ?? 0) + 1);
    }
  }
  if (kept.length === 0) return fail('nothing-found', FLASHCARD_MESSAGES.nothingFound);
  const order = (c: Flashcard): number => (c.source?.section ?? 0) * 1e7 + (c.source?.start ?? 0);
  return ok(kept.sort((a, b) => order(a) - order(b)));
}

/** True when the card's answer really is in its source sentence and that sentence is in the material. */
export function isGrounded(card: Flashcard, material: StudyMaterial): boolean {
  if (card.source === null) return false;
  const section = toSections(material)[card.source.section];
  if (section === undefined) return false;
  if (
    normaliseSpace(section.text.slice(card.source.start, card.source.end)) !==
    normaliseSpace(card.source.sentence)
  )
    return false;
  return normaliseSpace(card.source.sentence)
    .toLowerCase()
    .includes(normaliseSpace(card.answerInSource).toLowerCase());
}
