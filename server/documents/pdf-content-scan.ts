import { Decompress } from 'fflate';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  type PDFDocument,
  type PDFObject,
} from 'pdf-lib';
import { DOCUMENT_LIMITS, FileOverLimitError, formatBytes } from './document-limits.ts';

// What drawing a PDF page will cost, counted before pdf.js draws or reads it: the decoded size and the number of
// operators of its content streams and of the forms and tiling patterns they use. One small file can hold a page
// whose compressed content stream repeats one path operator millions of times (13 KB inflating to 100 MB); pdf.js
// would build an operator list of all of them. Flate streams are inflated in small steps that stop at the page's
// budget, so the count itself never holds more than the budget.

export interface ContentCost {
  bytes: number;
  operators: number;
}

// Byte classes (PDF 32000-1, 7.2.2): 0 regular, 1 white-space, 2 delimiter; a table, as this runs per byte.
const CLASS = new Uint8Array(256);
for (const c of [0, 9, 10, 12, 13, 32]) CLASS[c] = 1;
// ( ) < > [ ] { } / %
for (const c of [0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]) CLASS[c] = 2;
const isWhitespace = (c: number) => CLASS[c] === 1;
const isDelimiter = (c: number) => CLASS[c] === 2;
const isRegular = (c: number) => CLASS[c] === 0;

/** Counts the operators of a content stream (its keywords: everything not an operand). */
export function countOperators(bytes: Uint8Array): number {
  let operators = 0;
  const n = bytes.length;
  let i = 0;
  while (i < n) {
    const c = bytes[i]!;
    if (isWhitespace(c)) {
      i++;
    } else if (c === 0x25) {
      while (i < n && bytes[i] !== 10 && bytes[i] !== 13) i++;
    } else if (c === 0x28) {
      // A literal string: balanced parentheses, backslash escapes.
      let depth = 0;
      for (; i < n; i++) {
        const s = bytes[i]!;
        if (s === 0x5c) i++;
        else if (s === 0x28) depth++;
        else if (s === 0x29 && --depth === 0) break;
      }
      i++;
    } else if (c === 0x3c && bytes[i + 1] !== 0x3c) {
      while (i < n && bytes[i] !== 0x3e) i++;
      i++;
    } else if (c === 0x2f) {
      i++;
      while (i < n && isRegular(bytes[i]!)) i++;
    } else if (isDelimiter(c)) {
      i++;
    } else {
      const start = i;
      while (i < n && isRegular(bytes[i]!)) i++;
      const first = bytes[start]!;
      // Numbers are operands; true, false and null are too, and rare enough to count.
      if ((first >= 0x30 && first <= 0x39) || first === 0x2b || first === 0x2d || first === 0x2e) continue;
      operators++;
      // An inline image's data (BI … ID data EI) is binary: skip to its EI.
      if (i - start === 2 && first === 0x49 && bytes[start + 1] === 0x44) {
        while (
          i < n &&
          !(
            bytes[i] === 0x45 &&
            bytes[i + 1] === 0x49 &&
            isWhitespace(bytes[i - 1]!) &&
            (i + 2 >= n || !isRegular(bytes[i + 2]!))
          )
        )
          i++;
      }
    }
  }
  return operators;
}

class BudgetExceeded extends Error {}

