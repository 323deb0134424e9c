/** The document list of /documents and /search: its filters, sorts, count and pages. */
export const documentResultsTexts = {
  // search_documents_count stops counting past 1,000.
  resultsFor: (total: number, query: string) =>
    `${total > 1_000 ? '1,000+' : total.toLocaleString('en-US')} ${total === 1 ? 'result' : 'results'}${query ? ` for "${query}"` : ''}`,
  including: 'Including results for',
  allTypes: 'All types',
  allSubjects: 'All subjects',
  type: 'Type',
  subject: 'Subject',
  sort: 'Sort by',
  sorts: {
    relevance: 'Best match',
    newest: 'Newest',
    rating: 'Top rated',
    price_asc: 'Price: low to high',
    price_desc: 'Price: high to low',
  },
  previous: 'Previous',
  next: 'Next',
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  noResultsTitle: 'No documents match your search',
  noResultsText: 'Try other words, or remove a filter.',
  error: 'Search is unavailable right now. Please try again.',
} as const;
