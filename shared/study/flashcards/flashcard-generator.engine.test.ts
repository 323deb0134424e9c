import { describe, expect, it } from 'vitest';
import { FLASHCARD_MESSAGES, generateFlashcards, isGrounded } from './flashcard-generator.engine.ts';
import { STUDY_CORPUS } from '../bench/corpus/corpus.collection.ts';
import { BINARY_TEXT, CHINESE_TEXT, SPANISH_TEXT } from '../test-support/sample-texts.fixture.ts';

const biology = STUDY_CORPUS.filter((p) => p.topic === 'Biology');
const pages = biology.map((p, i) => ({ text: p.text, page: i + 1, topic: p.topic }));

describe('generateFlashcards', () => {
  it('makes definition, key-term and cloze cards grounded in their source sentences', () => {
    const result = generateFlashcards(pages, { maxCards: 30 });
    const cards = result.data ?? [];
    expect(cards.length).toBeGreaterThan(10);
    expect(new Set(cards.map((c) => c.kind))).toEqual(new Set(['definition', 'key-term', 'cloze']));
    for (const card of cards) expect(isGrounded(card, pages)).toBe(true);
    const photosynthesis = cards.find((c) => c.front === 'What is photosynthesis?');
    expect(photosynthesis?.back).toBe(
      'The process by which green plants, algae and some bacteria convert light energy into chemical energy stored in sugars',
    );
    expect(photosynthesis?.source?.page).toBe(1);
    const cloze = cards.find((c) => c.kind === 'cloze');
    expect(cloze?.front).toContain('_____');
    expect(cloze?.cloze).toContain(`{{c1::${cloze?.back}}}`);
  });

  it('removes duplicates when the material repeats itself', () => {
    const once = generateFlashcards(pages[0]?.text ?? '').data ?? [];
    const repeated =
      generateFlashcards([pages[0], pages[0], pages[0]].map((p, i) => ({ text: p?.text ?? '', page: i + 1 })))
        .data ?? [];
    expect(new Set(repeated.map((c) => c.front)).size).toBe(repeated.length);
    expect(repeated.length).toBeLessThanOrEqual(once.length + 2);
  });

  it('respects the card limit and gives the same ids for the same text', () => {
    const a = generateFlashcards(pages, { maxCards: 10 }).data ?? [];
    const b = generateFlashcards(pages, { maxCards: 10 }).data ?? [];
    expect(a).toHaveLength(10);
    expect(a.map((c) => c.id)).toEqual(b.map((c) => c.id));
  });

  it('returns clear errors for empty, binary and structureless input', () => {
    expect(generateFlashcards('').error?.message).toBe(FLASHCARD_MESSAGES.empty);
    expect(generateFlashcards(BINARY_TEXT).error?.message).toBe(FLASHCARD_MESSAGES.binary);
    expect(generateFlashcards('ok ok ok').error?.message).toBe(FLASHCARD_MESSAGES.nothingFound);
  });

  it('copes with non-English text and huge input', () => {
    const spanish = generateFlashcards(
      `${SPANISH_TEXT} ${SPANISH_TEXT.replace('La fotosíntesis', 'Esta reacción')}`,
    );
    for (const card of spanish.data ?? [])
      expect(
        isGrounded(card, `${SPANISH_TEXT} ${SPANISH_TEXT.replace('La fotosíntesis', 'Esta reacción')}`),
      ).toBe(true);
    const chinese = generateFlashcards(CHINESE_TEXT);
    expect(chinese.data !== null || chinese.error?.code === 'nothing-found').toBe(true);
    const huge = STUDY_CORPUS.map((p) => p.text)
      .join('\n\n')
      .repeat(5);
    const result = generateFlashcards(huge, { maxCards: 100 });
    expect(result.data?.length).toBeGreaterThan(50);
  });
});
