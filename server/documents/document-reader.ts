import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { createPdfFonts, renderTextPdf } from './text-pdf.renderer.ts';
import {
  convertWithLibreOffice,
  detectSourceKind,
  extractTextPages,
  findLibreOffice,
  type SourceKind,
} from './document-conversion.ts';
import { DOCUMENT_LIMITS, FileOverLimitError, RefusedFileError } from './document-limits.ts';
import { checkPdfContentCost } from './pdf-content-scan.ts';
import { openPdf, pageTexts, preloadPdfJs, previewPageCount, previewPdf, renderCard } from './pdf-pages.ts';

// Everything an upload's processing reads from the file's bytes, in one call of the processing child
// (processing-sandbox.ts): its kind, the PDF (converted when it is not one), the text of each page, the preview and
// the card. The limits of document-limits.ts are checked before each expensive part.

export interface ReadDocumentInput {
  bytes: Uint8Array;
  title: string;
  /** The PDF an earlier run converted and stored, so a retry keeps the same pages. */
  convertedPdf: Uint8Array | null;
  /** Preview and card too (an upload), or the text only (a chat file). */
  render: boolean;
  maxPages: number;
}

export interface ReadDocumentResult {
  kind: SourceKind;
  sha256: string;
  /** The PDF made here from a DOCX/PPTX/text file; null when the original is a PDF or was converted earlier. */
  convertedPdf: Uint8Array | null;
  convertedWith: 'none' | 'libreoffice' | 'text' | null;
  notice: string | null;
  pdfSize: number;
  pageCount: number;
  texts: string[];
  preview: Uint8Array | null;
  previewPages: number;
  card: Uint8Array | null;
}

const tooManyPages = (count: number, max: number) =>
  new RefusedFileError(`The document has ${count} pages; the limit is ${max}.`);

function checkTextSize(texts: readonly string[]): void {
  let total = 0;
  texts.forEach((text, index) => {
    total += text.length;
    if (text.length > DOCUMENT_LIMITS.maxPageTextChars) {
      throw new FileOverLimitError(
        `page ${index + 1} holds more than ${DOCUMENT_LIMITS.maxPageTextChars.toLocaleString('en-US')} characters of text.`,
      );
    }
  });
  if (total > DOCUMENT_LIMITS.maxTextChars) {
    throw new FileOverLimitError(
      `it holds more than ${DOCUMENT_LIMITS.maxTextChars.toLocaleString('en-US')} characters of text.`,
    );
  }
}

async function toPdf(
  kind: SourceKind,
  input: ReadDocumentInput,
): Promise<Pick<ReadDocumentResult, 'convertedPdf' | 'convertedWith' | 'notice'> & { pdf: Uint8Array }> {
  if (kind === 'pdf') return { pdf: input.bytes, convertedPdf: null, convertedWith: 'none', notice: null };
  if (input.convertedPdf) {
    return { pdf: input.convertedPdf, convertedPdf: null, convertedWith: null, notice: null };
  }
  // A DOCX/PPTX archive is proven against the zip limits before any converter or parser opens it: both
  // convertWithLibreOffice and extractTextPages read it through readZipContainer first.
  const soffice = kind === 'text' ? null : await findLibreOffice();
  if (soffice && kind !== 'text') {
    const pdf = await convertWithLibreOffice(soffice, input.bytes, kind);
    return { pdf, convertedPdf: pdf, convertedWith: 'libreoffice', notice: null };
  }
  const pages = await extractTextPages(kind, input.bytes);
  if (pages.length === 0) throw new RefusedFileError('The document has no text.');
  if (pages.length > input.maxPages) throw tooManyPages(pages.length, input.maxPages);
  checkTextSize(pages);
  const fonts = await createPdfFonts([input.title, ...pages]);
  const now = new Date();
  const pdf = await renderTextPdf(fonts, { title: input.title, pages, createdAt: now, modifiedAt: now });
  return {
    pdf,
    convertedPdf: pdf,
    convertedWith: 'text',
    notice:
      kind === 'text'
        ? null
        : 'Your document was converted to PDF from its text (LibreOffice is not installed on this server): ' +
          'the words are all there, but its layout, images and tables are not kept.',
  };
}

/** A chat file that is not a PDF: its pages of text as they are, no PDF made. */
async function readTextOnly(
  kind: Exclude<SourceKind, 'pdf'>,
  sha256: string,
  input: ReadDocumentInput,
): Promise<ReadDocumentResult> {
  // extractTextPages proves a DOCX/PPTX archive against the zip limits before its parser opens it.
  const texts = await extractTextPages(kind, input.bytes);
  if (texts.length > input.maxPages) throw tooManyPages(texts.length, input.maxPages);
  checkTextSize(texts);
  return {
    kind,
    sha256,
    convertedPdf: null,
    convertedWith: null,
    notice: null,
    pdfSize: 0,
    pageCount: texts.length,
    texts,
    preview: null,
    previewPages: 0,
    card: null,
  };
}

/** Reads an uploaded file within the limits; refuses it (RefusedFileError) when it is not a document or is over one. */
export async function readDocument(input: ReadDocumentInput): Promise<ReadDocumentResult> {
  const kind = await detectSourceKind(input.bytes);
  const sha256 = createHash('sha256').update(input.bytes).digest('hex');
  if (!input.render && kind !== 'pdf') return readTextOnly(kind, sha256, input);
  const converted = await toPdf(kind, input);

  // pdf.js first: it tells a password-protected file from a damaged one, and counts the pages as readers see them.
  const pdf = await openPdf(converted.pdf);
  try {
    if (pdf.numPages > input.maxPages) throw tooManyPages(pdf.numPages, input.maxPages);
    let structure: PDFDocument;
    try {
      structure = await PDFDocument.load(converted.pdf, { ignoreEncryption: true, updateMetadata: false });
    } catch {
      throw new RefusedFileError('The PDF is damaged and cannot be opened.');
    }
    // What drawing and reading the pages will cost, before pdf.js does either.
    checkPdfContentCost(structure);
    const texts = await pageTexts(pdf);
    checkTextSize(texts);
    const previewPages = previewPageCount(pdf.numPages);
    return {
      kind,
      sha256,
      convertedPdf: converted.convertedPdf,
      convertedWith: converted.convertedWith,
      notice: converted.notice,
      pdfSize: converted.pdf.byteLength,
      pageCount: pdf.numPages,
      texts,
      previewPages,
      preview: input.render ? await previewPdf(structure, previewPages) : null,
      card: input.render ? await renderCard(pdf) : null,
    };
  } finally {
    await pdf.destroy();
  }
}

/**
 * Reads a small built-in document the whole way (text to PDF, pages, preview, card) so that an idle processing
 * child has pdf.js, its worker, the fonts and the canvas loaded and compiled before a seller's file comes: a cold
 * child spent about 2.5 s of CPU on its first 20-page PDF against 0.4-0.6 s for the same file once warm.
 */
export async function warmUpReader(): Promise<void> {
  // mammoth (DOCX text) is imported on a DOCX's first read: loaded here too.
  await Promise.all([preloadPdfJs(), import('mammoth')]);
  const pages = ['Studyloop warm-up, page one.', 'Page two: text, a preview and a card.', 'Page three.'];
  await readDocument({
    bytes: new TextEncoder().encode(pages.join('\n\n')),
    title: 'Warm-up',
    convertedPdf: null,
    render: true,
    maxPages: DOCUMENT_LIMITS.maxPages,
  });
}
