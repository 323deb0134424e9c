import type { Session } from '@supabase/supabase-js';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { loadSupabase } from '../../../lib/supabase.loader';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toast.store';
import { signInWithPassword } from '../auth.api';
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
  const [busy, setBusy] = useState(false);
  const [unverified, setUnverified] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!email.trim()) next.email = authTexts.errors.emailRequired;
    if (!password) next.password = authTexts.errors.passwordRequired;
    setErrors(next);
    if (next.email || next.password) return;
    setBusy(true);
    const { data, error } = await signInWithPassword(await loadSupabase(), email, password);
    if (error) {
      setBusy(false);
      if (error.code === 'email_not_confirmed') setUnverified(email.trim());
      toast.error(failureTitle ?? authTexts.toasts.loginFailed, {
        description: error.message || authTexts.toasts.loginFailedFallback,
      });
      return;
    }
    try {
      markSignedIn(data);
      await onSignedIn(data);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
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
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? texts.submitting : submitLabel}
      </Button>
    </form>
  );
}
