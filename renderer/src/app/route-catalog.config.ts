// Every route of spec 1 section 2 that has no page yet, with the name its "coming soon" page shows, and the
// aliases that redirect. Issue 4 replaces entries here with real pages and adds guards.

export interface PlannedRoute {
  path: string;
  title: string;
}

export interface RouteRedirect {
  from: string;
  to: (params: Record<string, string | undefined>) => string;
}

export const plannedRoutes: PlannedRoute[] = [
  { path: '/ai-writer', title: 'AI Writer' },
  { path: '/xy-editor', title: 'Editor' },
  { path: '/document-chat', title: 'Document Chat' },
  { path: '/ai-detector', title: 'AI Detector' },
  { path: '/plagiarism-checker', title: 'Plagiarism Checker' },
  { path: '/ai-flashcard-maker', title: 'AI Flashcard Maker' },
  { path: '/ai-flashcard-maker/:slug', title: 'Flashcard deck' },
  { path: '/flashcards/:slug', title: 'Flashcard deck' },
  { path: '/ai-homework-helper', title: 'AI Homework Helper' },
  { path: '/ai-homework-helper/:slug', title: 'Homework question' },
  { path: '/test-prep', title: 'AI Test Prep' },
  { path: '/test-prep/test/:slug', title: 'Practice test' },
  { path: '/about', title: 'About Studyloop' },
  { path: '/contact', title: 'Contact' },
  { path: '/careers', title: 'Careers' },
  { path: '/help', title: 'Help Center' },
  { path: '/scholarships', title: 'Scholarships' },
  { path: '/download', title: 'Download the app' },
  { path: '/search', title: 'Search' },
  { path: '/cart', title: 'Cart' },
  { path: '/legal', title: 'Legal' },
  { path: '/legal/terms', title: 'Terms of Service' },
  { path: '/legal/privacy', title: 'Privacy Policy' },
  { path: '/legal/cookie-policy', title: 'Cookie Policy' },
  { path: '/legal/code-of-honor', title: 'Code of Honor' },
  { path: '/legal/community-guidelines', title: 'Community Guidelines' },
  { path: '/legal/notice-takedown', title: 'Notice and Takedown' },
  { path: '/legal/refund-policy', title: 'Refund Policy' },
  { path: '/legal/file-complaint', title: 'File a Complaint' },
  { path: '/blog', title: 'Blog' },
  { path: '/blog/category/:categorySlug', title: 'Blog category' },
  { path: '/blog/:slug', title: 'Blog post' },
  { path: '/documents', title: 'Documents' },
  { path: '/documents/:slug', title: 'Document' },
  { path: '/textbooks', title: 'Textbooks' },
  { path: '/textbooks/:slug', title: 'Textbook' },
  { path: '/subjects', title: 'Subjects' },
  { path: '/subjects/:slug', title: 'Subject' },
  { path: '/universities', title: 'Universities' },
  { path: '/universities/:slug', title: 'University' },
  { path: '/universities/:universitySlug/courses/:courseSlug', title: 'Course' },
  { path: '/tests', title: 'Tests' },
  { path: '/tests/:id', title: 'Test' },
  { path: '/login', title: 'Log in' },
  { path: '/register', title: 'Register' },
  { path: '/forgot-password', title: 'Forgot password' },
  { path: '/reset-password', title: 'Reset password' },
  { path: '/auth/reset-password', title: 'Reset password' },
  { path: '/auth/callback', title: 'Signing you in' },
  { path: '/checkout', title: 'Checkout' },
  { path: '/checkout/success', title: 'Payment successful' },
  { path: '/dashboard/*', title: 'Dashboard' },
  { path: '/admin/*', title: 'Admin' },
];

export const routeRedirects: RouteRedirect[] = [
  { from: '/xywriter', to: () => '/ai-writer' },
  { from: '/plagiarism-detector', to: () => '/plagiarism-checker' },
  { from: '/homework-helper', to: () => '/ai-homework-helper' },
  { from: '/homework-helper/*', to: (params) => `/ai-homework-helper/${lastSegment(params['*'])}` },
  { from: '/flashcard-maker/*', to: (params) => `/ai-flashcard-maker/${lastSegment(params['*'])}` },
];

function lastSegment(splat: string | undefined): string {
  return (splat ?? '').split('/').filter(Boolean).at(-1) ?? '';
}
