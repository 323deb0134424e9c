import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Coins } from 'lucide-react';
import { useEffect } from 'react';
import { Card } from '../../ui/Card';
import { Skeleton } from '../../ui/Skeleton';
import { usePointsBalance } from './usePointsBalance';
import { walletKeys, walletSummaryQuery } from './wallet.api';
import { formatUsd, walletTexts } from './wallet.texts';

/** Live balance (realtime on user_points), lifetime earned and spent, dollars to 2 decimals (10 points = $1). */
export function WalletBalanceCard({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const balance = usePointsBalance(userId);
  const summary = useQuery(walletSummaryQuery(userId));

  // A balance change (a purchase, a spend) also changes the totals and the ledger: read them again.
  useEffect(() => {
    if (balance === undefined) return;
    void queryClient.invalidateQueries({ queryKey: walletKeys.summary(userId) });
    void queryClient.invalidateQueries({ queryKey: [...walletKeys.all, 'transactions', userId] });
    void queryClient.invalidateQueries({ queryKey: walletKeys.orders(userId) });
  }, [balance, userId, queryClient]);

  const points = balance ?? summary.data?.points_balance;
  return (
    <Card className="grid gap-6 p-6 sm:grid-cols-3" aria-busy={points === undefined}>
      <div className="sm:col-span-1">
        <p className="flex items-center gap-2 text-sm font-medium text-muted">
          <Coins aria-hidden="true" className="size-4 text-amber-500" />
          {walletTexts.balance}
        </p>
        {points === undefined ? (
          <Skeleton className="mt-2 h-9 w-40" />
        ) : (
          <>
            <p className="mt-1 text-3xl font-bold text-ink" data-testid="wallet-balance" aria-live="polite">
              {walletTexts.balanceValue(points)}
            </p>
            <p className="text-sm text-muted">{walletTexts.worth(formatUsd(points / 10))}</p>
          </>
        )}
      </div>
      {[
        { label: walletTexts.lifetimeEarned, value: summary.data?.lifetime_earned, id: 'wallet-earned' },
        { label: walletTexts.lifetimeSpent, value: summary.data?.lifetime_spent, id: 'wallet-spent' },
      ].map((item) => (
        <div key={item.id}>
          <p className="text-sm font-medium text-muted">{item.label}</p>
          {item.value === undefined ? (
            <Skeleton className="mt-2 h-7 w-28" />
          ) : (
            <>
              <p className="mt-1 text-xl font-semibold text-ink" data-testid={item.id}>
                {walletTexts.balanceValue(item.value)}
              </p>
              <p className="text-sm text-muted">{formatUsd(item.value / 10)}</p>
            </>
          )}
        </div>
      ))}
      {summary.error && (
        <p role="alert" className="text-sm text-red-600 sm:col-span-3">
          {summary.error.message}
        </p>
      )}
    </Card>
  );
}
