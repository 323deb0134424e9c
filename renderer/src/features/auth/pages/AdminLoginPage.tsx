import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { loadSupabase } from '../../../lib/supabase.loader';
import { Logo } from '../../../ui/Logo';
import { PageMeta } from '../../../ui/PageMeta';
import { toast } from '../../../ui/toast.store';
import { fetchProfile, signOut } from '../auth.api';
import { isAdmin, useAuthStore } from '../auth.store';
import { authTexts } from '../auth.texts';
import { LoginForm } from '../components/LoginForm';
import { SecondFactorForm } from '../components/SecondFactorForm';
import { safeReturnPath } from '../return-url';
import { needsSecondFactor } from '../second-factor';

/** /admin/login: only an active admin gets through; anyone else is signed out again (spec 1 section 5). */
export function AdminLoginPage() {
  const texts = authTexts.admin;
  const location = useLocation();
  const navigate = useNavigate();
  const [denied, setDenied] = useState(false);
  // Set once the code is accepted: the page moves on when the store holds the aal2 session.
  const [verified, setVerified] = useState(false);
  const signedInNonAdmin = useAuthStore(
    (state) => state.status === 'signedIn' && !state.profileLoading && !isAdmin(state.profile, state.user),
  );
  // An admin with two-factor on gives the code here too before the back office opens.
  const owesCode = useAuthStore((state) => state.status === 'signedIn' && needsSecondFactor(state.session));
  const requested = safeReturnPath(new URLSearchParams(location.search).get('returnUrl'));
  const target = requested?.startsWith('/admin') ? requested : '/admin/dashboard';

  if (verified && !owesCode) return <Navigate to={target} replace />;

  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-950 px-4 py-12">
      <PageMeta title={texts.pageTitle} />
      <div className="w-full max-w-md rounded-3xl bg-white p-6 shadow-lift sm:p-8">
        <Logo />
        <h1 className="mt-6 flex items-center gap-2 text-2xl font-bold tracking-tight text-ink">
          <ShieldCheck aria-hidden="true" className="size-6 text-brand-600" />
          {texts.title}
        </h1>
        <p className="mt-1.5 text-muted">{texts.subtitle}</p>
        {(denied || (signedInNonAdmin && requested)) && (
          <p role="alert" className="mt-5 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
            {authTexts.errors.unauthorizedAdmin}
          </p>
        )}
        <div className="mt-6">
          {owesCode ? (
            <SecondFactorForm
              onCancel={() => void loadSupabase().then(signOut)}
              onVerified={() => {
                toast.success(authTexts.toasts.adminLoggedIn);
                setVerified(true);
              }}
            />
          ) : (
            <LoginForm
              submitLabel={texts.submit}
              returnTo={null}
              showForgot={false}
              failureTitle={authTexts.toasts.adminLoginFailed}
              onSignedIn={async (session) => {
                const { user } = session;
                const client = await loadSupabase();
                const profile = await fetchProfile(client, user.id);
                if (!isAdmin(profile, user)) {
                  await signOut(client);
                  setDenied(true);
                  toast.error(authTexts.errors.unauthorizedAdmin);
                  return;
                }
                setDenied(false);
                useAuthStore.setState({ profile, profileLoadedAt: Date.now(), profileLoading: false });
                if (needsSecondFactor(session)) return;
                toast.success(authTexts.toasts.adminLoggedIn);
                void navigate(target, { replace: true });
              }}
            />
          )}
        </div>
      </div>
    </div>
  );
}
