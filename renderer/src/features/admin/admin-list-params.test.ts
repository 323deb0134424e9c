import { describe, expect, it } from 'vitest';
import { readListParams } from './admin-list-params';
import { toCsv } from './admin-csv';
import { storedStatus, editorStatus } from './admin-blog.api';

const byDate = { column: 'created_at', ascending: false };

describe('readListParams', () => {
  it('reads page, size, sort, search and filters from the URL, with safe defaults', () => {
    expect(
      readListParams(
        new URLSearchParams('page=3&size=50&sort=title.asc&q=%20calc%20&status=pending'),
        byDate,
      ),
    ).toEqual({
      page: 3,
      pageSize: 50,
      sort: { column: 'title', ascending: true },
      search: 'calc',
      filters: { status: 'pending' },
    });
    expect(readListParams(new URLSearchParams('page=-2&size=7&sort=title;drop'), byDate)).toMatchObject({
      page: 1,
      pageSize: 25,
      sort: byDate,
    });
  });

  it('keeps prefixed tables apart', () => {
    const params = new URLSearchParams('pkg_page=2&pkg_sort=points.desc&tier_q=gold&status=x');
    expect(readListParams(params, byDate, 'pkg_')).toMatchObject({
      page: 2,
      sort: { column: 'points', ascending: false },
      search: '',
      filters: {},
    });
    expect(readListParams(params, byDate, 'tier_')).toMatchObject({ page: 1, search: 'gold' });
  });
});

describe('toCsv', () => {
  it('writes headers and nested values, and neutralises spreadsheet formulas', async () => {
    const csv = await toCsv(
      [
        { header: 'title', value: 'title' },
        { header: 'seller', value: 'seller.email' },
      ],
      [{ id: '1', title: '=HYPERLINK("x")', seller: { email: 'a@b.c' } }],
    );
    expect(csv.split('\r\n')).toEqual(['title,seller', `"'=HYPERLINK(""x"")",a@b.c`]);
  });
});

describe('blog post status', () => {
  const now = new Date('2026-11-24T00:00:00Z');
  it('stores a scheduled post as published at its future date, and reads it back as scheduled', () => {
    expect(storedStatus({ status: 'scheduled', publish_at: '2026-12-01T09:00:00.000Z' }, now)).toEqual({
      status: 'published',
      published_at: '2026-12-01T09:00:00.000Z',
    });
    expect(editorStatus('published', '2026-12-01T09:00:00.000Z', now)).toBe('scheduled');
    expect(editorStatus('published', '2026-11-01T09:00:00.000Z', now)).toBe('published');
    expect(storedStatus({ status: 'published', publish_at: null }, now).published_at).toBe(now.toISOString());
  });
});
