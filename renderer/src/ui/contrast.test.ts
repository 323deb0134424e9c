import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOn, TEXT_CONTRAST, tintOverWhite } from './contrast';

describe('contrastRatio', () => {
  it('gives the WCAG ratios of known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // #767676 is the lightest grey that reads on white at 4.5:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('readableOn', () => {
  // The seeded document statuses' colours (approved green, pending amber, rejected red, …) and a few data colours
  // no theme would choose, each on the badge's 8% tint of itself.
  const colors = [
    '#16a34a',
    '#d97706',
    '#dc2626',
    '#6366f1',
    '#0ea5e9',
    '#facc15',
    '#a3e635',
    '#ffffff',
    '#ff00ff',
  ];

  it.each(colors)('makes %s readable as text on its own tint', (color) => {
    const background = tintOverWhite(color, 0x14 / 255);
    const text = readableOn(color, background);
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('keeps a colour that already reads, and keeps the hue of one it darkens', () => {
    expect(readableOn('#4338ca', '#ffffff')).toBe('#4338ca');
    const darkened = readableOn('#16a34a', '#ffffff');
    expect(darkened).not.toBe('#16a34a');
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(darkened.slice(i, i + 2), 16));
    expect(g).toBeGreaterThan(r!);
    expect(g).toBeGreaterThan(b!);
  });

  it('lightens on a dark background and falls back to black or white for a value that is not a colour', () => {
    expect(contrastRatio(readableOn('#4338ca', '#0f172a'), '#0f172a')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(readableOn('not a colour', '#ffffff')).toBe('#000000');
    expect(readableOn('not a colour', '#020617')).toBe('#ffffff');
  });
});
