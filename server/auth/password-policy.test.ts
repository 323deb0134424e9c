import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AuthError } from './auth-error.ts';
import { assertStrongPassword } from './password-policy.ts';

function reasonsFor(password: string): string[] {
  try {
    assertStrongPassword(password);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(AuthError);
    return ((error as AuthError).extra.weak_password as { reasons: string[] }).reasons;
  }
}

describe('password policy', () => {
  it('ships a list of at least 10,000 common passwords', () => {
    const entries = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(entries.length).toBeGreaterThanOrEqual(10_000);
  });

  it('answers length and pwned like Supabase, case-insensitively', () => {
    expect(reasonsFor('12345')).toEqual(['length']);
    expect(reasonsFor('password')).toEqual(['pwned']);
    expect(reasonsFor('Lunar-Teapot-81')).toEqual([]);
    expect(reasonsFor('QWERTYUIOP')).toEqual(['pwned']);
    expect(reasonsFor('correct-horse')).toEqual([]);
  });
});
