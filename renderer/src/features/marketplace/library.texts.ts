// Spec 2 section 2.3: the My Documents library, word for word.

export const libraryTexts = {
  pageTitle: 'My Documents',
  pageDescription: 'Your uploads, purchases, saved and recently viewed documents.',
  heading: 'My Documents',
  upload: 'Upload & Earn Points!',
  tabs: {
    all: 'All Documents',
    uploads: 'My Uploads',
    purchased: 'Purchased',
    saved: 'Saved',
    recent: 'Recently Viewed',
  },
  filterLabel: 'Filter by document type',
  removeFilter: (name: string) => `Remove filter ${name}`,
  count: (n: number) => `${n} ${n === 1 ? 'result' : 'results'}`,
  sortLabel: 'Sort by',
  sorts: { date: 'Date', downloads: 'Downloads', rating: 'Rating', title: 'Title', price: 'Price' },
  view: 'View Document',
  save: 'Save',
  saved: 'Saved',
  saveLabel: (title: string) => `Save ${title}`,
  /** The name starts with the word the button shows (WCAG 2.5.3), which a parenthesis would hide. */
  savedLabel: (title: string) => `Saved ${title}`,
  saveFailed: 'Could not update your saved documents',
  preview: 'Preview',
  empty: 'No documents found matching your criteria',
  showing: (from: number, to: number, total: number) => `Showing ${from} to ${to} of ${total} results`,
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  previous: 'Previous',
  next: 'Next',
  errorTitle: 'Error',
  errorFallback: 'Failed to load documents',
  downloads: (n: number) => `${n} ${n === 1 ? 'download' : 'downloads'}`,
} as const;

export type LibraryTab = keyof typeof libraryTexts.tabs;
export type LibrarySort = keyof typeof libraryTexts.sorts;
