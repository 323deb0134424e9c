import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenLoader } from '../../ui/FullScreenLoader';
import { PageLoader } from '../../ui/PageLoader';
import { useAuthStore } from './auth.store';
import { guardDecision } from './guard-decision';

interface RequireAuthProps {
  /** Admin-only: signed-out visitors and non-admins go to /admin/login?returnUrl=... */
  admin?: boolean;
  /** Full-screen overlay (dashboard, admin, checkout success) or an inline loader (pages with the header). */
  fullScreen?: boolean;
  children?: ReactNode;
}

/** The guard of spec 1 section 4: a loader while auth loads, then the page or a redirect to log in. */
export function RequireAuth({ admin = false, fullScreen = false, children }: RequireAuthProps) {
  const state = useAuthStore();
  const { pathname, search } = useLocation();
  const decision = guardDecision(state, `${pathname}${search}`, admin);
  if (decision.kind === 'wait') return fullScreen ? <FullScreenLoader /> : <PageLoader />;
  if (decision.kind === 'redirect') return <Navigate replace to={decision.to} />;
  return children ?? <Outlet />;
}
