// The theme's colours read (WCAG 1.4.3): the text shades meant for light surfaces reach 4.5:1 on every light
// surface and on their own hue's tints, and every text/background pair the renderer puts on one element (badges,
// pills, buttons, chips) reaches 4.5:1, or 3:1 for large text. Colours come from Tailwind's palette as overridden
// by the @theme block of styles.css, exactly as the build resolves them.
import tailwindTheme from 'tailwindcss/theme.css?raw';
import { describe, expect, it } from 'vitest';
import appTheme from '../styles.css?raw';
import { contrastRatio, tintOverWhite, TEXT_CONTRAST } from './contrast';

const LARGE_TEXT_CONTRAST = 3;
function themeColors(): Map<string, string> {
  const colors = new Map<string, string>();
  // The app's @theme comes second: its values override Tailwind's, as in the build.
  for (const css of [tailwindTheme, appTheme]) {
    for (const [, name, value] of css.matchAll(/--color-([a-z]+(?:-\d+)?):\s*([^;]+);/g)) {
      colors.set(name!, value!.trim());
    }
  }
  return colors;
}

const colors = themeColors();

function color(token: string): string {
  const value = colors.get(token);
  if (!value) throw new Error(`no theme colour ${token}`);
  return value;
}

const LIGHT_SURFACES = ['white', 'slate-50', 'slate-100'];
const HUES = [...new Set([...colors.keys()].map((name) => /^([a-z]+)-\d+$/.exec(name)?.[1]).filter(Boolean))];

const sources = Object.entries(
  import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
).map(([file, text]) => ({ file: file.replace(/^\.\.\//, 'renderer/src/'), text }));

/**
 * The text shades the renderer uses that are meant for light surfaces: neutrals from 500, saturated hues from 600
 * (warm and green ones from 700), and the semantic inks. Lighter shades are for dark surfaces and icons.
 */
function textShadesOnLight(): string[] {
  const fromShade = (hue: string) => {
    if (['slate', 'gray', 'zinc', 'neutral', 'stone'].includes(hue)) return 500;
    if (['brand', 'indigo', 'blue', 'violet', 'purple', 'red', 'rose', 'pink', 'fuchsia'].includes(hue))
      return 600;
    return 700;
  };
  const used = new Set(
    sources.flatMap(({ text }) => [...text.matchAll(/\btext-([a-z]+-\d+)\b/g)].map((m) => m[1]!)),
  );
  const shades = [...used].filter((name) => {
    const match = /^([a-z]+)-(\d+)$/.exec(name);
    return match && colors.has(name) ? Number(match[2]) >= fromShade(match[1]!) : false;
  });
  return ['ink', 'muted', ...shades.sort()];
}

describe('theme text shades on light surfaces', () => {
  const pairs = textShadesOnLight().flatMap((text) => {
    const hue = /^([a-z]+)-\d+$/.exec(text)?.[1];
    const tints = hue && HUES.includes(hue) ? [`${hue}-50`, `${hue}-100`] : [];
    return [...new Set([...LIGHT_SURFACES, ...tints])].map((surface) => [text, surface] as const);
  });

  it.each(pairs)('text-%s on %s reaches 4.5:1', (text, surface) => {
    expect(contrastRatio(color(text), color(surface))).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });
});

// ---- text/background pairs written together on one element ----

const SIZE_OR_LAYOUT =
  /^(xs|sm|base|lg|xl|\d?xl|left|center|right|justify|start|end|wrap|nowrap|balance|pretty|ellipsis|clip|current|inherit|transparent|\[.*\])$/;

interface Paint {
  value: string;
  alpha: number;
}

/** `text-slate-500`, `bg-brand-600/10`, `bg-white` → the colour and its alpha; anything else → undefined. */
function paintOf(token: string, prefix: 'text' | 'bg'): Paint | undefined {
  if (!token.startsWith(`${prefix}-`)) return undefined;
  const [name, alpha] = token.slice(prefix.length + 1).split('/');
  if (!name || SIZE_OR_LAYOUT.test(name) || !colors.has(name)) return undefined;
  return { value: color(name), alpha: alpha ? Number(alpha) / 100 : 1 };
}

interface Pair {
  where: string;
  classes: string;
  minimum: number;
  ratio: number;
}

function isLarge(tokens: string[]): boolean {
  const bold = tokens.some((token) => /^font-(bold|extrabold|black)$/.test(token));
  return tokens.some((token) => /^text-([2-9]xl)$/.test(token) || (bold && token === 'text-xl'));
}

/** Per variant (base, hover:, …), the text colour on the background colour given in the same class string. */
function pairsIn(classes: string, where: string): Pair[] {
  const byVariant = new Map<string, { text?: Paint; bg?: Paint }>();
  const tokens = classes.split(/\s+/).filter(Boolean);
  for (const token of tokens) {
    const cut = token.lastIndexOf(':');
    const variant = cut === -1 ? '' : token.slice(0, cut);
    const utility = token.slice(cut + 1);
    const entry = byVariant.get(variant) ?? {};
    entry.text = paintOf(utility, 'text') ?? entry.text;
    entry.bg = paintOf(utility, 'bg') ?? entry.bg;
    byVariant.set(variant, entry);
  }
  const base = byVariant.get('') ?? {};
  const minimum = isLarge(tokens) ? LARGE_TEXT_CONTRAST : TEXT_CONTRAST;
  const pairs: Pair[] = [];
  for (const [variant, { text = base.text, bg = base.bg }] of byVariant) {
    if (!text || !bg || variant.includes('placeholder') || variant.includes('disabled')) continue;
    // A translucent background is measured over white, which holds only for dark text (light surfaces).
    let background = bg.value;
    if (bg.alpha < 1) {
      if (contrastRatio(text.value, '#ffffff') < contrastRatio(text.value, '#000000')) continue;
      background = tintOverWhite(bg.value, bg.alpha);
    }
    const foreground = text.alpha < 1 ? blendOver(text, background) : text.value;
    pairs.push({
      where,
      classes: `${variant ? `${variant}: ` : ''}${classes}`,
      minimum,
      ratio: contrastRatio(foreground, background),
    });
  }
  return pairs;
}

function blendOver(text: Paint, background: string): string {
  // tintOverWhite composites over white; over another colour, approximate by the worse of the two ends.
  const overWhite = tintOverWhite(text.value, text.alpha);
  return contrastRatio(overWhite, background) < contrastRatio(text.value, background)
    ? overWhite
    : text.value;
}

describe('text and background written together', () => {
  const pairs = sources.flatMap(({ file, text: source }) => {
    return [...source.matchAll(/(['"`])([^'"`\n]*\b(?:text|bg)-[^'"`\n]*)\1/g)].flatMap((match) =>
      pairsIn(match[2]!, `${file}:${source.slice(0, match.index).split('\n').length}`),
    );
  });

  it('finds the pairs (badges, buttons, pills)', () => {
    expect(pairs.length).toBeGreaterThan(100);
  });

  it('every pair reaches 4.5:1 (3:1 for large text)', () => {
    const failing = pairs
      .filter((pair) => pair.ratio < pair.minimum)
      .map((pair) => `${pair.where} ${pair.ratio.toFixed(2)} < ${pair.minimum}: ${pair.classes}`);
    expect(failing, failing.join('\n')).toEqual([]);
  });
});
