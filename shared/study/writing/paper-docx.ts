// Export of a paper to a Word document with the `docx` package (issue 13): the title, headings, paragraphs with
// bold, italic and underline, bullet and numbered lists (numbering restarts with each list), quotes, code, the
// in-text citations as they read in the editor and the bibliography with hanging indents. The renderer imports
// this module only when the student exports (the package stays out of the landing and route bundles).
import {
  AlignmentType,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  TextRun,
  type IParagraphOptions,
} from 'docx';
import type { Block, Run } from './paper-blocks';

const BULLETS = 'paper-bullets';
const NUMBERS = 'paper-numbers';

/** Word cannot hold XML 1.0's forbidden control characters (other than tab, newline and return): they are dropped. */
const printable = (text: string): string =>
  [...text].filter((c) => c.charCodeAt(0) >= 32 || c === '\t' || c === '\n' || c === '\r').join('');

function textRuns(runs: readonly Run[]): TextRun[] {
  return runs.flatMap((run) =>
    printable(run.text)
      .split('\n')
      .map(
        (part, i) =>
          new TextRun({
            text: part,
            bold: run.bold || undefined,
            italics: run.italic || undefined,
            underline: run.underline ? {} : undefined,
            break: i > 0 ? 1 : undefined,
          }),
      ),
  );
}

function paragraphOf(block: Block): Paragraph {
  const options: IParagraphOptions = { children: textRuns(block.runs) };
  switch (block.kind) {
    case 'title':
      return new Paragraph({ ...options, heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER });
    case 'heading':
      return new Paragraph({
        ...options,
        heading: (block.level ?? 1) <= 1 ? HeadingLevel.HEADING_1 : HeadingLevel.HEADING_2,
      });
    case 'bullet':
      return new Paragraph({ ...options, numbering: { reference: BULLETS, level: 0 } });
    case 'numbered':
      return new Paragraph({
        ...options,
        // One numbering per list: each starts at its own first number (1, or the list's start).
        numbering: { reference: `${NUMBERS}-${block.list ?? 0}`, level: 0 },
      });
    case 'quote':
      return new Paragraph({ ...options, style: 'Quote' });
    case 'code':
      return new Paragraph({ ...options, style: 'Code' });
    case 'bibliography-entry':
      return new Paragraph({ ...options, style: 'Bibliography' });
    default:
      return new Paragraph(options);
  }
}

/** Each numbered list of the paper with the number its first item shows. */
function numberedLists(blocks: readonly Block[]): Array<[number, number]> {
  const starts = new Map<number, number>();
  for (const block of blocks)
    if (block.kind === 'numbered' && !starts.has(block.list ?? 0))
      starts.set(block.list ?? 0, block.number ?? 1);
  return [...starts];
}

/** The blocks as a Word document (.docx bytes). */
export async function paperToDocx(title: string, blocks: readonly Block[]): Promise<Uint8Array> {
  const doc = new Document({
    title,
    creator: 'Studyloop',
    styles: {
      default: {
        document: { run: { font: 'Calibri', size: 24 }, paragraph: { spacing: { after: 160, line: 360 } } },
        title: { run: { font: 'Calibri', size: 36, bold: true, color: '111827' } },
        heading1: {
          run: { font: 'Calibri', size: 30, bold: true, color: '111827' },
          paragraph: { keepNext: true },
        },
        heading2: {
          run: { font: 'Calibri', size: 26, bold: true, color: '111827' },
          paragraph: { keepNext: true },
        },
      },
      paragraphStyles: [
        {
          id: 'Quote',
          name: 'Quote',
          basedOn: 'Normal',
          run: { italics: true },
          paragraph: { indent: { left: 720 } },
        },
        { id: 'Code', name: 'Code', basedOn: 'Normal', run: { font: 'Consolas' } },
        {
          id: 'Bibliography',
          name: 'Bibliography',
          basedOn: 'Normal',
          paragraph: { indent: { left: 720, hanging: 720 } },
        },
      ],
    },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '\u2022',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 720, hanging: 360 } } },
            },
          ],
        },
        ...numberedLists(blocks).map(([list, start]) => ({
          reference: `${NUMBERS}-${list}`,
          levels: [
            {
              level: 0,
              start,
              format: LevelFormat.DECIMAL,
              text: '%1.',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 720, hanging: 360 } } },
            },
          ],
        })),
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: 11906, height: 16838 },
            margin: { top: 1440, right: 1440, bottom: 1440, left: 1440 },
          },
        },
        children: blocks.map(paragraphOf),
      },
    ],
  });
  return new Uint8Array(await Packer.toArrayBuffer(doc));
}
