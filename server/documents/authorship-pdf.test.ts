// The authorship report's PDF (shared/study/writing/authorship-pdf.ts), read back with pdf.js as a teacher's PDF
// reader would: the figures, sessions, every version and the caveats are in the text.
import { describe, expect, it } from 'vitest';
import { authorshipToPdf } from '../../shared/study/writing/authorship-pdf.ts';
import {
  AUTHORSHIP_CAVEATS,
  authorshipReport,
  type AuthorshipVersion,
} from '../../shared/study/writing/authorship.engine.ts';
import { openPdf, pageTexts } from './pdf-pages.ts';

const VERSIONS: AuthorshipVersion[] = [
  { version: 1, savedAt: '2026-11-20T09:00:00.000Z', words: 0, activity: null },
  ...Array.from({ length: 60 }, (_, i) => ({
    version: i + 2,
    savedAt: new Date(Date.parse('2026-11-20T10:00:00.000Z') + i * 120_000).toISOString(),
    words: 10 * (i + 1),
    activity: {
      typed: 55,
      pasted: i === 30 ? 1200 : 0,
      pastes: i === 30 ? 1 : 0,
      largestPaste: i === 30 ? 1200 : 0,
      tool: i === 40 ? 80 : 0,
      deleted: 3,
      activeSeconds: 90,
      editingSeconds: 110,
    },
  })),
];

describe('authorshipToPdf', () => {
  it('writes the summary, the shares, the sessions, each version and what the report does not prove', async () => {
    const report = authorshipReport(VERSIONS);
    const pdf = await openPdf(
      await authorshipToPdf({
        paperTitle: 'Photosynthesis in desert plants',
        author: 'Ada Student',
        generatedAt: '2026-11-24T06:00:00.000Z',
        report,
        versions: VERSIONS,
      }),
    );
    const pages = await pageTexts(pdf);
    expect(pages.length).toBeGreaterThan(1); // 61 versions do not fit on one page
    const text = pages.join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('Authorship report');
    expect(text).toContain('Photosynthesis in desert plants');
    expect(text).toContain('Written by Ada Student');
    expect(text).toContain(
      '600 words in 61 saved versions, from 2026-11-20 09:00 UTC to 2026-11-20 11:58 UTC.',
    );
    expect(text).toContain('2 writing sessions; 1 h 30 min of active editing recorded.');
    expect(text).toContain('1 of the 61 versions has no edit record (not recorded).');
    expect(text).toContain('Typed: 3,300 characters (72%). Pasted: 1,200 characters (26%) in 1 paste,');
    expect(text).toContain('the largest 1,200 characters');
    expect(text).toContain('(2%). Deleted: 180 characters.');
    expect(text).toMatch(/1 2026-11-20 09:00 UTC 0 not recorded/);
    expect(text).toMatch(/61 2026-11-20 11:58 UTC 600 55 0 0 0/);
    for (const caveat of AUTHORSHIP_CAVEATS) expect(text).toContain(caveat.slice(0, 60));
    expect(pages[0]).toContain(`Authorship report · 1 / ${pages.length}`);
  });
});
