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
    const fromAdmin = window.location.pathname.startsWith('/admin');
    // Leave the guarded page first, so its guard does not send the visitor to log in on the way out.
    useAuthStore.setState({ signingOut: true });
    await navigate(fromAdmin ? '/admin/login' : '/', { replace: true });
    try {
      await signOut(await loadSupabase());
    } catch {
      toast.error(authTexts.toasts.logOutFailed);
      return;
    } finally {
      useAuthStore.setState({ signingOut: false });
    }
    useAuthStore.setState({ status: 'signedOut', session: null, user: null, profile: null, recovery: false });
    toast.success(authTexts.toasts.loggedOut);
  }, [navigate]);
}
