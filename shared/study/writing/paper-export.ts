// Export of a paper to DOCX and PDF (issue 13). The paper arrives as the editor's document (tiptap JSON) and is
// reduced to blocks of styled runs; DOCX is written as Office Open XML zipped with fflate (the `docx` package
// is not installed in this project), PDF with pdf-lib. Both load only when the student exports.
import { strToU8, zipSync } from 'fflate';
import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';

export interface Run {
  text: string;
  bold?: boolean;
  italic?: boolean;
}

export interface Block {
  kind: 'title' | 'heading' | 'paragraph' | 'bullet' | 'numbered' | 'quote' | 'code' | 'bibliography-entry';
  /** Heading level 1–3. */
  level?: number;
  /** The number of a numbered list item. */
  number?: number;
  runs: Run[];
}

/** A tiptap/ProseMirror JSON node, as `editor.getJSON()` answers it. */
export interface EditorNode {
  type: string;
  attrs?: Record<string, unknown>;
  text?: string;
  marks?: Array<{ type: string }>;
  content?: EditorNode[];
}

function runsOf(node: EditorNode): Run[] {
  const runs: Run[] = [];
  for (const child of node.content ?? []) {
    if (child.type === 'text' && child.text) {
      const marks = new Set((child.marks ?? []).map((m) => m.type));
      runs.push({ text: child.text, bold: marks.has('bold'), italic: marks.has('italic') });
    } else if (child.type === 'citation') runs.push({ text: String(child.attrs?.text ?? '') });
    else if (child.type === 'hardBreak') runs.push({ text: '\n' });
    else runs.push(...runsOf(child));
  }
  return runs;
}

/** The editor's document as export blocks, with the paper's title first. */
export function blocksFromEditor(title: string, doc: EditorNode): Block[] {
  const blocks: Block[] = title.trim() ? [{ kind: 'title', runs: [{ text: title.trim(), bold: true }] }] : [];
  const walk = (nodes: EditorNode[], quote: boolean) => {
    for (const node of nodes) {
      switch (node.type) {
        case 'heading':
          blocks.push({
            kind: 'heading',
            level: Number(node.attrs?.level ?? 2) <= 2 ? 1 : 2,
            runs: runsOf(node),
          });
          break;
        case 'paragraph':
          blocks.push({ kind: quote ? 'quote' : 'paragraph', runs: runsOf(node) });
          break;
        case 'codeBlock':
          blocks.push({ kind: 'code', runs: runsOf(node) });
          break;
        case 'blockquote':
          walk(node.content ?? [], true);
          break;
        case 'bulletList':
        case 'orderedList': {
          let n = Number(node.attrs?.start ?? 1);
          for (const item of node.content ?? []) {
            const runs = (item.content ?? []).flatMap((p, i) =>
              i === 0 ? runsOf(p) : [{ text: ' ' }, ...runsOf(p)],
            );
            blocks.push(
              node.type === 'bulletList' ? { kind: 'bullet', runs } : { kind: 'numbered', number: n++, runs },
            );
          }
          break;
        }
        case 'bibliography':
          blocks.push({
            kind: 'heading',
            level: 1,
            runs: [{ text: String(node.attrs?.heading ?? 'References') }],
          });
          for (const entry of (node.attrs?.entries as string[] | undefined) ?? [])
            blocks.push({ kind: 'bibliography-entry', runs: [{ text: entry }] });
          break;
        case 'horizontalRule':
          break;
        default:
          if (node.content) walk(node.content, quote);
      }
    }
  };
  walk(doc.content ?? [], false);
  return blocks;
}

// ---- DOCX ----------------------------------------------------------------------------------------------------

const xmlEscape = (text: string): string =>
  // Characters XML 1.0 cannot hold (controls other than tab, newline and return) are dropped.
  [...text]
    .filter((c) => c.charCodeAt(0) >= 32 || c === '\t' || c === '\n' || c === '\r')
    .join('')
    .replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);

function docxRun(run: Run): string {
  const props = `${run.bold ? '<w:b/>' : ''}${run.italic ? '<w:i/>' : ''}`;
  const parts = run.text.split('\n');
  return parts
    .map(
      (part, i) =>
        `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}${i > 0 ? '<w:br/>' : ''}<w:t xml:space="preserve">${xmlEscape(part)}</w:t></w:r>`,
    )
    .join('');
}

function docxParagraph(block: Block): string {
  const style =
    block.kind === 'title'
      ? 'Title'
      : block.kind === 'heading'
        ? `Heading${block.level ?? 1}`
        : block.kind === 'quote'
          ? 'Quote'
          : block.kind === 'bibliography-entry'
            ? 'Bibliography'
            : block.kind === 'code'
              ? 'Code'
              : null;
  const prefix = block.kind === 'bullet' ? '• ' : block.kind === 'numbered' ? `${block.number}. ` : '';
  const indent =
    block.kind === 'bullet' || block.kind === 'numbered' ? '<w:ind w:left="720" w:hanging="360"/>' : '';
  const pPr = style || indent ? `<w:pPr>${style ? `<w:pStyle w:val="${style}"/>` : ''}${indent}</w:pPr>` : '';
  const runs = prefix ? [{ text: prefix }, ...block.runs] : block.runs;
  return `<w:p>${pPr}${runs.map(docxRun).join('')}</w:p>`;
}

