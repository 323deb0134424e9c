import { Outlet, ScrollRestoration } from 'react-router';
import { RequireAuth } from '../../features/auth/RequireAuth';

/** Checkout success: no header or footer; a full-screen loader while auth loads, then the guard. */
export function BareProtectedLayout() {
  return (
    <RequireAuth fullScreen>
      <main id="main" className="min-h-dvh">
        <Outlet />
      </main>
      <ScrollRestoration />
    </RequireAuth>
  );
}
