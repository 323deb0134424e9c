import { fileTypeFromFile } from 'file-type';

/**
 * Text formats a file may be stored as when its bytes are text. The declared type only picks among these: a file
 * of text declared as text/html or image/svg+xml is stored as text/plain, so nothing uploaded can later be served
 * as a page or a script.
 */
const TEXT_TYPES = new Set([
  'text/plain',
  'text/csv',
  'text/markdown',
  'text/tab-separated-values',
  'application/json',
]);
const TEXT_ALIASES: Record<string, string> = { 'text/x-markdown': 'text/markdown', 'text/x-csv': 'text/csv' };

/** Old Office files are OLE compound files: the bytes prove the container, the declared type names the program. */
const OLE_TYPES = new Set([
  'application/msword',
  'application/vnd.ms-powerpoint',
  'application/vnd.ms-excel',
]);

/** `type/subtype` in lower case, without parameters (`text/plain;charset=UTF-8` → `text/plain`). */
export function baseMimeType(value: string | undefined | null): string {
  return (value ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * Follows a stream of bytes to tell whether it is text: valid UTF-8 with no NUL byte. Chunk by chunk, so the
 * whole upload is checked without holding it in memory.
 */
export class TextSniffer {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private text = true;

  push(chunk: Uint8Array): void {
    if (!this.text) return;
    if (chunk.includes(0)) {
      this.text = false;
      return;
    }
    try {
      this.decoder.decode(chunk, { stream: true });
    } catch {
      this.text = false;
    }
  }

  /** Whether everything pushed was text; a sequence cut off at the end is not. */
  finish(): boolean {
    if (this.text) {
      try {
        this.decoder.decode();
      } catch {
        this.text = false;
      }
    }
    return this.text;
  }
}

/**
 * The type of a received file, from its bytes: a recognised binary format (magic numbers, container contents)
 * wins over anything declared; text takes the declared text type when it is a safe one; anything else is
 * application/octet-stream.
 */
export async function detectContentType(path: string, isText: boolean, declared: string): Promise<string> {
  const declaredBase = TEXT_ALIASES[baseMimeType(declared)] ?? baseMimeType(declared);
  const detected = await fileTypeFromFile(path);
  if (detected) {
    if (detected.mime === 'application/x-cfb' && OLE_TYPES.has(declaredBase)) return declaredBase;
    return detected.mime;
  }
  if (isText) return TEXT_TYPES.has(declaredBase) ? declaredBase : 'text/plain';
  return 'application/octet-stream';
}

/** Whether a type is in a bucket's list, which may hold wildcards (`image/*`, `*\/*`). */
export function isAllowedMimeType(mimeType: string, allowed: readonly string[]): boolean {
  const [type, subtype] = mimeType.split('/');
  return allowed.some((entry) => {
    const [allowedType, allowedSubtype] = baseMimeType(entry).split('/');
    if (allowedType === '*' && allowedSubtype === '*') return true;
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
}

/** The Content-Type to serve a stored object with: text gets its charset, which the text check guaranteed. */
export function servedContentType(mimeType: string | undefined): string {
  const base = baseMimeType(mimeType) || 'application/octet-stream';
  return base.startsWith('text/') || base === 'application/json' ? `${base}; charset=utf-8` : base;
}
