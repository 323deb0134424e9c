// Speed of the study engines at library scale. Run with `npm run bench:study`; prints one `name: value`
// line per figure (milliseconds unless the name says otherwise). Timing is measured, never asserted.
import { STUDY_CORPUS } from './corpus/corpus.collection.ts';
import { SyntheticTextGenerator } from './synthetic-text.util.ts';
import { wordWindow } from './text-mutations.util.ts';
import { FingerprintIndex } from '../plagiarism/fingerprint-index.engine.ts';
import { checkPlagiarism } from '../plagiarism/plagiarism.engine.ts';
import { generateFlashcards } from '../flashcards/flashcard-generator.engine.ts';
import { exportApkg } from '../flashcards/anki-apkg.exporter.ts';
import { generateQuestions } from '../questions/question-generator.engine.ts';
import { chunkPages } from '../retrieval/page-chunking.engine.ts';
import { Bm25Index } from '../retrieval/bm25.engine.ts';
import { composeAnswer } from '../retrieval/answer-composer.engine.ts';
import { analyzeAiText } from '../ai-detection/ai-text-signals.engine.ts';
import { formatReferences } from '../citations/citation-formatter.engine.ts';
import { solveMath } from '../math/math-solver.engine.ts';
import { seededRandom } from '../random/seeded-random.util.ts';
import type { StudySection } from '../text/study-source.util.ts';

const DOCUMENTS = 10_000;
const WORDS_PER_DOCUMENT = 3_000;
const QUERY_WORDS = 5_000;

function print(name: string, value: number): void {
  console.log(`${name}: ${Number(value.toFixed(2))}`);
}

function time<T>(fn: () => T): [T, number] {
  const start = performance.now();
  const result = fn();
  return [result, performance.now() - start];
}

async function timeAsync<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await fn();
  return [result, performance.now() - start];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const random = seededRandom(42);
const generator = new SyntheticTextGenerator(STUDY_CORPUS, random);

// --- Plagiarism at library scale ---------------------------------------------------------------------------
const index = new FingerprintIndex();
const kept = new Map<string, string>();
let generateMs = 0;
let indexMs = 0;
for (let i = 0; i < DOCUMENTS; i += 1) {
  const [text, g] = time(() => generator.document(WORDS_PER_DOCUMENT));
  generateMs += g;
  const id = `doc-${i}`;
  if (i % 1000 === 7) kept.set(id, text);
  const [, t] = time(() => index.addDocument(id, text));
  indexMs += t;
}
const [, sealMs] = time(() => index.compact());
print('plagiarism.index_documents', index.documentCount);
print('plagiarism.index_fingerprints', index.fingerprintCount);
print('plagiarism.index_build_ms', indexMs + sealMs);
print('plagiarism.corpus_generation_ms', generateMs);

// The checked text: new writing with five 150-word passages copied from indexed documents.
const parts: string[] = [];
let words = 0;
const copiedFrom = [...kept.entries()].slice(0, 5);
for (const [, text] of copiedFrom) {
  const fresh = generator.document(Math.floor((QUERY_WORDS - 750) / 5));
  parts.push(fresh, wordWindow(text, 500, 150));
  words += fresh.split(/\s+/).length + 150;
}
const query = parts.join(' ');
print('plagiarism.query_words', words);
// The first check after building the index in the same process pays for collecting the build's garbage and
// for JIT warm-up; it is reported separately from the steady state a running server sees.
const [, coldMs] = time(() => checkPlagiarism(generator.document(QUERY_WORDS), index));
print('plagiarism.check_5000_words_cold_after_build_ms', coldMs);
const runs: number[] = [];
let found = 0;
for (let r = 0; r < 7; r += 1) {
  const [report, ms] = time(() => checkPlagiarism(query, index));
  runs.push(ms);
  found = report.data?.sources.filter((s) => kept.has(s.documentId)).length ?? 0;
}
print('plagiarism.check_5000_words_vs_10000x3000_max_ms', Math.max(...runs));
print('plagiarism.check_5000_words_vs_10000x3000_median_ms', median(runs));
print('plagiarism.sources_found_of_5', found);

// --- Flashcards and questions from a 20-page document ------------------------------------------------------
// 20 pages of about 500 words: three corpus passages a page, cycling through the corpus.
const pages: StudySection[] = Array.from({ length: 20 }, (_, page) => ({
  page: page + 1,
  text: [0, 1, 2].map((j) => STUDY_CORPUS[(page * 3 + j) % STUDY_CORPUS.length]?.text ?? '').join('\n\n'),
}));
const pageWords = pages.reduce((n, p) => n + p.text.split(/\s+/).length, 0);
print('document.pages', pages.length);
print('document.words', pageWords);
const cardRuns: number[] = [];
let cardCount = 0;
for (let r = 0; r < 5; r += 1) {
  const [cards, ms] = time(() => generateFlashcards(pages, { maxCards: 60 }));
  cardRuns.push(ms);
  cardCount = cards.data?.length ?? 0;
}
print('flashcards.cards', cardCount);
print('flashcards.generate_20_pages_first_ms', cardRuns[0] ?? 0);
print('flashcards.generate_20_pages_median_ms', median(cardRuns.slice(1)));
const [, questionsMs] = time(() => generateQuestions(pages, { maxQuestions: 40 }));
print('questions.generate_20_pages_ms', questionsMs);
const cards = generateFlashcards(pages, { maxCards: 60 }).data ?? [];
const [apkg, apkgFirstMs] = await timeAsync(() => exportApkg({ name: 'Bench deck', cards }));
const [, apkgMs] = await timeAsync(() => exportApkg({ name: 'Bench deck', cards }));
print('flashcards.apkg_export_first_ms', apkgFirstMs);
print('flashcards.apkg_export_ms', apkgMs);
print('flashcards.apkg_bytes', apkg.length);

// --- Document chat retrieval -------------------------------------------------------------------------------
const [chunks, chunkMs] = time(() => chunkPages(pages));
const [bm25, bm25Ms] = time(() => new Bm25Index(chunks, (c) => c.text));
const [, answerMs] = time(() =>
  composeAnswer('How does natural selection change a population over generations?', chunks, { index: bm25 }),
);
print('chat.chunks', chunks.length);
print('chat.chunk_20_pages_ms', chunkMs);
print('chat.bm25_index_ms', bm25Ms);
print('chat.answer_ms', answerMs);

// --- Other engines -----------------------------------------------------------------------------------------
const essay = STUDY_CORPUS.slice(0, 6)
  .map((p) => p.text)
  .join('\n\n');
const [, aiMs] = time(() => analyzeAiText(essay));
print('ai_detection.1000_words_ms', aiMs);
const reference = {
  id: 'r',
  type: 'book' as const,
  title: 'Thinking, fast and slow',
  author: [{ family: 'Kahneman', given: 'Daniel' }],
  publisher: 'Farrar, Straus and Giroux',
  issued: { 'date-parts': [[2011]] },
};
const [, citeFirstMs] = time(() => formatReferences([reference], { style: 'apa' }));
const [, citeMs] = time(() => formatReferences([reference], { style: 'mla' }));
print('citations.first_format_ms', citeFirstMs);
print('citations.format_ms', citeMs);
const [, mathFirstMs] = time(() => solveMath('2x + 3y = 12; x - y = 1'));
const [, mathMs] = time(() => solveMath('3x - 4y = 2; x + 2y = 4'));
print('math.first_solve_ms', mathFirstMs);
print('math.system_ms', mathMs);
