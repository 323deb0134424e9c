import { describe, expect, it } from 'vitest';
import { parseRange } from './object-response.ts';
import { parseByteSize } from './storage-config.ts';
import { assertValidKey } from './storage-names.ts';

describe('parseRange', () => {
  it('reads one range in each of its forms', () => {
    expect(parseRange(null, 100)).toEqual({ kind: 'full' });
    expect(parseRange('bytes=0-9', 100)).toEqual({ kind: 'partial', range: { start: 0, end: 9 } });
    expect(parseRange('bytes=90-', 100)).toEqual({ kind: 'partial', range: { start: 90, end: 99 } });
    expect(parseRange('bytes=-10', 100)).toEqual({ kind: 'partial', range: { start: 90, end: 99 } });
    expect(parseRange('bytes=50-500', 100)).toEqual({ kind: 'partial', range: { start: 50, end: 99 } });
  });

  it('refuses ranges past the end and serves the whole object for what it does not support', () => {
    expect(parseRange('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=9-3', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=0-1,5-6', 100)).toEqual({ kind: 'full' });
    expect(parseRange('items=0-1', 100)).toEqual({ kind: 'full' });
  });
});

describe('parseByteSize', () => {
  it('reads the forms Supabase accepts, in its decimal units (and the binary ones of the CLI)', () => {
    expect(parseByteSize(1024)).toBe(1024);
    expect(parseByteSize('20mb')).toBe(20_000_000);
    expect(parseByteSize('50MB')).toBe(50_000_000);
    expect(parseByteSize('512 kb')).toBe(512_000);
    expect(parseByteSize('1.5GB')).toBe(1_500_000_000);
    expect(parseByteSize('50MiB')).toBe(50 * 1024 * 1024);
    expect(parseByteSize('3B')).toBe(3);
    expect(parseByteSize('lots')).toBeNull();
    expect(parseByteSize(0)).toBeNull();
  });
});

describe('assertValidKey', () => {
  it('accepts folder paths with safe characters in any script', () => {
    for (const key of ['a.png', 'user/folder/file name (1).pdf', 'notes/Übung-3.pdf', '日本/ノート.txt']) {
      expect(() => assertValidKey(key)).not.toThrow();
    }
  });

  it('refuses empty, dot and dot-dot segments and unsafe characters', () => {
    for (const key of [
      '',
      '/a.png',
      'a//b.png',
      'a/../b.png',
      './a.png',
      'a/',
      'a%2Fb',
      'a\\b',
      'a\nb',
      '<x>',
    ]) {
      expect(() => assertValidKey(key)).toThrow(/Invalid key/);
    }
  });
});
