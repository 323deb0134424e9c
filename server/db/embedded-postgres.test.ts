import { describe, expect, it } from 'vitest';
import { canEnter } from './embedded-postgres.ts';

describe('canEnter', () => {
  const postgres = { uid: 100, gid: 200 };
  it('reads the owner, group or others execute bit that applies to the user', () => {
    expect(canEnter({ uid: 0, gid: 0, mode: 0o40700 }, postgres)).toBe(false);
    expect(canEnter({ uid: 0, gid: 0, mode: 0o40755 }, postgres)).toBe(true);
    expect(canEnter({ uid: 0, gid: 0, mode: 0o40701 }, postgres)).toBe(true);
    expect(canEnter({ uid: 100, gid: 0, mode: 0o40700 }, postgres)).toBe(true);
    expect(canEnter({ uid: 0, gid: 200, mode: 0o40750 }, postgres)).toBe(true);
    expect(canEnter({ uid: 0, gid: 200, mode: 0o40705 }, postgres)).toBe(false);
  });
});
