import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { strFromU8 } from 'fflate';
import { fileTypeFromBuffer } from 'file-type';
import { DOCUMENT_LIMITS, FileOverLimitError, formatBytes, RefusedFileError } from './document-limits.ts';
import {
  DOCUMENT_KIND_MIME,
  documentKindOf,
  looksLikeText,
  notADocumentMessage,
  TEXT_CHECK_BYTES,
  type DocumentKind,
} from '../../shared/documents/document-kind.ts';
import { readZipContainer } from './zip-container.ts';

// What an uploaded original is (from its bytes, never its name or declared type) and, for the formats that are
// not PDF, its text for a PDF rendering. LibreOffice converts faithfully where it is installed; otherwise the
// text is laid out into a readable PDF and the seller is told. Runs in the processing child (processing-sandbox.ts).

export type SourceKind = DocumentKind;

export const SOURCE_MIME: Record<SourceKind, string> = DOCUMENT_KIND_MIME;

/**
 * The file's kind from its bytes; refuses anything else (an executable renamed .pdf, an image, an archive) with the
 * words the upload form uses for the same file. Text must be free of NUL bytes throughout.
 */
export async function detectSourceKind(bytes: Uint8Array): Promise<SourceKind> {
  if (bytes.byteLength === 0) throw new RefusedFileError('The file is empty.');
  const type = await fileTypeFromBuffer(bytes);
  const isText = !type && !bytes.includes(0) && looksLikeText(bytes.subarray(0, TEXT_CHECK_BYTES));
  const kind = documentKindOf(type, isText);
  if (!kind) throw new RefusedFileError(notADocumentMessage(type));
  return kind;
}

const decodeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_m, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');

/** Splits text into pages of about `charsPerPage` characters, at paragraph and then line boundaries. */
export function paginateText(text: string, charsPerPage: number = DOCUMENT_LIMITS.charsPerPage): string[] {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  const pages: string[] = [];
  let page = '';
  const push = () => {
    if (page.trim()) pages.push(page.trim());
    page = '';
  };
  for (const paragraph of paragraphs) {
    for (let rest = paragraph; rest.length > 0;) {
      const room = charsPerPage - page.length;
      if (rest.length + 2 <= room) {
        page += (page ? '\n\n' : '') + rest;
        rest = '';
      } else if (page.length > charsPerPage / 2) {
        push();
      } else {
        const cut = Math.max(rest.lastIndexOf(' ', room), Math.floor(room / 2));
        page += (page ? '\n\n' : '') + rest.slice(0, cut);
        rest = rest.slice(cut).trimStart();
        push();
      }
    }
  }
  push();
  return pages;
}

/** The pages of text of a DOCX, PPTX or text file, for the rendered PDF. */
export async function extractTextPages(
  kind: Exclude<SourceKind, 'pdf'>,
  bytes: Uint8Array,
): Promise<string[]> {
  if (kind === 'text') return paginateText(new TextDecoder().decode(bytes));
  if (kind === 'docx') {
    // Every part inflated under its declared size first: mammoth's zip reader then reads a proven archive.
    await readZipContainer(bytes);
    const mammoth = await import('mammoth');
    try {
      const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
      return paginateText(value);
    } catch {
      throw new RefusedFileError('The Word document is damaged and cannot be opened.');
    }
  }
  // PPTX: one page per slide, its text runs in order.
  const entries = await readZipContainer(bytes, (name) => /^ppt\/slides\/slide\d+\.xml$/.test(name));
  const slides = [...entries.keys()].sort(
    (a, b) => Number(/(\d+)\.xml$/.exec(a)![1]) - Number(/(\d+)\.xml$/.exec(b)![1]),
  );
  return slides
    .map((name) =>
      strFromU8(entries.get(name)!)
        .split(/<\/a:p>/)
        .map((paragraph) =>
          [...paragraph.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => decodeXml(m[1]!)).join(''),
        )
        .filter((line) => line.trim())
        .join('\n'),
    )
    .filter((text) => text.trim());
}

const run = promisify(execFile);

/** `soffice` when LibreOffice is installed, else null (checked once). */
let officePath: Promise<string | null> | undefined;
export function findLibreOffice(): Promise<string | null> {
  officePath ??= (async () => {
    for (const candidate of [process.env.STUDYLOOP_SOFFICE, 'soffice', 'libreoffice'].filter(
      Boolean,
    ) as string[]) {
      try {
        await run(candidate, ['--version'], { timeout: 20_000 });
        return candidate;
      } catch {
        // not this one
      }
    }
    return null;
  })();
  return officePath;
}

/** LibreOffice headless conversion to PDF, in a temporary folder of its own. */
export async function convertWithLibreOffice(
  soffice: string,
  bytes: Uint8Array,
  kind: 'docx' | 'pptx',
): Promise<Uint8Array> {
  await readZipContainer(bytes);
  const dir = await mkdtemp(join(tmpdir(), 'studyloop-convert-'));
  try {
    const input = join(dir, `source.${kind}`);
    await writeFile(input, bytes);
    await run(
      soffice,
      [
        `-env:UserInstallation=file://${join(dir, 'profile')}`,
        '--headless',
        '--convert-to',
        'pdf',
        '--outdir',
        dir,
        input,
      ],
      // Killed outright when late: the processing child's own wall clock is the outer bound.
      { timeout: 110_000, killSignal: 'SIGKILL' },
    );
    const output = join(dir, 'source.pdf');
    const { size } = await stat(output);
    if (size > DOCUMENT_LIMITS.maxConvertedBytes) {
      throw new FileOverLimitError(
        `its conversion to PDF is ${formatBytes(size)}; the limit is ${formatBytes(DOCUMENT_LIMITS.maxConvertedBytes)}.`,
      );
    }
    return new Uint8Array(await readFile(output));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
