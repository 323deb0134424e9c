import { describe, expect, it } from 'vitest';
import { PROFILE_CACHE_MS, profileActionFor } from './profile-cache';

const cached = { userId: 'u1', loadedAt: 1_000 };

describe('profileActionFor', () => {
  it('clears on sign-out', () => {
    expect(profileActionFor('SIGNED_OUT', null, cached, 2_000)).toBe('clear');
  });

  it('reloads on user-updated and password-recovery even when fresh', () => {
    expect(profileActionFor('USER_UPDATED', 'u1', cached, 1_001)).toBe('reload');
    expect(profileActionFor('PASSWORD_RECOVERY', 'u1', cached, 1_001)).toBe('reload');
  });

  it('reloads when a different user signs in, or nothing is cached', () => {
    expect(profileActionFor('SIGNED_IN', 'u2', cached, 1_001)).toBe('reload');
    expect(profileActionFor('INITIAL_SESSION', 'u1', null, 1_001)).toBe('reload');
  });

  it('keeps the cache for 5 minutes for the same user, then reloads', () => {
    expect(PROFILE_CACHE_MS).toBe(300_000);
    expect(profileActionFor('SIGNED_IN', 'u1', cached, 1_000 + PROFILE_CACHE_MS - 1)).toBe('keep');
    expect(profileActionFor('TOKEN_REFRESHED', 'u1', cached, 1_000 + PROFILE_CACHE_MS)).toBe('reload');
  });
});
