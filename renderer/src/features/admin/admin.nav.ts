// The admin back office's pages (paths and titles), read by the route table; their icons are in
// admin.nav-icons.ts so the public shell, which carries the route table, does not carry the admin sidebar's icons.

export interface AdminPage {
  path: string;
  title: string;
}

/** The admin sub-pages of spec 1 section 2; the index is the overview (also at /admin/dashboard). */
export const adminPages = [
  { path: 'documents', title: 'Documents' },
  { path: 'universities', title: 'Universities' },
  { path: 'subjects', title: 'Subjects' },
  { path: 'courses', title: 'Courses' },
  { path: 'textbooks', title: 'Textbooks' },
  { path: 'users', title: 'Users' },
  { path: 'withdrawals', title: 'Withdrawals' },
  { path: 'orders', title: 'Orders' },
  { path: 'points-transactions', title: 'Points transactions' },
  { path: 'points-orders', title: 'Points orders' },
  { path: 'reports', title: 'Reports' },
  { path: 'settings', title: 'Settings' },
  { path: 'emails', title: 'Emails' },
  { path: 'scholarships', title: 'Scholarships' },
  { path: 'legal-notice', title: 'Legal notices' },
  { path: 'blog-management', title: 'Blog management' },
] as const satisfies readonly AdminPage[];

export type AdminPagePath = (typeof adminPages)[number]['path'];

export const adminOverview = { title: 'Overview' };
