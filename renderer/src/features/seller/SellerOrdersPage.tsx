import { useQuery } from '@tanstack/react-query';
import { Download, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../lib/format-date';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { PageMeta } from '../../ui/PageMeta';
import { Skeleton } from '../../ui/Skeleton';
import { inputClasses } from '../../ui/TextField';
import { toast } from '../../ui/toast.store';
import { useAuthStore } from '../auth';
import { fetchAllOrders, ORDERS_PAGE_SIZE, ordersQuery, type SellerOrder } from './seller.api';
import { downloadText, ordersCsv } from './seller-csv';
import { sellerTexts as t } from './seller.texts';
import { useSellerMode } from './useSellerMode';
import { DataTable, Pager, type PlainColumn } from '../../ui/DataTable';

const columns: PlainColumn<SellerOrder>[] = [
  {
    accessorKey: 'created_at',
    header: t.orders.date,
    cell: ({ row }) => formatDateTime(row.original.created_at),
  },
  {
    accessorKey: 'document_title',
    header: t.orders.document,
    cell: ({ row }) => (
      <Link
        to={`/documents/${row.original.document_slug}`}
        className="font-medium text-brand-700 hover:underline"
      >
        {row.original.document_title}
      </Link>
    ),
  },
  { accessorKey: 'buyer_name', header: t.orders.buyer },
  {
    accessorKey: 'access_type',
    header: t.orders.access,
    cell: ({ row }) => t.orders.accessTypes[row.original.access_type] ?? row.original.access_type,
  },
  {
    accessorKey: 'points_spent',
    header: t.orders.points,
    cell: ({ row }) => t.n(row.original.points_spent),
  },
  {
    accessorKey: 'earned_points',
    header: t.orders.earned,
    cell: ({ row }) => (
      <span className="font-semibold text-emerald-700">+{t.n(row.original.earned_points)}</span>
    ),
  },
];
const saleId = (row: SellerOrder) => row.sale_id;

/** /dashboard/seller-orders: each sale of the seller's documents, searchable and paged, exported as CSV. */
export function SellerOrdersPage() {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  useSellerMode();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [draft, setDraft] = useState(search);
  const [exporting, setExporting] = useState(false);
  const searchId = useId();
  const query = useQuery({ ...ordersQuery(userId ?? '', search, page), enabled: userId !== null });
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE));

  const update = (next: { q?: string; page?: number }) => {
    const nextParams = new URLSearchParams(params);
    const q = (next.q ?? search).trim();
    if (q) nextParams.set('q', q);
    else nextParams.delete('q');
    if ((next.page ?? 1) > 1) nextParams.set('page', String(next.page));
    else nextParams.delete('page');
    setParams(nextParams, { replace: true });
  };

  // The search follows typing after a short pause; each new search starts at page 1.
  useEffect(() => {
    if (draft.trim() === search) return;
    const timer = setTimeout(() => update({ q: draft }), 300);
    return () => clearTimeout(timer);
  });

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await fetchAllOrders(search);
      downloadText(`orders-${new Date().toISOString().slice(0, 10)}.csv`, await ordersCsv(rows));
    } catch (error) {
      toast.error(t.orders.exportFailed, { description: error instanceof Error ? error.message : undefined });
    } finally {
      setExporting(false);
    }
  };

  const from = total === 0 ? 0 : (page - 1) * ORDERS_PAGE_SIZE + 1;
  const to = Math.min(total, page * ORDERS_PAGE_SIZE);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageMeta title={t.orders.pageTitle} description={t.orders.pageDescription} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t.orders.heading}</h1>
        <p className="mt-1 text-muted">{t.orders.intro}</p>
      </div>
      <Card className="p-4 sm:p-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <form
            role="search"
            className="w-full max-w-sm"
            onSubmit={(event) => {
              event.preventDefault();
              update({ q: draft });
            }}
          >
            <label htmlFor={searchId} className="text-sm font-medium text-slate-700">
              {t.orders.search}
            </label>
            <div className="relative mt-1.5">
              <Search
                aria-hidden
                className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
              />
              <input
                id={searchId}
                type="search"
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                placeholder={t.orders.searchPlaceholder}
                className={`${inputClasses} border-slate-300 pl-9`}
              />
            </div>
          </form>
          <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting || total === 0}>
            <Download aria-hidden className="size-4" />
            {exporting ? t.orders.exporting : t.orders.exportCsv}
          </Button>
        </div>
        {query.error ? (
          <div role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4 text-red-700">
            <p className="font-semibold">{t.loadFailed}</p>
            <p className="text-sm">{query.error.message}</p>
          </div>
        ) : query.isPending ? (
          <div className="mt-4 space-y-2" aria-busy="true" aria-label={t.orders.heading}>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : query.data.rows.length === 0 ? (
          <p className="mt-6 text-muted">{search ? t.orders.emptySearch : t.orders.empty}</p>
        ) : (
          <>
            <ul className="mt-4 divide-y divide-slate-100 md:hidden" aria-label={t.orders.heading}>
              {query.data.rows.map((row) => (
                <li key={row.sale_id} className="py-3 text-sm">
                  <Link
                    to={`/documents/${row.document_slug}`}
                    className="font-medium break-words text-brand-700 hover:underline"
                  >
                    {row.document_title}
                  </Link>
                  <p className="text-muted">
                    {row.buyer_name} · {formatDateTime(row.created_at)}
                  </p>
                  <p>
                    {t.orders.accessTypes[row.access_type] ?? row.access_type} · {t.points(row.points_spent)}{' '}
                    · <span className="font-semibold text-emerald-700">+{t.n(row.earned_points)}</span>
                  </p>
                </li>
              ))}
            </ul>
            <div className="hidden md:block">
              <DataTable
                data={query.data.rows}
                columns={columns}
                getRowId={saleId}
                caption={t.orders.heading}
                testId="seller-orders"
                minWidth="min-w-[44rem]"
              />
            </div>
          </>
        )}
        {total > 0 && (
          <Pager
            texts={t}
            label={t.orders.heading}
            page={page}
            pages={pages}
            onPage={(next) => update({ page: next })}
            summary={t.showing(from, to, total)}
          />
        )}
      </Card>
    </div>
  );
}
