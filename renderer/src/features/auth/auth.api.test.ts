import type { User } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { providerProfile } from './auth.api';

const user = (meta: Record<string, unknown>, email = 'grace.hopper@navy.example'): User => ({
  id: 'u',
  aud: 'authenticated',
  created_at: '2026-01-01T00:00:00Z',
  app_metadata: {},
  user_metadata: meta,
  email,
});

describe('providerProfile', () => {
  it('takes the name and avatar from the provider', () => {
    expect(providerProfile(user({ full_name: 'Grace Hopper', avatar_url: 'https://x/a.png' }))).toEqual({
      full_name: 'Grace Hopper',
      avatar_url: 'https://x/a.png',
    });
    expect(providerProfile(user({ name: 'Grace', picture: 'https://x/p.png' }))).toEqual({
      full_name: 'Grace',
      avatar_url: 'https://x/p.png',
    });
  });

  it('falls back to the part of the e-mail before the @', () => {
    expect(providerProfile(user({}))).toEqual({ full_name: 'grace.hopper', avatar_url: null });
  });
});
