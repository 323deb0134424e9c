import { describe, expect, it } from 'vitest';
import { analyseText, MAX_TOKEN_CHARS } from './english-nlp.engine.ts';

describe('analyseText on hostile text', () => {
  it('analyses the text on either side of a run too long to be a word, with offsets in the whole text', () => {
    const run = 'x'.repeat(150_000);
    const text = `Cells divide by mitosis. ${run} Plants make sugar from light.`;
    const sentences = analyseText(text);
    expect(sentences.map((s) => s.text)).toEqual([
      'Cells divide by mitosis.',
      'Plants make sugar from light.',
    ]);
    for (const sentence of sentences) {
      expect(text.slice(sentence.start, sentence.end)).toBe(sentence.text);
      for (const token of sentence.tokens) expect(text.slice(token.start, token.end)).toBe(token.text);
    }
  });

  it('hands no token longer than MAX_TOKEN_CHARS to the tagger, whatever the text is made of', () => {
    // One word, a row of full stops, dots and letters: each was a single token that cost the square of its length.
    for (const run of ['a'.repeat(150_000), '.'.repeat(150_000), 'a.'.repeat(75_000)]) {
      const tokens = analyseText(`Before it. ${run}`).flatMap((s) => s.tokens);
      expect(Math.max(...tokens.map((t) => t.text.length))).toBeLessThanOrEqual(MAX_TOKEN_CHARS);
      expect(tokens.map((t) => t.text)).toContain('Before');
    }
    const word = 'b'.repeat(MAX_TOKEN_CHARS);
    expect(analyseText(`A ${word} is kept.`).flatMap((s) => s.tokens.map((t) => t.text))).toContain(word);
  });

  it("gives each sentence exactly its own entities (read in one pass over a long text's entities)", () => {
    const sentence = (i: number) => `On 14 July ${1700 + (i % 300)} there were ${i} people in the square.`;
    const text = Array.from({ length: 400 }, (_, i) => sentence(i)).join(' ');
    const sentences = analyseText(text);
    expect(sentences).toHaveLength(400);
    for (const s of sentences) {
      expect(s.entities.length).toBeGreaterThan(0);
      for (const e of s.entities) {
        expect(e.start).toBeGreaterThanOrEqual(s.start);
        expect(e.end).toBeLessThanOrEqual(s.end);
        expect(text.slice(e.start, e.end)).toBe(e.text);
      }
    }
  });
});
