import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

describe('relativeTime', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it('words recent and older instants', () => {
    expect(relativeTime('2026-11-23T11:59:40Z', now)).toBe('just now');
    expect(relativeTime('2026-11-23T11:55:00Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-11-22T11:00:00Z', now)).toBe('yesterday');
    expect(relativeTime('2026-11-02T12:00:00Z', now)).toBe('3 weeks ago');
  });
});
