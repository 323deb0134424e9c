// Routes whose screens later issues build: they resolve, carry their guards, and show an honest placeholder.

export interface PlannedRoute {
  path: string;
  title: string;
  description?: string;
}

/** Public routes still to come (the blog arrives with its own issue). */
export const plannedPublicRoutes: PlannedRoute[] = [
  { path: 'blog', title: 'Blog' },
  { path: 'blog/category/:categorySlug', title: 'Blog category' },
  { path: 'blog/:slug', title: 'Blog post' },
];

/** Dashboard routes relative to /dashboard (spec 2 sections 2.1 and 2.2); the index and help are real pages. */
export const dashboardRoutes: PlannedRoute[] = [
  {
    path: 'documents',
    title: 'My Documents',
    description: 'Your uploads, purchases, saved and recently viewed documents.',
  },
  {
    path: 'documents/upload',
    title: 'Upload & Earn Points!',
    description: 'Upload your notes and earn points when others use them.',
  },
  { path: 'documents/:slug', title: 'Document', description: 'Read the full documents you own.' },
  {
    path: 'document-chat',
    title: 'Document Chat',
    description: 'Chat with any document through an AI copilot.',
  },
  { path: 'document-chat/upload', title: 'Upload for Document Chat' },
  { path: 'document-chat/:id', title: 'Document Chat' },
  { path: 'wallet/*', title: 'Wallet', description: 'Buy points, see your balance and every transaction.' },
  { path: 'subscription', title: 'Subscription', description: 'Plans with bonus points every month.' },
  { path: 'settings', title: 'Settings', description: 'Profile, billing, security and notifications.' },
  { path: 'ai-writer', title: 'AI Writer', description: 'Academic papers with citations, free.' },
  { path: 'ai-writer/paper', title: 'New paper' },
  { path: 'ai-writer/paper/:paperId', title: 'Paper' },
  {
    path: 'xyeditor',
    title: 'Editor',
    description: 'An all-in-one editor with AI detection and plagiarism checks.',
  },
  { path: 'xyeditor/paper/:paperId', title: 'Editor document' },
  {
    path: 'ai-homework-helper',
    title: 'AI Homework Helper',
    description: 'Step-by-step solutions to your questions.',
  },
  { path: 'ai-homework-helper/question/:slug', title: 'Homework question' },
  {
    path: 'ai-flashcard-maker',
    title: 'AI Flashcard Maker',
    description: 'Flashcards with spaced repetition.',
  },
  { path: 'ai-flashcard-maker/deck/create', title: 'New flashcard deck' },
  { path: 'ai-flashcard-maker/deck/:identifier', title: 'Flashcard deck' },
  { path: 'ai-flashcard-maker/deck/:identifier/edit', title: 'Edit flashcard deck' },
  {
    path: 'test-prep',
    title: 'AI Test Prep',
    description: 'Personalised practice tests, a question bank and analytics.',
  },
  { path: 'test-prep/create', title: 'New study plan' },
  { path: 'test-prep/:planId', title: 'Study plan' },
  { path: 'test-prep/:planId/create-test', title: 'New practice test' },
  { path: 'test-prep/:planId/edit-resources', title: 'Study plan resources' },
  { path: 'test-prep/:planId/test/:testId', title: 'Practice test session' },
  { path: 'test-prep/:planId/test/:testId/results', title: 'Test results' },
  {
    path: 'seller-dashboard',
    title: 'Seller overview',
    description: 'Sales, views and earnings of your documents.',
  },
  { path: 'seller-documents', title: 'My Documents (seller)', description: 'Manage the documents you sell.' },
  { path: 'seller-orders', title: 'Orders', description: 'Orders of your documents.' },
  { path: 'wallet-seller', title: 'Seller wallet', description: 'Earnings and withdrawals.' },
];
