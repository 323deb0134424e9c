// Screens of the seller area (seller mode of the dashboard), keyed by full route pattern (see lazy-screen.ts).
import { lazyScreen, type ScreenMap } from './lazy-screen';

export const sellerScreens: ScreenMap = {
  '/dashboard/seller-dashboard': lazyScreen(
    () => import('../../features/seller/SellerOverviewPage'),
    'SellerOverviewPage',
  ),
  '/dashboard/seller-documents': lazyScreen(
    () => import('../../features/seller/SellerDocumentsPage'),
    'SellerDocumentsPage',
  ),
  '/dashboard/seller-orders': lazyScreen(
    () => import('../../features/seller/SellerOrdersPage'),
    'SellerOrdersPage',
  ),
  '/dashboard/wallet-seller': lazyScreen(
    () => import('../../features/seller/SellerWalletPage'),
    'SellerWalletPage',
  ),
};
