// WCAG 2 contrast for colours the theme cannot fix ahead of time: those that arrive as data (a document status's
// colour from the database) and are drawn as text on a tint of themselves. The text keeps the colour's hue and
// chroma and is darkened in OKLCH just until it reads, so each status still looks like its own colour.
import {
  blend,
  formatHex,
  modeLrgb,
  modeOklab,
  modeOklch,
  modeRgb,
  parse,
  useMode as registerMode,
  wcagContrast,
  type Color,
} from 'culori/fn';

// culori's tree-shakeable entry: only the colour spaces this file converts through are registered.
const toRgb = registerMode(modeRgb);
const toOklch = registerMode(modeOklch);
registerMode(modeLrgb);
registerMode(modeOklab);

/** WCAG 1.4.3: normal text needs 4.5:1 against its background. */
export const TEXT_CONTRAST = 4.5;

const WHITE: Color = { mode: 'rgb', r: 1, g: 1, b: 1 };
const LIGHTNESS_STEP = 0.01;

/** The colour as painted over white at `alpha` (a badge's tinted background). */
export function tintOverWhite(color: string, alpha: number): string {
  const parsed = parse(color);
  if (!parsed) return '#ffffff';
  return formatHex(blend([WHITE, { ...toRgb(parsed), alpha }]));
}

export function contrastRatio(foreground: string, background: string): number {
  const fg = parse(foreground);
  const bg = parse(background);
  if (!fg || !bg) return 1;
  return wcagContrast(fg, bg);
}

/**
 * `color`, darkened (lightened on a dark background) in OKLCH until it reaches `minimum` against `background`.
 * An unreadable input (not a colour) falls back to black or white, whichever reads.
 */
export function readableOn(color: string, background: string, minimum = TEXT_CONTRAST): string {
  const bg = parse(background);
  const parsed = parse(color);
  if (!bg) return color;
  const darkBackground = wcagContrast(bg, WHITE) > wcagContrast(bg, { mode: 'rgb', r: 0, g: 0, b: 0 });
  if (!parsed) return darkBackground ? '#ffffff' : '#000000';
  const candidate = toOklch(parsed);
  const step = darkBackground ? LIGHTNESS_STEP : -LIGHTNESS_STEP;
  // Contrast is measured on the hex that will be painted (channels clipped to the sRGB gamut).
  let painted = formatHex(toRgb(candidate));
  while (
    contrastRatio(painted, background) < minimum &&
    (darkBackground ? candidate.l < 1 : candidate.l > 0)
  ) {
    candidate.l = Math.min(1, Math.max(0, candidate.l + step));
    painted = formatHex(toRgb(candidate));
  }
  return painted;
}
