import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, PDFName, PDFString, type PDFContext, type PDFRef } from 'pdf-lib';

// Text PDFs: the demo documents' files (seed) and the PDF a DOCX or PPTX upload is converted to (document
// reader). pdf-lib writes the PDF objects; the text layer is ours because pdf-lib's own
// text drawing shapes every string with fontkit and subsets the font per file, about 300 ms per document, which
// would make seeding 350 documents take minutes. Here one subset of each font, holding every character of every
// document, is built once and embedded in each file; strings are encoded by table look-up. Text stays extractable:
// each font carries a ToUnicode map.

const require = createRequire(import.meta.url);
/** DejaVu Sans covers Latin, Greek, Cyrillic, maths and arrows; bundled so every machine renders the same. */
const FONT_FILES = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

/** A font subset ready to embed: code points map to CIDs, which map to glyphs of the subset. */
interface FontFace {
  baseFont: string;
  fontFile: Uint8Array;
  fontFileLength: number;
  toUnicode: Uint8Array;
  cidToGid: Uint8Array;
  widths: number[];
  cidOf: Map<number, number>;
  descriptor: { bbox: number[]; ascent: number; descent: number; capHeight: number };
}

export interface PdfFonts {
  regular: FontFace;
  bold: FontFace;
  /** Characters no font had a glyph for (CJK, for instance): drawn as boxes, still extracted as text. */
  missing: string[];
}

const hex4 = (n: number) => n.toString(16).padStart(4, '0');

function utf16Hex(codePoint: number): string {
  if (codePoint < 0x10000) return hex4(codePoint);
  const v = codePoint - 0x10000;
  return hex4(0xd800 + (v >> 10)) + hex4(0xdc00 + (v & 0x3ff));
}

