import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { detectSourceKind, extractTextPages, paginateText } from './document-conversion.ts';
import { RefusedFileError } from './document-limits.ts';

describe('detectSourceKind', () => {
  it('knows a PDF, a text file and refuses an executable or an empty file whatever they are called', async () => {
    expect(await detectSourceKind(strToU8('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toBe('pdf');
    expect(await detectSourceKind(strToU8('# Notes\n\nMitosis has four phases.'))).toBe('text');
    const elf = new Uint8Array(256);
    elf.set([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]);
    await expect(detectSourceKind(elf)).rejects.toThrow(RefusedFileError);
    await expect(detectSourceKind(new Uint8Array(0))).rejects.toThrow('The file is empty.');
    const binary = new Uint8Array(4096).map((_v, i) => (i * 7919) % 251);
    await expect(detectSourceKind(binary)).rejects.toThrow(
      'This file is not a PDF, Word or PowerPoint document: it is a file of an unknown kind.',
    );
  });
});

describe('extractTextPages', () => {
  it('reads slide text of a PPTX in slide order, one page per slide', async () => {
    const slide = (text: string) =>
      strToU8(`<p:sld xmlns:a="a" xmlns:p="p"><a:p><a:r><a:t>${text}</a:t></a:r></a:p></p:sld>`);
    const pptx = zipSync({
      'ppt/slides/slide10.xml': slide('Ten &amp; last'),
      'ppt/slides/slide2.xml': slide('Two'),
      'ppt/slides/slide1.xml': slide('One'),
    });
    expect(await extractTextPages('pptx', pptx)).toEqual(['One', 'Two', 'Ten & last']);
  });

  it('refuses an archive that inflates far beyond its size', async () => {
    const bomb = zipSync({ 'ppt/slides/slide1.xml': new Uint8Array(30 * 1024 * 1024) }, { level: 9 });
    await expect(extractTextPages('pptx', bomb)).rejects.toThrow('zip bomb');
  });
});

describe('paginateText', () => {
  it('fills pages up to the limit at paragraph and word boundaries, losing no word', () => {
    const text = Array.from({ length: 40 }, (_, i) => `Paragraph ${i} ${'word '.repeat(30).trim()}`).join(
      '\n\n',
    );
    const pages = paginateText(text, 500);
    expect(pages.length).toBeGreaterThan(5);
    for (const page of pages) expect(page.length).toBeLessThanOrEqual(500);
    expect(pages.join(' ').split(/\s+/).length).toBe(text.split(/\s+/).length);
  });
});
