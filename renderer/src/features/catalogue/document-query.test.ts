import { describe, expect, it } from 'vitest';
import { documentQueryString, pageCount, parseDocumentQuery, sortsFor } from './document-query';

describe('parseDocumentQuery', () => {
  it('trims q and defaults sort (best match for a query) and page', () => {
    expect(parseDocumentQuery('?q=%20calculus%20')).toEqual({
      q: 'calculus',
      type: null,
      subject: null,
      sort: 'relevance',
      page: 1,
    });
    expect(parseDocumentQuery('')).toMatchObject({ q: '', sort: 'newest' });
  });

  it('reads the four sorts, filters and page; rejects junk', () => {
    expect(parseDocumentQuery('?sort=price_desc&page=3&type=t&subject=s')).toMatchObject({
      sort: 'price_desc',
      page: 3,
      type: 't',
      subject: 's',
    });
    expect(parseDocumentQuery('?sort=drop&page=-2')).toMatchObject({ sort: 'newest', page: 1 });
    // Best match needs something to match.
    expect(parseDocumentQuery('?sort=relevance')).toMatchObject({ sort: 'newest' });
  });
});

describe('sortsFor', () => {
  it('offers best match only with a query', () => {
    expect(sortsFor('cell')).toEqual(['relevance', 'newest', 'rating', 'price_asc', 'price_desc']);
    expect(sortsFor('')).toEqual(['newest', 'rating', 'price_asc', 'price_desc']);
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
  it('lets the default sort follow the query, and keeps a chosen one', () => {
    expect(documentQueryString(parseDocumentQuery(''), { q: 'cell' })).toBe('?q=cell');
    expect(documentQueryString(query, { q: '' })).toBe('');
    expect(documentQueryString(parseDocumentQuery('?q=cell&sort=rating'), { q: 'atom' })).toBe(
      '?q=atom&sort=rating',
    );
  });
});

describe('pageCount', () => {
  it('pages by 10, at most 1,000 results deep', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(1_001)).toBe(100);
  });
});
