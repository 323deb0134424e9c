import type { User } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import type { Profile } from './auth.store';
import { displayNameOf, firstNameOf, initialsOf, isAdmin } from './auth.store';

const profile = (patch: Partial<Profile>): Profile => ({
  id: 'u',
  email: 'ada@example.com',
  full_name: 'Ada Lovelace',
  avatar_url: null,
  role: 'user',
  status: 'active',
  ...patch,
});
const user = (meta: Record<string, unknown> = {}, app: Record<string, unknown> = {}): User => ({
  id: 'u',
  aud: 'authenticated',
  created_at: '2026-01-01T00:00:00Z',
  email: 'ada@example.com',
  user_metadata: meta,
  app_metadata: app,
});

describe('initialsOf', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['Ada King Lovelace', 'AL'],
    ['plato', 'P'],
    ['  ', ''],
    ['émile zola', 'ÉZ'],
  ])('%s → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
    expect(initialsOf(name).length).toBeLessThanOrEqual(2);
  });
});

describe('isAdmin', () => {
  it('needs role admin and status active', () => {
    expect(isAdmin(profile({ role: 'admin' }), user())).toBe(true);
    expect(isAdmin(profile({ role: 'admin', status: 'suspended' }), user())).toBe(false);
    expect(isAdmin(profile({}), user())).toBe(false);
  });

  it('accepts the role from auth metadata', () => {
    expect(isAdmin(profile({}), user({}, { role: 'admin' }))).toBe(true);
    expect(isAdmin(null, user({ role: 'admin' }))).toBe(true);
  });
});

describe('displayNameOf', () => {
  it('falls back from the profile to the metadata to the e-mail name', () => {
    expect(displayNameOf(profile({}), user())).toBe('Ada Lovelace');
    expect(displayNameOf(profile({ full_name: null }), user({ full_name: 'Ada L' }))).toBe('Ada L');
    expect(displayNameOf(profile({ full_name: ' ' }), user())).toBe('ada');
  });
});

describe('firstNameOf', () => {
  it('greets by the first name, not by a title before it', () => {
    expect(firstNameOf('Dr. Elena Marquez')).toBe('Elena');
    expect(firstNameOf('Prof Dr. Hans  Weber')).toBe('Hans');
    expect(firstNameOf('mrs. ada lovelace')).toBe('ada');
    expect(firstNameOf('Ada Lovelace')).toBe('Ada');
    expect(firstNameOf('Drew Barrymore')).toBe('Drew');
    expect(firstNameOf('plato')).toBe('plato');
    // Nothing but a title: still a name to show.
    expect(firstNameOf('Dr.')).toBe('Dr.');
    expect(initialsOf('Dr. Elena Marquez')).toBe('EM');
  });
});
