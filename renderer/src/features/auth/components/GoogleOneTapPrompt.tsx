import { useEffect } from 'react';
import { loadSupabase } from '../../../lib/supabase.loader';
import { toast } from '../../../ui/toast.store';
import { authTexts } from '../auth.texts';
import { useAuthStore } from '../auth.store';
import { googleClientId } from '../google-client-id';
import { useGoogleSignInEnabled } from '../useAuthProviders';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize: (options: {
        client_id: string;
        callback: (response: { credential: string }) => void;
        auto_select?: boolean;
        cancel_on_tap_outside?: boolean;
      }) => void;
      prompt: () => void;
      cancel: () => void;
    };
  };
}

const GSI_SRC = 'https://accounts.google.com/gsi/client';

function loadGsi(): Promise<GoogleIdentity> {
  const existing = (window as { google?: GoogleIdentity }).google;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GSI_SRC;
    script.async = true;
    script.onload = () => {
      const google = (window as { google?: GoogleIdentity }).google;
      if (google) resolve(google);
      else reject(new Error('Google Identity Services did not load'));
    };
    script.onerror = () => reject(new Error('Google Identity Services did not load'));
    document.head.append(script);
  });
}

/** The One Tap prompt itself; GoogleOneTap loads it only for a signed-out visitor on a deployment with a client id. */
export function GoogleOneTapPrompt() {
  const status = useAuthStore((state) => state.status);
  const enabled = useGoogleSignInEnabled();
  const clientId = googleClientId();

  useEffect(() => {
    if (status !== 'signedOut' || !enabled || !clientId) return;
    let cancelled = false;
    let gsi: GoogleIdentity | undefined;
    loadGsi()
      .then((google) => {
        if (cancelled) return;
        gsi = google;
        google.accounts.id.initialize({
          client_id: clientId,
          cancel_on_tap_outside: true,
          callback: ({ credential }) => {
            void loadSupabase()
              .then((client) => client.auth.signInWithIdToken({ provider: 'google', token: credential }))
              .then(({ error }) => {
                if (error) toast.error(error.message || authTexts.toasts.googleFailed);
                else toast.success(authTexts.toasts.googleSignedIn);
              });
          },
        });
        google.accounts.id.prompt();
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      gsi?.accounts.id.cancel();
    };
  }, [status, enabled, clientId]);

  return null;
}
