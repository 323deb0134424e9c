// pdf.js's side of the reader: opening a file, a page's text items, and where a match sits within one. pdfjs-dist
// and its worker are imported here only, and this module is only loaded with the reader's route.
import type { PDFDocumentProxy } from 'pdfjs-dist';

export interface TextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
  fontName?: string;
  /** The CSS font family pdf.js reports for the item, to measure where a match starts within it. */
  fontFamily?: string;
}

/** One occurrence of the searched text: its page, the text item on that page, and where in the item it starts. */
export interface Match {
  page: number;
  item: number;
  start: number;
}

/** A highlighted match on the rendered page, in CSS pixels from the page's top left. */
export interface HighlightBox {
  left: number;
  top: number;
  width: number;
  height: number;
  active: boolean;
}

export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const pdfjs = await import('pdfjs-dist');
  const worker = await import('pdfjs-dist/build/pdf.worker.min.mjs?url');
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  // pdf.js hands the buffer to its worker; the cached bytes stay usable for a second open.
  return pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false }).promise;
}

export function textItems(content: {
  items: unknown[];
  styles: Record<string, { fontFamily: string }>;
}): TextItem[] {
  return content.items
    .filter((item): item is TextItem => typeof (item as TextItem).str === 'string')
    .map((item) => ({
      ...item,
      fontFamily: content.styles[item.fontName ?? '']?.fontFamily ?? 'sans-serif',
    }));
}

/** Every occurrence of `needle` (already lower-cased) in a page's text items, in reading order. */
export function matchesOnPage(page: number, items: readonly TextItem[], needle: string): Match[] {
  const found: Match[] = [];
  items.forEach((item, index) => {
    const haystack = item.str.toLowerCase();
    for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length))
      found.push({ page, item: index, start: at });
  });
  return found;
}

let measurer: CanvasRenderingContext2D | null = null;
/** Where a match lies within a text item, as fractions of the item's width, measured in the item's font. */
function matchSpan(item: TextItem, start: number, length: number): [number, number] {
  measurer ??= document.createElement('canvas').getContext('2d');
  if (!measurer) return [start / item.str.length, (start + length) / item.str.length];
  measurer.font = `100px ${item.fontFamily ?? 'sans-serif'}`;
  const whole = measurer.measureText(item.str).width || 1;
  const before = measurer.measureText(item.str.slice(0, start)).width;
  const through = measurer.measureText(item.str.slice(0, start + length)).width;
  return [before / whole, through / whole];
}

/** The box of a match of `length` characters on a page drawn with `viewport`. */
export function highlightBox(
  item: TextItem,
  start: number,
  length: number,
  viewport: { convertToViewportRectangle: (rect: number[]) => number[] },
  active: boolean,
): HighlightBox {
  const [, , c = 0, d = 0, e = 0, f = 0] = item.transform;
  const height = item.height || Math.hypot(c, d);
  const [from, to] = matchSpan(item, start, length);
  const x0 = e + item.width * from;
  const x1 = e + item.width * to;
  const [ax = 0, ay = 0, bx = 0, by = 0] = viewport.convertToViewportRectangle([
    x0,
    f - height * 0.25,
    x1,
    f + height,
  ]);
  return {
    left: Math.min(ax, bx),
    top: Math.min(ay, by),
    width: Math.abs(bx - ax),
    height: Math.abs(by - ay),
    active,
  };
}
