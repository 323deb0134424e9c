import { fail, ok } from '../study-result.types.ts';
import type { StudyResult } from '../study-result.types.ts';
import { seededRandom, shuffled } from '../random/seeded-random.util.ts';
import { fnv1a32 } from '../text/hash.util.ts';
import { blankTerm, extractKeyTerms, findDefinitions, findTermIn } from '../text/key-terms.engine.ts';
import type { KeyTerm } from '../text/key-terms.engine.ts';
import { ENGLISH_STOPWORDS } from '../text/english-stopwords.data.ts';
import { looksBinary, sentencesOf, toSections } from '../text/study-source.util.ts';
import type { SourceSentence, StudyMaterial } from '../text/study-source.util.ts';
import { stemWord, tokenizeWords } from '../text/text-tokens.util.ts';

export type QuestionKind = 'multiple-choice' | 'true-false' | 'cloze';

interface QuestionBase {
  id: string;
  kind: QuestionKind;
  prompt: string;
  /** Analytics group: the section's topic when given, else the key term. */
  topic: string;
  /** The passage the question was built from, shown as the explanation after answering. */
  sourcePassage: string;
  page: number | null;
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

export interface ClozeQuestion extends QuestionBase {
  kind: 'cloze';
  answer: string;
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

function contextVector(term: KeyTerm, byIndex: Map<number, SourceSentence>): Map<string, number> {
  const vector = new Map<string, number>();
  const own = new Set(term.key.split(' '));
  for (const i of term.sentences) {
    const s = byIndex.get(i);
    if (s === undefined) continue;
    for (const t of tokenizeWords(s.text)) {
      if (ENGLISH_STOPWORDS.has(t.norm) || t.norm.length < 3) continue;
      const stem = stemWord(t.norm);
      if (own.has(stem)) continue;
      vector.set(stem, (vector.get(stem) ?? 0) + 1);
    }
  }
  return vector;
}

function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [k, v] of a) {
    na += v * v;
    const w = b.get(k);
    if (w !== undefined) dot += v * w;
  }
  for (const v of b.values()) nb += v * v;
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

function shape(term: string): string {
  const words = term.split(/\s+/).length;
  return `${Math.min(words, 3)}${/^\p{Lu}/u.test(term) ? 'C' : 'l'}`;
}

/**
 * Distractors for `answer`: other key terms of the same material, preferring those used in similar contexts,
 * on the same page or topic, and of the same shape (length, capitalisation) so the answer does not stand out.
 */
function pickDistractors(
  answer: KeyTerm,
  terms: readonly KeyTerm[],
  vectors: Map<string, Map<string, number>>,
  byIndex: Map<number, SourceSentence>,
  exclude: string,
  count: number,
): string[] {
  const answerVector = vectors.get(answer.key) ?? new Map<string, number>();
  const answerSections = new Set(answer.sentences.map((i) => byIndex.get(i)?.section));
  const lowerExclude = exclude.toLowerCase();
  const scored = terms
    .filter((t) => t.key !== answer.key)
    .filter((t) => !t.key.includes(answer.key) && !answer.key.includes(t.key))
    .filter((t) => !lowerExclude.includes(t.term.toLowerCase()))
    .map((t) => {
      const sameSection = t.sentences.some((i) => answerSections.has(byIndex.get(i)?.section));
      const score =
        cosine(answerVector, vectors.get(t.key) ?? new Map()) +
        (sameSection ? 0.3 : 0) +
        (shape(t.term) === shape(answer.term) ? 0.2 : 0) +
        (t.definition !== null && answer.definition !== null ? 0.1 : 0);
      return { term: t.term, score };
    })
    .sort((a, b) => b.score - a.score || a.term.localeCompare(b.term));
  const chosen: string[] = [];
  for (const s of scored) {
    if (chosen.some((c) => c.toLowerCase() === s.term.toLowerCase())) continue;
    chosen.push(s.term);
    if (chosen.length === count) break;
  }
  return chosen;
}

function questionId(kind: QuestionKind, prompt: string): string {
  return `${kind}-${fnv1a32(prompt).toString(36)}`;
}

/**
 * Multiple-choice, true/false and cloze questions from study material, each keeping its source passage for the
 * explanation shown after answering.
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
  const kinds = new Set<QuestionKind>(options.kinds ?? ['multiple-choice', 'true-false', 'cloze']);
  const maxQuestions = options.maxQuestions ?? 20;
  const random = seededRandom(options.seed ?? 1);

  const sentences = sentencesOf(sections);
  const byIndex = new Map(sentences.map((s) => [s.index, s]));
  const definitions = findDefinitions(sentences);
  const terms = extractKeyTerms(sentences, { definitions, limit: 80 });
  if (terms.length < 4) return fail('too-little-material', QUESTION_MESSAGES.tooLittle);
  const vectors = new Map(terms.map((t) => [t.key, contextVector(t, byIndex)]));

  const questions: PracticeQuestion[] = [];
  const usedSentences = new Set<number>();
  const kindOrder: QuestionKind[] = ['multiple-choice', 'true-false', 'cloze'].filter((k) =>
    kinds.has(k as QuestionKind),
  ) as QuestionKind[];
  let turn = 0;

  for (const term of terms) {
    if (questions.length >= maxQuestions) break;
    const candidates = term.sentences
      .map((i) => byIndex.get(i))
      .filter((s): s is SourceSentence => s !== undefined && !usedSentences.has(s.index))
      .filter((s) => {
        const words = s.text.split(/\s+/).length;
        return words >= 6 && words <= 60;
      });
    const sentence = term.definition?.sentence ?? candidates[0];
    if (sentence === undefined || usedSentences.has(sentence.index)) continue;
    const hit = findTermIn(sentence.text, term.term);
    if (hit === null) continue;
    const topic = sentence.topic ?? term.term;
    const page = sentence.page;
    const kind = kindOrder[turn % kindOrder.length];
    if (kind === undefined) break;

    if (kind === 'multiple-choice') {
      const prompt =
        term.definition !== null
          ? `Which term is described as "${term.definition.definition}"?`
          : `Which term completes the sentence? "${blankTerm(sentence.text, term.term, BLANK)?.blanked ?? ''}"`;
      const distractors = pickDistractors(term, terms, vectors, byIndex, prompt, 3);
      if (distractors.length < 3) continue;
      const options = shuffled([hit.text, ...distractors], random);
      questions.push({
        id: questionId(kind, prompt),
        kind,
        prompt,
        options,
        correctIndex: options.indexOf(hit.text),
        topic,
        sourcePassage: sentence.text,
        page,
      });
    } else if (kind === 'true-false') {
      const makeTrue = random() < 0.5;
      let statement = sentence.text;
      if (!makeTrue) {
        const [swap] = pickDistractors(term, terms, vectors, byIndex, sentence.text, 1);
        if (swap === undefined) continue;
        statement = `${sentence.text.slice(0, hit.start)}${swap}${sentence.text.slice(hit.end)}`;
      }
      questions.push({
        id: questionId(kind, statement),
        kind,
        prompt: `True or false: ${statement}`,
        statement,
        answer: makeTrue,
        topic,
        sourcePassage: sentence.text,
        page,
      });
    } else {
      const prompt = blankTerm(sentence.text, term.term, BLANK)?.blanked ?? '';
      questions.push({
        id: questionId(kind, prompt),
        kind,
        prompt,
        answer: hit.text,
        topic,
        sourcePassage: sentence.text,
        page,
      });
    }
    usedSentences.add(sentence.index);
    turn += 1;
  }
  if (questions.length === 0) return fail('too-little-material', QUESTION_MESSAGES.tooLittle);
  return ok(questions);
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
