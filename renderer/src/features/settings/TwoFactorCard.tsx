import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Skeleton } from '../../ui/Skeleton';
import { TextField } from '../../ui/TextField';
import { loadSupabase } from '../../lib/supabase.loader';
import { disableTotp, enrollTotp, factorsQuery, settingsKeys, verifyTotp } from './settings.api';
import { settingsTexts } from './settings.texts';
import { settingsToast } from './settings.toast';

const texts = settingsTexts.security;
const SIX_DIGITS = /^\d{6}$/;

type Step =
  | { kind: 'idle' }
  | { kind: 'enrolling'; factorId: string; qrCode: string; secret: string }
  | { kind: 'disabling' };

/** Two-factor with an authenticator app: enrol with a QR code, verify a code to turn on; a code turns it off. */
export function TwoFactorCard({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const factors = useQuery(factorsQuery(userId));
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const verified = factors.data?.find((factor) => factor.status === 'verified');
  const refresh = () => queryClient.invalidateQueries({ queryKey: settingsKeys.factors(userId) });

  const enroll = useMutation({
    mutationFn: async () => enrollTotp(await loadSupabase()),
    onSuccess: (data) => {
      setCode('');
      setStep({ kind: 'enrolling', ...data });
    },
    onError: (error) => settingsToast.error(settingsTexts.toasts.twoFactorFailed, error.message),
  });
  const confirm = useMutation({
    mutationFn: async ({ factorId, value }: { factorId: string; value: string }) =>
      verifyTotp(await loadSupabase(), factorId, value),
    onSuccess: async () => {
      setStep({ kind: 'idle' });
      setCode('');
      settingsToast.success(settingsTexts.toasts.twoFactorEnabled);
      await refresh();
    },
    onError: (error) => setCodeError(error.message || texts.codeInvalid),
  });
  const disable = useMutation({
    mutationFn: async ({ factorId, value }: { factorId: string; value: string }) =>
      disableTotp(await loadSupabase(), factorId, value),
    onSuccess: async () => {
      setStep({ kind: 'idle' });
      setCode('');
      settingsToast.success(settingsTexts.toasts.twoFactorDisabled);
      await refresh();
    },
    onError: (error) => setCodeError(error.message || texts.codeInvalid),
  });

  const submitCode = (run: (value: string) => void) => (event: FormEvent) => {
    event.preventDefault();
    const value = code.replace(/\s+/g, '');
    if (!SIX_DIGITS.test(value)) {
      setCodeError(texts.codeInvalid);
      return;
    }
    setCodeError(null);
    run(value);
  };

  const cancel = () => {
    setStep({ kind: 'idle' });
    setCode('');
    setCodeError(null);
  };

  const codeField = (
    <TextField
      label={texts.code}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      value={code}
      onChange={(event) => setCode(event.target.value)}
      error={codeError}
      className="max-w-xs"
    />
  );

  return (
    <Card className="p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="flex items-center gap-2 text-lg font-semibold text-ink">
            {texts.twoFactorTitle}
            {factors.data && (
              <Badge tone={verified ? 'success' : 'neutral'} data-testid="two-factor-status">
                {verified ? texts.twoFactorOn : texts.twoFactorOff}
              </Badge>
            )}
          </h2>
          <p className="text-sm text-muted">{texts.twoFactorIntro}</p>
        </div>
        {factors.data && step.kind === 'idle' && (
          <Button
            variant={verified ? 'outline' : 'primary'}
            disabled={enroll.isPending}
            onClick={() => (verified ? setStep({ kind: 'disabling' }) : enroll.mutate())}
          >
            {verified ? texts.disable : texts.enable}
          </Button>
        )}
      </div>
      {factors.isPending && <Skeleton className="mt-4 h-10 w-48" />}
      {factors.error && (
        <p role="alert" className="mt-4 text-red-600">
          {factors.error.message}
        </p>
      )}
      {step.kind === 'enrolling' && (
        <form
          noValidate
          className="mt-5 grid gap-5 sm:grid-cols-[auto_1fr]"
          onSubmit={submitCode((value) => confirm.mutate({ factorId: step.factorId, value }))}
        >
          <img
            src={step.qrCode}
            alt={texts.qrAlt}
            className="size-44 rounded-xl border border-slate-200 bg-white p-2"
            data-testid="totp-qr"
          />
          <div className="space-y-4">
            <p className="text-sm text-slate-700">{texts.scanQr}</p>
            <div>
              <p className="text-sm font-medium text-muted">{texts.secretLabel}</p>
              <code className="mt-1 block font-mono text-sm break-all text-ink" data-testid="totp-secret">
                {step.secret}
              </code>
            </div>
            {codeField}
            <div className="flex gap-2">
              <Button type="submit" disabled={confirm.isPending}>
                {confirm.isPending ? texts.verifying : texts.verify}
              </Button>
              <Button variant="outline" onClick={cancel}>
                {texts.cancel}
              </Button>
            </div>
          </div>
        </form>
      )}
      {step.kind === 'disabling' && verified && (
        <form
          noValidate
          className="mt-5 space-y-4"
          onSubmit={submitCode((value) => disable.mutate({ factorId: verified.id, value }))}
        >
          <p className="text-sm text-slate-700">{texts.disableConfirm}</p>
          {codeField}
          <div className="flex gap-2">
            <Button type="submit" disabled={disable.isPending}>
              {texts.confirmDisable}
            </Button>
            <Button variant="outline" onClick={cancel}>
              {texts.cancel}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
