// Quality figures of the study engines on a corpus generated from the real passages in ./corpus.
// Run with `npm run quality:study`; prints one `name: value` line per figure.
import { STUDY_CORPUS } from './corpus/corpus.collection.ts';
import { SyntheticTextGenerator } from './synthetic-text.util.ts';
import { lightlyEdit, wordWindow } from './text-mutations.util.ts';
import { FingerprintIndex } from '../plagiarism/fingerprint-index.engine.ts';
import { checkPlagiarism } from '../plagiarism/plagiarism.engine.ts';
import { generateFlashcards, isGrounded } from '../flashcards/flashcard-generator.engine.ts';
import { generateQuestions, groundingOf } from '../questions/question-generator.engine.ts';
import { chunkPages } from '../retrieval/page-chunking.engine.ts';
import { composeAnswer } from '../retrieval/answer-composer.engine.ts';
import { Bm25Index } from '../retrieval/bm25.engine.ts';
import { findDefinitions } from '../text/key-terms.engine.ts';
import { sentencesOf } from '../text/study-source.util.ts';
import type { StudySection } from '../text/study-source.util.ts';
import { solveMath } from '../math/math-solver.engine.ts';
import { seededRandom } from '../random/seeded-random.util.ts';

function print(name: string, value: number | string): void {
  console.log(`${name}: ${typeof value === 'number' ? Number(value.toFixed(4)) : value}`);
}

const random = seededRandom(20261121);
const generator = new SyntheticTextGenerator(STUDY_CORPUS, random);
const indexed = STUDY_CORPUS.filter((_, i) => i % 4 !== 3);
const heldOut = STUDY_CORPUS.filter((_, i) => i % 4 === 3);

// --- Plagiarism -----------------------------------------------------------------------------------------
const index = new FingerprintIndex();
for (const p of indexed) index.addDocument(p.id, p.text);
// Filler documents make the library large enough for chance matches to appear if the engine were prone to them.
for (let i = 0; i < 2000; i += 1) index.addDocument(`filler-${i}`, generator.document(800));

const replacementWords = [
  ...new Set(STUDY_CORPUS.flatMap((p) => p.text.toLowerCase().match(/\p{L}{4,}/gu) ?? [])),
];

interface Outcome {
  detected: boolean;
  coverage: number;
  wrongSources: number;
}

function embedAndCheck(passage: string, sourceId: string, host: string): Outcome {
  const sentences = host.split(/(?<=\.)\s+/);
  const cut = Math.max(1, Math.floor(sentences.length / 2));
  const before = sentences.slice(0, cut).join(' ');
  const text = `${before} ${passage} ${sentences.slice(cut).join(' ')}`;
  const passageStartWord = before.split(/\s+/).length;
  const passageWords = passage.split(/\s+/).length;
  const report = checkPlagiarism(text, index);
  if (report.data === null) return { detected: false, coverage: 0, wrongSources: 0 };
  const source = report.data.sources.find((s) => s.documentId === sourceId);
  let covered = 0;
  if (source !== undefined) {
    const mark = new Uint8Array(passageWords);
    for (const span of source.spans) {
      for (let w = span.query.wordStart; w < span.query.wordEnd; w += 1) {
        const rel = w - passageStartWord;
        if (rel >= 0 && rel < passageWords) mark[rel] = 1;
      }
    }
    covered = mark.reduce((a, b) => a + b, 0);
  }
  const coverage = covered / passageWords;
  return {
    detected: source !== undefined && coverage >= 0.5,
    coverage,
    wrongSources: report.data.sources.filter((s) => s.documentId !== sourceId).length,
  };
}

const copied: Outcome[] = [];
const edited: Outcome[] = [];
let caseIndex = 0;
for (const p of indexed) {
  const words = p.text.split(/\s+/).length;
  for (const length of [40, 60, 90]) {
    const from = Math.floor(random() * Math.max(1, words - length));
    const passage = wordWindow(p.text, from, length);
    const host = heldOut[caseIndex % heldOut.length]?.text ?? '';
    caseIndex += 1;
    copied.push(embedAndCheck(passage, p.id, host));
    edited.push(embedAndCheck(lightlyEdit(passage, random, replacementWords), p.id, host));
  }
}
const rate = (xs: Outcome[], f: (o: Outcome) => boolean): number => xs.filter(f).length / xs.length;
const meanOf = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
print('plagiarism.cases_copied', copied.length);
print(
  'plagiarism.recall_copied_40plus_words',
  rate(copied, (o) => o.detected),
);
print('plagiarism.word_coverage_copied', meanOf(copied.map((o) => o.coverage)));
print('plagiarism.cases_lightly_edited', edited.length);
print(
  'plagiarism.recall_lightly_edited',
  rate(edited, (o) => o.detected),
);
print('plagiarism.word_coverage_lightly_edited', meanOf(edited.map((o) => o.coverage)));
print(
  'plagiarism.wrong_sources_reported',
  [...copied, ...edited].reduce((a, o) => a + o.wrongSources, 0),
);

let unrelatedChecks = 0;
let unrelatedWithSource = 0;
for (const p of heldOut) {
  unrelatedChecks += 1;
  if ((checkPlagiarism(p.text, index).data?.sources.length ?? 0) > 0) unrelatedWithSource += 1;
}
const unseen = new SyntheticTextGenerator(STUDY_CORPUS, seededRandom(99));
for (let i = 0; i < 200; i += 1) {
  unrelatedChecks += 1;
  if ((checkPlagiarism(unseen.document(600), index).data?.sources.length ?? 0) > 0) unrelatedWithSource += 1;
}
print('plagiarism.unrelated_texts_checked', unrelatedChecks);
print('plagiarism.unrelated_texts_with_a_source', unrelatedWithSource);

