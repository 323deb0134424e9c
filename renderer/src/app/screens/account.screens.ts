// Screens of the account area, keyed by full route pattern (see lazy-screen.ts).
import { lazyScreen, type ScreenMap } from './lazy-screen';

export const accountScreens: ScreenMap = {
  '/dashboard': lazyScreen(() => import('../../features/dashboard/home/DashboardHome'), 'DashboardHome'),
  '/dashboard/settings': lazyScreen(() => import('../../features/settings/SettingsPage'), 'SettingsPage'),
  '/blog': lazyScreen(() => import('../../features/blog/BlogPage'), 'BlogPage'),
  '/blog/category/:categorySlug': lazyScreen(
    () => import('../../features/blog/BlogCategoryPage'),
    'BlogCategoryPage',
  ),
  '/blog/:slug': lazyScreen(() => import('../../features/blog/BlogPostPage'), 'BlogPostPage'),
};
