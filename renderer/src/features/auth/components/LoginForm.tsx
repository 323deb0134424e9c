import { useMutation } from '@tanstack/react-query';
import type { Session } from '@supabase/supabase-js';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toast.store';
import { signInMutation } from '../auth.api';
import { authTexts } from '../auth.texts';
import { markSignedIn } from '../auth.runtime';
import { PasswordField } from './PasswordField';
import { VerifyEmailNotice } from './VerifyEmailNotice';

interface LoginFormProps {
  submitLabel: string;
  returnTo: string | null;
  showForgot?: boolean;
  failureTitle?: string;
  onSignedIn: (session: Session) => Promise<void> | void;
}

interface Errors {
  email?: string;
  password?: string;
}

export function LoginForm({
  submitLabel,
  returnTo,
  showForgot = true,
  failureTitle,
  onSignedIn,
}: LoginFormProps) {
  const texts = authTexts.login;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [unverified, setUnverified] = useState<string | null>(null);
  const signIn = useMutation({
    ...signInMutation(),
    // Awaited by the mutation, so the form stays busy until the caller is done with the session.
    onSuccess: async ({ data, error }, input) => {
      if (error) {
        if (error.code === 'email_not_confirmed') setUnverified(input.email.trim());
        toast.error(failureTitle ?? authTexts.toasts.loginFailed, {
          description: error.message || authTexts.toasts.loginFailedFallback,
        });
        return;
      }
      markSignedIn(data);
      await onSignedIn(data);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!email.trim()) next.email = authTexts.errors.emailRequired;
    if (!password) next.password = authTexts.errors.passwordRequired;
    setErrors(next);
    if (next.email || next.password) return;
    signIn.mutate({ email, password });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {unverified && <VerifyEmailNotice email={unverified} returnTo={returnTo} />}
      <TextField
        label={texts.email}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
      />
      <PasswordField
        label={texts.password}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
        labelAside={
          showForgot ? (
            <Link to="/forgot-password" className="text-sm font-medium text-brand-700 hover:text-brand-800">
              {texts.forgot}
            </Link>
          ) : undefined
        }
      />
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? texts.submitting : submitLabel}
      </Button>
    </form>
  );
}
