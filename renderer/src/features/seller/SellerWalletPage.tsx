import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../lib/format-date';
import { Card } from '../../ui/Card';
import { PageMeta } from '../../ui/PageMeta';
import { QueryState } from '../../ui/QueryState';
import { Skeleton } from '../../ui/Skeleton';
import { useAuthStore } from '../auth';
import {
  earningsHistoryQuery,
  HISTORY_PAGE_SIZE,
  sellerWalletQuery,
  withdrawalsQuery,
  type EarningsEntry,
  type SellerWithdrawal,
} from './seller.api';
import type { SellerWallet } from './seller.schemas';
import { sellerTexts as t } from './seller.texts';
import { useSellerMode } from './useSellerMode';
import { DataTable, Pager, type PlainColumn } from '../../ui/DataTable';
import { useLiveWithdrawals } from './useLiveWithdrawals';
import { WithdrawalForm } from './WithdrawalForm';

const statusTone: Record<string, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  approved: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  paid: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  rejected: 'bg-red-50 text-red-700 ring-red-600/20',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-500/15',
};

function Figure({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: string;
  hint: string;
  testId: string;
}) {
  return (
    <Card className="p-4">
      <p className="text-sm text-muted">{label}</p>
      <p className="mt-1 text-2xl font-bold text-ink" data-testid={testId}>
        {value}
      </p>
      <p className="mt-0.5 text-xs text-muted">{hint}</p>
    </Card>
  );
}

function WalletFigures({ wallet }: { wallet: SellerWallet }) {
  const rate = Number(wallet.usd_per_point);
  return (
    <section aria-label={t.wallet.heading} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Figure
        label={t.wallet.earned}
        value={t.points(wallet.earned_points)}
        hint={t.wallet.earnedHint}
        testId="wallet-earned"
      />
      <Figure
        label={t.wallet.withdrawable}
        value={t.points(wallet.withdrawable_points)}
        hint={t.wallet.withdrawableHint(t.usd(Math.round(wallet.withdrawable_points * rate * 100) / 100))}
        testId="wallet-withdrawable"
      />
      <Figure
        label={t.wallet.pending}
        value={t.points(wallet.pending_points)}
        hint={t.wallet.pendingHint}
        testId="wallet-pending"
      />
      <Figure
        label={t.wallet.paid}
        value={t.points(wallet.paid_points)}
        hint={t.wallet.paidHint(t.usd(Number(wallet.paid_usd)))}
        testId="wallet-paid"
      />
    </section>
  );
}

const withdrawalColumns: PlainColumn<SellerWithdrawal>[] = [
  {
    accessorKey: 'created_at',
    header: t.wallet.requestedOn,
    cell: ({ row }) => formatDateTime(row.original.created_at),
  },
  {
    accessorKey: 'status',
    header: t.wallet.status,
    cell: ({ row }) => (
      <span
        className={clsx(
          'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
          statusTone[row.original.status] ?? statusTone.cancelled,
        )}
        data-testid="withdrawal-status"
      >
        {t.wallet.statuses[row.original.status] ?? row.original.status}
      </span>
    ),
  },
  {
    accessorKey: 'points_amount',
    header: t.wallet.points,
    cell: ({ row }) => t.n(row.original.points_amount),
  },
  {
    accessorKey: 'amount_usd',
    header: t.wallet.payout,
    cell: ({ row }) =>
      `${t.usd(Number(row.original.amount_usd))} · ${row.original.method === 'paypal' ? t.wallet.paypal : t.wallet.bank}`,
  },
  {
    accessorKey: 'admin_note',
    header: t.wallet.note,
    cell: ({ row }) => <span className="text-muted">{row.original.admin_note ?? ''}</span>,
  },
];
const withdrawalId = (row: SellerWithdrawal) => row.id;

