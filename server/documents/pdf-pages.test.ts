import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { previewPdf } from './pdf-pages.ts';

/** The text drawn in every stream of a PDF (pdf-lib writes standard-font text as hex strings). */
function drawnTexts(pdf: PDFDocument): string[] {
  const texts: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    let data = Buffer.from(object.contents);
    try {
      data = inflateSync(data);
    } catch {
      // An unfiltered stream is read as it is.
    }
    for (const match of data.toString('latin1').matchAll(/<([0-9A-F]+)>/g)) {
      texts.push(Buffer.from(match[1]!, 'hex').toString('latin1'));
    }
  }
  return texts;
}

describe('previewPdf', () => {
  it('holds nothing of the later pages, even when a preview page links, acts or points at them', async () => {
    const source = await PDFDocument.create();
    const font = await source.embedFont(StandardFonts.Helvetica);
    for (let page = 1; page <= 4; page++) {
      source.addPage([300, 300]).drawText(`Page ${page} text`, { x: 20, y: 150, size: 12, font });
    }
    const [first, second, third, fourth] = source.getPages();
    const context = source.context;
    // A table of contents' link, a GoTo action, a page-open action and an article bead, each to a paid page.
    const link = context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [0, 0, 50, 50],
      Dest: [third!.ref, 'Fit'],
    });
    const action = context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [50, 0, 100, 50],
      A: { S: 'GoTo', D: [fourth!.ref, 'Fit'] },
    });
    first!.node.set(PDFName.of('Annots'), context.obj([context.register(link), context.register(action)]));
    first!.node.set(PDFName.of('AA'), context.obj({ O: { S: 'GoTo', D: [fourth!.ref, 'Fit'] } }));
    second!.node.set(PDFName.of('B'), context.obj([context.register(context.obj({ P: third!.ref }))]));

    const preview = await PDFDocument.load(await previewPdf(await PDFDocument.load(await source.save()), 2));

    expect(preview.getPageCount()).toBe(2);
    expect(drawnTexts(preview).sort()).toEqual(['Page 1 text', 'Page 2 text']);
  });
});
