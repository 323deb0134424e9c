import { describe, expect, it } from 'vitest';
import { FIRST_SLOWDOWN_MS, slowdownDelayMs } from './sign-in-throttle.ts';

describe('slowdownDelayMs', () => {
  it('does not slow an account within its allowance of wrong passwords', () => {
    expect(slowdownDelayMs(0, 20, 3000)).toBe(0);
    expect(slowdownDelayMs(19, 20, 3000)).toBe(0);
  });

  it('doubles the wait with every further wrong password, up to the cap', () => {
    expect([20, 21, 22, 23, 24].map((f) => slowdownDelayMs(f, 20, 3000))).toEqual([
      FIRST_SLOWDOWN_MS,
      FIRST_SLOWDOWN_MS * 2,
      FIRST_SLOWDOWN_MS * 4,
      FIRST_SLOWDOWN_MS * 8,
      3000,
    ]);
    expect(slowdownDelayMs(1_000_000, 20, 3000)).toBe(3000);
  });

  it('is off when either setting is 0', () => {
    expect(slowdownDelayMs(500, 0, 3000)).toBe(0);
    expect(slowdownDelayMs(500, 20, 0)).toBe(0);
  });
});
