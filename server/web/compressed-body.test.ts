import type { IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CompressedBody, preferredEncoding } from './compressed-body.ts';

const request = (acceptEncoding?: string) =>
  ({ headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }) as IncomingMessage;

describe('compressed page bodies', () => {
  it('answers with brotli, then gzip, as Accept-Encoding allows', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });

  it('compresses a page once per encoding and sends small bodies as they are', () => {
    const page = new CompressedBody(`<!doctype html><p>${'Flashcards and notes. '.repeat(200)}</p>`);
    const br = page.forRequest(request('gzip, br'));
    expect(br.encoding).toBe('br');
    expect(br.body.length).toBeLessThan(page.raw.length / 10);
    expect(brotliDecompressSync(br.body).equals(page.raw)).toBe(true);
    expect(page.forRequest(request('br')).body).toBe(br.body);
    const gzip = page.forRequest(request('gzip'));
    expect(gunzipSync(gzip.body).equals(page.raw)).toBe(true);
    expect(page.forRequest(request())).toEqual({ body: page.raw, encoding: null });
    expect(new CompressedBody('<p>small</p>').forRequest(request('br')).encoding).toBeNull();
  });
});
