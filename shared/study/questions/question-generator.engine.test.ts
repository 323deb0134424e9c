import { describe, expect, it } from 'vitest';
import { QUESTION_MESSAGES, generateQuestions, groundingOf } from './question-generator.engine.ts';
import type { PracticeQuestion } from './question-generator.engine.ts';
import { matchesTypedAnswer, practiceAnalytics, scoreAnswer, scoreTest } from './practice-scoring.engine.ts';
import { STUDY_CORPUS } from '../bench/corpus/corpus.collection.ts';
import { BINARY_TEXT } from '../test-support/sample-texts.fixture.ts';

const sections = STUDY_CORPUS.filter((p) => ['Biology', 'Chemistry', 'Physics'].includes(p.topic)).map(
  (p, i) => ({
    text: p.text,
    page: i + 1,
    topic: p.topic,
  }),
);
const material = sections.map((s) => s.text).join('\n');

describe('generateQuestions', () => {
  const questions = generateQuestions(sections, { maxQuestions: 30, seed: 3 }).data ?? [];

  it('mixes multiple-choice, true/false and cloze questions grounded in their source passage', () => {
    expect(questions.length).toBeGreaterThanOrEqual(20);
    expect(new Set(questions.map((q) => q.kind))).toEqual(
      new Set(['multiple-choice', 'true-false', 'cloze']),
    );
    for (const q of questions) {
      expect(material).toContain(q.sourcePassage);
      expect(q.sourcePassage.toLowerCase()).toContain(groundingOf(q).toLowerCase());
      expect(['Biology', 'Chemistry', 'Physics']).toContain(q.topic);
    }
  });

  it('draws four distinct options, with distractors that are other terms of the material', () => {
    const mcqs = questions.filter(
      (q): q is Extract<PracticeQuestion, { kind: 'multiple-choice' }> => q.kind === 'multiple-choice',
    );
    expect(mcqs.length).toBeGreaterThan(5);
    for (const q of mcqs) {
      expect(q.options).toHaveLength(4);
      expect(new Set(q.options.map((o) => o.toLowerCase())).size).toBe(4);
      for (const option of q.options) expect(material.toLowerCase()).toContain(option.toLowerCase());
      expect(q.prompt.toLowerCase()).not.toContain((q.options[q.correctIndex] ?? '').toLowerCase());
    }
  });

  it('makes false statements by swapping in a related term', () => {
    const falses = questions.filter(
      (q): q is Extract<PracticeQuestion, { kind: 'true-false' }> => q.kind === 'true-false' && !q.answer,
    );
    for (const q of falses) expect(q.statement).not.toBe(q.sourcePassage);
  });

  it('is deterministic for a seed', () => {
    const again = generateQuestions(sections, { maxQuestions: 30, seed: 3 }).data ?? [];
    expect(again).toEqual(questions);
  });

  it('returns clear errors for empty, binary and thin input', () => {
    expect(generateQuestions('').error?.message).toBe(QUESTION_MESSAGES.empty);
    expect(generateQuestions(BINARY_TEXT).error?.message).toBe(QUESTION_MESSAGES.binary);
    expect(generateQuestions('Cats sleep.').error?.message).toBe(QUESTION_MESSAGES.tooLittle);
  });
});

describe('scoring and analytics', () => {
  const questions = generateQuestions(sections, { maxQuestions: 12, seed: 9 }).data ?? [];

  it('scores every question type and explains with the source passage', () => {
    const perfect: Record<string, number | boolean | string> = {};
    for (const q of questions) {
      perfect[q.id] =
        q.kind === 'multiple-choice'
          ? q.correctIndex
          : q.kind === 'true-false'
            ? q.answer
            : q.answer.toUpperCase();
    }
    const score = scoreTest(questions, perfect);
    expect(score).toMatchObject({ correct: questions.length, total: questions.length, percent: 100 });
    expect(scoreTest(questions, {}).percent).toBe(0);
    const first = questions[0];
    if (first === undefined) throw new Error('no questions');
    const wrong = scoreAnswer(
      first,
      first.kind === 'true-false'
        ? !first.answer
        : first.kind === 'multiple-choice'
          ? (first.correctIndex + 1) % 4
          : 'zzz',
    );
    expect(wrong.correct).toBe(false);
    expect(wrong.explanation).toContain(first.sourcePassage);
  });

  it('accepts typed answers with case, accents, articles and small typos but not wrong words', () => {
    expect(matchesTypedAnswer('the calvin cylce', 'Calvin cycle')).toBe(true);
    expect(matchesTypedAnswer('Ørsted', 'Orsted')).toBe(true);
    expect(matchesTypedAnswer('mitosis', 'meiosis')).toBe(false);
    expect(matchesTypedAnswer('', 'osmosis')).toBe(false);
  });

  it('reports per-topic accuracy and the weakest topics', () => {
    const attempts = [
      ...Array.from({ length: 6 }, (_, i) => ({
        topic: 'Physics',
        correct: i < 2,
        answeredAt: `2026-03-0${i + 1}T10:00:00Z`,
      })),
      ...Array.from({ length: 5 }, (_, i) => ({
        topic: 'Biology',
        correct: i !== 0,
        answeredAt: `2026-03-0${i + 1}T11:00:00Z`,
      })),
      { topic: 'Chemistry', correct: false, answeredAt: '2026-03-01T09:00:00Z' },
    ];
    const analytics = practiceAnalytics(attempts);
    expect(analytics.attempts).toBe(12);
    expect(analytics.accuracy).toBeCloseTo(6 / 12);
    expect(analytics.topics.find((t) => t.topic === 'Physics')).toMatchObject({
      attempts: 6,
      correct: 2,
      lastAnsweredAt: '2026-03-06T10:00:00Z',
    });
    // Chemistry has one attempt only, so it is not yet called a weakness.
    expect(analytics.weakestTopics.map((t) => t.topic)).toEqual(['Physics', 'Biology']);
    expect(practiceAnalytics([])).toMatchObject({
      attempts: 0,
      accuracy: null,
      topics: [],
      weakestTopics: [],
    });
  });
});

describe('questions from a text that repeats itself', () => {
  it('works each phrase out once: 200 copies of three sentences give their questions (this took over 30 s)', () => {
    const base =
      'Adenosine triphosphate (ATP) is the molecule that carries energy in cells. Mitosis is the division of one cell into two identical cells. The mitochondrion is the organelle that releases energy from glucose. ';
    const result = generateQuestions(base.repeat(200), { maxQuestions: 50, seed: 3, kinds: ['cloze'] });
    expect(result.error).toBeNull();
    // The long form and the abbreviation still answer each other.
    const accepted = (result.data ?? []).flatMap((q) =>
      q.kind === 'cloze' ? [[q.answer, ...(q.acceptedAnswers ?? [])]] : [],
    );
    expect(accepted).toContainEqual(['adenosine triphosphate', 'adenosine triphosphate', 'ATP']);
    expect(accepted).toContainEqual(['ATP', 'ATP', 'Adenosine triphosphate']);
  });
});
