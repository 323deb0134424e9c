// "Make flashcards for these": cards from the questions of weak topics, each with its right answer and the
// passage it came from, handed to the deck editor to be edited and saved (no generation, so no charge).
import type { DeckDraft } from '../flashcards';

interface AnsweredQuestion {
  prompt: string;
  topic: string | null;
  correct_answer: string | null;
  source_passage: string | null;
}

export function weakTopicDraft(
  title: string,
  questions: readonly AnsweredQuestion[],
  topics: readonly string[],
): DeckDraft {
  const wanted = new Set(topics);
  const seen = new Set<string>();
  const cards = questions.flatMap((q) => {
    if (!q.correct_answer || !wanted.has(q.topic ?? 'General') || seen.has(q.prompt)) return [];
    seen.add(q.prompt);
    const back = q.source_passage ? `${q.correct_answer}\n\n${q.source_passage}` : q.correct_answer;
    return [{ front: q.prompt, back }];
  });
  return { name: title, description: `Topics: ${topics.join(', ')}`, isPublic: false, cards };
}
