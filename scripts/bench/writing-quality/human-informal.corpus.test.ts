import { describe, expect, it } from 'vitest';
import { speechProse } from './human-informal.corpus.ts';

describe('speech transcripts for the AI detector bench', () => {
  it('drops audience reactions and stage notes, joins dashes and cuts the prose into paragraphs', () => {
    const sentence = (i: number) => `This is sentence number ${i} of the address to the Congress tonight.`;
    const transcript = [
      sentence(1),
      '(Applause.)',
      `${sentence(2)} [Laughter]`,
      'We have more at work than ever before--in fact, more than any country.',
      ...Array.from({ length: 6 }, (_, i) => sentence(i + 3)),
      '(Applause, the Members rising.)',
    ].join(' ');
    const paragraphs = speechProse(transcript);
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs.join(' ')).not.toMatch(/Applause|Laughter|\[|\(/);
    expect(paragraphs[0]).toContain('ever before - in fact');
    expect(paragraphs[0]?.startsWith(sentence(1))).toBe(true);
    expect(paragraphs[1]?.startsWith(sentence(6))).toBe(true);
  });
});
