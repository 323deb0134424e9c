import { describe, expect, it } from 'vitest';
import { dictdNumber, entryProse } from './human-reference.corpus.ts';

describe('dictionary entries as human prose', () => {
  it('reads dictd index numbers (base64 digits, most significant first)', () => {
    expect(dictdNumber('A')).toBe(0);
    expect(dictdNumber('B')).toBe(1);
    expect(dictdNumber('BA')).toBe(64);
    expect(dictdNumber('Ct')).toBe(2 * 64 + 45);
  });

  it('keeps the definition and drops the headword, tags, cross-reference braces, references and dates', () => {
    const entry = [
      'clock rate',
      'clock speed',
      '',
      '   <hardware> The fundamental rate in cycles per second at which a',
      '   {computer} performs its most basic operations.',
      '',
      '   The clock rate of a computer is normally determined by the',
      '   frequency of a {crystal} (http://example.org/crystal).',
      '',
      '   [{Jargon File}]',
      '',
      '   (2014-11-27)',
      '',
    ].join('\n');
    expect(entryProse(entry)).toEqual([
      'The fundamental rate in cycles per second at which a computer performs its most basic operations.',
      'The clock rate of a computer is normally determined by the frequency of a crystal.',
    ]);
  });
});
