// What an uploaded study document is, from its bytes (never its name): the marketplace takes PDF, Word (DOCX),
// PowerPoint (PPTX) and plain text or Markdown. The browser checks this before it uploads a byte, and the
// processing pipeline checks it again on the server, so both answer a wrong file with the same words.

export type DocumentKind = 'pdf' | 'docx' | 'pptx' | 'text';

export const DOCUMENT_KIND_MIME: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  text: 'text/plain',
};

/** How much of the start of a file the text check reads. */
export const TEXT_CHECK_BYTES = 1024 * 1024;

/** A type recognised from a file's magic bytes (file-type's answer); `undefined` when none was recognised. */
export interface DetectedType {
  ext: string;
  mime: string;
}

/**
 * Whether these bytes read as text: no NUL byte and valid UTF-8. A multi-byte character cut off at the end of the
 * bytes looked at is not held against them (the next bytes would complete it).
 */
export function looksLikeText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** The kind of a document from what its bytes proved; `null` for anything the marketplace does not take. */
export function documentKindOf(detected: DetectedType | undefined, isText: boolean): DocumentKind | null {
  if (!detected) return isText ? 'text' : null;
  const kind = (Object.keys(DOCUMENT_KIND_MIME) as DocumentKind[]).find(
    (key) => key !== 'text' && DOCUMENT_KIND_MIME[key] === detected.mime,
  );
  return kind ?? null;
}

const PROGRAMS = new Set([
  'exe',
  'elf',
  'macho',
  'msi',
  'apk',
  'dmg',
  'deb',
  'rpm',
  'class',
  'wasm',
  'dex',
  'lnk',
  'cab',
]);
const ARCHIVES = new Set([
  'zip',
  'rar',
  '7z',
  'gz',
  'bz2',
  'xz',
  'tar',
  'zst',
  'lz',
  'lzh',
  'cpio',
  'ar',
  'Z',
]);
const OLD_OFFICE = new Set(['cfb', 'doc', 'ppt', 'xls']);
const OTHER_DOCUMENTS = new Set([
  'odt',
  'odp',
  'ods',
  'rtf',
  'epub',
  'pages',
  'key',
  'numbers',
  'xps',
  'djvu',
]);
const SPREADSHEETS = new Set(['xlsx', 'ods', 'numbers']);

/** What a refused file's content is, in words a student understands ("a program", "an image"). */
export function describeContent(detected: DetectedType | undefined): string {
  if (!detected) return 'a file of an unknown kind';
  const { ext, mime } = detected;
  if (PROGRAMS.has(ext) || mime === 'application/x-msdownload' || mime === 'application/x-executable')
    return 'a program';
  if (OLD_OFFICE.has(ext)) return 'an older Office format (.doc, .ppt or .xls)';
  if (SPREADSHEETS.has(ext) || mime.includes('spreadsheet')) return 'a spreadsheet';
  if (OTHER_DOCUMENTS.has(ext)) return `a document in another format (${ext.toUpperCase()})`;
  if (ARCHIVES.has(ext)) return `a compressed archive (${ext.toUpperCase()})`;
  if (mime.startsWith('image/')) return 'an image';
  if (mime.startsWith('video/')) return 'a video';
  if (mime.startsWith('audio/')) return 'an audio file';
  if (mime.startsWith('font/') || mime.includes('font')) return 'a font';
  return `a ${ext.toUpperCase()} file`;
}

/** The first sentence of every "wrong kind of file" answer, the browser's and the server's. */
export const NOT_A_DOCUMENT = 'This file is not a PDF, Word or PowerPoint document';

/**
 * The answer to a file whose bytes are not a document the marketplace takes: what it is instead, that its name
 * does not make it one, and what to upload.
 */
export function notADocumentMessage(detected: DetectedType | undefined, fileName?: string): string {
  const dot = fileName?.lastIndexOf('.') ?? -1;
  const extension = fileName && dot > 0 ? fileName.slice(dot).toLowerCase() : '';
  const named = extension ? `, although its name ends in ${extension}` : '';
  const advice =
    OLD_OFFICE.has(detected?.ext ?? '') || OTHER_DOCUMENTS.has(detected?.ext ?? '')
      ? 'Save it as PDF, DOCX or PPTX and upload that.'
      : 'Upload a PDF, DOCX or PPTX file, or a text or Markdown file.';
  return `${NOT_A_DOCUMENT}: it is ${describeContent(detected)}${named}. ${advice}`;
}
