import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pathFloodPdf } from '../../tests/integration/support/hostile-files.ts';
import { checkPdfContentCost, countOperators } from './pdf-content-scan.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('countOperators', () => {
  it('counts operators, not their operands, strings, names, dictionaries or inline image data', () => {
    expect(countOperators(bytes('q 1 0 0 1 50 50 cm BT /F1 12 Tf (a (nested) q) Tj ET Q'))).toBe(7);
    expect(countOperators(bytes('<< /MCID 0 >> BDC <0102 q> Tj [(a) -20 (b)] TJ EMC % q q q\n'))).toBe(4);
    expect(countOperators(bytes('BI /W 2 /H 1 /BPC 8 /CS /G ID \x00q Q re\xff EI Q'))).toBe(4);
  });
});

describe('checkPdfContentCost', () => {
  it('passes an ordinary document', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    for (let i = 0; i < 20; i++) pdf.addPage().drawText(`Page ${i} of notes`, { x: 50, y: 700, font });
    expect(() => checkPdfContentCost(pdf)).not.toThrow();
  });

  it('refuses a page whose small compressed stream repeats a path operator millions of times', async () => {
    const flood = pathFloodPdf(3_000_000);
    expect(flood.byteLength).toBeLessThan(256 * 1024);
    const pdf = await PDFDocument.load(flood);
    expect(() => checkPdfContentCost(pdf)).toThrow(
      /^This file could not be processed: page 1 holds more than/,
    );
  });

  it('counts what a page draws through a form, too', async () => {
    const pdf = await PDFDocument.load(pathFloodPdf(1_500_000, { inForm: true }));
    expect(() => checkPdfContentCost(pdf)).toThrow(
      'This file could not be processed: page 1 has more than 1,000,000 drawing operations.',
    );
  });
});
