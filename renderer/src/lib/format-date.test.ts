import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDateTime } from './format-date';

describe('dates (spec 1 section 9: en-US, short month, day, year, hour and minute)', () => {
  it('shows a timestamp with its hour and minute', () => {
    const shown = formatDateTime('2026-11-23T16:05:00');
    expect(shown).toMatch(/^Nov 23, 2026,? 4:05\s?PM$/);
  });
  it('answers null for nothing or a non-date', () => {
    expect(formatDateTime(null)).toBeNull();
    expect(formatDateTime('not a date')).toBeNull();
  });
  it('shows a calendar date without shifting it a day', () => {
    expect(formatCalendarDate('2026-12-01')).toBe('Dec 1, 2026');
    expect(formatCalendarDate(undefined)).toBeNull();
  });
});
