import { describe, expect, it } from 'vitest';
import { analyzeContent, countSyllables } from './content-analysis.engine.ts';

describe('content analysis', () => {
  it('counts syllables of common English words', () => {
    expect(countSyllables('cat')).toBe(1);
    expect(countSyllables('table')).toBe(2);
    expect(countSyllables('university')).toBe(5);
    expect(countSyllables('created')).toBe(2);
  });

  it('reads plain short sentences as easier than long academic ones', () => {
    const plain = analyzeContent('The cat sat on the mat. It was a warm day. We had tea and cake.');
    const academic = analyzeContent(
      'Institutional heterogeneity notwithstanding, comparative methodological considerations necessitate an epistemological reconceptualisation of longitudinal organisational accountability frameworks.',
    );
    expect(plain.readability.fleschReadingEase).toBeGreaterThan(80);
    expect(academic.readability.fleschReadingEase).toBeLessThan(30);
    expect(academic.readability.gradeLevel).toBeGreaterThan(plain.readability.gradeLevel);
  });

  it('reports structure and word statistics', () => {
    const text =
      'Photosynthesis turns light into sugar. Plants need light.\n\nWithout light, photosynthesis stops and plants starve.';
    const analysis = analyzeContent(text);
    expect(analysis.structure).toMatchObject({ paragraphs: 2, sentences: 3, longSentences: 0 });
    expect(analysis.words.total).toBe(15);
    expect(analysis.words.topWords.slice(0, 3).map((w) => w.word)).toEqual([
      'light',
      'photosynthesis',
      'plants',
    ]);
    expect(analysis.readingMinutes).toBe(1);
  });

  it('answers zeros for an empty text instead of dividing by zero', () => {
    const analysis = analyzeContent('');
    expect(analysis.words.total).toBe(0);
    expect(analysis.readability.fleschReadingEase).toBe(0);
    expect(analysis.readingMinutes).toBe(0);
  });
});
