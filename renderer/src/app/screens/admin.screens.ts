// Screens of the admin area, keyed by full route pattern (see lazy-screen.ts).
import { lazyScreen, type ScreenMap } from './lazy-screen';

const resourcePages = () => import('../../features/admin/pages/AdminResourcePages');

export const adminScreens: ScreenMap = {
  '/admin': lazyScreen(() => import('../../features/admin/pages/AdminOverviewPage'), 'AdminOverviewPage'),
  '/admin/documents': lazyScreen(
    () => import('../../features/admin/pages/AdminDocumentsPage'),
    'AdminDocumentsPage',
  ),
  '/admin/users': lazyScreen(() => import('../../features/admin/pages/AdminUsersPage'), 'AdminUsersPage'),
  '/admin/withdrawals': lazyScreen(
    () => import('../../features/admin/pages/AdminWithdrawalsPage'),
    'AdminWithdrawalsPage',
  ),
  '/admin/universities': lazyScreen(resourcePages, 'AdminUniversitiesPage'),
  '/admin/subjects': lazyScreen(resourcePages, 'AdminSubjectsPage'),
  '/admin/courses': lazyScreen(resourcePages, 'AdminCoursesPage'),
  '/admin/textbooks': lazyScreen(resourcePages, 'AdminTextbooksPage'),
  '/admin/scholarships': lazyScreen(resourcePages, 'AdminScholarshipsPage'),
  '/admin/orders': lazyScreen(resourcePages, 'AdminOrdersPage'),
  '/admin/points-transactions': lazyScreen(resourcePages, 'AdminPointsTransactionsPage'),
  '/admin/points-orders': lazyScreen(resourcePages, 'AdminPointsOrdersPage'),
  '/admin/emails': lazyScreen(resourcePages, 'AdminEmailsPage'),
  '/admin/reports': lazyScreen(resourcePages, 'AdminReportsPage'),
  '/admin/legal-notice': lazyScreen(
    () => import('../../features/admin/pages/AdminLegalPage'),
    'AdminLegalPage',
  ),
  '/admin/settings': lazyScreen(
    () => import('../../features/admin/pages/AdminSettingsPage'),
    'AdminSettingsPage',
  ),
  '/admin/blog-management': lazyScreen(
    () => import('../../features/admin/pages/AdminBlogPage'),
    'AdminBlogPage',
  ),
};
