// What the homework tests read from an answer: the values it states, compared to 4 decimal places.
import { expect } from 'vitest';
import { solveHomework } from './homework-solver.engine.ts';

export const answer = (q: string) => solveHomework(q).data;
export const values = (q: string) => answer(q)?.result?.values ?? null;

export function near(got: number[] | null, want: number[]): void {
  expect(got).not.toBeNull();
  expect(got?.length).toBe(want.length);
  want.forEach((w, i) => expect(got?.[i]).toBeCloseTo(w, 4));
}
