import { normalizeWord, tokenizeWords } from '../text/text-tokens.util.ts';
import type { PracticeQuestion } from './question-generator.engine.ts';

/** What the learner answered: an option index, true/false, or typed text for cloze questions. */
export type PracticeResponse = number | boolean | string | null;

export interface ScoredAnswer {
  questionId: string;
  topic: string;
  correct: boolean;
  /** The correct answer as text, for the review screen. */
  expected: string;
  explanation: string;
}

export interface TestScore {
  correct: number;
  total: number;
  /** 0..100, rounded. */
  percent: number;
  answers: ScoredAnswer[];
}

function normalizedAnswer(text: string): string {
  return tokenizeWords(text)
    .map((t) => normalizeWord(t.raw))
    .filter((w) => w !== 'the' && w !== 'a' && w !== 'an')
    .join(' ');
}

function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/**
 * Typed answers are accepted regardless of case, accents, articles and punctuation, with one typo allowed per
 * six letters, so "Calvin Cycle" and "the calvin cylce" both count.
 */
export function matchesTypedAnswer(response: string, expected: string): boolean {
  const given = normalizedAnswer(response);
  const wanted = normalizedAnswer(expected);
  if (given.length === 0 || wanted.length === 0) return false;
  if (given === wanted) return true;
  const allowed = Math.floor(wanted.length / 6);
  return allowed > 0 && editDistance(given, wanted, allowed) <= allowed;
}

export function scoreAnswer(question: PracticeQuestion, response: PracticeResponse): ScoredAnswer {
  let correct = false;
  let expected = '';
  switch (question.kind) {
    case 'multiple-choice':
      expected = question.options[question.correctIndex] ?? '';
      correct =
        typeof response === 'number'
          ? response === question.correctIndex
          : typeof response === 'string' && response === expected;
      break;
    case 'true-false':
      expected = question.answer ? 'True' : 'False';
      correct = typeof response === 'boolean' && response === question.answer;
      break;
    case 'cloze':
      expected = question.answer;
      correct = typeof response === 'string' && matchesTypedAnswer(response, question.answer);
      break;
  }
  const where = question.page === null ? '' : ` (p. ${question.page})`;
  return {
    questionId: question.id,
    topic: question.topic,
    correct,
    expected,
    explanation: `${question.sourcePassage}${where}`,
  };
}

/** Scores a whole test; unanswered questions count as wrong. */
export function scoreTest(
  questions: readonly PracticeQuestion[],
  responses: Readonly<Record<string, PracticeResponse>>,
): TestScore {
  const answers = questions.map((q) => scoreAnswer(q, responses[q.id] ?? null));
  const correct = answers.filter((a) => a.correct).length;
  return {
    correct,
    total: questions.length,
    percent: questions.length === 0 ? 0 : Math.round((correct / questions.length) * 100),
    answers,
  };
}

export interface PracticeAttempt {
  topic: string;
  correct: boolean;
  answeredAt: string;
}

export interface TopicStats {
  topic: string;
  attempts: number;
  correct: number;
  /** Raw share correct, 0..1. */
  accuracy: number;
  /** Accuracy pulled towards 50 % for topics with few attempts, so one lucky answer does not look like mastery. */
  adjustedAccuracy: number;
  lastAnsweredAt: string;
}

export interface PracticeAnalytics {
  attempts: number;
  accuracy: number | null;
  topics: TopicStats[];
  /** Topics to practise next: the lowest adjusted accuracy among those with enough attempts. */
  weakestTopics: TopicStats[];
}

/** Per-topic accuracy and the weakest topics, for the test prep analytics page. */
export function practiceAnalytics(
  attempts: readonly PracticeAttempt[],
  options: { minAttempts?: number; weakest?: number } = {},
): PracticeAnalytics {
  const minAttempts = options.minAttempts ?? 3;
  const byTopic = new Map<string, TopicStats>();
  for (const a of attempts) {
    const stats = byTopic.get(a.topic) ?? {
      topic: a.topic,
      attempts: 0,
      correct: 0,
      accuracy: 0,
      adjustedAccuracy: 0,
      lastAnsweredAt: a.answeredAt,
    };
    stats.attempts += 1;
    if (a.correct) stats.correct += 1;
    if (a.answeredAt > stats.lastAnsweredAt) stats.lastAnsweredAt = a.answeredAt;
    byTopic.set(a.topic, stats);
  }
  const topics = [...byTopic.values()].map((s) => ({
    ...s,
    accuracy: s.correct / s.attempts,
    // Beta(2, 2) prior: two imagined right and two imagined wrong answers.
    adjustedAccuracy: (s.correct + 2) / (s.attempts + 4),
  }));
  topics.sort((a, b) => a.topic.localeCompare(b.topic));
  const weakestTopics = topics
    .filter((t) => t.attempts >= minAttempts)
    .sort((a, b) => a.adjustedAccuracy - b.adjustedAccuracy || b.attempts - a.attempts)
    .slice(0, options.weakest ?? 3);
  const correct = attempts.filter((a) => a.correct).length;
  return {
    attempts: attempts.length,
    accuracy: attempts.length === 0 ? null : correct / attempts.length,
    topics,
    weakestTopics,
  };
}
