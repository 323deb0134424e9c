// Issue 29's rubric for flashcards and practice questions on real documents (see real-documents.corpus.ts):
// items quoting a page label/title/heading, cut terms, duplicates, grounding, distractors of the answer's type,
// and cards delivered against cards asked when the text holds enough facts. Prints the rubric for all documents,
// for the documents used while tuning and for the held-out ones, then samples of cards and questions.
// Part of `npm run quality:study`; the sources come from `bash scripts/bench/study-quality/get-corpus.sh`.
import {
  generateFlashcards,
  flashcardCheckable,
} from '../../../shared/study/flashcards/flashcard-generator.engine.ts';
import type { Flashcard } from '../../../shared/study/flashcards/flashcard-generator.engine.ts';
import {
  generateQuestions,
  questionCheckable,
} from '../../../shared/study/questions/question-generator.engine.ts';
import type { PracticeQuestion } from '../../../shared/study/questions/question-generator.engine.ts';
import { keyPhrasesOf } from '../../../shared/study/text/study-facts.engine.ts';
import {
  distractorsMatchType,
  duplicateIndexes,
  isCutTerm,
  sourceUnitOf,
} from '../../../shared/study/text/study-item.validators.ts';
import type { CheckableItem } from '../../../shared/study/text/study-item.validators.ts';
import { normaliseSpace, parseStudyUnits } from '../../../shared/study/text/study-units.ts';
import { loadRealDocuments } from './real-documents.corpus.ts';
import type { RealDocument } from './real-documents.corpus.ts';

const CARDS_ASKED = 15;
const QUESTIONS_ASKED = 15;

interface Tally {
  documents: number;
  items: number;
  fragment: number;
  cut: number;
  duplicates: number;
  grounded: number;
  mcq: number;
  typedDistractors: number;
  askedWithEnough: number;
  deliveredWithEnough: number;
}

const empty = (): Tally => ({
  documents: 0,
  items: 0,
  fragment: 0,
  cut: 0,
  duplicates: 0,
  grounded: 0,
  mcq: 0,
  typedDistractors: 0,
  askedWithEnough: 0,
  deliveredWithEnough: 0,
});
const lower = (s: string): string => normaliseSpace(s).toLowerCase();

/** An item quotes a structural line: a page label, the running title or one of the source's headings. */
function quotesStructure(item: CheckableItem, doc: RealDocument): boolean {
  return item.shown.some((shown) => {
    const text = lower(shown);
    if (/\bpage \d+\b|\bpage \d+ of \d+\b/u.test(text)) return true;
    return doc.structuralLines.some((line) => {
      const l = lower(line);
      // Quoting a heading is only a fragment when the source sentence itself does not say it.
      return text.includes(l) && !lower(item.source?.sentence ?? '').includes(l);
    });
  });
}

/** Grounded: the source sentence is in the document's text and holds the answer. */
function grounded(item: CheckableItem, doc: RealDocument): boolean {
  if (item.source === null) return false;
  const page = doc.pages.map((p) => p.text)[item.source.section] ?? '';
  const sentence = lower(item.source.sentence);
  return lower(page).includes(sentence) && sentence.includes(lower(item.answer));
}

function measure(
  doc: RealDocument,
  tally: Tally,
  samples: { cards: Flashcard[]; questions: PracticeQuestion[] },
): void {
  const parsed = parseStudyUnits(doc.pages);
  const eligible = parsed.units.filter((u) => u.statement && keyPhrasesOf(u, parsed).length > 0).length;
  const cards = generateFlashcards(doc.pages, { maxCards: CARDS_ASKED }).data ?? [];
  const questions = generateQuestions(doc.pages, { maxQuestions: QUESTIONS_ASKED, seed: 29 }).data ?? [];
  tally.documents += 1;
  if (eligible >= CARDS_ASKED) {
    tally.askedWithEnough += CARDS_ASKED;
    tally.deliveredWithEnough += Math.min(CARDS_ASKED, cards.length);
  }
  const sets: CheckableItem[][] = [cards.map(flashcardCheckable), questions.map(questionCheckable)];
  for (const items of sets) {
    tally.duplicates += duplicateIndexes(items).length;
    for (const item of items) {
      tally.items += 1;
      if (quotesStructure(item, doc)) tally.fragment += 1;
      const unit = sourceUnitOf(item, parsed);
      if (item.answerPhrase !== null && unit !== null && isCutTerm(item.answerPhrase, unit)) tally.cut += 1;
      else if (
        item.answerPhrase !== null &&
        /\s(?:of|the|a|an|and|or|in|to)$|^(?:of|and|or)\s/iu.test(item.answerPhrase)
      )
        tally.cut += 1;
      if (grounded(item, doc)) tally.grounded += 1;
      if (item.options !== undefined && item.options.length > 0) {
        tally.mcq += 1;
        if (distractorsMatchType(item.answerPhrase ?? item.answer, item.options, parsed))
          tally.typedDistractors += 1;
      }
    }
  }
  samples.cards.push(...cards);
  samples.questions.push(...questions);
}

