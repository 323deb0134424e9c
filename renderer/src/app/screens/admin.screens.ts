// Screens of the admin area, keyed by full route pattern (see lazy-screen.ts).
import { lazyScreen, type ScreenMap } from './lazy-screen';

export const adminScreens: ScreenMap = {
  '/admin/documents': lazyScreen(
    () => import('../../features/admin/pages/AdminDocumentsPage'),
    'AdminDocumentsPage',
  ),
  '/admin/users': lazyScreen(() => import('../../features/admin/pages/AdminUsersPage'), 'AdminUsersPage'),
  '/admin/withdrawals': lazyScreen(
    () => import('../../features/admin/pages/AdminWithdrawalsPage'),
    'AdminWithdrawalsPage',
  ),
};
