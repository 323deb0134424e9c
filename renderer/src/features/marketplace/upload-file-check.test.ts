import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { checkDocumentFile } from './upload-file-check';

const file = (bytes: Uint8Array<ArrayBuffer>, name: string) => new File([bytes], name);
const MAIN_PART = {
  word: ['document.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'],
  ppt: [
    'presentation.xml',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
  ],
  xl: ['workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'],
} as const;
/** An Office Open XML container as Word, PowerPoint and Excel write it: content types first, then the parts. */
const office = (folder: keyof typeof MAIN_PART) => {
  const [part, type] = MAIN_PART[folder];
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        `<Override PartName="/${folder}/${part}" ContentType="${type}"/></Types>`,
    ),
    [`${folder}/${part}`]: strToU8('<?xml version="1.0"?><root/>'),
  });
};
/** A 1×1 PNG. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

describe('checkDocumentFile', () => {
  it('takes a PDF, a DOCX, a PPTX and a text or Markdown file by their bytes', async () => {
    expect(await checkDocumentFile(file(strToU8('%PDF-1.7\n1 0 obj\n'), 'notes.pdf'))).toEqual({
      kind: 'pdf',
      problem: null,
    });
    expect((await checkDocumentFile(file(office('word'), 'essay.docx'))).kind).toBe('docx');
    expect((await checkDocumentFile(file(office('ppt'), 'deck.pptx'))).kind).toBe('pptx');
    expect((await checkDocumentFile(file(strToU8('# Mitosis\n\nProphase — métaphase'), 'a.md'))).kind).toBe(
      'text',
    );
  });

  it('answers a program renamed .pdf in words a student understands', async () => {
    const exe = new Uint8Array(4096);
    exe.set(strToU8('MZ'));
    const result = await checkDocumentFile(file(exe, 'lecture-notes.pdf'));
    expect(result.problem).toBe(
      'This file is not a PDF, Word or PowerPoint document: it is a program, although its name ends in .pdf. ' +
        'Upload a PDF, DOCX or PPTX file, or a text or Markdown file.',
    );
  });

  it('refuses images, spreadsheets, archives and binary data whatever they are called', async () => {
    expect((await checkDocumentFile(file(PNG, 'scan.pdf'))).problem).toContain('it is an image');
    expect((await checkDocumentFile(file(office('xl'), 'marks.docx'))).problem).toContain(
      'it is a spreadsheet',
    );
    const archive = zipSync({ 'notes/chapter1.txt': strToU8('text') });
    expect((await checkDocumentFile(file(archive, 'notes.pptx'))).problem).toContain(
      'it is a compressed archive (ZIP)',
    );
    const oldWord = new Uint8Array(4096);
    oldWord.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect((await checkDocumentFile(file(oldWord, 'essay.docx'))).problem).toContain(
      'Save it as PDF, DOCX or PPTX and upload that.',
    );
    const binary = new Uint8Array(4096).map((_v, i) => (i * 7919) % 251);
    expect((await checkDocumentFile(file(binary, 'notes.txt'))).problem).toContain(
      'a file of an unknown kind',
    );
    expect((await checkDocumentFile(file(new Uint8Array([0xc3, 0x28, 0x41]), 'notes.txt'))).kind).toBeNull();
  });

  it('does not hold a character cut at the end of the bytes it reads against a long text file', async () => {
    const text = `${'a'.repeat(1024 * 1024 - 1)}é and more text after the first megabyte`;
    expect((await checkDocumentFile(file(strToU8(text), 'long.txt'))).kind).toBe('text');
  });
});
