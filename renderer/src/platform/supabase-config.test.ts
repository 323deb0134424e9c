import { describe, expect, it } from 'vitest';
import { parseConfigMeta, resolveSupabaseConfig, SupabaseConfigError } from './supabase-config';

const pageUrl = 'http://127.0.0.1:54321/subjects/physics?x=1';
const noEnv = { VITE_SUPABASE_URL: undefined, VITE_SUPABASE_ANON_KEY: undefined };

describe('parseConfigMeta', () => {
  it('reads the URL and key and drops a trailing slash', () => {
    expect(parseConfigMeta('{"supabaseUrl":"http://127.0.0.1:54321/","anonKey":"eyJ.a.b"}', pageUrl)).toEqual(
      {
        supabaseUrl: 'http://127.0.0.1:54321',
        anonKey: 'eyJ.a.b',
      },
    );
  });

  it('resolves a relative supabaseUrl against the page origin', () => {
    expect(parseConfigMeta('{"supabaseUrl":"/","anonKey":"k"}', pageUrl).supabaseUrl).toBe(
      'http://127.0.0.1:54321',
    );
  });

  it.each([
    ['not json', 'valid JSON'],
    ['[1]', 'no supabaseUrl'],
    ['null', 'JSON object'],
    ['{"anonKey":"k"}', 'no supabaseUrl'],
    ['{"supabaseUrl":"http://x"}', 'no anonKey'],
    ['{"supabaseUrl":"http://x","anonKey":"  "}', 'no anonKey'],
    ['{"supabaseUrl":"ftp://x","anonKey":"k"}', 'http(s)'],
  ])('rejects %s', (content, message) => {
    expect(() => parseConfigMeta(content, pageUrl)).toThrow(SupabaseConfigError);
    expect(() => parseConfigMeta(content, pageUrl)).toThrow(message);
  });
});

describe('resolveSupabaseConfig', () => {
  const meta = '{"supabaseUrl":"http://127.0.0.1:54321","anonKey":"meta-key"}';

  it('prefers build-time env when both variables are set', () => {
    const config = resolveSupabaseConfig({
      env: { VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'env-key' },
      metaContent: meta,
      pageUrl,
    });
    expect(config).toEqual({ supabaseUrl: 'https://abc.supabase.co', anonKey: 'env-key' });
  });

  it('falls back to the meta tag when only one env variable is set', () => {
    const config = resolveSupabaseConfig({
      env: { VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: '' },
      metaContent: meta,
      pageUrl,
    });
    expect(config.anonKey).toBe('meta-key');
  });

  it('throws a clear error when neither source is present', () => {
    for (const metaContent of [null, '', '   ']) {
      expect(() => resolveSupabaseConfig({ env: noEnv, metaContent, pageUrl })).toThrow(
        /not configured.*VITE_SUPABASE_URL.*npm start/s,
      );
    }
  });
});

describe('resolveSupabaseConfig in the desktop app', () => {
  const desktopConfig = { supabaseUrl: 'https://api.studyloop.app/', anonKey: 'desktop-key' };

  it('uses the configuration the preload passes when the bundled page has no meta tag', () => {
    expect(
      resolveSupabaseConfig({
        env: noEnv,
        metaContent: '',
        pageUrl: 'app://studyloop/dashboard',
        desktopConfig,
      }),
    ).toEqual({ supabaseUrl: 'https://api.studyloop.app', anonKey: 'desktop-key' });
  });

  it('prefers the meta tag when the page was served by the platform', () => {
    const meta = '{"supabaseUrl":"http://127.0.0.1:54321","anonKey":"meta-key"}';
    expect(resolveSupabaseConfig({ env: noEnv, metaContent: meta, pageUrl, desktopConfig }).anonKey).toBe(
      'meta-key',
    );
  });
});
