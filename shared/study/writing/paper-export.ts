// Export of a paper to PDF with pdf-lib (issue 13). The DOCX writer is paper-docx.ts (the `docx` package); the
// blocks both read come from paper-blocks.ts. Each writer loads only when the student exports.
import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import type { Block } from './paper-blocks';

const PAGE = { width: 595.28, height: 841.89, margin: 64 };

/** pdf-lib's standard fonts encode WinAnsi only: other characters are written as their closest ASCII or '?'. */
export function encodable(font: PDFFont, text: string): string {
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
    const words: Array<{ text: string; font: PDFFont; underline?: boolean } | 'break'> = [];
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
          if (word)
            words.push({ text: encodable(font, word.replace(/\s+/g, ' ')), font, underline: run.underline });
      });
    }
    const lines: Array<Array<{ text: string; font: PDFFont; underline?: boolean }>> = [[]];
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
        const w = word.font.widthOfTextAtSize(word.text, size);
        if (word.underline)
          page.drawLine({
            start: { x, y: y - 1.5 },
            end: { x: x + w, y: y - 1.5 },
            thickness: 0.6,
            color: rgb(0.07, 0.09, 0.15),
          });
        x += w;
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
