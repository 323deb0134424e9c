import { z } from 'zod';
import { ENGLISH_STOPWORDS } from '../text/english-stopwords.data.ts';
import { splitSentences } from '../text/sentences.util.ts';
import { tokenizeWords } from '../text/text-tokens.util.ts';

/** The editor's content analysis (10 points): readability, structure and word statistics of a text. */
export const contentAnalysisSchema = z.object({
  readability: z.object({
    /** Flesch reading ease, 0 (very hard) .. 100 (very easy). */
    fleschReadingEase: z.number(),
    /** Flesch–Kincaid grade level (US school grade). */
    gradeLevel: z.number(),
    /** A plain-words reading of the ease score. */
    label: z.string(),
  }),
  structure: z.object({
    paragraphs: z.number(),
    sentences: z.number(),
    averageSentenceWords: z.number(),
    /** Sentences over 30 words: candidates for splitting. */
    longSentences: z.number(),
    averageParagraphSentences: z.number(),
  }),
  words: z.object({
    total: z.number(),
    unique: z.number(),
    /** unique / total, 0..1. */
    lexicalDiversity: z.number(),
    averageWordLength: z.number(),
    /** The most used content words (stopwords left out). */
    topWords: z.array(z.object({ word: z.string(), count: z.number() })),
  }),
  /** Estimated reading time at 238 words a minute, in minutes (at least 1 for any text). */
  readingMinutes: z.number(),
});
export type ContentAnalysis = z.infer<typeof contentAnalysisSchema>;

const LONG_SENTENCE_WORDS = 30;
const READING_WORDS_PER_MINUTE = 238;

/** English syllables by vowel groups, with the silent final e and -le endings handled. */
export function countSyllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length === 0) return 0;
  if (w.length <= 3) return 1;
  const trimmed = w.replace(/(?:[^laeiouy]es|(?<![td])ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  const groups = trimmed.match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups?.length ?? 1);
}

function readabilityLabel(ease: number): string {
  if (ease >= 80) return 'Very easy to read';
  if (ease >= 60) return 'Plain English';
  if (ease >= 50) return 'Fairly difficult';
  if (ease >= 30) return 'Difficult (academic)';
  return 'Very difficult (specialist)';
}

const round = (value: number, digits = 1): number => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

export function analyzeContent(text: string): ContentAnalysis {
  const tokens = tokenizeWords(text);
  const sentences = splitSentences(text).filter((s) => /[\p{L}\p{N}]/u.test(s.text));
  const paragraphs = text.split(/\n\s*\n/).filter((p) => /[\p{L}\p{N}]/u.test(p));
  const total = tokens.length;
  const sentenceCount = Math.max(1, sentences.length);
  let syllables = 0;
  let letters = 0;
  const counts = new Map<string, number>();
  for (const token of tokens) {
    syllables += countSyllables(token.raw);
    letters += token.raw.length;
    counts.set(token.norm, (counts.get(token.norm) ?? 0) + 1);
  }
  const wordsPerSentence = total / sentenceCount;
  const syllablesPerWord = total === 0 ? 0 : syllables / total;
  const ease = total === 0 ? 0 : 206.835 - 1.015 * wordsPerSentence - 84.6 * syllablesPerWord;
  const grade = total === 0 ? 0 : 0.39 * wordsPerSentence + 11.8 * syllablesPerWord - 15.59;
  const clampedEase = Math.min(100, Math.max(0, ease));
  const topWords = [...counts.entries()]
    .filter(([word]) => word.length > 2 && !ENGLISH_STOPWORDS.has(word) && !/^\d+$/.test(word))
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 10)
    .map(([word, count]) => ({ word, count }));
  return {
    readability: {
      fleschReadingEase: round(clampedEase),
      gradeLevel: round(Math.max(0, grade)),
      label: readabilityLabel(clampedEase),
    },
    structure: {
      paragraphs: paragraphs.length,
      sentences: sentences.length,
      averageSentenceWords: round(sentences.length === 0 ? 0 : total / sentences.length),
      longSentences: sentences.filter((s) => tokenizeWords(s.text).length > LONG_SENTENCE_WORDS).length,
      averageParagraphSentences: round(paragraphs.length === 0 ? 0 : sentences.length / paragraphs.length),
    },
    words: {
      total,
      unique: counts.size,
      lexicalDiversity: round(total === 0 ? 0 : counts.size / total, 3),
      averageWordLength: round(total === 0 ? 0 : letters / total),
      topWords,
    },
    readingMinutes: total === 0 ? 0 : Math.max(1, Math.round(total / READING_WORDS_PER_MINUTE)),
  };
}
