import { Navigate } from 'react-router';
import { useAuthStore } from '../../features/auth/auth.store';
import { HomePage } from '../../features/home/HomePage';

/** The landing page; a signed-in visitor is sent on to /login, which forwards to the dashboard (spec 1 §2). */
export function HomeRoute() {
  const signedIn = useAuthStore((state) => state.status === 'signedIn' && !state.signingOut);
  if (signedIn) return <Navigate to="/login" replace />;
  return <HomePage />;
}