function toUnicodeCMap(entries: [cid: number, codePoint: number][]): string {
  const blocks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const chunk = entries.slice(i, i + 100);
    blocks.push(
      `${chunk.length} beginbfchar\n${chunk.map(([cid, cp]) => `<${hex4(cid)}> <${utf16Hex(cp)}>`).join('\n')}\nendbfchar`,
    );
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

/**
 * Each font file parsed once per process (0.7 MB each; parsing is most of a small document's font work): a subset
 * reads glyphs from it and never changes it.
 */
const parsedFonts = new Map<string, ReturnType<typeof fontkit.create>>();
function parsedFont(path: string) {
  let font = parsedFonts.get(path);
  if (!font) {
    font = fontkit.create(readFileSync(path));
    parsedFonts.set(path, font);
  }
  return font;
}

async function buildFace(
  path: string,
  tag: string,
  codePoints: readonly number[],
  missing: Set<number>,
): Promise<FontFace> {
  const font = parsedFont(path);
  const scale = 1000 / font.unitsPerEm;
  const subset = font.createSubset();
  const cidOf = new Map<number, number>();
  const widths: number[] = [Math.round(font.glyphForCodePoint(0).advanceWidth * scale)];
  const cmap: [number, number][] = [];
  const uncovered: number[] = [];
  for (const cp of codePoints) {
    const glyph = font.glyphForCodePoint(cp);
    if (!glyph || glyph.id === 0) {
      uncovered.push(cp);
      continue;
    }
    const cid = subset.includeGlyph(glyph);
    if (!cidOf.has(cp)) cidOf.set(cp, cid);
    widths[cid] = Math.round(glyph.advanceWidth * scale);
    cmap.push([cid, cp]);
  }
  const glyphCount = widths.length;
  // Uncovered characters get CIDs past the subset's glyphs, all drawn with glyph 0 but each named in ToUnicode.
  uncovered.forEach((cp, i) => {
    const cid = glyphCount + i;
    cidOf.set(cp, cid);
    widths[cid] = 1000;
    cmap.push([cid, cp]);
    missing.add(cp);
  });
  const cidToGid = new Uint8Array(widths.length * 2);
  for (let cid = 0; cid < glyphCount; cid++) {
    cidToGid[cid * 2] = cid >> 8;
    cidToGid[cid * 2 + 1] = cid & 0xff;
  }
  // fontkit encodes the subset on the next tick and streams it out; it emits no 'error' event (a failure would
  // throw from its tick), so data and end are all there is to listen to.
  const fontFile = await new Promise<Uint8Array>((resolve) => {
    const parts: Uint8Array[] = [];
    const stream = subset.encodeStream();
    stream.on('data', (bytes) => parts.push(bytes));
    stream.on('end', () => resolve(Buffer.concat(parts)));
  });
  for (let cid = 0; cid < widths.length; cid++) widths[cid] ??= 0;
  const bbox = font.bbox;
  return {
    baseFont: `${tag}+${font.postscriptName ?? 'DejaVuSans'}`,
    fontFile: deflateSync(fontFile),
    fontFileLength: fontFile.length,
    toUnicode: deflateSync(toUnicodeCMap(cmap)),
    cidToGid: deflateSync(cidToGid),
    widths,
    cidOf,
    descriptor: {
      bbox: [bbox.minX, bbox.minY, bbox.maxX, bbox.maxY].map((v) => Math.round(v * scale)),
      ascent: Math.round(font.ascent * scale),
      descent: Math.round(font.descent * scale),
      capHeight: Math.round((font.capHeight || font.ascent) * scale),
    },
  };
}

/** Fonts that can write every character of `texts` (plus printable ASCII and Latin-1, for titles and footers). */
export async function createPdfFonts(texts: Iterable<string>): Promise<PdfFonts> {
  const points = new Set<number>();
  for (let cp = 0x20; cp <= 0x7e; cp++) points.add(cp);
  for (let cp = 0xa0; cp <= 0xff; cp++) points.add(cp);
  for (const text of texts) {
    for (const char of text) {
      const cp = char.codePointAt(0)!;
      if (cp >= 0x20 && cp !== 0x7f) points.add(cp);
    }
  }
  const codePoints = [...points].sort((a, b) => a - b);
  const missing = new Set<number>();
  const [regular, bold] = await Promise.all([
    buildFace(FONT_FILES.regular, 'SLREGU', codePoints, missing),
    buildFace(FONT_FILES.bold, 'SLBOLD', codePoints, missing),
  ]);
  return { regular, bold, missing: [...missing].map((cp) => String.fromCodePoint(cp)) };
}

function embedFace(context: PDFContext, face: FontFace): PDFRef {
  const fontFile = context.register(
    context.stream(face.fontFile, { Filter: 'FlateDecode', Length1: face.fontFileLength }),
  );
  const descriptor = context.register(
    context.obj({
      Type: 'FontDescriptor',
      FontName: face.baseFont,
      Flags: 32,
      FontBBox: face.descriptor.bbox,
      ItalicAngle: 0,
      Ascent: face.descriptor.ascent,
      Descent: face.descriptor.descent,
      CapHeight: face.descriptor.capHeight,
      StemV: 80,
      FontFile2: fontFile,
    }),
  );
  const cidToGid = context.register(context.stream(face.cidToGid, { Filter: 'FlateDecode' }));
  const cidFont = context.register(
    context.obj({
      Type: 'Font',
      Subtype: 'CIDFontType2',
      BaseFont: face.baseFont,
      CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
      FontDescriptor: descriptor,
      CIDToGIDMap: cidToGid,
      DW: 1000,
      W: [0, face.widths],
    }),
  );
  const toUnicode = context.register(context.stream(face.toUnicode, { Filter: 'FlateDecode' }));
  return context.register(
    context.obj({
      Type: 'Font',
      Subtype: 'Type0',
      BaseFont: face.baseFont,
      Encoding: 'Identity-H',
      DescendantFonts: [cidFont],
      ToUnicode: toUnicode,
    }),
  );
}

/** Text width in points, from the same widths the PDF declares (no kerning, so measure and drawing agree). */
function widthOf(face: FontFace, text: string, size: number): number {
  return (unitsOf(face, text) * size) / 1000;
}

function encode(face: FontFace, text: string): string {
  const parts: string[] = [];
  for (const char of text) {
    const cid = face.cidOf.get(char.codePointAt(0)!);
    if (cid !== undefined) parts.push(CID_HEX[cid] ?? hex4(cid));
  }
  return parts.join('');
}

/** Hex codes of the CIDs a subset can have, made once instead of per character drawn. */
const CID_HEX = Array.from({ length: 4096 }, (_, cid) => hex4(cid));

/** Text width in 1/1000 em: scale by the font size for points. */
function unitsOf(face: FontFace, text: string): number {
  let units = 0;
  for (const char of text) units += face.widths[face.cidOf.get(char.codePointAt(0)!) ?? 0] ?? 0;
  return units;
}

/** Greedy line breaking on word widths measured once, so re-laying a page at a smaller size costs little. */
function wrap(
  words: readonly { text: string; units: number }[],
  spaceUnits: number,
  size: number,
  width: number,
): string[] {
  const limit = (width * 1000) / size;
  const lines: string[] = [];
  let line: string[] = [];
  let units = 0;
  for (const word of words) {
    const next = line.length === 0 ? word.units : units + spaceUnits + word.units;
    if (line.length > 0 && next > limit) {
      lines.push(line.join(' '));
      line = [word.text];
      units = word.units;
    } else {
      line.push(word.text);
      units = next;
    }
  }
  if (line.length > 0) lines.push(line.join(' '));
  return lines.length > 0 ? lines : [''];
}

const PAGE = { width: 595.28, height: 841.89, margin: 56, top: 64, bottom: 72 };

type Block = {
  kind: 'title' | 'heading' | 'text' | 'gap';
  face: 'regular' | 'bold';
  words: { text: string; units: number }[];
};

/** A short line that does not end a sentence reads as a heading ("Solution", "3. Sonata Form", "Card 4"). */
function looksLikeHeading(line: string): boolean {
  return line.length <= 80 && !/[.?!:;,]$/.test(line) && !/^[•\-–]/.test(line);
}

function blocksOf(fonts: PdfFonts, pageText: string, isCover: boolean): Block[] {
  const lines = pageText.replace(/\t/g, ' ').split('\n');
  return lines.map((line, i): Block => {
    const text = line.trim();
    const kind =
      text === '' ? 'gap' : isCover && i === 0 ? 'title' : looksLikeHeading(text) ? 'heading' : 'text';
    const face = kind === 'text' ? 'regular' : 'bold';
    const words = text
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => ({ text: word, units: unitsOf(fonts[face], word) }));
    return { kind, face, words };
  });
}

