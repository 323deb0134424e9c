import { describe, expect, it } from 'vitest';
import { documentQueryString, ilikeFilter, pageCount, parseDocumentQuery } from './search-params';

describe('parseDocumentQuery', () => {
  it('trims q and defaults sort and page', () => {
    expect(parseDocumentQuery('?q=%20calculus%20')).toEqual({
      q: 'calculus',
      type: null,
      subject: null,
      sort: 'newest',
      page: 1,
    });
  });

  it('reads the four sorts, filters and page; rejects junk', () => {
    expect(parseDocumentQuery('?sort=price_desc&page=3&type=t&subject=s')).toMatchObject({
      sort: 'price_desc',
      page: 3,
      type: 't',
      subject: 's',
    });
    expect(parseDocumentQuery('?sort=drop&page=-2')).toMatchObject({ sort: 'newest', page: 1 });
  });
});

describe('documentQueryString', () => {
  const query = parseDocumentQuery('?q=cell&page=4');
  it('resets the page when a filter changes', () => {
    expect(documentQueryString(query, { sort: 'rating' })).toBe('?q=cell&sort=rating');
  });
  it('keeps other values when paging', () => {
    expect(documentQueryString(query, { page: 5 })).toBe('?q=cell&page=5');
    expect(documentQueryString(query, { page: 1 })).toBe('?q=cell');
  });
});

describe('ilikeFilter', () => {
  it('quotes the text for a PostgREST or filter', () => {
    expect(ilikeFilter('a, (b) "c"')).toBe(
      'title.ilike."*a, (b) \\"c\\"*",description.ilike."*a, (b) \\"c\\"*"',
    );
  });
});

describe('pageCount', () => {
  it('pages by 10', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
  });
});
