import { describe, expect, it } from 'vitest';
import { fnv1a32, mix32 } from './hash.util.ts';

// Plagiarism fingerprints in the database, card and question ids and seeded data are derived from these hashes;
// the pins fail before a change could orphan them.
describe('fnv1a32', () => {
  it('hashes as it always has, over UTF-16 code units', () => {
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(3826002220);
    expect(fnv1a32('photosynthesis')).toBe(2944274927);
    expect(fnv1a32('é漢')).toBe(2069256594);
  });
});

describe('mix32', () => {
  it('spreads bits as it always has', () => {
    expect(mix32(0)).toBe(0);
    expect(mix32(1)).toBe(1364076727);
    expect(mix32(0xdeadbeef)).toBe(233162409);
  });
});
