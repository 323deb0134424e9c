import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';

// The card image of a document: a thumbnail of its first page (title, where it is from, the opening lines), as
// marketplaces show documents. Drawn directly from the page's text with Skia (@napi-rs/canvas ships it prebuilt in
// its npm package), which takes a few milliseconds where rasterising the PDF would take ten times longer.

const require = createRequire(import.meta.url);
const FAMILY = 'Studyloop Card Sans';
const FONT_PATHS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

/**
 * Advance widths per character, read once from the font files: wrapping with them is exact (the canvas draws the
 * same faces) and avoids a Skia measureText call per word, which cost more than the rest of the drawing.
 */
interface Metrics {
  unitsPerEm: number;
  advance: (char: string) => number;
}
let metrics: { regular: Metrics; bold: Metrics } | undefined;

function loadFonts() {
  if (metrics) return metrics;
  // The same DejaVu faces as the PDFs; characters they lack fall back to the machine's fonts.
  GlobalFonts.registerFromPath(FONT_PATHS.regular, FAMILY);
  GlobalFonts.registerFromPath(FONT_PATHS.bold, FAMILY);
  const load = (path: string): Metrics => {
    const font = fontkit.create(readFileSync(path));
    const cache = new Map<string, number>();
    return {
      unitsPerEm: font.unitsPerEm,
      advance: (char) => {
        let width = cache.get(char);
        if (width === undefined) {
          const glyph = font.glyphForCodePoint(char.codePointAt(0)!);
          width = glyph && glyph.id !== 0 ? glyph.advanceWidth : font.unitsPerEm;
          cache.set(char, width);
        }
        return width;
      },
    };
  };
  metrics = { regular: load(FONT_PATHS.regular), bold: load(FONT_PATHS.bold) };
  return metrics;
}

function textWidth(face: Metrics, text: string, size: number): number {
  let units = 0;
  for (const char of text) units += face.advance(char);
  return (units * size) / face.unitsPerEm;
}

/** A4's proportions at thumbnail size: sharp at twice the ~170 px the marketplace cards show it at. */
export const CARD_WIDTH = 336;
export const CARD_HEIGHT = 476;
/** The layout below is in a 424 × 600 design space, scaled to the card. */
const DESIGN_WIDTH = 424;
const DESIGN_HEIGHT = 600;

export type CardFormat = 'webp' | 'png' | 'jpeg';

export interface CardInput {
  /** The first page's text; its first line is the title. */
  pageOne: string;
  /** Picks the accent colour, so cards of one subject look related. */
  accentKey: string;
  label: string;
}

function hue(key: string): number {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return hash % 360;
}

function wrapLines(face: Metrics, size: number, text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(face, candidate, size) > width) {
      lines.push(line);
      line = word;
      if (lines.length === maxLines) break;
    } else {
      line = candidate;
    }
  }
  if (line && lines.length < maxLines) lines.push(line);
  return lines;
}

/** Renders the card; lossless WebP by default (small for text, and fast to encode). */
export async function renderDocumentCard(input: CardInput, format: CardFormat = 'webp'): Promise<Uint8Array> {
  const faces = loadFonts();
  const canvas = createCanvas(CARD_WIDTH, CARD_HEIGHT);
  const ctx = canvas.getContext('2d');
  const accent = hue(input.accentKey);
  const pad = 28;
  const width = DESIGN_WIDTH - 2 * pad;

  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);
  ctx.strokeStyle = '#d9dce3';
  ctx.lineWidth = 1;
  ctx.strokeRect(0.5, 0.5, CARD_WIDTH - 1, CARD_HEIGHT - 1);
  ctx.scale(CARD_WIDTH / DESIGN_WIDTH, CARD_HEIGHT / DESIGN_HEIGHT);
  ctx.fillStyle = `hsl(${accent}, 62%, 46%)`;
  ctx.fillRect(0, 0, DESIGN_WIDTH, 10);

  const [title = '', ...rest] = input.pageOne.split('\n');
  let y = 44;
  ctx.fillStyle = `hsl(${accent}, 55%, 38%)`;
  ctx.font = `bold 11px "${FAMILY}"`;
  ctx.fillText(input.label.toUpperCase(), pad, y);

  y += 30;
  ctx.fillStyle = '#15171c';
  ctx.font = `bold 21px "${FAMILY}"`;
  for (const line of wrapLines(faces.bold, 21, title, width, 4)) {
    ctx.fillText(line, pad, y);
    y += 27;
  }

  y += 8;
  ctx.font = `11.5px "${FAMILY}"`;
  const body = rest.map((line) => line.trim());
  for (const paragraph of body) {
    if (y > DESIGN_HEIGHT - 24) break;
    if (paragraph === '') {
      y += 8;
      continue;
    }
    const heading = paragraph.length <= 80 && !/[.?!:;,]$/.test(paragraph);
    ctx.fillStyle = heading ? '#2a2d35' : '#5b6070';
    ctx.font = `${heading ? 'bold ' : ''}11.5px "${FAMILY}"`;
    for (const line of wrapLines(heading ? faces.bold : faces.regular, 11.5, paragraph, width, 40)) {
      y += 17;
      if (y > DESIGN_HEIGHT - 24) break;
      ctx.fillText(line, pad, y);
    }
  }

  if (format === 'png') return canvas.encode('png');
  if (format === 'jpeg') return canvas.encode('jpeg', 88);
  // Quality 100 is WebP's lossless mode in Skia.
  return canvas.encode('webp', 100);
}
