// The one string hash of the code base. Stored plagiarism fingerprints, card and question ids and seeded data are
// derived from it, so its output for a given input must never change.

/** 32-bit FNV-1a over UTF-16 code units: fast, stable across runtimes, good spread for short strings. */
export function fnv1a32(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Murmur3's finaliser: spreads the bits of a combined hash so window minima are not biased. */
export function mix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