// Quotations and reference lists are excluded even when copied verbatim.
const quoted = `${heldOut[0]?.text ?? ''} As one textbook puts it, "${wordWindow(indexed[0]?.text ?? '', 0, 50)}" This matters.\n\nReferences\nDarwin, C. (1859). On the origin of species. John Murray.\n${wordWindow(indexed[1]?.text ?? '', 0, 45)} (2020).`;
print(
  'plagiarism.quoted_and_referenced_matched_words',
  checkPlagiarism(quoted, index).data?.matchedWords ?? -1,
);

// --- Flashcards and questions -----------------------------------------------------------------------------
const pages: StudySection[] = [];
for (let i = 0; i < STUDY_CORPUS.length; i += 2) {
  pages.push({
    text: STUDY_CORPUS.slice(i, i + 2)
      .map((p) => p.text)
      .join('\n\n'),
    page: pages.length + 1,
    topic: STUDY_CORPUS[i]?.topic,
  });
}
let cardCount = 0;
let groundedCards = 0;
const kinds = new Map<string, number>();
for (const material of [...STUDY_CORPUS.map((p) => p.text), pages]) {
  const cards = generateFlashcards(material, { maxCards: 60 }).data ?? [];
  for (const card of cards) {
    cardCount += 1;
    if (isGrounded(card, material)) groundedCards += 1;
    kinds.set(card.kind, (kinds.get(card.kind) ?? 0) + 1);
  }
}
print('flashcards.cards_generated', cardCount);
for (const [kind, n] of [...kinds].sort()) print(`flashcards.cards_${kind}`, n);
print('flashcards.grounded_rate', groundedCards / Math.max(1, cardCount));

let questionCount = 0;
let groundedQuestions = 0;
let validOptions = 0;
let mcq = 0;
const fullText = pages.map((p) => p.text).join('\n');
for (const material of [...STUDY_CORPUS.map((p) => p.text), pages]) {
  const questions = generateQuestions(material, { maxQuestions: 40 }).data ?? [];
  const materialText = typeof material === 'string' ? material : fullText;
  for (const q of questions) {
    questionCount += 1;
    const grounding = groundingOf(q).toLowerCase();
    if (materialText.includes(q.sourcePassage) && q.sourcePassage.toLowerCase().includes(grounding))
      groundedQuestions += 1;
    if (q.kind === 'multiple-choice') {
      mcq += 1;
      if (new Set(q.options.map((o) => o.toLowerCase())).size === q.options.length && q.options.length === 4)
        validOptions += 1;
    }
  }
}
print('questions.generated', questionCount);
print('questions.grounded_rate', groundedQuestions / Math.max(1, questionCount));
print('questions.mcq_with_4_distinct_options_rate', validOptions / Math.max(1, mcq));

// --- Document chat retrieval ------------------------------------------------------------------------------
const chunks = chunkPages(pages);
const bm25 = new Bm25Index(chunks, (c) => c.text);
const definitions = findDefinitions(sentencesOf(pages));
let hits = 0;
let pageHits = 0;
for (const d of definitions) {
  const answer = composeAnswer(`What is ${d.term}?`, chunks, { index: bm25 });
  if (answer.passages.some((p) => p.text.includes(d.definition))) hits += 1;
  if (answer.passages[0]?.page === d.sentence.page) pageHits += 1;
}
print('chat.definition_questions', definitions.length);
print('chat.definition_quoted_rate', hits / Math.max(1, definitions.length));
print('chat.top_quote_on_right_page_rate', pageHits / Math.max(1, definitions.length));
const offTopic = composeAnswer('What is the recipe for chocolate brownies with walnuts?', chunks, {
  index: bm25,
});
print('chat.off_topic_question_declined', offTopic.found ? 0 : 1);

// --- Maths ------------------------------------------------------------------------------------------------
let mathTotal = 0;
let mathCorrect = 0;
const mathRandom = seededRandom(7);
const int = (lo: number, hi: number): number => lo + Math.floor(mathRandom() * (hi - lo + 1));
for (let i = 0; i < 50; i += 1) {
  const x = int(-9, 9);
  const a = int(1, 9) * (mathRandom() < 0.5 ? -1 : 1);
  const b = int(-20, 20);
  mathTotal += 1;
  if (solveMath(`${a}x + ${b} = ${a * x + b}`).data?.answer === `x = ${x}`) mathCorrect += 1;
  const r1 = int(-9, 9);
  const r2 = int(-9, 9);
  mathTotal += 1;
  const quadratic = solveMath(`x^2 + ${-(r1 + r2)}x + ${r1 * r2} = 0`).data?.answer ?? '';
  const roots = [...quadratic.matchAll(/x = (-?\d+)/g)].map((m) => Number(m[1]));
  if (roots.includes(r1) && roots.includes(r2)) mathCorrect += 1;
  const y = int(-9, 9);
  const [p, q, r, s] = [int(1, 5), int(1, 5), int(1, 5), -int(1, 5)];
  mathTotal += 1;
  if (
    solveMath(`${p}x + ${q}y = ${p * x + q * y}; ${r}x + ${s}y = ${r * x + s * y}`).data?.answer ===
    `x = ${x}, y = ${y}`
  )
    mathCorrect += 1;
}
print('math.generated_problems', mathTotal);
print('math.correct_rate', mathCorrect / mathTotal);
