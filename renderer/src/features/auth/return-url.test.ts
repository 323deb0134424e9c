import { describe, expect, it } from 'vitest';
import { loginPathFor, resolveReturnTarget, safeReturnPath } from './return-url';

describe('safeReturnPath', () => {
  it.each([
    ['/documents/abc?x=1', '/documents/abc?x=1'],
    ['/dashboard', '/dashboard'],
    ['  /cart ', '/cart'],
  ])('keeps the site path %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it.each([
    'https://evil.example/x',
    '//evil.example',
    '/\\evil.example',
    'dashboard',
    '',
    null,
    42,
    '/a\nb',
  ])('rejects %s', (input) => {
    expect(safeReturnPath(input)).toBeNull();
  });
});

describe('resolveReturnTarget', () => {
  it('prefers returnUrl, then from, then router state, then /dashboard', () => {
    expect(resolveReturnTarget({ search: '?returnUrl=%2Fcart&from=%2Fx', state: { from: '/y' } })).toBe(
      '/cart',
    );
    expect(resolveReturnTarget({ search: '?from=%2Fx', state: { from: '/y' } })).toBe('/x');
    expect(resolveReturnTarget({ search: '', state: { from: { pathname: '/y', search: '?q=1' } } })).toBe(
      '/y?q=1',
    );
    expect(resolveReturnTarget({ search: '' })).toBe('/dashboard');
  });

  it('skips an unsafe returnUrl', () => {
    expect(resolveReturnTarget({ search: '?returnUrl=https%3A%2F%2Fevil.example' })).toBe('/dashboard');
  });

  it('builds login links', () => {
    expect(loginPathFor('/documents/a?b=c')).toBe('/login?returnUrl=%2Fdocuments%2Fa%3Fb%3Dc');
    expect(loginPathFor('/admin/users', '/admin/login')).toBe('/admin/login?returnUrl=%2Fadmin%2Fusers');
  });
});
