import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { hugeDocumentXmlDocx } from '../../tests/integration/support/hostile-files.ts';
import { checkZipDirectory, readZipContainer } from './zip-container.ts';

describe('readZipContainer', () => {
  it('inflates the entries asked for and proves the rest', async () => {
    const zip = zipSync({ 'a.xml': strToU8('<a/>'), 'media/b.bin': new Uint8Array(1000).fill(7) });
    const kept = await readZipContainer(zip, (name) => name.endsWith('.xml'));
    expect([...kept.keys()]).toEqual(['a.xml']);
    expect(new TextDecoder().decode(kept.get('a.xml'))).toBe('<a/>');
  });

  it('refuses a Word file whose document.xml expands past the part limit before inflating it', async () => {
    const docx = hugeDocumentXmlDocx(33 * 1024 * 1024);
    // Under the ratio limit: only the size of the part gives it away.
    expect((33 * 1024 * 1024) / docx.byteLength).toBeLessThan(200);
    await expect(readZipContainer(docx)).rejects.toThrow(
      'This file could not be processed: its part word/document.xml expands to 33 MB; the limit is 32 MB.',
    );
  });

  it('refuses an archive that lies about the size of an entry', async () => {
    const zip = zipSync({ 'word/document.xml': new Uint8Array(100_000) }, { level: 9 });
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    // The central directory's uncompressed size says 10 bytes; the entry inflates to 100,000.
    const central = zip.findLastIndex(
      (_b, i) => i + 4 <= zip.length && view.getUint32(i, true) === 0x02014b50,
    );
    view.setUint32(central + 24, 10, true);
    await expect(readZipContainer(zip)).rejects.toThrow('The file is damaged and cannot be opened.');
  });

  it('counts entries, XML in all and the whole against their limits', () => {
    const entry = (fileName: string, uncompressedSize: number) => ({ fileName, uncompressedSize });
    expect(() =>
      checkZipDirectory(
        Array.from({ length: 5001 }, (_, i) => entry(`f${i}`, 1)),
        10_000,
      ),
    ).toThrow('it holds 5,001 files; the limit is 5,000.');
    expect(() =>
      checkZipDirectory(
        [entry('a.xml', 30 << 20), entry('b.xml', 30 << 20), entry('c.rels', 30 << 20)],
        10 << 20,
      ),
    ).toThrow('its text parts expand to 90 MB; the limit is 64 MB.');
    expect(() => checkZipDirectory([entry('media/a.png', 250 << 20)], 240 << 20)).toThrow('a zip bomb');
    expect(() =>
      checkZipDirectory([entry('media/a.png', 10 << 20), entry('a.xml', 1 << 20)], 10 << 20),
    ).not.toThrow();
  });
});