interface Laid {
  face: 'regular' | 'bold';
  size: number;
  text: string;
  y: number;
}

/** Lays a page out at a base size; returns null when it does not fit. */
function layPage(fonts: PdfFonts, blocks: Block[], base: number): Laid[] | null {
  const width = PAGE.width - 2 * PAGE.margin;
  const spaceUnits = { regular: unitsOf(fonts.regular, ' '), bold: unitsOf(fonts.bold, ' ') };
  const out: Laid[] = [];
  let y = PAGE.height - PAGE.top;
  for (const block of blocks) {
    if (block.kind === 'gap') {
      y -= base * 0.7;
      continue;
    }
    const size = block.kind === 'title' ? base * 1.9 : block.kind === 'heading' ? base * 1.12 : base;
    const leading = size * (block.kind === 'title' ? 1.25 : 1.45);
    if (block.kind === 'heading' && out.length > 0) y -= base * 0.3;
    for (const line of wrap(block.words, spaceUnits[block.face], size, width)) {
      y -= leading;
      if (y < PAGE.bottom) return null;
      out.push({ face: block.face, size, text: line, y });
    }
    if (block.kind === 'title') y -= base * 0.6;
  }
  return out;
}

function pageContent(fonts: PdfFonts, pageText: string, isCover: boolean, footer: string): string {
  const blocks = blocksOf(fonts, pageText, isCover);
  let laid: Laid[] | null = null;
  // Every page of the source text is one PDF page (page_count must hold), so a long one is set smaller.
  for (let base = 10.5; base >= 6 && !laid; base -= 0.5) laid = layPage(fonts, blocks, base);
  laid ??= (layPage(fonts, blocks, 6) ?? []).filter((line) => line.y >= PAGE.bottom);
  const ops: string[] = ['0.1 0.1 0.12 rg'];
  for (const line of laid) {
    const font = line.face === 'bold' ? 'F2' : 'F1';
    ops.push(
      `BT /${font} ${line.size.toFixed(2)} Tf ${PAGE.margin} ${line.y.toFixed(2)} Td <${encode(fonts[line.face], line.text)}> Tj ET`,
    );
  }
  const footerWidth = widthOf(fonts.regular, footer, 8);
  ops.push(
    '0.45 0.45 0.5 rg',
    `BT /F1 8 Tf ${((PAGE.width - footerWidth) / 2).toFixed(2)} 36 Td <${encode(fonts.regular, footer)}> Tj ET`,
  );
  return ops.join('\n');
}

