import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../ui/Button';
import { PageMeta } from '../../../ui/PageMeta';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toast.store';
import { passwordResetMutation } from '../auth.api';
import { authTexts } from '../auth.texts';
import { AuthShell } from '../components/AuthShell';

export function ForgotPasswordPage() {
  const texts = authTexts.forgot;
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const reset = useMutation({
    ...passwordResetMutation(),
    onSuccess: (failure, address) => {
      if (failure) {
        toast.error(authTexts.toasts.resetFailed, { description: authTexts.toasts.resetFailedText });
        return;
      }
      toast.success(authTexts.toasts.resetSent, { description: authTexts.toasts.resetSentText });
      setSentTo(address.trim());
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setError(authTexts.errors.emailRequired);
      return;
    }
    setError(null);
    reset.mutate(email);
  };

  return (
    <AuthShell title={sentTo ? texts.sentTitle : texts.title} subtitle={sentTo ? undefined : texts.subtitle}>
      <PageMeta title={texts.pageTitle} description={texts.pageDescription} />
      {sentTo ? (
        <div className="flex flex-col items-center text-center" data-testid="reset-sent">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
            <MailCheck aria-hidden="true" className="size-7" />
          </span>
          <p className="mt-4 text-muted">{texts.sentText(sentTo)}</p>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <TextField
            label={texts.email}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={error}
          />
          <Button type="submit" className="w-full" disabled={reset.isPending}>
            {reset.isPending ? texts.submitting : texts.submit}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-semibold text-brand-700 hover:text-brand-800">
          {texts.back}
        </Link>
      </p>
    </AuthShell>
  );
}
