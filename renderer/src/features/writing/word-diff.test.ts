import { describe, expect, it } from 'vitest';
import { wordDiff } from './word-diff';

describe('wordDiff', () => {
  it('marks the words the later text adds and drops', () => {
    const parts = wordDiff('the quick brown fox', 'the slow brown fox jumps');
    expect(parts.filter((p) => p.kind === 'removed').map((p) => p.text.trim())).toEqual(['quick']);
    expect(parts.filter((p) => p.kind === 'added').map((p) => p.text.trim())).toEqual(['slow', 'jumps']);
    const after = parts
      .filter((p) => p.kind !== 'removed')
      .map((p) => p.text)
      .join('');
    expect(after).toBe('the slow brown fox jumps');
  });

  it('answers one unchanged part for equal texts', () => {
    expect(wordDiff('same words here', 'same words here')).toEqual([
      { kind: 'same', text: 'same words here' },
    ]);
  });
});
