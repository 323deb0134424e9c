import { describe, expect, it } from 'vitest';
import { mayHaveSession } from './auth.runtime';

function storage(keys: string[]) {
  return { length: keys.length, key: (index: number) => keys[index] ?? null };
}
const at = (search = '', hash = '') => ({ search, hash }) as Location;

describe('mayHaveSession', () => {
  it('is false for a first-time visitor, so the app is signed out at once (no loading state)', () => {
    expect(mayHaveSession(storage(['cart', 'dashboard-store']), at())).toBe(false);
    expect(mayHaveSession(null, at())).toBe(false);
  });

  it('is true with a stored supabase session or auth parameters in the address', () => {
    expect(mayHaveSession(storage(['sb-127-auth-token']), at())).toBe(true);
    expect(mayHaveSession(storage([]), at('?code=abc'))).toBe(true);
    expect(mayHaveSession(storage([]), at('', '#access_token=x&type=recovery'))).toBe(true);
    expect(mayHaveSession(storage([]), at('', '#error_description=expired'))).toBe(true);
  });
});
