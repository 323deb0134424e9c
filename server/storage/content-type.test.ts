import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TextSniffer, detectContentType, isAllowedMimeType, servedContentType } from './content-type.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'content-type-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function detect(bytes: Uint8Array, declared: string): Promise<string> {
  const path = join(dir, `${Math.random()}`);
  await writeFile(path, bytes);
  const sniffer = new TextSniffer();
  sniffer.push(bytes);
  return detectContentType(path, sniffer.finish(), declared);
}

describe('TextSniffer', () => {
  it('accepts UTF-8 split anywhere, and refuses NULs, invalid bytes and a cut-off sequence', () => {
    const euro = new TextEncoder().encode('price: 5 €');
    const split = new TextSniffer();
    split.push(euro.subarray(0, euro.length - 1));
    split.push(euro.subarray(euro.length - 1));
    expect(split.finish()).toBe(true);

    const nul = new TextSniffer();
    nul.push(new Uint8Array([104, 105, 0, 33]));
    expect(nul.finish()).toBe(false);

    const latin1 = new TextSniffer();
    latin1.push(new Uint8Array([0x63, 0x61, 0x66, 0xe9]));
    expect(latin1.finish()).toBe(false);

    const cut = new TextSniffer();
    cut.push(euro.subarray(0, euro.length - 1));
    expect(cut.finish()).toBe(false);
  });
});

describe('detectContentType', () => {
  it('trusts the bytes over the declared type', async () => {
    expect(await detect(new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n'), 'image/png')).toBe('application/pdf');
    expect(await detect(new TextEncoder().encode('a,b\n1,2\n'), 'text/csv')).toBe('text/csv');
    expect(await detect(new TextEncoder().encode('# Title\n'), 'text/x-markdown; charset=utf-8')).toBe(
      'text/markdown',
    );
    expect(await detect(new TextEncoder().encode('<svg onload="alert(1)"/>'), 'image/svg+xml')).toBe(
      'text/plain',
    );
    expect(await detect(new TextEncoder().encode('<h1>hi</h1>'), 'text/html')).toBe('text/plain');
    expect(await detect(new Uint8Array([1, 2, 3, 0, 255]), 'image/png')).toBe('application/octet-stream');
  });

  it('names old Office files by their declared program when the bytes are an OLE container', async () => {
    const cfb = new Uint8Array(1024);
    cfb.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(await detect(cfb, 'application/msword')).toBe('application/msword');
    expect(await detect(cfb, 'image/png')).toBe('application/x-cfb');
  });
});

describe('isAllowedMimeType and servedContentType', () => {
  it('matches exact types and wildcards', () => {
    expect(isAllowedMimeType('image/png', ['image/png'])).toBe(true);
    expect(isAllowedMimeType('image/webp', ['image/*'])).toBe(true);
    expect(isAllowedMimeType('video/mp4', ['image/*', 'application/pdf'])).toBe(false);
    expect(isAllowedMimeType('text/plain', ['*/*'])).toBe(true);
  });

  it('adds the charset the text check guaranteed', () => {
    expect(servedContentType('text/csv')).toBe('text/csv; charset=utf-8');
    expect(servedContentType('image/png')).toBe('image/png');
    expect(servedContentType(undefined)).toBe('application/octet-stream');
  });
});
