import { useQuery } from '@tanstack/react-query';
import { BarChart3, Bookmark, Download, Eye, Coins, DollarSign } from 'lucide-react';
import { lazy, Suspense, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../ui/ButtonLink';
import { Card } from '../../ui/Card';
import { PageMeta } from '../../ui/PageMeta';
import { QueryState } from '../../ui/QueryState';
import { Skeleton } from '../../ui/Skeleton';
import { useAuthStore } from '../auth';
import { overviewQuery } from './seller.api';
import { sellerTexts as t } from './seller.texts';
import { useSellerMode } from './useSellerMode';

// recharts is heavy: only this route loads it, after the figures are on screen.
const SellerOverviewCharts = lazy(() => import('./SellerOverviewCharts'));

const PERIODS = t.overview.periods.map((period) => period.days);

function Stat({
  icon: Icon,
  label,
  value,
  hint,
}: {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  label: string;
  value: string;
  hint?: string;
}) {
  return (
    <Card className="p-4">
      <div className="flex items-center gap-2 text-sm text-muted">
        <Icon aria-hidden className="size-4" />
        <span>{label}</span>
      </div>
      <p className="mt-1 text-2xl font-bold text-ink" data-testid={`stat-${label}`}>
        {value}
      </p>
      {hint && <p className="mt-0.5 text-xs text-muted">{hint}</p>}
    </Card>
  );
}

function OverviewSkeleton() {
  return (
    <div aria-busy="true" aria-label={t.overview.heading} className="space-y-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-6">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-72" />
    </div>
  );
}

/** /dashboard/seller-dashboard: the seller's figures (views, downloads, purchases, bookmarks, revenue) with charts. */
export function SellerOverviewPage() {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  useSellerMode();
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('days'));
  const days = PERIODS.includes(requested) ? requested : 30;
  const query = useQuery({ ...overviewQuery(userId ?? '', days), enabled: userId !== null });

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageMeta title={t.overview.pageTitle} description={t.overview.pageDescription} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t.overview.heading}</h1>
          <p className="mt-1 text-muted">{t.overview.intro}</p>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <span className="text-muted">{t.overview.period}</span>
          <select
            value={days}
            onChange={(event) => {
              const next = new URLSearchParams(params);
              next.set('days', event.target.value);
              setParams(next, { replace: true });
            }}
            className="h-9 rounded-lg border border-slate-300 bg-white px-2"
          >
            {t.overview.periods.map((period) => (
              <option key={period.days} value={period.days}>
                {period.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryState
        query={query}
        loading={<OverviewSkeleton />}
        failure={
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-700">
            <p className="font-semibold">{t.loadFailed}</p>
            <p className="text-sm">{query.error?.message}</p>
          </div>
        }
      >
        {(data) => (
          <>
            <section aria-label={t.overview.heading} className="grid grid-cols-2 gap-3 lg:grid-cols-6">
              <Stat icon={Eye} label={t.overview.views} value={t.n(data.totals.views)} />
              <Stat icon={Download} label={t.overview.downloads} value={t.n(data.totals.downloads)} />
              <Stat icon={BarChart3} label={t.overview.purchases} value={t.n(data.totals.purchases)} />
              <Stat icon={Bookmark} label={t.overview.bookmarks} value={t.n(data.totals.bookmarks)} />
              <Stat icon={Coins} label={t.overview.revenuePoints} value={t.n(data.totals.revenue_points)} />
              <Stat
                icon={DollarSign}
                label={t.overview.revenueUsd}
                value={t.usd(Number(data.totals.revenue_usd))}
                hint={t.overview.revenueUsdHint(Number(data.totals.usd_per_point))}
              />
            </section>
            {data.totals.documents === 0 ? (
              <Card className="flex flex-col items-center gap-3 p-10 text-center">
                <p className="text-muted">{t.overview.noDocuments}</p>
                <ButtonLink to="/dashboard/documents/upload">{t.overview.upload}</ButtonLink>
              </Card>
            ) : (
              <Suspense
                fallback={
                  <div aria-busy="true" aria-label={t.overview.chartsLoading}>
                    <Skeleton className="h-72" />
                  </div>
                }
              >
                <SellerOverviewCharts overview={data} />
              </Suspense>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
