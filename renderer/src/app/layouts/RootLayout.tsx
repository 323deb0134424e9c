import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { startAuth } from '../../features/auth/auth.runtime';
import { GoogleOneTap } from '../../features/auth/components/GoogleOneTap';
import { SecondFactorGate } from '../../features/auth/components/SecondFactorGate';
import { CartProvider } from '../../features/cart/CartProvider';
import { DeepLinkRouter } from '../../features/desktop/DeepLinkRouter';
import { LiveChat } from '../../features/support/LiveChat';
import { useToastStore } from '../../ui/toast.store';

const Toaster = lazy(async () => ({ default: (await import('../../ui/Toaster')).Toaster }));

/**
 * Providers every screen shares: auth (and its two-factor gate), the cart, toasts, Google One Tap, the live chat
 * widget and deep links.
 */
export function RootLayout() {
  useEffect(startAuth, []);
  const toastsUsed = useToastStore((state) => state.used);
  return (
    <CartProvider>
      <SecondFactorGate />
      <Outlet />
      {toastsUsed && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
      <GoogleOneTap />
      <LiveChat />
      <DeepLinkRouter />
    </CartProvider>
  );
}
