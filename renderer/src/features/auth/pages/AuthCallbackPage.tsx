import { CircleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { loadSupabase } from '../../../lib/supabase.loader';
import { ButtonLink } from '../../../ui/ButtonLink';
import { PageMeta } from '../../../ui/PageMeta';
import { Spinner } from '../../../ui/Spinner';
import { toast } from '../../../ui/toast.store';
import { saveProviderProfile } from '../auth.api';
import { markSignedIn, reloadProfile } from '../auth.runtime';
import { authTexts } from '../auth.texts';
import { AuthShell } from '../components/AuthShell';
import { safeReturnPath } from '../return-url';

/**
 * /auth/callback: the end of a provider sign-in or an e-mail confirmation link. supabase-js exchanges the PKCE
 * code while it starts; this page waits for the session, stores the provider's name and avatar on the profile,
 * then goes to the returnUrl or /dashboard, replacing history.
 */
export function AuthCallbackPage() {
  const texts = authTexts.callback;
  const navigate = useNavigate();
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    const params = new URLSearchParams(window.location.search);
    const hash = new URLSearchParams(window.location.hash.replace(/^#/, ''));
    const target = safeReturnPath(params.get('returnUrl')) ?? '/dashboard';
    const providerError = params.get('error_description') ?? hash.get('error_description');

    async function finish() {
      if (providerError) throw new Error(providerError);
      const client = await loadSupabase();
      let {
        data: { session },
      } = await client.auth.getSession();
      const code = params.get('code');
      if (!session && code) {
        const exchanged = await client.auth.exchangeCodeForSession(code);
        if (exchanged.error) throw exchanged.error;
        session = exchanged.data.session;
      }
      if (!session) throw new Error(texts.failedText);
      markSignedIn(session);
      await saveProviderProfile(client, session.user).catch(() => undefined);
      await reloadProfile();
      if (cancelled) return;
      const provider = session.user.app_metadata?.provider;
      if (provider && provider !== 'email') toast.success(authTexts.toasts.googleSignedIn);
      void navigate(target, { replace: true });
    }

    finish().catch((error: unknown) => {
      if (cancelled) return;
      const message = error instanceof Error && error.message ? error.message : texts.failedText;
      setFailed(message);
    });
    return () => {
      cancelled = true;
    };
  }, [navigate, texts.failedText]);

  return (
    <AuthShell title={failed ? texts.failedTitle : texts.working}>
      <PageMeta title={texts.pageTitle} />
      {failed ? (
        <div role="alert" data-testid="callback-error">
          <p className="flex items-start gap-2 text-red-700">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {failed}
          </p>
          <ButtonLink to="/login" className="mt-6">
            {texts.backToLogin}
          </ButtonLink>
        </div>
      ) : (
        <Spinner label={texts.working} />
      )}
    </AuthShell>
  );
}
