import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { loadSupabase } from '../../../lib/supabase.loader';
import { authTexts } from '../auth.texts';

/** The second step of signing in with two-factor on: a code from the authenticator app. */
export function SecondFactorForm({
  onCancel,
  onVerified,
}: {
  onCancel: () => void;
  /** For a page that does not move on by itself once the session is aal2. */
  onVerified?: () => void;
}) {
  const texts = authTexts.secondFactor;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const verify = useMutation({
    mutationFn: async (value: string) => {
      const client = await loadSupabase();
      const factors = await client.auth.mfa.listFactors();
      const factor = factors.data?.totp.find((f) => f.status === 'verified');
      if (!factor) throw new Error(texts.noFactor);
      const { error: failure } = await client.auth.mfa.challengeAndVerify({
        factorId: factor.id,
        code: value,
      });
      if (failure) throw new Error(failure.message);
    },
    // The session becomes aal2 (MFA_CHALLENGE_VERIFIED) and the page moves on by itself.
    onSuccess: () => onVerified?.(),
    onError: (failure) => setError(failure.message || texts.invalid),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(value)) {
      setError(texts.invalid);
      return;
    }
    setError(null);
    verify.mutate(value);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby="second-factor-title">
      <h2 id="second-factor-title" className="text-lg font-semibold text-ink">
        {texts.title}
      </h2>
      <p className="text-sm text-muted">{texts.intro}</p>
      <TextField
        label={texts.code}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
      />
      <Button type="submit" className="w-full" disabled={verify.isPending}>
        {verify.isPending ? texts.verifying : texts.submit}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onCancel}>
        {texts.cancel}
      </Button>
    </form>
  );
}
