// Which of the library's matches are worth showing under an unanswered question: the database search matches
// any word of the question, so one shared word ("balance", "war") let unrelated papers through. A match is shown
// only when it shares enough of the question's topic words; otherwise nothing is shown rather than noise.
import { stemmer } from 'stemmer';
import { ENGLISH_STOPWORDS } from '../text/english-stopwords.data.ts';
import { normalizeWord, tokenizeWords } from '../text/text-tokens.util.ts';

/** Words every question uses, which say nothing about its topic. */
const QUESTION_WORDS = new Set(
  'what whats how why when where which who explain describe find solve calculate compute determine work show give help question answer please use used mean means does do get value example examples step steps'.split(
    ' ',
  ),
);

export function topicStems(text: string): Set<string> {
  const stems = new Set<string>();
  for (const token of tokenizeWords(text)) {
    const word = normalizeWord(token.raw);
    if (word.length < 2 || ENGLISH_STOPWORDS.has(word) || QUESTION_WORDS.has(word)) continue;
    stems.add(/\d/.test(word) ? word : stemmer(word));
  }
  return stems;
}

/**
 * Whether a match (a public question, or a passage with its document title) is on the question's topic: it
 * shares all of a question's one or two topic words, or else at least two and 40% of them (four suffice).
 */
export function isRelevantReference(question: string, match: string): boolean {
  const wanted = topicStems(question);
  if (wanted.size === 0) return false;
  const found = topicStems(match);
  let shared = 0;
  for (const stem of wanted) if (found.has(stem)) shared += 1;
  if (wanted.size <= 2) return shared === wanted.size;
  return shared >= Math.min(4, Math.max(2, Math.ceil(0.4 * wanted.size)));
}
