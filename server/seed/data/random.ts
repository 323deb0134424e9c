// A small seeded PRNG and helpers so every generator is deterministic.

/** mulberry32: a fast 32-bit PRNG; the same seed always yields the same sequence in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 32-bit FNV-1a hash, to derive per-item seeds from strings. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Rng {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  float(): number {
    return this.next();
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by weight; weights need not sum to one. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((sum, [, w]) => sum + w, 0);
    let r = this.next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    const last = items[items.length - 1];
    if (!last) throw new Error('weighted pick from an empty list');
    return last[0];
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  }
}

/** Fixed base date of the seed: all relative dates count back from it so output never depends on the clock. */
export const SEED_BASE_DATE = '2026-11-01T00:00:00.000Z';
const BASE_MS = Date.parse(SEED_BASE_DATE);
const DAY_MS = 86_400_000;

/** ISO timestamp `days` (fractional allowed) before the base date. */
export function daysBefore(days: number): string {
  return new Date(BASE_MS - Math.round(days * DAY_MS)).toISOString();
}

/** ISO timestamp `days` after the given ISO timestamp, capped at the base date. */
export function daysAfter(iso: string, days: number): string {
  return new Date(Math.min(Date.parse(iso) + Math.round(days * DAY_MS), BASE_MS)).toISOString();
}
