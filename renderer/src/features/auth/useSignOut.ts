import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { loadSupabase } from '../../lib/supabase.loader';
import { toast } from '../../ui/toast.store';
import { signOut } from './auth.api';
import { useAuthStore } from './auth.store';
import { authTexts } from './auth.texts';

/** Signs out (ignoring 401/403/404), then goes to /admin/login from the admin area, else to /. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    const { pathname, search } = window.location;
    const to = pathname.startsWith('/admin') ? '/admin/login' : '/';
    // Leave the guarded page first, so its guard does not send the visitor to log in on the way out. The router
    // renders the move in a transition, so the old page can still render once after sign-out: signedOutFrom
    // tells its guard to follow the sign-out (RequireAuth).
    useAuthStore.setState({ signingOut: true, signedOutFrom: { page: `${pathname}${search}`, to } });
    await navigate(to, { replace: true });
    try {
      await signOut(await loadSupabase());
    } catch {
      useAuthStore.setState({ signedOutFrom: null });
      toast.error(authTexts.toasts.logOutFailed);
      return;
    } finally {
      useAuthStore.setState({ signingOut: false });
    }
    useAuthStore.setState({ status: 'signedOut', session: null, user: null, profile: null, recovery: false });
    toast.success(authTexts.toasts.loggedOut);
  }, [navigate]);
}