const W_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="${W_NS}">
<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:cs="Calibri"/><w:sz w:val="24"/></w:rPr></w:rPrDefault>
<w:pPrDefault><w:pPr><w:spacing w:after="160" w:line="360" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>
<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:pPr><w:jc w:val="center"/></w:pPr><w:rPr><w:b/><w:sz w:val="36"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:pPr><w:keepNext/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:sz w:val="30"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><w:basedOn w:val="Normal"/><w:pPr><w:keepNext/><w:outlineLvl w:val="1"/></w:pPr><w:rPr><w:b/><w:sz w:val="26"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Quote"><w:name w:val="Quote"/><w:basedOn w:val="Normal"/><w:pPr><w:ind w:left="720"/></w:pPr><w:rPr><w:i/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Code"><w:name w:val="Code"/><w:basedOn w:val="Normal"/><w:rPr><w:rFonts w:ascii="Consolas" w:hAnsi="Consolas"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Bibliography"><w:name w:val="Bibliography"/><w:basedOn w:val="Normal"/><w:pPr><w:ind w:left="720" w:hanging="720"/></w:pPr></w:style>
</w:styles>`;

/** A Word document (.docx) of the blocks. */
export function paperToDocx(title: string, blocks: readonly Block[]): Uint8Array {
  const body = blocks.map(docxParagraph).join('');
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="${W_NS}"><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr></w:body></w:document>`;
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`),
    '_rels/.rels': strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`),
    'word/_rels/document.xml.rels': strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`),
    'word/document.xml': strToU8(document),
    'word/styles.xml': strToU8(STYLES),
    'docProps/core.xml': strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:title>${xmlEscape(title)}</dc:title><dc:creator>Studyloop</dc:creator><dcterms:created xsi:type="dcterms:W3CDTF">${new Date().toISOString().slice(0, 19)}Z</dcterms:created></cp:coreProperties>`),
  };
  return zipSync(files, { level: 6 });
}

// ---- PDF -----------------------------------------------------------------------------------------------------

const PAGE = { width: 595.28, height: 841.89, margin: 64 };

/** pdf-lib's standard fonts encode WinAnsi only: other characters are written as their closest ASCII or '?'. */
function encodable(font: PDFFont, text: string): string {
  let out = '';
  for (const ch of text) {
    try {
      font.encodeText(ch);
      out += ch;
    } catch {
      const plain = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      out += plain !== ch && plain.length > 0 ? plain : '?';
    }
  }
  return out;
}

/** A PDF of the blocks: A4, wrapped lines, new pages as needed, page numbers at the foot. */
export async function paperToPdf(title: string, blocks: readonly Block[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator('Studyloop');
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.TimesRoman),
    bold: await pdf.embedFont(StandardFonts.TimesRomanBold),
    italic: await pdf.embedFont(StandardFonts.TimesRomanItalic),
    boldItalic: await pdf.embedFont(StandardFonts.TimesRomanBoldItalic),
    mono: await pdf.embedFont(StandardFonts.Courier),
  };
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const maxWidth = PAGE.width - 2 * PAGE.margin;

  for (const block of blocks) {
    const size =
      block.kind === 'title' ? 18 : block.kind === 'heading' ? (block.level === 1 ? 14 : 12.5) : 11.5;
    const lineHeight = size * 1.45;
    const indent = block.kind === 'bullet' || block.kind === 'numbered' || block.kind === 'quote' ? 18 : 0;
    const hanging = block.kind === 'bibliography-entry' ? 24 : 0;
    const prefix = block.kind === 'bullet' ? '• ' : block.kind === 'numbered' ? `${block.number}. ` : '';
    // Words with their font, so bold and italic survive wrapping.
    const words: Array<{ text: string; font: PDFFont } | 'break'> = [];
    const runs = prefix ? [{ text: prefix }, ...block.runs] : block.runs;
    for (const run of runs) {
      const heading = block.kind === 'title' || block.kind === 'heading';
      const bold = run.bold || heading;
      const italic = run.italic || block.kind === 'quote';
      const font =
        block.kind === 'code'
          ? fonts.mono
          : bold && italic
            ? fonts.boldItalic
            : bold
              ? fonts.bold
              : italic
                ? fonts.italic
                : fonts.regular;
      run.text.split('\n').forEach((line, i) => {
        if (i > 0) words.push('break');
        for (const word of line.split(/(\s+)/))
          if (word) words.push({ text: encodable(font, word.replace(/\s+/g, ' ')), font });
      });
    }
    const lines: Array<Array<{ text: string; font: PDFFont }>> = [[]];
    let width = 0;
    for (const word of words) {
      if (word === 'break') {
        lines.push([]);
        width = 0;
        continue;
      }
      const w = word.font.widthOfTextAtSize(word.text, size);
      const available = maxWidth - indent - (lines.length > 1 ? hanging : 0);
      if (width + w > available && width > 0 && word.text.trim()) {
        lines.push([]);
        width = 0;
      }
      if (width === 0 && !word.text.trim()) continue;
      lines.at(-1)!.push(word);
      width += w;
    }
    if (block.kind === 'heading' || block.kind === 'title') y -= size * 0.6;
    for (const [index, line] of lines.entries()) {
      if (y - lineHeight < PAGE.margin) {
        page = pdf.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      y -= lineHeight;
      const lineWidth = line.reduce((sum, w) => sum + w.font.widthOfTextAtSize(w.text, size), 0);
      let x =
        block.kind === 'title'
          ? (PAGE.width - lineWidth) / 2
          : PAGE.margin + indent + (index > 0 ? hanging : 0);
      for (const word of line) {
        page.drawText(word.text, { x, y, size, font: word.font, color: rgb(0.07, 0.09, 0.15) });
        x += word.font.widthOfTextAtSize(word.text, size);
      }
    }
    y -= size * 0.55;
  }
  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    const label = `${i + 1} / ${pages.length}`;
    p.drawText(label, {
      x: (PAGE.width - fonts.regular.widthOfTextAtSize(label, 9)) / 2,
      y: PAGE.margin / 2,
      size: 9,
      font: fonts.regular,
      color: rgb(0.4, 0.45, 0.5),
    });
  });
  return pdf.save();
}
