import { fail, ok } from '../study-result.types.ts';
import type { StudyResult } from '../study-result.types.ts';
import { fnv1a32 } from '../text/hash.util.ts';
import { blankTerm, extractKeyTerms, findDefinitions, findTermIn } from '../text/key-terms.engine.ts';
import type { KeyTerm } from '../text/key-terms.engine.ts';
import { looksBinary, sentencesOf, toSections } from '../text/study-source.util.ts';
import type { SourceSentence, StudyMaterial } from '../text/study-source.util.ts';
import { stemWord, tokenizeWords } from '../text/text-tokens.util.ts';

export type FlashcardKind = 'definition' | 'key-term' | 'cloze' | 'basic';

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
  /** Cloze cards per key term. */
  clozePerTerm?: number;
}

export const FLASHCARD_MESSAGES = {
  empty: 'Add some text or upload a document to generate flashcards.',
  binary: 'This file does not contain readable text. Upload a PDF, Word document or plain text instead.',
  nothingFound:
    'We could not find definitions or key terms in this text. Try a longer passage with explanations of the main ideas.',
} as const;

const BLANK = '_____';

function sourceOf(sentence: SourceSentence): CardSource {
  return {
    sentence: sentence.text,
    start: sentence.start,
    end: sentence.end,
    section: sentence.section,
    page: sentence.page,
  };
}

function cardId(kind: FlashcardKind, front: string, back: string): string {
  return `${kind}-${fnv1a32(`${front}\u0000${back}`).toString(36)}`;
}

function displayTerm(term: string, fullText: string): string {
  // Sentence-initial capitals are not part of the term ("Photosynthesis is …" → "photosynthesis") unless
  // the text also capitalises it mid-sentence, which marks a name ("the Cold War").
  if (!/^\p{Lu}\p{Ll}/u.test(term)) return term;
  if (
    term
      .split(/\s+/)
      .slice(1)
      .some((w) => /^\p{Lu}/u.test(w))
  )
    return term;
  for (let at = fullText.indexOf(term); at !== -1; at = fullText.indexOf(term, at + 1)) {
    const before = fullText.slice(Math.max(0, at - 3), at);
    if (/\p{L}[,;:]?\s+$|\p{L}\s*$/u.test(before) || /[a-z,;:]\s$/u.test(before)) return term;
  }
  return term[0]?.toLowerCase() + term.slice(1);
}

function capitalise(text: string): string {
  return text.length === 0 ? text : (text[0]?.toUpperCase() ?? '') + text.slice(1);
}

function tokenSet(text: string): Set<string> {
  return new Set(tokenizeWords(text).map((t) => stemWord(t.norm)));
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let inter = 0;
  for (const x of a) if (b.has(x)) inter += 1;
  const union = a.size + b.size - inter;
  return union === 0 ? 1 : inter / union;
}

