// The writer's DOCX export (shared/study/writing/paper-docx.ts, the `docx` package) and PDF export
// (paper-export.ts, pdf-lib), opened with the readers the platform uses for uploaded documents (mammoth for DOCX,
// pdf.js for PDF): the produced files hold the paper's text, marks, lists and bibliography.
import mammoth from 'mammoth';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { blocksFromEditor, type EditorNode } from '../../shared/study/writing/paper-blocks.ts';
import { paperToDocx } from '../../shared/study/writing/paper-docx.ts';
import { paperToPdf } from '../../shared/study/writing/paper-export.ts';
import { openPdf, pageTexts } from './pdf-pages.ts';

// The editor's JSON for a short paper: a heading, styled text with a citation, lists, a quote and the bibliography.
const DOC: EditorNode = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Introduction' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Retrieval practice is ' },
        { type: 'text', text: 'strongly', marks: [{ type: 'bold' }] },
        { type: 'text', text: ' supported', marks: [{ type: 'underline' }] },
        { type: 'text', text: ' ' },
        { type: 'citation', attrs: { refs: 'a', text: '(Karpicke & Blunt, 2011)' } },
        { type: 'text', text: '. Naïve rereading < testing.' },
      ],
    },
    {
      type: 'bulletList',
      content: [
        { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Spacing' }] }] },
        {
          type: 'listItem',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Interleaving' }] }],
        },
      ],
    },
    {
      type: 'orderedList',
      attrs: { start: 1 },
      content: [
        { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Plan' }] }] },
        { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Test' }] }] },
      ],
    },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'In between, ' },
        { type: 'text', text: 'slanted', marks: [{ type: 'italic' }] },
      ],
    },
    {
      type: 'orderedList',
      content: [
        { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Again' }] }] },
      ],
    },
    {
      type: 'blockquote',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Quoted words.' }] }],
    },
    {
      type: 'bibliography',
      attrs: {
        heading: 'References',
        entries: ['Karpicke, J. D., & Blunt, J. R. (2011). Retrieval practice. Science, 331(6018), 772–775.'],
      },
    },
  ],
};

describe('blocksFromEditor', () => {
  it('keeps headings, styled runs, citations, lists, quotes and the bibliography in order', () => {
    const blocks = blocksFromEditor('Testing effect', DOC);
    expect(blocks.map((b) => b.kind)).toEqual([
      'title',
      'heading',
      'paragraph',
      'bullet',
      'bullet',
      'numbered',
      'numbered',
      'paragraph',
      'numbered',
      'quote',
      'heading',
      'bibliography-entry',
    ]);
    expect(blocks[2]!.runs).toContainEqual({ text: 'strongly', bold: true, italic: false, underline: false });
    expect(blocks[2]!.runs).toContainEqual({
      text: ' supported',
      bold: false,
      italic: false,
      underline: true,
    });
    // Each list numbers on its own: the second ordered list starts at 1 again.
    expect(blocks.filter((b) => b.kind === 'numbered').map((b) => [b.list, b.number])).toEqual([
      [1, 1],
      [1, 2],
      [2, 1],
    ]);
    expect(blocks[2]!.runs.map((r) => r.text).join('')).toBe(
      'Retrieval practice is strongly supported (Karpicke & Blunt, 2011). Naïve rereading < testing.',
    );
  });
});

describe('paperToDocx (the docx package)', () => {
  it('writes a Word document that Word readers open with the paper text, its styles, marks and lists', async () => {
    const bytes = await paperToDocx('Testing effect', blocksFromEditor('Testing effect', DOC));
    const files = unzipSync(bytes);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        '[Content_Types].xml',
        '_rels/.rels',
        'word/document.xml',
        'word/styles.xml',
        'word/numbering.xml',
      ]),
    );
    const xml = strFromU8(files['word/document.xml']!);
    expect(xml).toContain('<w:pStyle w:val="Title"/>');
    expect(xml).toContain('<w:pStyle w:val="Heading1"/>');
    expect(xml).toContain('<w:pStyle w:val="Quote"/>');
    expect(xml).toContain('<w:pStyle w:val="Bibliography"/>');
    expect(xml).toMatch(/<w:b\/>(?:(?!<\/w:r>).)*>strongly<\/w:t>/s);
    expect(xml).toMatch(/<w:i\/>(?:(?!<\/w:r>).)*>slanted<\/w:t>/s);
    expect(xml).toMatch(/<w:u w:val="single"\/>(?:(?!<\/w:r>).)*> supported<\/w:t>/s);
    expect(xml).toContain('Naïve rereading &lt; testing.');
    // Bullets share one numbering; each ordered list has its own, so the second restarts at 1.
    const numbering = [...xml.matchAll(/<w:numId w:val="(\d+)"\/>/g)].map((m) => m[1]);
    expect(numbering).toHaveLength(2 + 2 + 1);
    expect(new Set(numbering).size).toBe(3);
    expect(strFromU8(files['word/numbering.xml']!)).toContain('<w:numFmt w:val="bullet"/>');
    // mammoth (the DOCX reader the platform uses for uploads) reads the text back.
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    const text = value.replace(/\n+/g, '\n');
    expect(text).toContain('Testing effect\nIntroduction\n');
    expect(text).toContain(
      'Retrieval practice is strongly supported (Karpicke & Blunt, 2011). Naïve rereading < testing.',
    );
    expect(text).toContain('Quoted words.\nReferences\nKarpicke, J. D., & Blunt');
    const html = (await mammoth.convertToHtml({ buffer: Buffer.from(bytes) })).value;
    expect(html).toContain('<h1>Introduction</h1>');
    expect(html).toContain('<strong>strongly</strong>');
    expect(html).toContain('<em>slanted</em>');
    expect(html).toContain('<ul><li>Spacing</li><li>Interleaving</li></ul>');
    expect(html).toContain(
      '<ol><li>Plan</li><li>Test</li></ol><p>In between, <em>slanted</em></p><ol><li>Again</li></ol>',
    );
  });
});

describe('paperToPdf', () => {
  it('writes a PDF whose text is the paper, on as many pages as it needs', async () => {
    const long: EditorNode = {
      type: 'doc',
      content: Array.from({ length: 60 }, (_, i) => ({
        type: 'paragraph',
        content: [
          { type: 'text', text: `Paragraph ${i + 1}: the testing effect holds across ages and subjects. ` },
        ],
      })),
    };
    const blocks = [...blocksFromEditor('Testing effect', DOC), ...blocksFromEditor('', long)];
    const pdf = await openPdf(await paperToPdf('Testing effect', blocks));
    const pages = await pageTexts(pdf);
    expect(pages.length).toBeGreaterThan(1);
    const all = pages.join('\n').replace(/\s+/g, ' ');
    expect(all).toContain('Testing effect');
    expect(all).toContain(
      'Retrieval practice is strongly supported (Karpicke & Blunt, 2011). Naïve rereading < testing.',
    );
    expect(all).toContain('• Spacing');
    expect(all).toContain('Paragraph 60: the testing effect holds');
    expect(pages[0]).toContain(`1 / ${pages.length}`);
  });

  it('writes characters the standard fonts lack as their closest letters', async () => {
    const pdf = await openPdf(
      await paperToPdf('x', [{ kind: 'paragraph', runs: [{ text: 'Łódź and 東京 and Ĉu' }] }]),
    );
    const text = (await pageTexts(pdf)).join(' ');
    expect(text).toMatch(/L?ódz and \?\? and Cu/);
  });
});
