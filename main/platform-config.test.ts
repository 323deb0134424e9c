import { describe, expect, it, vi } from 'vitest';
import { parsePlatformConfigFromHtml, resolvePlatformConfig } from './platform-config';

const html = (content: string) =>
  `<html><head><meta name="studyloop-config" content="${content}" /></head></html>`;
const escaped = (value: object) => JSON.stringify(value).replaceAll('"', '&quot;');

describe('parsePlatformConfigFromHtml', () => {
  it('reads the meta tag the platform injects, resolving a relative URL', () => {
    expect(
      parsePlatformConfigFromHtml(
        html(escaped({ supabaseUrl: '/', anonKey: 'anon' })),
        'http://127.0.0.1:54321/',
      ),
    ).toEqual({ supabaseUrl: 'http://127.0.0.1:54321', anonKey: 'anon' });
  });

  it('returns null for an empty tag or a bad value', () => {
    expect(parsePlatformConfigFromHtml(html(''), 'http://x/')).toBeNull();
    expect(parsePlatformConfigFromHtml(html('not json'), 'http://x/')).toBeNull();
    expect(
      parsePlatformConfigFromHtml(html(escaped({ supabaseUrl: 'ftp://x', anonKey: 'k' })), 'http://x/'),
    ).toBeNull();
  });
});

describe('resolvePlatformConfig', () => {
  it('prefers the environment, then the build, then the platform page, then memory', async () => {
    const remembered = { supabaseUrl: 'https://old.example', anonKey: 'old' };
    expect(
      await resolvePlatformConfig({
        envUrl: 'http://a:1/',
        envAnonKey: 'k',
        remembered,
        builtUrl: 'https://b',
      }),
    ).toEqual({ supabaseUrl: 'http://a:1', anonKey: 'k' });
    expect(
      await resolvePlatformConfig({ builtUrl: 'https://b.example', builtAnonKey: 'bk', remembered }),
    ).toEqual({
      supabaseUrl: 'https://b.example',
      anonKey: 'bk',
    });
    const fetchPage = vi.fn(async () => new Response(html(escaped({ supabaseUrl: '/', anonKey: 'served' }))));
    expect(
      await resolvePlatformConfig({
        envUrl: 'http://127.0.0.1:54321',
        remembered,
        fetch: fetchPage as typeof fetch,
      }),
    ).toEqual({ supabaseUrl: 'http://127.0.0.1:54321', anonKey: 'served' });
    expect(await resolvePlatformConfig({ remembered })).toBe(remembered);
  });

  it('starts offline with the configuration remembered for the same platform', async () => {
    const remembered = { supabaseUrl: 'http://127.0.0.1:54321', anonKey: 'remembered' };
    const offline = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    expect(
      await resolvePlatformConfig({
        envUrl: 'http://127.0.0.1:54321/',
        remembered,
        fetch: offline as typeof fetch,
      }),
    ).toBe(remembered);
    expect(
      await resolvePlatformConfig({ envUrl: 'http://other:1', remembered, fetch: offline as typeof fetch }),
    ).toBeNull();
  });
});
