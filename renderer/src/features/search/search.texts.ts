export const searchTexts = {
  placeholder: 'Search notes, questions, flashcards…',
  label: 'Search',
  viewAll: 'View all results',
  empty: (query: string) => `No results found for "${query}"`,
  searching: 'Searching…',
  groups: { document: 'Documents', homework: 'Homework help', flashcards: 'Flashcards' },
  byAuthor: (author: string | null) => `by ${author || 'Unknown Author'}`,
  added: (date: string | null) => `Added ${date ?? 'recently'}`,
  created: (date: string | null) => `Created ${date ?? 'recently'}`,
  pageTitle: (query: string) => (query ? `Search results for "${query}"` : 'Search'),
  pageDescription: 'Search study notes, past exams and guides shared by students on Studyloop.',
  heading: 'Search results',
  resultsFor: (total: number, query: string) =>
    `${total.toLocaleString('en-US')} ${total === 1 ? 'result' : 'results'}${query ? ` for "${query}"` : ''}`,
  allTypes: 'All types',
  allSubjects: 'All subjects',
  type: 'Type',
  subject: 'Subject',
  sort: 'Sort by',
  sorts: {
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
  free: 'Free',
  enterQuery: 'Type what you are looking for above.',
} as const;

export function formatShortDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}
