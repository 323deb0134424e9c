// What one uploaded document may cost to read. The caps are checked before or while the expensive part runs, so a
// hostile file is refused with a reason the uploader can act on; the wall-clock and memory limits of the
// processing child (processing-sandbox.ts) stand behind them for whatever a cap does not foresee.

export const DOCUMENT_LIMITS = {
  /** Pages of one document. */
  maxPages: 1000,
  /** Characters per page when text is laid out into pages. */
  charsPerPage: 2800,

  /** Entries of a DOCX/PPTX archive (a 500-slide deck has about 1,500). */
  maxZipEntries: 5000,
  /** Uncompressed size of a whole DOCX/PPTX: beyond this it is a zip bomb, not a study document. */
  maxUnzippedBytes: 200 * 1024 * 1024,
  /** Uncompressed size of one XML part (document.xml, a slide): the parsers hold it whole, several times over. */
  maxXmlPartBytes: 32 * 1024 * 1024,
  /** Uncompressed size of all XML parts together. */
  maxXmlBytes: 64 * 1024 * 1024,
  /** Compression ratio of the whole archive. */
  maxCompressionRatio: 200,

  /** Decoded content of one PDF page, with the forms and patterns it draws. */
  maxPageContentBytes: 16 * 1024 * 1024,
  /** Drawing operators of one PDF page, with the forms and patterns it draws. */
  maxPageOperators: 1_000_000,
  /** Drawing operators of the whole document. */
  maxDocumentOperators: 20_000_000,
  /** Pixels of one image pdf.js decodes (a 600 dpi A4 scan has 35 million); larger ones are left out. */
  maxImagePixels: 40_000_000,

  /** Text of one page, and of the whole document, in characters. */
  maxPageTextChars: 200_000,
  maxTextChars: 20_000_000,
  /** A converted PDF (LibreOffice's output). */
  maxConvertedBytes: 100 * 1024 * 1024,
} as const;

/** Sizes for messages: "190 MB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** A file the marketplace will not take; permanent, so the job does not retry it. */
export class RefusedFileError extends Error {
  override name = 'RefusedFileError';
}

/** The start of every message about a file that went over a limit. */
export const NOT_PROCESSED = 'This file could not be processed:';

/** A file over one of the limits: refused for good with "This file could not be processed: …". */
export class FileOverLimitError extends RefusedFileError {
  override name = 'FileOverLimitError';
  constructor(reason: string) {
    super(`${NOT_PROCESSED} ${reason}`);
  }
}
