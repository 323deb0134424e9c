import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../ui/Button';
import { PageMeta } from '../../../ui/PageMeta';
import { TextField } from '../../../ui/TextField';
import { EMAIL_VERIFICATION_TOAST_MS, toast } from '../../../ui/toast.store';
import { signUpMutation } from '../auth.api';
import { markSignedIn } from '../auth.runtime';
import { useAuthStore } from '../auth.store';
import { authTexts } from '../auth.texts';
import { AuthShell } from '../components/AuthShell';
import { GoogleButton } from '../components/GoogleButton';
import { PasswordField } from '../components/PasswordField';
import { resolveReturnTarget } from '../return-url';
import { validateRegistration } from '../registration.rules';
import type { RegistrationErrors } from '../registration.rules';

export function RegisterPage() {
  const texts = authTexts.register;
  const location = useLocation();
  const navigate = useNavigate();
  const status = useAuthStore((state) => state.status);
  const target = resolveReturnTarget({ search: location.search, state: location.state });
  const [form, setForm] = useState({ fullName: '', email: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const register = useMutation({
    ...signUpMutation(),
    onSuccess: ({ data, error }, input) => {
      if (error) {
        toast.error(authTexts.toasts.registrationFailed, {
          description: error.message || authTexts.toasts.registrationFailedFallback,
        });
        return;
      }
      if (data.session) {
        markSignedIn(data.session);
        void navigate(target, { replace: true });
        return;
      }
      setSentTo(input.email.trim());
      toast.success(authTexts.toasts.registered, {
        description: authTexts.toasts.registeredText,
        duration: EMAIL_VERIFICATION_TOAST_MS,
        position: 'top-right',
      });
    },
  });

  if (status === 'signedIn' && !register.isPending) return <Navigate to={target} replace />;

  const field = (name: keyof typeof form) => ({
    name,
    value: form[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((value) => ({ ...value, [name]: event.target.value })),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = validateRegistration(form);
    setErrors(next);
    if (Object.keys(next).length > 0) {
      if (next.confirmPassword === authTexts.errors.passwordsDiffer)
        toast.error(authTexts.toasts.passwordsDiffer);
      return;
    }
    register.mutate({
      email: form.email,
      password: form.password,
      fullName: form.fullName,
      returnTo: target,
    });
  };

  if (sentTo) {
    return (
      <AuthShell title={texts.checkEmailTitle}>
        <PageMeta title={texts.pageTitle} description={texts.pageDescription} />
        <div className="flex flex-col items-center text-center" data-testid="check-email">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
            <MailCheck aria-hidden="true" className="size-7" />
          </span>
          <p className="mt-4 text-muted">{texts.checkEmailText(sentTo)}</p>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell title={texts.title} subtitle={texts.subtitle}>
      <PageMeta title={texts.pageTitle} description={texts.pageDescription} />
      <GoogleButton returnTo={target} />
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField label={texts.fullName} autoComplete="name" {...field('fullName')} />
        <TextField label={texts.email} type="email" autoComplete="email" {...field('email')} />
        <PasswordField label={texts.password} autoComplete="new-password" {...field('password')} />
        <PasswordField
          label={texts.confirmPassword}
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <Button type="submit" className="w-full" disabled={register.isPending}>
          {register.isPending ? texts.submitting : texts.submit}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted">
        {texts.haveAccount}{' '}
        <Link
          to={`/login?returnUrl=${encodeURIComponent(target)}`}
          className="font-semibold text-brand-700 hover:text-brand-800"
        >
          {texts.login}
        </Link>
      </p>
    </AuthShell>
  );
}
