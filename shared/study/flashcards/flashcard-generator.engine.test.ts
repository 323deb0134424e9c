import { describe, expect, it } from 'vitest';
import { FLASHCARD_MESSAGES, generateFlashcards, isGrounded } from './flashcard-generator.engine.ts';
import { STUDY_CORPUS } from '../bench/corpus/corpus.collection.ts';
import { BINARY_TEXT, CHINESE_TEXT, SPANISH_TEXT } from '../test-support/sample-texts.fixture.ts';

const FRENCH_REVOLUTION = `The French Revolution began in 1789 and transformed France from an absolute monarchy into a republic. Financial crisis, food shortages and Enlightenment ideas fuelled popular anger against King Louis XVI. On 14 July 1789, crowds in Paris stormed the Bastille, a royal fortress that symbolised royal tyranny. In August 1789 the National Assembly adopted the Declaration of the Rights of Man and of the Citizen. The monarchy was abolished in September 1792, and Louis XVI was executed in January 1793. During the Reign of Terror, the Committee of Public Safety, led by Maximilien Robespierre, executed thousands of suspected enemies of the Revolution. Robespierre was overthrown and guillotined in July 1794. The Directory governed France until 1799, when Napoleon Bonaparte seized power in a coup.`;
const CALVIN_CYCLE = `The Calvin Cycle\n\nLeaves look green because chlorophyll reflects green light. The Calvin cycle takes place in the stroma of the chloroplast. First, carbon dioxide is fixed by RuBisCO. Then, ATP and NADPH reduce 3-phosphoglycerate to G3P. Finally, RuBP is regenerated so the cycle can continue.`;
const biology = STUDY_CORPUS.filter((p) => p.topic === 'Biology');
const pages = biology.map((p, i) => ({ text: p.text, page: i + 1, topic: p.topic }));

describe('generateFlashcards', () => {
  it('makes definition and fact cards grounded in their source sentences', () => {
    const result = generateFlashcards(pages, { maxCards: 30 });
    const cards = result.data ?? [];
    expect(cards.length).toBeGreaterThan(10);
    const kinds = new Set(cards.map((c) => c.kind));
    expect(kinds).toContain('definition');
    expect(kinds).toContain('fact');
    for (const card of cards) expect(isGrounded(card, pages)).toBe(true);
    const photosynthesis = cards.find((c) => c.front === 'What is photosynthesis?');
    expect(photosynthesis?.back).toBe(
      'The process by which green plants, algae and some bacteria convert light energy into chemical energy stored in sugars',
    );
    expect(photosynthesis?.source?.page).toBe(1);
    const cloze = cards.find((c) => c.kind === 'fact');
    expect(cloze?.front).toContain('_____');
    expect(cloze?.cloze).toContain(`{{c1::${cloze?.back}}}`);
  });

  it('gives the count asked from a dense paragraph, with whole terms, names and dates (issue 29)', () => {
    const cards = generateFlashcards(FRENCH_REVOLUTION, { maxCards: 10 }).data ?? [];
    expect(cards).toHaveLength(10);
    const answers = cards.map((c) => c.back);
    expect(answers.some((a) => a.includes('1789'))).toBe(true);
    expect(answers.join(' | ')).toMatch(/Bastille|Napoleon Bonaparte/);
    for (const card of cards) {
      expect(card.front).not.toMatch(/Committee of Public(?! Safety)/);
      expect(isGrounded(card, FRENCH_REVOLUTION)).toBe(true);
    }
  });

  it('makes cause/effect and process-step cards where the text states them', () => {
    const cards = generateFlashcards(CALVIN_CYCLE, { maxCards: 20 }).data ?? [];
    const effect = cards.find((c) => c.kind === 'cause-effect');
    expect(effect?.front).toBe('Why is it that leaves look green?');
    expect(effect?.back).toBe('Chlorophyll reflects green light');
    const step = cards.find((c) => c.kind === 'process');
    expect(step?.front).toBe('What is the next step after this one? "Carbon dioxide is fixed by RuBisCO."');
    expect(step?.back).toBe('ATP and NADPH reduce 3-phosphoglycerate to G3P');
  });

  it('says the truth when the text holds fewer facts than asked', () => {
    const cards = generateFlashcards(
      'Mitochondria produce ATP through cellular respiration in eukaryotic cells.',
      {
        maxCards: 10,
      },
    );
    expect(cards.data?.length ?? 0).toBeLessThan(3);
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
