import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/TextField';
import { loadSupabase } from '../../lib/supabase.loader';
import { changePassword } from './settings.api';
import { settingsTexts } from './settings.texts';
import { settingsToast } from './settings.toast';

const texts = settingsTexts.security;

const schema = z
  .object({
    password: z.string().min(6, texts.passwordTooShort).max(72),
    confirm: z.string(),
    nonce: z.string().trim(),
  })
  .refine((values) => values.password === values.confirm, {
    message: texts.passwordsDiffer,
    path: ['confirm'],
  });
type PasswordForm = z.infer<typeof schema>;

/** A new password; when the platform asks for reauthentication, the mailed code is asked for too. */
export function PasswordCard({ email }: { email: string }) {
  const [nonceSent, setNonceSent] = useState(false);
  const form = useForm<PasswordForm>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirm: '', nonce: '' },
  });
  const change = useMutation({
    mutationFn: async (values: PasswordForm) =>
      changePassword(await loadSupabase(), values.password, nonceSent ? values.nonce : undefined),
    onSuccess: (result) => {
      if (result.status === 'nonce_sent') {
        setNonceSent(true);
        return;
      }
      setNonceSent(false);
      form.reset();
      settingsToast.success(settingsTexts.toasts.passwordUpdated);
    },
    onError: (error) => settingsToast.error(settingsTexts.toasts.passwordFailed, error.message),
  });

  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-ink">{texts.passwordTitle}</h2>
      <p className="text-sm text-muted">{texts.passwordIntro}</p>
      <form
        noValidate
        className="mt-5 grid gap-4 sm:grid-cols-2"
        onSubmit={form.handleSubmit((values) => change.mutate(values))}
      >
        <Controller
          control={form.control}
          name="password"
          render={({ field, fieldState }) => (
            <TextField
              label={texts.newPassword}
              type="password"
              autoComplete="new-password"
              error={fieldState.error?.message}
              {...field}
            />
          )}
        />
        <Controller
          control={form.control}
          name="confirm"
          render={({ field, fieldState }) => (
            <TextField
              label={texts.confirmPassword}
              type="password"
              autoComplete="new-password"
              error={fieldState.error?.message}
              {...field}
            />
          )}
        />
        {nonceSent && (
          <div className="sm:col-span-2">
            <p className="mb-3 text-sm text-slate-700" role="status">
              {texts.nonceIntro(email)}
            </p>
            <Controller
              control={form.control}
              name="nonce"
              render={({ field }) => (
                <TextField label={texts.nonce} inputMode="numeric" autoComplete="one-time-code" {...field} />
              )}
            />
          </div>
        )}
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? texts.updating : texts.updatePassword}
          </Button>
        </div>
      </form>
    </Card>
  );
}
