import { describe, expect, it } from 'vitest';
import { acceptableRequestId, hasValidEncoding, parseRequestTarget } from './request-target.ts';
import { stripApiKeyParam } from './api-key.ts';

describe('parseRequestTarget', () => {
  it('reads origin-form targets, keeping a leading // as part of the path', () => {
    expect(parseRequestTarget('/rest/v1/subjects?select=id')?.pathname).toBe('/rest/v1/subjects');
    expect(parseRequestTarget('//%x')?.pathname).toBe('//%x');
  });

  it('refuses absolute forms, empty targets and raw bytes outside printable ASCII', () => {
    expect(parseRequestTarget('http://evil.example/')).toBeNull();
    expect(parseRequestTarget('*')).toBeNull();
    expect(parseRequestTarget(undefined)).toBeNull();
    expect(parseRequestTarget('/a\u00ffb')).toBeNull();
    expect(parseRequestTarget('/a b')).toBeNull();
  });
});

describe('hasValidEncoding', () => {
  const valid = (target: string) => hasValidEncoding(parseRequestTarget(target)!);
  it('accepts UTF-8 escapes and + for spaces', () => {
    expect(valid('/rest/v1/x?name=eq.%C3%A9t%C3%A9+d')).toBe(true);
  });
  it('refuses broken escapes, invalid UTF-8 and NUL', () => {
    expect(valid('/rest/v1/x?name=eq.%FF')).toBe(false);
    expect(valid('/rest/v1/x?name=eq.%zz')).toBe(false);
    expect(valid('/rest/v1/x%ED%A0%80')).toBe(false);
    expect(valid('/storage/v1/object/list/a%00')).toBe(false);
  });
});

describe('acceptableRequestId', () => {
  it('keeps short ids of safe characters only', () => {
    expect(acceptableRequestId('req-1.2:3_x')).toBe('req-1.2:3_x');
    expect(acceptableRequestId('é')).toBeNull();
    expect(acceptableRequestId('a'.repeat(129))).toBeNull();
    expect(acceptableRequestId(['a', 'b'])).toBeNull();
  });
});

describe('stripApiKeyParam', () => {
  it('removes apikey and keeps every other parameter byte for byte', () => {
    const url = new URL('http://x/rest/v1/t?a=%20+b&apikey=k&c=%2B');
    stripApiKeyParam(url);
    expect(url.search).toBe('?a=%20+b&c=%2B');
    const only = new URL('http://x/rest/v1/t?apikey=k');
    stripApiKeyParam(only);
    expect(only.search).toBe('');
  });
});
