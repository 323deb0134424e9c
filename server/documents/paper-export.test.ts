// The writer's DOCX and PDF export (shared/study/writing/paper-export.ts), opened with the readers the platform
// uses for uploaded documents (mammoth for DOCX, pdf.js for PDF): the produced files hold the paper's text.
import mammoth from 'mammoth';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  blocksFromEditor,
  paperToDocx,
  paperToPdf,
  type EditorNode,
} from '../../shared/study/writing/paper-export.ts';
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
        { type: 'text', text: ' supported ' },
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
      'quote',
      'heading',
      'bibliography-entry',
    ]);
    expect(blocks[2]!.runs).toContainEqual({ text: 'strongly', bold: true, italic: false });
    expect(blocks[2]!.runs.map((r) => r.text).join('')).toBe(
      'Retrieval practice is strongly supported (Karpicke & Blunt, 2011). Naïve rereading < testing.',
    );
  });
});

describe('paperToDocx', () => {
  it('writes a Word document that Word readers open with the paper text and its styles', async () => {
    const bytes = paperToDocx('Testing effect', blocksFromEditor('Testing effect', DOC));
    const files = unzipSync(bytes);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['[Content_Types].xml', '_rels/.rels', 'word/document.xml', 'word/styles.xml']),
    );
    const xml = strFromU8(files['word/document.xml']!);
    expect(xml).toContain('<w:pStyle w:val="Heading1"/>');
    expect(xml).toContain('<w:b/>');
    expect(xml).toContain('Naïve rereading &lt; testing.');
    // mammoth (the DOCX reader the platform uses for uploads) reads the text back.
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    const text = value.replace(/\n+/g, '\n');
    expect(text).toContain('Testing effect\nIntroduction\n');
    expect(text).toContain(
      'Retrieval practice is strongly supported (Karpicke & Blunt, 2011). Naïve rereading < testing.',
    );
    expect(text).toContain(
      '• Spacing\n• Interleaving\n1. Plan\nQuoted words.\nReferences\nKarpicke, J. D., & Blunt',
    );
    const html = (await mammoth.convertToHtml({ buffer: Buffer.from(bytes) })).value;
    expect(html).toContain('<h1>Introduction</h1>');
    expect(html).toContain('<strong>strongly</strong>');
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
