import { describe, expect, it } from 'vitest';
import {
  authorshipReport,
  emptyActivity,
  formatDuration,
  formatShare,
  type VersionActivity,
} from './authorship.engine';

const act = (over: Partial<VersionActivity>): VersionActivity => ({ ...emptyActivity(), ...over });

describe('authorshipReport', () => {
  it('adds up typed, pasted and tool text, and splits sessions at pauses over 30 minutes', () => {
    const report = authorshipReport([
      // Listed out of order on purpose: the report sorts by version.
      {
        version: 3,
        savedAt: '2026-11-21T14:00:00.000Z',
        words: 260,
        activity: act({
          typed: 500,
          pasted: 300,
          pastes: 1,
          largestPaste: 300,
          activeSeconds: 600,
          editingSeconds: 900,
        }),
      },
      {
        version: 1,
        savedAt: '2026-11-20T09:10:00.000Z',
        words: 50,
        activity: act({ typed: 300, activeSeconds: 400, editingSeconds: 600 }),
      },
      {
        version: 2,
        savedAt: '2026-11-20T09:30:00.000Z',
        words: 120,
        activity: act({ typed: 380, tool: 20, deleted: 40, activeSeconds: 500, editingSeconds: 1100 }),
      },
    ]);
    expect(report.versions).toBe(3);
    expect(report.recordedVersions).toBe(3);
    expect(report.words).toBe(260);
    expect(report.totals).toEqual({
      typed: 1180,
      pasted: 300,
      pastes: 1,
      largestPaste: 300,
      tool: 20,
      deleted: 40,
      activeSeconds: 1500,
      editingSeconds: 2600,
    });
    expect(report.shares!.typed).toBeCloseTo(1180 / 1500);
    expect(report.shares!.pasted).toBeCloseTo(0.2);
    expect(report.sessions).toHaveLength(2);
    expect(report.sessions[0]).toMatchObject({
      start: '2026-11-20T09:00:00.000Z',
      end: '2026-11-20T09:30:00.000Z',
      versions: 2,
      activeSeconds: 900,
      wordsBefore: 0,
      wordsAfter: 120,
      typed: 680,
    });
    expect(report.sessions[1]).toMatchObject({
      start: '2026-11-21T13:45:00.000Z',
      versions: 1,
      wordsBefore: 120,
      wordsAfter: 260,
      pasted: 300,
    });
    expect(report.wordsOverTime.map((p) => p.words)).toEqual([50, 120, 260]);
  });

  it('counts versions without a record but claims nothing about them', () => {
    const report = authorshipReport([
      { version: 1, savedAt: '2026-11-20T09:00:00.000Z', words: 400, activity: null },
      {
        version: 2,
        savedAt: '2026-11-20T09:05:00.000Z',
        words: 410,
        activity: act({ typed: 60, activeSeconds: 30, editingSeconds: 40 }),
      },
    ]);
    expect(report.versions).toBe(2);
    expect(report.recordedVersions).toBe(1);
    expect(report.totals.typed).toBe(60);
    expect(report.shares).toEqual({ typed: 1, pasted: 0, tool: 0 });
    expect(report.sessions).toHaveLength(1);
  });

  it('has no shares and no sessions for a paper without versions', () => {
    const report = authorshipReport([]);
    expect(report).toMatchObject({ versions: 0, shares: null, sessions: [], firstSavedAt: null, words: 0 });
  });

  it('formats durations and shares', () => {
    expect(formatDuration(40)).toBe('40 s');
    expect(formatDuration(720)).toBe('12 min');
    expect(formatDuration(3900)).toBe('1 h 05 min');
    expect(formatShare(0.834)).toBe('83%');
  });
});
