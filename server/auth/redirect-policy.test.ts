import { describe, expect, it } from 'vitest';
import { createRedirectPolicy } from './redirect-policy.ts';

describe('redirect policy', () => {
  const policy = createRedirectPolicy('https://studyloop.app', [
    'http://localhost:5173',
    'https://*.preview.studyloop.dev/**',
  ]);

  it('allows the site, its paths, the desktop scheme and the allow list', () => {
    expect(policy.isAllowed('https://studyloop.app/auth/callback?returnUrl=%2Fdashboard')).toBe(true);
    expect(policy.isAllowed('studyloop://auth/callback')).toBe(true);
    expect(policy.isAllowed('http://localhost:5173/reset-password')).toBe(true);
    expect(policy.isAllowed('https://pr-12.preview.studyloop.dev/auth/callback')).toBe(true);
  });

  it('refuses other origins, look-alikes and credentials in the URL', () => {
    expect(policy.isAllowed('https://studyloop.app.evil.example/')).toBe(false);
    expect(policy.isAllowed('https://evil.example/?https://studyloop.app')).toBe(false);
    expect(policy.isAllowed('http://localhost:5174/')).toBe(false);
    expect(policy.isAllowed('https://a.b.preview.studyloop.dev/x')).toBe(false);
    expect(policy.isAllowed('https://user:pw@studyloop.app/')).toBe(false);
    expect(policy.isAllowed('javascript:alert(1)')).toBe(false);
    expect(policy.isAllowed('not a url')).toBe(false);
  });

  it('falls back to a site path', () => {
    expect(policy.resolve('https://evil.example/', '/reset-password')).toBe(
      'https://studyloop.app/reset-password',
    );
    expect(policy.resolve(undefined, '/auth/callback')).toBe('https://studyloop.app/auth/callback');
  });
});
