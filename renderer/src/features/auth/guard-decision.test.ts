import type { Session, User } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { initialAuthState } from './auth.store';
import type { AuthState } from './auth.store';
import { guardDecision } from './guard-decision';

const user: User = {
  id: 'u',
  aud: 'authenticated',
  created_at: '2026-01-01T00:00:00Z',
  user_metadata: {},
  app_metadata: {},
};
const token = (claims: object) => `x.${btoa(JSON.stringify(claims))}.y`;
const session = (aal: string, factors: User['factors'] = []): Session => ({
  access_token: token({ aal }),
  refresh_token: 'r',
  expires_in: 3600,
  token_type: 'bearer',
  user: { ...user, factors },
});
const state = (patch: Partial<AuthState>): AuthState => ({ ...initialAuthState, ...patch });
const signedIn = (patch: Partial<AuthState> = {}) =>
  state({ status: 'signedIn', user, session: session('aal1'), ...patch });
const verifiedFactor: NonNullable<User['factors']>[number] = {
  id: 'f',
  factor_type: 'totp',
  status: 'verified',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

describe('guardDecision', () => {
  it('waits while auth loads and while signing out', () => {
    expect(guardDecision(state({ status: 'loading' }), '/dashboard', false)).toEqual({ kind: 'wait' });
    expect(guardDecision(signedIn({ signingOut: true }), '/dashboard', false)).toEqual({ kind: 'wait' });
  });

  it('sends a signed-out visitor to log in with the page as the return address', () => {
    expect(guardDecision(state({ status: 'signedOut' }), '/dashboard/library?tab=saved', false)).toEqual({
      kind: 'redirect',
      to: '/login?returnUrl=%2Fdashboard%2Flibrary%3Ftab%3Dsaved',
    });
    expect(guardDecision(state({ status: 'signedOut' }), '/admin/users', true)).toEqual({
      kind: 'redirect',
      to: '/admin/login?returnUrl=%2Fadmin%2Fusers',
    });
  });

  it('lets the page the visitor just signed out on follow the sign-out, and only that page', () => {
    const afterSignOut = state({
      status: 'signedOut',
      signedOutFrom: { page: '/admin/dashboard', to: '/admin/login' },
    });
    expect(guardDecision(afterSignOut, '/admin/dashboard', true)).toEqual({
      kind: 'redirect',
      to: '/admin/login',
    });
    expect(guardDecision(afterSignOut, '/admin/users', true)).toEqual({
      kind: 'redirect',
      to: '/admin/login?returnUrl=%2Fadmin%2Fusers',
    });
  });

  it('asks for the code when a verified factor is on and the session is password-only', () => {
    const owesCode = signedIn({ session: session('aal1', [verifiedFactor]) });
    expect(guardDecision(owesCode, '/dashboard', false)).toEqual({
      kind: 'redirect',
      to: '/login?returnUrl=%2Fdashboard',
    });
    expect(
      guardDecision(signedIn({ session: session('aal2', [verifiedFactor]) }), '/dashboard', false),
    ).toEqual({
      kind: 'pass',
    });
  });

  it('admits only active admins to the back office, waiting for the profile', () => {
    const admin = {
      id: 'u',
      email: 'a@x',
      full_name: 'A',
      avatar_url: null,
      role: 'admin',
      status: 'active',
    } as const;
    expect(guardDecision(signedIn({ profileLoading: true }), '/admin', true)).toEqual({ kind: 'wait' });
    expect(guardDecision(signedIn({ profile: { ...admin, role: 'user' } }), '/admin', true)).toEqual({
      kind: 'redirect',
      to: '/admin/login?returnUrl=%2Fadmin',
    });
    expect(guardDecision(signedIn({ profile: { ...admin } }), '/admin', true)).toEqual({ kind: 'pass' });
    expect(guardDecision(signedIn(), '/dashboard', false)).toEqual({ kind: 'pass' });
  });
});
