import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast.store';
import { walletKeys } from '../wallet';
import { requestWithdrawal, sellerKeys, type PayoutDetails } from './seller.api';
import type { SellerWallet } from './seller.schemas';
import { withdrawalSchema, type WithdrawalInput, type WithdrawalValues } from './seller.schema';
import { sellerTexts as t } from './seller.texts';

/** Request a withdrawal through request_withdrawal; its refusals are shown in the server's own words. */
export function WithdrawalForm({ userId, wallet }: { userId: string; wallet: SellerWallet }) {
  const queryClient = useQueryClient();
  const schema = useMemo(() => withdrawalSchema(wallet.min_withdrawal), [wallet.min_withdrawal]);
  const form = useForm<WithdrawalInput, unknown, WithdrawalValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      points:
        wallet.withdrawable_points >= wallet.min_withdrawal
          ? wallet.withdrawable_points
          : wallet.min_withdrawal,
      method: 'paypal',
      paypal_email: '',
      account_holder: '',
      bank_name: '',
      account_number: '',
      swift: '',
    },
  });
  const { register, handleSubmit, formState, control, setError, reset } = form;
  const method = useWatch({ control, name: 'method' });
  const points = Number(useWatch({ control, name: 'points' })) || 0;

  const submit = useMutation({
    mutationFn: (values: WithdrawalValues) => {
      const details: PayoutDetails =
        values.method === 'paypal'
          ? { paypal_email: values.paypal_email }
          : {
              account_holder: values.account_holder,
              bank_name: values.bank_name,
              account_number: values.account_number,
              ...(values.swift ? { swift: values.swift } : {}),
            };
      return requestWithdrawal(values.points, values.method, details);
    },
    onSuccess: (answer, values) => {
      if (!answer.success) {
        setError('root', { message: answer.error });
        return;
      }
      toast.success(t.wallet.requested(values.points));
      reset({ ...values, points: wallet.min_withdrawal });
      void queryClient.invalidateQueries({ queryKey: [...sellerKeys.all] });
      void queryClient.invalidateQueries({ queryKey: walletKeys.balance(userId) });
    },
    onError: (error) => setError('root', { message: error.message || t.wallet.errors.failed }),
  });

  const canWithdraw = wallet.withdrawable_points >= wallet.min_withdrawal;

  return (
    <Card className="p-6">
      <h2 className="text-lg font-bold text-ink">{t.wallet.requestHeading}</h2>
      <p className="mt-1 text-sm text-muted">
        {t.wallet.requestIntro(wallet.min_withdrawal, Number(wallet.usd_per_point))}
      </p>
      {!canWithdraw && (
        <p
          className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-800"
          data-testid="withdraw-not-enough"
        >
          {t.wallet.notEnough(wallet.min_withdrawal)}
        </p>
      )}
      <form
        className="mt-4 grid gap-4 sm:grid-cols-2"
        noValidate
        aria-label={t.wallet.requestHeading}
        onSubmit={handleSubmit((values) => submit.mutate(values))}
      >
        <div>
          <TextField
            label={t.wallet.amount}
            type="number"
            inputMode="numeric"
            step={1}
            min={wallet.min_withdrawal}
            max={wallet.withdrawable_points}
            error={formState.errors.points?.message}
            {...register('points')}
          />
          <p className="mt-1 text-sm text-muted" aria-live="polite">
            {t.wallet.amountWorth(t.usd(Math.round(points * Number(wallet.usd_per_point) * 100) / 100))}
          </p>
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">{t.wallet.method}</legend>
          <div className="mt-2 flex gap-4">
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" value="paypal" {...register('method')} />
              {t.wallet.paypal}
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" value="bank_transfer" {...register('method')} />
              {t.wallet.bank}
            </label>
          </div>
        </fieldset>
        {method === 'paypal' ? (
          <TextField
            className="sm:col-span-2"
            label={t.wallet.paypalEmail}
            type="email"
            autoComplete="email"
            error={formState.errors.paypal_email?.message}
            {...register('paypal_email')}
          />
        ) : (
          <>
            <TextField
              label={t.wallet.accountHolder}
              autoComplete="name"
              error={formState.errors.account_holder?.message}
              {...register('account_holder')}
            />
            <TextField
              label={t.wallet.bankName}
              error={formState.errors.bank_name?.message}
              {...register('bank_name')}
            />
            <TextField
              label={t.wallet.accountNumber}
              error={formState.errors.account_number?.message}
              {...register('account_number')}
            />
            <TextField label={t.wallet.swift} {...register('swift')} />
          </>
        )}
        {formState.errors.root && (
          <p
            role="alert"
            className="text-sm font-medium text-red-600 sm:col-span-2"
            data-testid="withdraw-error"
          >
            {formState.errors.root.message}
          </p>
        )}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={submit.isPending}>
            {submit.isPending ? t.wallet.submitting : t.wallet.submit}
          </Button>
        </div>
      </form>
    </Card>
  );
}
