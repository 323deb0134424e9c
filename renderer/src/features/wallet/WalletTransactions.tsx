import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useSearchParams } from 'react-router';
import { Card } from '../../ui/Card';
import { DataTable, Pager, type PlainColumn } from '../../ui/DataTable';
import { Skeleton } from '../../ui/Skeleton';
import { TRANSACTIONS_PAGE_SIZE, transactionsQuery, type WalletTransaction } from './wallet.api';
import {
  formatDateTime,
  TRANSACTION_TYPES,
  transactionTypeLabels,
  walletTexts,
  type TransactionType,
} from './wallet.texts';

const columns: PlainColumn<WalletTransaction>[] = [
  {
    accessorKey: 'created_at',
    header: walletTexts.date,
    cell: ({ row }) => formatDateTime(row.original.created_at),
  },
  { accessorKey: 'description', header: walletTexts.description },
  {
    accessorKey: 'type',
    header: walletTexts.type,
    cell: ({ row }) => transactionTypeLabels[row.original.type as TransactionType] ?? row.original.type,
  },
  {
    accessorKey: 'amount',
    header: walletTexts.amount,
    cell: ({ row }) => {
      const amount = row.original.amount;
      return (
        <span className={clsx('font-semibold', amount < 0 ? 'text-red-600' : 'text-emerald-700')}>
          {amount > 0 ? '+' : ''}
          {amount.toLocaleString('en-US')}
        </span>
      );
    },
  },
  {
    accessorKey: 'balance_after',
    header: walletTexts.balanceAfter,
    cell: ({ row }) => row.original.balance_after.toLocaleString('en-US'),
  },
];

const isType = (value: string | null): value is TransactionType =>
  value !== null && (TRANSACTION_TYPES as readonly string[]).includes(value);

/** The ledger: latest 10 per page, filter by type; page and filter live in the address. */
export function WalletTransactions({ userId }: { userId: string }) {
  const [params, setParams] = useSearchParams();
  const type = isType(params.get('type')) ? (params.get('type') as TransactionType) : null;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = useQuery(transactionsQuery(userId, page, type));
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / TRANSACTIONS_PAGE_SIZE));
  const update = (next: { type?: TransactionType | null; page?: number }) => {
    const search = new URLSearchParams(params);
    const nextType = next.type === undefined ? type : next.type;
    if (nextType) search.set('type', nextType);
    else search.delete('type');
    const nextPage = next.page ?? 1;
    if (nextPage > 1) search.set('page', String(nextPage));
    else search.delete('page');
    setParams(search, { replace: true });
  };

  return (
    <Card className="p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold text-ink">{walletTexts.transactions}</h2>
        <label className="flex items-center gap-2 text-sm">
          <span className="text-muted">{walletTexts.filterByType}</span>
          <select
            value={type ?? ''}
            onChange={(event) => update({ type: isType(event.target.value) ? event.target.value : null })}
            className="h-9 rounded-lg border border-slate-300 bg-white px-2"
          >
            <option value="">{walletTexts.allTypes}</option>
            {TRANSACTION_TYPES.map((value) => (
              <option key={value} value={value}>
                {transactionTypeLabels[value]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {query.error ? (
        <p role="alert" className="mt-4 text-red-600">
          {query.error.message}
        </p>
      ) : query.isPending ? (
        <div className="mt-4 space-y-2" aria-busy="true">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-9 w-full" />
          ))}
        </div>
      ) : query.data.rows.length === 0 ? (
        <p className="mt-4 text-muted">{walletTexts.noTransactions}</p>
      ) : (
        <DataTable
          data={query.data.rows}
          columns={columns}
          getRowId={(row) => row.id}
          caption={walletTexts.transactions}
          testId="wallet-transactions"
        />
      )}
      {pages > 1 && (
        <Pager
          label={walletTexts.transactions}
          page={page}
          pages={pages}
          onPage={(next) => update({ page: next })}
          texts={walletTexts}
        />
      )}
    </Card>
  );
}
