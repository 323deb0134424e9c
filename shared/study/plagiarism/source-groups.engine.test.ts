import { describe, expect, it } from 'vitest';
import { groupSimilarSources, type GroupableSource } from './source-groups.engine.ts';

const source = (
  documentId: string,
  ranges: Array<[number, number]>,
  createdAt: string | null = null,
): GroupableSource => ({
  documentId,
  matchedWords: ranges.reduce((sum, [start, end]) => sum + end - start, 0),
  spans: ranges.map(([wordStart, wordEnd]) => ({ query: { wordStart, wordEnd } })),
  createdAt,
});

describe('groupSimilarSources', () => {
  it('shows 14 copies of the same passage as one source, the earliest, with 13 similar ones', () => {
    const copies = Array.from({ length: 14 }, (_, i) =>
      source(`copy-${i}`, [[0, 120]], `2026-0${(i % 9) + 1}-1${i % 10}T10:00:00Z`),
    );
    const original = source('original', [[0, 120]], '2025-12-01T08:00:00Z');
    const groups = groupSimilarSources([...copies.slice(0, 7), original, ...copies.slice(7)]);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.best.documentId).toBe('original');
    expect(groups[0]!.similar).toHaveLength(14);
  });

  it('leads with the most complete copy, and keeps sources of different passages apart', () => {
    const partial = source('partial', [[10, 60]], '2024-01-01T00:00:00Z');
    const complete = source('complete', [[0, 100]], '2026-01-01T00:00:00Z');
    const otherParagraph = source('other', [[150, 220]]);
    const groups = groupSimilarSources([partial, otherParagraph, complete]);
    expect(groups.map((g) => [g.best.documentId, g.similar.map((s) => s.documentId)])).toEqual([
      ['complete', ['partial']],
      ['other', []],
    ]);
  });

  it('does not merge two sources that share only a sentence of what each matched', () => {
    const a = source('a', [[0, 50]]);
    const b = source('b', [[40, 90]]);
    expect(groupSimilarSources([a, b])).toHaveLength(2);
  });

  it('groups copies that differ by a changed sentence, and orders undated sources after dated ones', () => {
    const dated = source(
      'dated',
      [
        [0, 45],
        [50, 100],
      ],
      '2026-03-01T00:00:00Z',
    );
    const undated = source('undated', [[0, 97]]);
    const groups = groupSimilarSources([undated, dated]);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.best.documentId).toBe('undated');
    const tie = groupSimilarSources([source('z', [[0, 95]]), source('y', [[0, 95]], '2026-01-01T00:00:00Z')]);
    expect(tie[0]!.best.documentId).toBe('y');
  });
});
