import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { loadSupabase } from '../../../lib/supabase.loader';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { PageMeta } from '../../../ui/PageMeta';
import { Spinner } from '../../../ui/Spinner';
import { toast } from '../../../ui/toast.store';
import { passwordUpdateMutation, signOut } from '../auth.api';
import { useAuthStore } from '../auth.store';
import { authTexts } from '../auth.texts';
import { AuthShell } from '../components/AuthShell';
import { PasswordField } from '../components/PasswordField';
import { resetPasswordProblem } from '../registration.rules';

const REDIRECT_AFTER_UPDATE_MS = 2000;

/** /reset-password and /auth/reset-password: the recovery link signs the visitor in; here they pick a password. */
export function ResetPasswordPage() {
  const texts = authTexts.reset;
  const navigate = useNavigate();
  const status = useAuthStore((state) => state.status);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const update = useMutation({
    ...passwordUpdateMutation(),
    onSuccess: (failure) => {
      if (failure) {
        toast.error(authTexts.toasts.updatePasswordFailed, {
          description: authTexts.toasts.updatePasswordFailedText,
        });
        return;
      }
      useAuthStore.setState({ recovery: false });
      toast.success(authTexts.toasts.passwordUpdated);
      setDone(true);
    },
  });

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => {
      void loadSupabase()
        .then(signOut)
        .finally(() => void navigate('/login', { replace: true }));
    }, REDIRECT_AFTER_UPDATE_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = resetPasswordProblem(password, confirmPassword);
    if (problem) {
      setError(problem.description);
      toast.error(problem.title, { description: problem.description });
      return;
    }
    setError(null);
    update.mutate(password);
  };

  let body;
  if (done) {
    body = <p className="text-muted">{texts.doneText}</p>;
  } else if (status === 'loading') {
    body = <Spinner label={texts.checking} />;
  } else if (status === 'signedOut') {
    body = (
      <div data-testid="reset-invalid">
        <p className="font-semibold text-ink">{texts.invalidTitle}</p>
        <p className="mt-1 text-muted">{texts.invalidText}</p>
        <ButtonLink to="/forgot-password" className="mt-5">
          {texts.requestNew}
        </ButtonLink>
      </div>
    );
  } else {
    body = (
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <PasswordField
          label={texts.password}
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordField
          label={texts.confirmPassword}
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
          error={error}
        />
        <Button type="submit" className="w-full" disabled={update.isPending}>
          {update.isPending ? texts.submitting : texts.submit}
        </Button>
      </form>
    );
  }

  return (
    <AuthShell title={texts.title} subtitle={texts.subtitle}>
      <PageMeta title={texts.pageTitle} description={texts.pageDescription} />
      {body}
    </AuthShell>
  );
}
