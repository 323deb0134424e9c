import { describe, expect, it } from 'vitest';
import { matchesOnPage, type TextItem } from './pdf-document';
import { canZoomIn, canZoomOut, nextZoom } from './pdf-zoom';

const item = (str: string): TextItem => ({ str, transform: [1, 0, 0, 1, 0, 0], width: 100, height: 10 });

describe('find in a page', () => {
  it('finds every occurrence in reading order, case-insensitively, item by item', () => {
    const items = [item('Cell biology and CELLS'), item('no match here'), item('cellcell')];
    expect(matchesOnPage(3, items, 'cell')).toEqual([
      { page: 3, item: 0, start: 0 },
      { page: 3, item: 0, start: 17 },
      { page: 3, item: 2, start: 0 },
      { page: 3, item: 2, start: 4 },
    ]);
  });

  it('does not count overlapping occurrences twice', () => {
    expect(matchesOnPage(1, [item('aaaa')], 'aa')).toHaveLength(2);
    expect(matchesOnPage(1, [item('abc')], 'abcd')).toEqual([]);
  });
});

describe('zoom steps', () => {
  it('steps from any scale (a fitted one too) to the next step up or down, and stops at the ends', () => {
    expect(nextZoom(1, 1)).toBe(1.25);
    expect(nextZoom(1, -1)).toBe(0.75);
    expect(nextZoom(1.1, 1)).toBe(1.25);
    expect(nextZoom(1.1, -1)).toBe(1);
    expect(nextZoom(3, 1)).toBeUndefined();
    expect(nextZoom(0.5, -1)).toBeUndefined();
    expect([canZoomOut(0.5), canZoomIn(3), canZoomIn(2.9), canZoomOut(0.6)]).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });
});
