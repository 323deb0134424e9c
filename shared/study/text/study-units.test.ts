import { describe, expect, it } from 'vitest';
import { parseStudyUnits, unitIsInMaterial } from './study-units.ts';

const header = 'Photosynthesis Study Notes - BIO 110';
const pages = [
  {
    page: 1,
    text: `${header}\nPage 1: Overview\n\nPhotosynthesis is the process by which plants, algae and some bacteria convert light energy into\nchemical energy stored in glucose. It takes place in the chloroplasts of leaf cells.\n\nContents\n1. Light reactions ........ 2\n2. Calvin cycle ........ 3\n\nPage 1 of 3`,
  },
  {
    page: 2,
    text: `${header}\n2. The Light Reactions\nThe light-dependent reactions occur in the thylakoid membranes. Water is split and oxygen is released.\n- ATP and NADPH carry energy to the Calvin cycle.\nFigure 2: The thylakoid membrane\nPage 2 of 3`,
  },
  {
    page: 3,
    text: `${header}\n4: Limiting factors\nThe rate of photosynthesis depends on light intensity, carbon dioxide concentration and temperature.\n\nReferences\nCampbell, N. A., & Reece, J. B. (2008). Biology. Pearson.\nRaven, P. (2013). Biology of Plants. Freeman.\nPage 3 of 3`,
  },
];

describe('parseStudyUnits', () => {
  const parsed = parseStudyUnits(pages);
  const texts = parsed.units.map((u) => u.text);

  it('keeps the sentences with their page and topic', () => {
    expect(texts).toContain('It takes place in the chloroplasts of leaf cells.');
    const water = parsed.units.find((u) => u.text.startsWith('Water is split'));
    expect(water?.page).toBe(2);
    expect(water?.topic).toBe('The Light Reactions');
    const rate = parsed.units.find((u) => u.text.startsWith('The rate of photosynthesis'));
    expect(rate?.topic).toBe('Limiting factors');
    expect(texts).toContain('ATP and NADPH carry energy to the Calvin cycle.');
  });

  it('drops running headers, page labels, headings, contents, captions and references', () => {
    const all = texts.join(' | ');
    for (const gone of [
      'BIO 110',
      'Page 1',
      'Page 2 of 3',
      'Overview',
      '........',
      'Figure 2',
      'Campbell',
      'Raven',
    ]) {
      expect(all).not.toContain(gone);
    }
    const kinds = new Set(parsed.dropped.map((d) => d.kind));
    for (const kind of [
      'running-header',
      'page-label',
      'heading',
      'table-of-contents',
      'caption',
      'references',
    ])
      expect(kinds).toContain(kind);
  });

  it('points every unit at its place in the material and marks statements', () => {
    for (const unit of parsed.units) expect(unitIsInMaterial(unit, pages)).toBe(true);
    expect(parsed.units.every((u) => u.statement)).toBe(true);
  });

  it('reads a single pasted text too, with its noun phrases whole', () => {
    const text =
      'The French Revolution\n\nThe Committee of Public Safety governed France during the Reign of Terror. The storming of the Bastille on 14 July 1789 began the revolution.';
    const one = parseStudyUnits(text);
    expect(one.title).toBe('The French Revolution');
    const phrases = one.units.flatMap((u) => u.analysis.nounPhrases.map((p) => p.text));
    expect(phrases).toContain('Committee of Public Safety');
    expect(phrases).toContain('Reign of Terror');
    expect(one.units[1]?.analysis.entities.map((e) => e.text)).toContain('14 July 1789');
  });
});

describe('parseStudyUnits on hostile lines', () => {
  it('reads a page of one long run of dots, spaces or letters in one pass (each cost minutes)', () => {
    for (const text of [
      '.'.repeat(150_000),
      `a${' '.repeat(150_000)}1`,
      'a'.repeat(150_000),
      '. '.repeat(75_000),
    ]) {
      const parsed = parseStudyUnits([{ page: 1, text }]);
      expect(parsed.units.filter((u) => u.statement)).toEqual([]);
    }
  });

  it('still takes a contents entry with a long dot leader for one', () => {
    const parsed = parseStudyUnits([
      { page: 1, text: `Cells divide by mitosis in the body.\nIntroduction${' .'.repeat(2000)} 12` },
    ]);
    expect(parsed.dropped.map((d) => d.kind)).toContain('table-of-contents');
    expect(parsed.units.map((u) => u.text)).toEqual(['Cells divide by mitosis in the body.']);
  });
});