function Withdrawals({ userId }: { userId: string }) {
  const query = useQuery(withdrawalsQuery(userId));
  return (
    <Card className="p-6">
      <h2 className="text-lg font-bold text-ink">{t.wallet.withdrawals}</h2>
      <QueryState
        query={query}
        loading={
          <div className="mt-4 space-y-2" aria-busy="true" aria-label={t.wallet.withdrawals}>
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        }
        failure={
          <p role="alert" className="mt-4 text-red-600">
            {query.error?.message}
          </p>
        }
        isEmpty={(rows) => rows.length === 0}
        empty={<p className="mt-4 text-muted">{t.wallet.noWithdrawals}</p>}
      >
        {(rows) => (
          <DataTable
            data={rows}
            columns={withdrawalColumns}
            getRowId={withdrawalId}
            caption={t.wallet.withdrawals}
            testId="seller-withdrawals"
          />
        )}
      </QueryState>
    </Card>
  );
}

const historyColumns: PlainColumn<EarningsEntry>[] = [
  {
    accessorKey: 'created_at',
    header: t.wallet.date,
    cell: ({ row }) => formatDateTime(row.original.created_at),
  },
  {
    accessorKey: 'amount',
    header: t.wallet.points,
    cell: ({ row }) => {
      const amount = row.original.amount;
      return (
        <span className={clsx('font-semibold', amount < 0 ? 'text-red-600' : 'text-emerald-700')}>
          {amount > 0 ? '+' : ''}
          {t.n(amount)}
        </span>
      );
    },
  },
  { accessorKey: 'description', header: t.wallet.description },
  {
    accessorKey: 'balance_after',
    header: t.wallet.balanceAfter,
    cell: ({ row }) => t.n(row.original.balance_after),
  },
];
const entryId = (row: EarningsEntry) => row.id;

function EarningsHistory({ userId }: { userId: string }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = useQuery(earningsHistoryQuery(userId, page));
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / HISTORY_PAGE_SIZE));
  const go = (next: number) => {
    const search = new URLSearchParams(params);
    if (next > 1) search.set('page', String(next));
    else search.delete('page');
    setParams(search, { replace: true });
  };
  return (
    <Card className="p-6">
      <h2 className="text-lg font-bold text-ink">{t.wallet.history}</h2>
      {query.error ? (
        <p role="alert" className="mt-4 text-red-600">
          {query.error.message}
        </p>
      ) : query.isPending ? (
        <div className="mt-4 space-y-2" aria-busy="true" aria-label={t.wallet.history}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-9 w-full" />
          ))}
        </div>
      ) : query.data.rows.length === 0 ? (
        <p className="mt-4 text-muted">{t.wallet.noHistory}</p>
      ) : (
        <DataTable
          data={query.data.rows}
          columns={historyColumns}
          getRowId={entryId}
          caption={t.wallet.history}
          testId="seller-history"
        />
      )}
      {pages > 1 && <Pager texts={t} label={t.wallet.history} page={page} pages={pages} onPage={go} />}
    </Card>
  );
}

/** /dashboard/wallet-seller: earned, withdrawable and pending points, a withdrawal request, withdrawals live. */
export function SellerWalletPage() {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  useSellerMode();
  const wallet = useQuery({ ...sellerWalletQuery(userId ?? ''), enabled: userId !== null });
  useLiveWithdrawals(userId);
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageMeta title={t.wallet.pageTitle} description={t.wallet.pageDescription} />
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t.wallet.heading}</h1>
      {userId && (
        <>
          <QueryState
            query={wallet}
            loading={
              <div
                aria-busy="true"
                aria-label={t.wallet.heading}
                className="grid grid-cols-2 gap-3 lg:grid-cols-4"
              >
                {Array.from({ length: 4 }, (_, i) => (
                  <Skeleton key={i} className="h-24" />
                ))}
              </div>
            }
            failure={
              <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-700">
                <p className="font-semibold">{t.loadFailed}</p>
                <p className="text-sm">{wallet.error?.message}</p>
              </div>
            }
          >
            {(data) => (
              <>
                <WalletFigures wallet={data} />
                <WithdrawalForm key={data.min_withdrawal} userId={userId} wallet={data} />
              </>
            )}
          </QueryState>
          <Withdrawals userId={userId} />
          <EarningsHistory userId={userId} />
        </>
      )}
    </div>
  );
}
