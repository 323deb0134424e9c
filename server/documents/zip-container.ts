import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { DOCUMENT_LIMITS, FileOverLimitError, formatBytes, RefusedFileError } from './document-limits.ts';

// DOCX and PPTX are zip archives. Before any parser sees one, its central directory is read (nothing inflated yet)
// and checked against the limits; then every entry is inflated through a stream that stops at the size the
// directory declared (yauzl's validateEntrySizes), so an archive that lies about its sizes cannot expand past
// what was checked. yauzl is the zip reader made for untrusted input (it checks sizes, names and offsets); the
// parsers behind it (mammoth, LibreOffice) read the same, now proven, archive.

const DAMAGED = 'The file is damaged and cannot be opened.';

/** Parts a parser reads whole as XML; media (images, embedded files) are streamed or skipped. */
const isXmlPart = (name: string) => /\.(xml|rels|vml)$/i.test(name) || name === '[Content_Types].xml';

function open(bytes: Uint8Array): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: false, decodeStrings: true },
      (error, zip) => (error || !zip ? reject(new RefusedFileError(DAMAGED)) : resolve(zip)),
    );
  });
}

function listEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', () => reject(new RefusedFileError(DAMAGED)));
    zip.readEntry();
  });
}

function readEntry(zip: ZipFile, entry: Entry, keep: boolean): Promise<Uint8Array | null> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream?: Readable) => {
      if (error || !stream) return reject(new RefusedFileError(DAMAGED));
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        // validateEntrySizes already fails a stream that passes its declared size; this is the belt to its braces.
        if (size > entry.uncompressedSize) {
          stream.destroy();
          reject(new RefusedFileError(DAMAGED));
          return;
        }
        if (keep) chunks.push(chunk);
      });
      stream.once('end', () => resolve(keep ? new Uint8Array(Buffer.concat(chunks, size)) : null));
      stream.once('error', () => reject(new RefusedFileError(DAMAGED)));
    });
  });
}

function checkEntryCount(count: number): void {
  if (count > DOCUMENT_LIMITS.maxZipEntries) {
    throw new FileOverLimitError(
      `it holds ${count.toLocaleString('en-US')} files; the limit is ${DOCUMENT_LIMITS.maxZipEntries.toLocaleString('en-US')}.`,
    );
  }
}

/** Refuses an archive whose directory declares more than the limits allow; nothing is inflated. */
export function checkZipDirectory(
  entries: readonly Pick<Entry, 'fileName' | 'uncompressedSize'>[],
  archiveBytes: number,
): void {
  const limits = DOCUMENT_LIMITS;
  checkEntryCount(entries.length);
  const total = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (total > limits.maxUnzippedBytes || total / Math.max(1, archiveBytes) > limits.maxCompressionRatio) {
    throw new FileOverLimitError(
      `it expands to ${formatBytes(total)}, far more data than a document holds (a zip bomb).`,
    );
  }
  let xml = 0;
  for (const entry of entries) {
    if (!isXmlPart(entry.fileName)) continue;
    xml += entry.uncompressedSize;
    if (entry.uncompressedSize > limits.maxXmlPartBytes) {
      throw new FileOverLimitError(
        `its part ${entry.fileName.slice(0, 100)} expands to ${formatBytes(entry.uncompressedSize)}; the limit is ${formatBytes(limits.maxXmlPartBytes)}.`,
      );
    }
  }
  if (xml > limits.maxXmlBytes) {
    throw new FileOverLimitError(
      `its text parts expand to ${formatBytes(xml)}; the limit is ${formatBytes(limits.maxXmlBytes)}.`,
    );
  }
}

/**
 * Checks a DOCX/PPTX archive against the limits and inflates every entry under its declared size; returns the
 * entries `keep` asks for. Refuses (RefusedFileError) a damaged, encrypted or oversized archive.
 */
export async function readZipContainer(
  bytes: Uint8Array,
  keep: (name: string) => boolean = () => false,
): Promise<Map<string, Uint8Array>> {
  const zip = await open(bytes);
  try {
    // The count is in the directory's last record: checked before a single entry is listed.
    checkEntryCount(zip.entryCount);
    const entries = await listEntries(zip);
    checkZipDirectory(entries, bytes.byteLength);
    const kept = new Map<string, Uint8Array>();
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      const wanted = keep(entry.fileName);
      const data = await readEntry(zip, entry, wanted);
      if (wanted && data) kept.set(entry.fileName, data);
    }
    return kept;
  } finally {
    zip.close();
  }
}
