// Screens of the money area, keyed by full route pattern (see lazy-screen.ts).
import { lazyScreen, type ScreenMap } from './lazy-screen';

export const moneyScreens: ScreenMap = {
  '/dashboard/wallet/*': lazyScreen(() => import('../../features/wallet/WalletPage'), 'WalletPage'),
  '/dashboard/subscription': lazyScreen(
    () => import('../../features/subscription/SubscriptionPage'),
    'SubscriptionPage',
  ),
  '/checkout': lazyScreen(() => import('../../features/checkout/CheckoutPage'), 'CheckoutPage'),
  '/checkout/success': lazyScreen(
    () => import('../../features/checkout/CheckoutSuccessPage'),
    'CheckoutSuccessPage',
  ),
};
