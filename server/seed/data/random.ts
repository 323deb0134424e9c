// Seeded helpers so every generator is deterministic. The PRNG and the hash are the shared ones, so seeded data
// cannot drift from what the study engines and tests compute for the same seed.
import { seededRandom, shuffled } from '../../../shared/study/random/seeded-random.util.ts';
import { fnv1a32 } from '../../../shared/study/text/hash.util.ts';

/** Derives a per-item seed from a string (a slug, a key): the shared 32-bit FNV-1a. */
export const hashString: (text: string) => number = fnv1a32;

export class Rng {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = seededRandom(seed);
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
    return shuffled(items, this.next);
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
