import { describe, expect, it } from 'vitest';
import { foldTypography, writingUnits } from './writing-units.util.ts';

describe('writingUnits', () => {
  it('splits sentences, list items and headings, keeping offsets into the original text', () => {
    const text =
      '## Why it matters\n\nPlants need light. They also need water!\n- roots take it up\n- leaves lose it\n1. First point here.';
    const units = writingUnits(text);
    expect(units.map((u) => u.text)).toEqual([
      '## Why it matters',
      'Plants need light.',
      'They also need water!',
      '- roots take it up',
      '- leaves lose it',
      '1. First point here.',
    ]);
    for (const u of units) expect(text.slice(u.start, u.end)).toBe(u.text);
    expect(units[0]?.listOrHeading).toBe(true);
    expect(units[1]?.listOrHeading).toBe(false);
    expect(units[3]?.words).toEqual(['roots', 'take', 'it', 'up']);
  });

  it('reads words and punctuation with typography folded: curly quotes, dashes and ellipses count once each way', () => {
    const [unit] = writingUnits('It\u2019s \u201cfine\u201d \u2014 really\u2026 isn\u2019t it (mostly)?');
    expect(unit?.words).toEqual(["it's", 'fine', 'really', "isn't", 'it', 'mostly']);
    expect(unit?.tokens).toEqual([
      "it's",
      '"',
      'fine',
      '"',
      '-',
      'really',
      '...',
      "isn't",
      'it',
      '(',
      'mostly',
      ')',
      '?',
    ]);
    expect(foldTypography('a -- b \u2013 c')).toBe('a  -  b  -  c');
  });
});