/** Inflates (zlib, as PDF's FlateDecode is, or raw deflate) in 4 KB steps (at most about 4 MB out per step), stopping once the output passes `budget`. */
function inflateCapped(data: Uint8Array, budget: number): Uint8Array {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const inflater = new Decompress((chunk) => {
    size += chunk.length;
    if (size > budget) throw new BudgetExceeded();
    chunks.push(chunk);
  });
  const step = 4096;
  for (let offset = 0; offset < data.length; offset += step) {
    inflater.push(data.subarray(offset, offset + step), offset + step >= data.length);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

function filtersOf(stream: PDFRawStream): string[] {
  const filter = stream.dict.lookup(PDFName.of('Filter'));
  if (filter instanceof PDFName) return [filter.decodeText()];
  if (filter instanceof PDFArray) {
    return filter.asArray().map((item) => (item instanceof PDFName ? item.decodeText() : '?'));
  }
  return [];
}

function hasPredictor(stream: PDFRawStream): boolean {
  const parms = stream.dict.lookup(PDFName.of('DecodeParms'));
  const predictor = parms instanceof PDFDict ? parms.lookup(PDFName.of('Predictor')) : undefined;
  return predictor instanceof PDFNumber && predictor.asNumber() > 1;
}

/**
 * The decoded bytes of a content stream, or null when they cannot be read here (an encrypted or damaged stream;
 * pdf.js decides about those, under the processing child's limits). Throws BudgetExceeded past `budget`.
 */
function decodedContent(stream: PDFRawStream, budget: number): Uint8Array | null {
  const filters = filtersOf(stream);
  try {
    if (filters.length === 0) return stream.contents;
    if (
      filters.length === 1 &&
      (filters[0] === 'FlateDecode' || filters[0] === 'Fl') &&
      !hasPredictor(stream)
    ) {
      return inflateCapped(stream.contents, budget);
    }
    // Other filters and chains (ASCII85 + Flate, LZW, ...): pdf-lib decodes them; the child's memory limit bounds it.
    const decoded = decodePDFRawStream(stream).decode();
    if (decoded.length > budget) throw new BudgetExceeded();
    return decoded;
  } catch (error) {
    if (error instanceof BudgetExceeded) throw error;
    return null;
  }
}

/** Scans the page tree's content costs; refuses the document when a page or the whole goes over the limits. */
export function checkPdfContentCost(pdf: PDFDocument): void {
  const limits = DOCUMENT_LIMITS;
  const known = new Map<string, ContentCost>();
  let documentOperators = 0;

  const pages = pdf.getPages();
  pages.forEach((page, index) => {
    const pageNumber = index + 1;
    const cost: ContentCost = { bytes: 0, operators: 0 };
    const seen = new Set<string>();
    const overPage = () =>
      new FileOverLimitError(
        cost.bytes > limits.maxPageContentBytes
          ? `page ${pageNumber} holds more than ${formatBytes(limits.maxPageContentBytes)} of drawing instructions.`
          : `page ${pageNumber} has more than ${limits.maxPageOperators.toLocaleString('en-US')} drawing operations.`,
      );

    const add = (stream: PDFRawStream, key: string | null) => {
      const cached = key ? known.get(key) : undefined;
      let streamCost = cached;
      if (!streamCost) {
        let bytes: Uint8Array | null;
        try {
          bytes = decodedContent(stream, limits.maxPageContentBytes - cost.bytes);
        } catch {
          cost.bytes = limits.maxPageContentBytes + 1;
          throw overPage();
        }
        streamCost = bytes
          ? { bytes: bytes.length, operators: countOperators(bytes) }
          : { bytes: 0, operators: 0 };
        if (key) known.set(key, streamCost);
      }
      cost.bytes += streamCost.bytes;
      cost.operators += streamCost.operators;
      if (cost.bytes > limits.maxPageContentBytes || cost.operators > limits.maxPageOperators)
        throw overPage();
    };

    // Forms and tiling patterns a content stream can draw, through its resources, each once per page.
    const visitResources = (resources: PDFObject | undefined, depth: number) => {
      const dict = resources instanceof PDFDict ? resources : undefined;
      if (!dict || depth > 12) return;
      for (const category of ['XObject', 'Pattern']) {
        const entries = dict.lookup(PDFName.of(category));
        if (!(entries instanceof PDFDict)) continue;
        for (const [, value] of entries.entries()) {
          const key = value instanceof PDFRef ? value.toString() : null;
          if (key && seen.has(key)) continue;
          if (key) seen.add(key);
          const target = pdf.context.lookup(value);
          if (!(target instanceof PDFRawStream)) continue;
          const subtype = target.dict.lookup(PDFName.of('Subtype'));
          const isForm = subtype instanceof PDFName && subtype.decodeText() === 'Form';
          const isTiling = target.dict.lookup(PDFName.of('PatternType')) instanceof PDFNumber;
          if (!isForm && !isTiling) continue;
          add(target, key);
          visitResources(target.dict.lookup(PDFName.of('Resources')), depth + 1);
        }
      }
    };

    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => ({ stream: pdf.context.lookup(ref), key: ref.toString() }))
        : [{ stream: contents, key: null }];
    for (const { stream, key } of streams) {
      if (stream instanceof PDFRawStream) add(stream, key);
    }
    visitResources(page.node.Resources(), 0);
    documentOperators += cost.operators;
    if (documentOperators > limits.maxDocumentOperators) {
      throw new FileOverLimitError(
        `its pages have more than ${limits.maxDocumentOperators.toLocaleString('en-US')} drawing operations in all.`,
      );
    }
  });
}
