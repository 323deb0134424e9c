import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as NapiCanvas from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DOCUMENT_LIMITS, RefusedFileError } from './document-limits.ts';
import { PDFJS_MODULE_URL, PDFJS_WORKER_MODULE_URL } from './pdfjs-modules.ts';

// pdf.js on the server: page count, the text of each page and a picture of page one, from the same parser the
// reader uses in the browser, so what is indexed is what readers see.

const require = createRequire(import.meta.url);
const PDFJS_ROOT = dirname(require.resolve('pdfjs-dist/package.json'));
const STANDARD_FONTS = `${join(PDFJS_ROOT, 'standard_fonts')}/`;
const CMAPS = `${join(PDFJS_ROOT, 'cmaps')}/`;

type PdfJs = typeof PdfJsModule;
/**
 * pdf.js parses in a "worker": in Node, the same thread, from the worker module it imports on the first document.
 * Imported here with pdf.js and handed over as `globalThis.pdfjsWorker`, the place pdf.js looks first, so it is
 * loaded ahead of the first file (pdfjs-modules.ts: by URL, preloaded in the processing child).
 */
let pdfjs: Promise<PdfJs> | undefined;
const loadPdfJs = () =>
  (pdfjs ??= (async () => {
    const [main, worker] = await Promise.all([
      import(PDFJS_MODULE_URL) as Promise<PdfJs>,
      import(PDFJS_WORKER_MODULE_URL) as Promise<{ WorkerMessageHandler: unknown }>,
    ]);
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return main;
  })());

/** Loads pdf.js and its worker ahead of the first file (an idle processing child does this while it waits). */
export async function preloadPdfJs(): Promise<void> {
  await loadPdfJs();
}

export type OpenedPdf = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;

/** Opens a PDF; a password, a damaged file or a PDF with no pages is refused with the seller's reason. */
export async function openPdf(bytes: Uint8Array): Promise<OpenedPdf> {
  const { getDocument } = await loadPdfJs();
  try {
    const doc = await getDocument({
      // pdf.js takes the buffer over: give it a copy.
      data: new Uint8Array(bytes),
      standardFontDataUrl: STANDARD_FONTS,
      cMapUrl: CMAPS,
      cMapPacked: true,
      isEvalSupported: false,
      // A larger image is left out of the picture instead of decoded (a 50,000 px square would need 10 GB).
      maxImageSize: DOCUMENT_LIMITS.maxImagePixels,
      verbosity: 0,
    }).promise;
    if (doc.numPages < 1) {
      await doc.destroy();
      throw new RefusedFileError('The PDF has no pages.');
    }
    return doc;
  } catch (error) {
    if (error instanceof RefusedFileError) throw error;
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException') {
      throw new RefusedFileError('The PDF is password-protected. Remove the password and upload it again.');
    }
    throw new RefusedFileError('The PDF is damaged and cannot be opened.');
  }
}

/** The text of each page in reading order, lines kept. */
export async function pageTexts(doc: OpenedPdf, signal?: AbortSignal): Promise<string[]> {
  const texts: string[] = [];
  for (let number = 1; number <= doc.numPages; number++) {
    signal?.throwIfAborted();
    const page = await doc.getPage(number);
    const content = await page.getTextContent();
    let text = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      text += item.str;
      if (item.hasEOL) text += '\n';
      else if (item.str && !item.str.endsWith(' ')) text += ' ';
    }
    texts.push(
      text
        .replace(/[ \t]+\n/g, '\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim(),
    );
    page.cleanup();
  }
  return texts;
}

/** What pdf.js calls on the context it draws on (and the canvas size it reads from it). */
const DRAWING_METHODS = [
  'save',
  'restore',
  'setTransform',
  'getTransform',
  'transform',
  'drawImage',
  'fill',
  'clip',
];

/**
 * pdf.js is typed for the DOM canvas; on the server it draws on Skia's (@napi-rs/canvas), which implements the
 * same 2D context under its own types. Checked here rather than asserted.
 */
function isDrawingContext(context: object): context is CanvasRenderingContext2D {
  const canvas: unknown = Reflect.get(context, 'canvas');
  return (
    DRAWING_METHODS.every((method) => typeof Reflect.get(context, method) === 'function') &&
    typeof canvas === 'object' &&
    canvas !== null &&
    typeof Reflect.get(canvas, 'width') === 'number'
  );
}

/** Page one as a WebP card image, 336 px wide like the catalogue's cards. */
export async function renderCard(doc: OpenedPdf, width = 336): Promise<Uint8Array> {
  // The canvas of pdf.js's own @napi-rs/canvas: its Path2D (which pdf.js polyfills from there) only draws on it.
  const { createCanvas } = createRequire(require.resolve('pdfjs-dist/package.json'))(
    '@napi-rs/canvas',
  ) as typeof NapiCanvas;
  const { AnnotationMode } = await loadPdfJs();
  const page = await doc.getPage(1);
  const base = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: width / base.width });
  // A card shows the top of the page: a page drawn 100 times taller than wide gets no 100-times-taller canvas.
  const canvas = createCanvas(Math.ceil(viewport.width), Math.min(Math.ceil(viewport.height), width * 3));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  if (!isDrawingContext(context)) throw new Error('@napi-rs/canvas gave no 2D drawing context');
  await page.render({
    canvasContext: context,
    canvas: null,
    viewport,
    // Annotation appearances are drawings the content scan did not count; a card does not need them.
    annotationMode: AnnotationMode.DISABLE,
  }).promise;
  page.cleanup();
  return new Uint8Array(await canvas.encode('webp', 85));
}

/** How many pages a preview shows: the first few, never the whole document when it has more than one page. */
export function previewPageCount(pageCount: number): number {
  return pageCount <= 1 ? 1 : Math.min(3, pageCount - 1);
}

/**
 * What a preview page keeps of its page dictionary: what draws it. copyPages copies everything a page refers to,
 * so a link, a form field, an action or an article bead pointing at a later page (a table of contents does) would
 * put that page, text and all, into the public preview. `Parent` stays for the inherited entries; copyPages drops it.
 */
const PREVIEW_PAGE_KEYS = new Set([
  'Type',
  'Parent',
  'Resources',
  'Contents',
  'MediaBox',
  'CropBox',
  'BleedBox',
  'TrimBox',
  'ArtBox',
  'Rotate',
  'Group',
  'UserUnit',
]);

/**
 * A PDF of the first `pages` pages of a document pdf-lib has loaded, holding nothing of the later pages. The
 * source's preview pages lose everything but their drawing (the source is read once, for this).
 */
export async function previewPdf(source: PDFDocument, pages: number): Promise<Uint8Array> {
  const preview = await PDFDocument.create();
  const indices = Array.from({ length: Math.min(pages, source.getPageCount()) }, (_v, i) => i);
  for (const index of indices) {
    const page = source.getPage(index).node;
    for (const key of page.keys()) if (!PREVIEW_PAGE_KEYS.has(key.asString().slice(1))) page.delete(key);
  }
  const copied = await preview.copyPages(source, indices);
  for (const page of copied) preview.addPage(page);
  preview.setTitle(source.getTitle() ?? 'Preview');
  preview.setProducer('Studyloop');
  return preview.save();
}
