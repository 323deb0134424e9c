import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { PageMeta } from '../../../ui/PageMeta';
import { toast } from '../../../ui/toast.store';
import { useAuthStore } from '../auth.store';
import { authTexts } from '../auth.texts';
import { AuthShell } from '../components/AuthShell';
import { GoogleButton } from '../components/GoogleButton';
import { LoginForm } from '../components/LoginForm';
import { SecondFactorForm } from '../components/SecondFactorForm';
import { needsSecondFactor } from '../second-factor';
import { useSignOut } from '../useSignOut';
import { resolveReturnTarget } from '../return-url';

export function LoginPage() {
  const texts = authTexts.login;
  const location = useLocation();
  const navigate = useNavigate();
  const status = useAuthStore((state) => state.status);
  const secondFactor = useAuthStore((state) => needsSecondFactor(state.session));
  const signOut = useSignOut();
  const target = resolveReturnTarget({ search: location.search, state: location.state });

  if (status === 'signedIn' && secondFactor) {
    return (
      <AuthShell title={texts.title} subtitle={texts.subtitle}>
        <PageMeta title={texts.pageTitle} description={texts.pageDescription} />
        <SecondFactorForm onCancel={() => void signOut()} />
      </AuthShell>
    );
  }
  if (status === 'signedIn') return <Navigate to={target} replace />;

  return (
    <AuthShell title={texts.title} subtitle={texts.subtitle}>
      <PageMeta title={texts.pageTitle} description={texts.pageDescription} />
      <GoogleButton returnTo={target} />
      <LoginForm
        submitLabel={texts.submit}
        returnTo={target}
        onSignedIn={(session) => {
          // With two-factor on, the page asks for the code first and moves on once it is verified.
          if (needsSecondFactor(session)) return;
          toast.success(authTexts.toasts.welcomeBack, { description: authTexts.toasts.welcomeBackText });
          void navigate(target, { replace: true });
        }}
      />
      <p className="mt-6 text-center text-sm text-muted">
        {texts.noAccount}{' '}
        <Link
          to={`/register?returnUrl=${encodeURIComponent(target)}`}
          className="font-semibold text-brand-700 hover:text-brand-800"
        >
          {texts.register}
        </Link>
      </p>
    </AuthShell>
  );
}
