import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenLoader } from '../../ui/FullScreenLoader';
import { PageLoader } from '../../ui/PageLoader';
import { isAdmin, useAuthStore } from './auth.store';
import { loginPathFor } from './return-url';
import { needsSecondFactor } from './second-factor';

interface RequireAuthProps {
  /** Admin-only: signed-out visitors and non-admins go to /admin/login?returnUrl=... */
  admin?: boolean;
  /** Full-screen overlay (dashboard, admin, checkout success) or an inline loader (pages with the header). */
  fullScreen?: boolean;
  children?: ReactNode;
}

/** The guard of spec 1 section 4: a loader while auth loads, then the page or a redirect to log in. */
export function RequireAuth({ admin = false, fullScreen = false, children }: RequireAuthProps) {
  const { status, profile, user, profileLoading, signingOut, session } = useAuthStore();
  const { pathname, search } = useLocation();
  const loader = fullScreen ? <FullScreenLoader /> : <PageLoader />;
  const here = `${pathname}${search}`;

  if (status === 'loading' || signingOut) return loader;
  if (status === 'signedOut') {
    return <Navigate replace to={loginPathFor(here, admin ? '/admin/login' : '/login')} />;
  }
  // Password alone is not enough once two-factor is on: the login page asks for the code.
  if (needsSecondFactor(session)) {
    return <Navigate replace to={loginPathFor(here, admin ? '/admin/login' : '/login')} />;
  }
  if (admin) {
    if (profileLoading) return loader;
    if (!isAdmin(profile, user)) return <Navigate replace to={loginPathFor(here, '/admin/login')} />;
  }
  return children ?? <Outlet />;
}
