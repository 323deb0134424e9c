import { describe, expect, it } from 'vitest';
import { chunkPages } from './page-chunking.engine.ts';
import { Bm25Index } from './bm25.engine.ts';
import { CHAT_MESSAGES, composeAnswer } from './answer-composer.engine.ts';
import { STUDY_CORPUS } from '../bench/corpus/corpus.collection.ts';
import { BINARY_TEXT, CHINESE_TEXT, SPANISH_TEXT } from '../test-support/sample-texts.fixture.ts';

const pages = STUDY_CORPUS.slice(0, 12).map((p, i) => ({ text: p.text, page: i + 1 }));

describe('chunkPages', () => {
  it('makes overlapping chunks of whole sentences with their pages', () => {
    const chunks = chunkPages(pages, { chunkWords: 120, overlapWords: 30 });
    expect(chunks.length).toBeGreaterThan(12);
    for (const c of chunks) {
      expect(c.wordCount).toBeLessThanOrEqual(170);
      expect(c.pageStart).not.toBeNull();
      expect(c.pageEnd ?? 0).toBeGreaterThanOrEqual(c.pageStart ?? 0);
      for (const s of c.sentences) expect(pages[(s.page ?? 1) - 1]?.text).toContain(s.text);
    }
    // Consecutive chunks share their boundary sentences.
    const shared = chunks
      .slice(1)
      .filter(
        (c, i) =>
          c.sentences[0]?.text === chunks[i]?.sentences.at(-1)?.text ||
          chunks[i]?.sentences.some((s) => s.text === c.sentences[0]?.text),
      );
    expect(shared.length).toBeGreaterThan(chunks.length / 2);
  });

  it('handles empty, binary and unpunctuated input', () => {
    expect(chunkPages([])).toEqual([]);
    expect(chunkPages([{ text: BINARY_TEXT, page: 1 }])).toEqual([]);
    const wall = Array.from({ length: 2000 }, (_, i) => `word${i}`).join(' ');
    const chunks = chunkPages([{ text: wall, page: 4 }], { chunkWords: 100 });
    expect(chunks.length).toBeGreaterThanOrEqual(20);
    expect(chunks.every((c) => c.pageStart === 4)).toBe(true);
  });
});

describe('BM25 and the answer composer', () => {
  const chunks = chunkPages(pages);
  const index = new Bm25Index(chunks, (c) => c.text);

  it('ranks the passage that answers the question first', () => {
    const [best] = index.search('What does the Calvin cycle do with carbon dioxide?');
    expect(best?.item.text).toContain('Calvin cycle');
    expect(best?.item.pageStart).toBe(1);
    expect(index.search('')).toEqual([]);
  });

  it('quotes passages word for word with page numbers', () => {
    const answer = composeAnswer('Why does a red blood cell swell in pure water?', chunks, { index });
    expect(answer.found).toBe(true);
    expect(answer.passages[0]?.page).toBe(2);
    expect(answer.answer).toContain('(p. 2)');
    for (const p of answer.passages) expect(pages[(p.page ?? 1) - 1]?.text).toContain(p.text);
  });

  it('says so when the document does not cover the question', () => {
    expect(composeAnswer('How do I bake sourdough bread?', chunks, { index })).toMatchObject({
      found: false,
      answer: CHAT_MESSAGES.notFound,
    });
    expect(composeAnswer('  ', chunks).answer).toBe(CHAT_MESSAGES.emptyQuestion);
    expect(composeAnswer('What is osmosis?', []).answer).toBe(CHAT_MESSAGES.emptyDocument);
  });

  it('works for Spanish and Chinese documents', () => {
    const foreign = chunkPages([
      { text: SPANISH_TEXT, page: 1 },
      { text: CHINESE_TEXT, page: 2 },
    ]);
    expect(composeAnswer('¿Dónde ocurre la fotosíntesis en las hojas?', foreign).passages[0]?.page).toBe(1);
    expect(composeAnswer('叶绿体', foreign).passages[0]?.page).toBe(2);
  });
});