function printTally(name: string, t: Tally): void {
  const share = (n: number, d: number): string => (d === 0 ? 'n/a' : (n / d).toFixed(3));
  console.log(`study_items.${name}.documents: ${t.documents}`);
  console.log(`study_items.${name}.items: ${t.items}`);
  console.log(`study_items.${name}.page_title_heading_fragment_share: ${share(t.fragment, t.items)}`);
  console.log(`study_items.${name}.cut_term_share: ${share(t.cut, t.items)}`);
  console.log(`study_items.${name}.duplicate_share: ${share(t.duplicates, t.items)}`);
  console.log(`study_items.${name}.grounded_share: ${share(t.grounded, t.items)}`);
  console.log(
    `study_items.${name}.mcq_distractors_of_answer_type_share: ${share(t.typedDistractors, t.mcq)} (${t.mcq} MCQ)`,
  );
  console.log(
    `study_items.${name}.cards_delivered_vs_asked_when_enough_facts: ${share(t.deliveredWithEnough, t.askedWithEnough)}`,
  );
}

const docs = loadRealDocuments(process.cwd());
if (docs.length === 0) {
  console.log(
    'study_items: no real documents found; run `bash scripts/bench/study-quality/get-corpus.sh` (root) first',
  );
} else {
  const all = empty();
  const tuned = empty();
  const heldOut = empty();
  const samples = { cards: [] as Flashcard[], questions: [] as PracticeQuestion[] };
  const started = performance.now();
  for (const doc of docs) {
    const own = empty();
    const own_samples = { cards: [] as Flashcard[], questions: [] as PracticeQuestion[] };
    measure(doc, own, own_samples);
    for (const target of [all, doc.heldOut ? heldOut : tuned]) {
      for (const key of Object.keys(own) as Array<keyof Tally>) target[key] += own[key];
    }
    console.log(
      `study_items.document: ${doc.id} (${doc.subject}; ${doc.pages.length} pages; ${doc.heldOut ? 'held out' : 'tuned'}): ${own_samples.cards.length} cards, ${own_samples.questions.length} questions`,
    );
    if (doc.heldOut) {
      samples.cards.push(
        ...own_samples.cards.slice(0, 2).map((c) => ({ ...c, tags: [...c.tags, doc.subject] })),
      );
      samples.questions.push(
        ...own_samples.questions.slice(1, 2).map((q) => ({ ...q, topic: `${doc.subject} / ${q.topic}` })),
      );
    }
  }
  console.log(`study_items.seconds: ${((performance.now() - started) / 1000).toFixed(1)}`);
  printTally('all', all);
  printTally('tuned', tuned);
  printTally('held_out', heldOut);
  console.log('\nSample cards (held-out documents):');
  for (const c of samples.cards.slice(0, 10))
    console.log(`- [${c.kind}; ${c.tags[c.tags.length - 1]}; p. ${c.source?.page}] ${c.front} → ${c.back}`);
  console.log('\nSample questions (held-out documents):');
  for (const q of samples.questions.slice(0, 5)) {
    const answer =
      q.kind === 'multiple-choice'
        ? `${q.options.map((o, i) => (i === q.correctIndex ? `**${o}**` : o)).join(' / ')}`
        : q.kind === 'true-false'
          ? String(q.answer)
          : `${q.answer} (also: ${(q.acceptedAnswers ?? []).filter((a) => a !== q.answer).join(', ') || '—'})`;
    console.log(`- [${q.kind}, ${q.difficulty}; ${q.topic}; p. ${q.page}] ${q.prompt} → ${answer}`);
  }
}
