import { describe, expect, it } from 'vitest';
import { freshPaperSettings, paperColumnsOf, paperSettingsSchema } from './paper-settings.schema.ts';

describe('paper settings', () => {
  it('starts a fresh form with sources not required, count 0 and the last five years', () => {
    const fresh = freshPaperSettings(new Date('2026-11-23T12:00:00Z'));
    expect(fresh).toMatchObject({ sourcesRequired: false, sourceCount: 0, yearStart: 2021, yearEnd: 2026 });
  });

  it('fills what the service saves unset with its defaults', () => {
    expect(paperColumnsOf({ title: 'On rivers' })).toMatchObject({
      level: 'undergraduate',
      citation_style: 'APA_7',
      sources: { required: true, inlineCitation: true, count: 5, yearRange: { start: 1980, end: 2025 } },
    });
  });

  it('refuses a year range that runs backwards and a kind of another paper type', () => {
    const base = { ...freshPaperSettings(), title: 'T' };
    expect(paperSettingsSchema.safeParse({ ...base, yearStart: 2025, yearEnd: 2020 }).success).toBe(false);
    expect(paperSettingsSchema.safeParse({ ...base, subType: 'Lab report' }).success).toBe(false);
    expect(paperSettingsSchema.safeParse(base).success).toBe(true);
  });
});
