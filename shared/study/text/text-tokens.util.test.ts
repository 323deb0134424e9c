import { describe, expect, it } from 'vitest';
import { countWords, normalizeWord, stemWord, tokenizeWords } from './text-tokens.util.ts';
import { splitSentences } from './sentences.util.ts';
import { looksBinary } from './study-source.util.ts';
import { BINARY_TEXT, CHINESE_TEXT, SPANISH_TEXT } from '../test-support/sample-texts.fixture.ts';

describe('tokenizeWords', () => {
  it('keeps offsets that point back into the text', () => {
    const text = 'The sodium-potassium pump keeps nerve cells ready; isn’t that neat?';
    for (const t of tokenizeWords(text)) expect(text.slice(t.start, t.end)).toBe(t.raw);
    expect(tokenizeWords(text).map((t) => t.norm)).toContain("isn't");
  });

  it('folds case and accents, and splits unspaced scripts into characters', () => {
    expect(normalizeWord('Énergie')).toBe('energie');
    expect(tokenizeWords(SPANISH_TEXT).some((t) => t.norm === 'fotosintesis')).toBe(true);
    const chinese = tokenizeWords(CHINESE_TEXT);
    expect(chinese.length).toBeGreaterThan(60);
    expect(chinese.every((t) => t.raw.length === 1)).toBe(true);
  });

  it('finds no words in empty, punctuation-only or binary input', () => {
    expect(tokenizeWords('')).toEqual([]);
    expect(countWords('... --- !!!')).toBe(0);
    expect(looksBinary(BINARY_TEXT)).toBe(true);
    expect(looksBinary(SPANISH_TEXT)).toBe(false);
  });

  it('stems English but leaves other scripts alone', () => {
    expect(stemWord('studies')).toBe(stemWord('study'));
    expect(stemWord('fotosíntesis')).toBe('fotosíntesis');
  });
});

describe('splitSentences', () => {
  it('does not split on abbreviations, initials or decimals', () => {
    const text =
      'Dr. Smith met J. R. R. Tolkien at 3.5 p.m. in the U.S. yesterday. They talked, e.g. about maps. Then they left!';
    const sentences = splitSentences(text).map((s) => s.text);
    expect(sentences).toEqual([
      'Dr. Smith met J. R. R. Tolkien at 3.5 p.m. in the U.S. yesterday.',
      'They talked, e.g. about maps.',
      'Then they left!',
    ]);
  });

  it('splits Chinese full stops and blank lines, and keeps offsets', () => {
    expect(splitSentences(CHINESE_TEXT)).toHaveLength(3);
    const text = 'Heading\n\nFirst point here. Second point';
    for (const s of splitSentences(text)) expect(text.slice(s.start, s.end)).toBe(s.text);
    expect(splitSentences(text)).toHaveLength(3);
  });
});