export interface TextPdfInput {
  title: string;
  subject?: string;
  author?: string;
  /** One string per page; lines split on \n, a blank line separates paragraphs. */
  pages: readonly string[];
  createdAt: Date;
  modifiedAt: Date;
}

/** A PDF with one page per text page, real (selectable, extractable) text, and the document's metadata. */
/** The compressed content stream of every page, laid out once and shared by the full PDF and its preview. */
function pageStreams(fonts: PdfFonts, input: TextPdfInput): Buffer[] {
  const title = input.title.length > 80 ? `${input.title.slice(0, 79)}…` : input.title;
  const total = input.pages.length;
  return input.pages.map((text, index) => {
    // The preview repeats "of {total}": its reader sees how much more the full document has.
    const content = pageContent(fonts, text, index === 0, `${title} · page ${index + 1} of ${total}`);
    // Level 1: page streams are small and mostly hex digits; higher levels cost time and save little.
    return deflateSync(content, { level: 1 });
  });
}

async function assemble(
  fonts: PdfFonts,
  input: TextPdfInput,
  streams: readonly Buffer[],
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(input.title, { showInWindowTitleBar: true });
  if (input.subject) pdf.setSubject(input.subject);
  if (input.author) pdf.setAuthor(input.author);
  pdf.setCreator('Studyloop');
  pdf.setProducer('Studyloop');
  pdf.setLanguage('en');
  pdf.setCreationDate(input.createdAt);
  pdf.setModificationDate(input.modifiedAt);
  const regular = embedFace(pdf.context, fonts.regular);
  const bold = embedFace(pdf.context, fonts.bold);
  for (const stream of streams) {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    page.node.setFontDictionary(PDFName.of('F1'), regular);
    page.node.setFontDictionary(PDFName.of('F2'), bold);
    page.node.addContentStream(pdf.context.register(pdf.context.stream(stream, { Filter: 'FlateDecode' })));
  }
  return pdf.save({ useObjectStreams: false });
}

/** A PDF with one page per text page, real (selectable, extractable) text, and the document's metadata. */
export async function renderTextPdf(fonts: PdfFonts, input: TextPdfInput): Promise<Uint8Array> {
  return assemble(fonts, input, pageStreams(fonts, input));
}

/** The full PDF and a preview of its first `previewPages` pages, identical to them. */
export async function renderTextPdfWithPreview(
  fonts: PdfFonts,
  input: TextPdfInput,
  previewPages: number,
): Promise<{ full: Uint8Array; preview: Uint8Array }> {
  const streams = pageStreams(fonts, input);
  const full = await assemble(fonts, input, streams);
  const preview = await assemble(fonts, input, streams.slice(0, previewPages));
  return { full, preview };
}
