import { ENGLISH_STOPWORDS } from '../text/english-stopwords.data.ts';
import { splitSentences } from '../text/sentences.util.ts';
import type { CorpusPassage } from './corpus/corpus.types.ts';

/**
 * Generates large amounts of text shaped like the corpus: real sentences of the corpus keep their function
 * words and punctuation, while every content word is redrawn from the corpus vocabulary. The result has the
 * rhythm and word statistics of the real passages without repeating their phrases, which is what a library
 * of thousands of different documents looks like to a fingerprinting index.
 */
export class SyntheticTextGenerator {
  private readonly templates: string[][];
  private readonly contentWords: string[];
  private readonly random: () => number;

  constructor(corpus: readonly CorpusPassage[], random: () => number) {
    this.random = random;
    const vocabulary = new Set<string>();
    this.templates = [];
    for (const passage of corpus) {
      for (const sentence of splitSentences(passage.text)) {
        const parts = sentence.text.split(/(\s+)/);
        this.templates.push(parts);
        for (const part of parts) {
          const word = part.replace(/[^\p{L}'-]/gu, '').toLowerCase();
          if (word.length > 2 && !ENGLISH_STOPWORDS.has(word)) vocabulary.add(word);
        }
      }
    }
    this.contentWords = [...vocabulary].sort();
  }

  get vocabularySize(): number {
    return this.contentWords.length;
  }

  /** One sentence: a corpus sentence with its content words redrawn. */
  sentence(): string {
    const template = this.templates[Math.floor(this.random() * this.templates.length)] ?? [];
    return template
      .map((part) => {
        // Numbers and symbols ("509", "BC", "dx") are redrawn too: kept verbatim they would tie documents built
        // from the same template sentence together in a way unrelated real documents never are.
        if (/\p{N}/u.test(part))
          return part.replace(/\p{N}+/gu, () => String(Math.floor(this.random() * 2000)));
        const core = part.replace(/[^\p{L}'-]/gu, '');
        if (core.length === 0 || ENGLISH_STOPWORDS.has(core.toLowerCase())) return part;
        // Skewed draw: frequent words recur as in real text, the long tail keeps documents distinct.
        const index = Math.floor(this.contentWords.length * this.random() ** 2);
        const replacement = this.contentWords[index] ?? core;
        return part.replace(core, replacement);
      })
      .join('');
  }

  /** A document of at least `words` words. */
  document(words: number): string {
    const sentences: string[] = [];
    let count = 0;
    while (count < words) {
      const s = this.sentence();
      sentences.push(s);
      count += s.split(/\s+/).filter(Boolean).length;
    }
    return sentences.join(' ');
  }
}
