// Screens of the marketplace area, keyed by full route pattern (see lazy-screen.ts).
import { lazyScreen, type ScreenMap } from './lazy-screen';

export const marketplaceScreens: ScreenMap = {
  '/dashboard/documents': lazyScreen(() => import('../../features/marketplace/LibraryPage'), 'LibraryPage'),
  '/dashboard/documents/upload': lazyScreen(
    () => import('../../features/marketplace/UploadPage'),
    'UploadPage',
  ),
  '/dashboard/documents/:slug': lazyScreen(() => import('../../features/reader/ReaderPage'), 'ReaderPage'),
};
