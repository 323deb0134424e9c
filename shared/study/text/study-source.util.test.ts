import { describe, expect, it } from 'vitest';
import { materialWithin, STUDY_MATERIAL_MAX_CHARS } from './study-source.util.ts';

describe('materialWithin', () => {
  it('keeps the first pages up to the budget, the last one cut, whatever a document holds', () => {
    const pages = Array.from({ length: 1000 }, (_, i) => ({ text: 'w'.repeat(20_000), page: i + 1 }));
    const kept = materialWithin(pages);
    expect(kept.reduce((sum, s) => sum + s.text.length, 0)).toBe(STUDY_MATERIAL_MAX_CHARS);
    expect(kept.map((s) => s.page)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(materialWithin(pages, 45_000).map((s) => [s.page, s.text.length])).toEqual([
      [1, 20_000],
      [2, 20_000],
      [3, 5_000],
    ]);
  });

  it('leaves material within the budget as it is', () => {
    const pages = [{ text: 'Cells divide.', page: 1 }, { text: 'Plants grow.' }];
    expect(materialWithin(pages)).toEqual(pages);
  });
});
