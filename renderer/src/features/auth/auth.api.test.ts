import type { User } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { providerProfile } from './auth.api';

const user = (meta: Record<string, unknown>, email = 'grace.hopper@navy.example') =>
  ({ id: 'u', email, user_metadata: meta }) as unknown as User;

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