/**
 * Definition, key-term and cloze cards from study material. Every answer is a substring of the sentence it came
 * from, which travels with the card so the learner can see the source. Near-duplicates are removed.
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
  const kinds = new Set<FlashcardKind>(options.kinds ?? ['definition', 'key-term', 'cloze']);
  const maxCards = options.maxCards ?? 30;
  const clozePerTerm = options.clozePerTerm ?? 1;

  const sentences = sentencesOf(sections);
  const definitions = findDefinitions(sentences);
  const terms = extractKeyTerms(sentences, { definitions, limit: Math.max(20, maxCards * 2) });

  const candidates: Array<{ card: Flashcard; priority: number; order: number }> = [];
  const add = (card: Flashcard, priority: number, order: number): void => {
    candidates.push({ card, priority, order });
  };

  if (kinds.has('definition')) {
    for (const d of definitions) {
      const term = displayTerm(d.term, allText);
      const article = d.article === '' || d.plural ? '' : `${d.article} `;
      const front = `What ${d.plural ? 'are' : 'is'} ${article}${term}?`;
      const back = capitalise(d.definition);
      add(
        {
          id: cardId('definition', front, back),
          kind: 'definition',
          front,
          back,
          cloze: null,
          term,
          answerInSource: d.definition,
          source: sourceOf(d.sentence),
          tags: ['definition'],
        },
        3,
        d.sentence.index,
      );
    }
  }

  const bySentence = new Map(sentences.map((s) => [s.index, s]));
  terms.forEach((t: KeyTerm, rank) => {
    const term = displayTerm(t.term, allText);
    const usable = t.sentences
      .map((i) => bySentence.get(i))
      .filter((s): s is SourceSentence => s !== undefined)
      .filter((s) => {
        const words = s.text.split(/\s+/).length;
        return words >= 6 && words <= 60;
      });
    if (kinds.has('key-term') && t.definition === null && usable.length > 0) {
      // The most informative sentence about a term usually names it early, as its subject.
      const position = (s: SourceSentence): number =>
        (findTermIn(s.text, t.term)?.start ?? 999) / (s.text.length + 1);
      const best = [...usable].slice(0, 6).sort((a, b) => position(a) - position(b) || a.index - b.index)[0];
      if (best !== undefined) {
        const front = `Explain the key term "${term}".`;
        add(
          {
            id: cardId('key-term', front, best.text),
            kind: 'key-term',
            front,
            back: best.text,
            cloze: null,
            term,
            answerInSource: best.text,
            source: sourceOf(best),
            tags: ['key-term'],
          },
          2 - rank / 100,
          best.index,
        );
      }
    }
    if (kinds.has('cloze')) {
      let made = 0;
      for (const s of usable) {
        if (made >= clozePerTerm) break;
        // A cloze on the defining sentence would repeat the definition card.
        if (t.definition !== null && t.definition.sentence.index === s.index) continue;
        const blank = blankTerm(s.text, t.term, BLANK);
        if (blank === null) continue;
        const { blanked: front, cloze, answer } = blank;
        add(
          {
            id: cardId('cloze', front, answer),
            kind: 'cloze',
            front,
            back: answer,
            cloze,
            term,
            answerInSource: answer,
            source: sourceOf(s),
            tags: ['cloze'],
          },
          2 - rank / 100 - 0.005,
          s.index,
        );
        made += 1;
      }
    }
  });

  candidates.sort((a, b) => b.priority - a.priority || a.order - b.order);
  const kept: Array<{ card: Flashcard; order: number; tokens: Set<string> }> = [];
  const seenFronts = new Set<string>();
  const perSentence = new Map<string, number>();
  const perTerm = new Map<string, number>();
  for (const { card, order } of candidates) {
    if (kept.length >= maxCards) break;
    const frontKey = card.front.toLowerCase().replace(/\W+/g, ' ').trim();
    if (seenFronts.has(frontKey)) continue;
    const sentenceKey = card.source?.sentence ?? '';
    if ((perSentence.get(sentenceKey) ?? 0) >= 2) continue;
    const termKey = card.term?.toLowerCase() ?? '';
    if (termKey && (perTerm.get(termKey) ?? 0) >= 1 + clozePerTerm) continue;
    const tokens = tokenSet(`${card.front} ${card.back}`);
    if (kept.some((k) => jaccard(k.tokens, tokens) >= 0.8)) continue;
    seenFronts.add(frontKey);
    perSentence.set(sentenceKey, (perSentence.get(sentenceKey) ?? 0) + 1);
    if (termKey) perTerm.set(termKey, (perTerm.get(termKey) ?? 0) + 1);
    kept.push({ card, order, tokens });
  }
  if (kept.length === 0) return fail('nothing-found', FLASHCARD_MESSAGES.nothingFound);
  return ok(kept.sort((a, b) => a.order - b.order).map((k) => k.card));
}

/** True when the card's answer really is in its source sentence and that sentence is in the material. */
export function isGrounded(card: Flashcard, material: StudyMaterial): boolean {
  if (card.source === null) return false;
  const section = toSections(material)[card.source.section];
  if (section === undefined) return false;
  if (section.text.slice(card.source.start, card.source.end) !== card.source.sentence) return false;
  return card.source.sentence.toLowerCase().includes(card.answerInSource.toLowerCase());
}
