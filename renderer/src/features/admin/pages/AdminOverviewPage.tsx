import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Card } from '../../../ui/Card';
import { adminOverviewQuery } from '../admin.api';
import { formatPoints, formatUsd } from '../admin-format';
import { adminTexts } from '../admin.texts';
import { AdminAuditTrail } from '../components/AdminAuditTrail';
import { AdminPageHeader } from '../components/AdminPageHeader';

const AdminOverviewCharts = lazy(() => import('../components/AdminOverviewCharts'));
const texts = adminTexts.overview;
const RANGES = [7, 30, 90] as const;

/** /admin and /admin/dashboard: the numbers that need attention, charts over time and the latest admin actions. */
export function AdminOverviewPage() {
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('days'));
  const days = (RANGES as readonly number[]).includes(requested) ? requested : 30;
  const query = useQuery(adminOverviewQuery(days));
  const data = query.data;
  const tiles = data
    ? [
        {
          label: texts.users,
          value: formatPoints(data.users_total),
          sub: texts.newUsers(data.users_new, days),
          to: '/admin/users',
        },
        {
          label: texts.pending,
          value: formatPoints(data.documents_pending),
          sub: texts.approved(data.documents_approved),
          to: '/admin/documents?status=pending',
        },
        {
          label: texts.revenue,
          value: formatUsd(data.revenue_usd),
          sub: texts.lastDays(days),
          to: '/admin/points-orders',
        },
        {
          label: texts.pointsSold,
          value: formatPoints(data.points_sold),
          sub: texts.spent(data.points_spent),
          to: '/admin/points-transactions',
        },
        {
          label: texts.subscriptions,
          value: formatPoints(data.subscriptions_active),
          sub: texts.active,
          to: '/admin/orders',
        },
        {
          label: texts.withdrawals,
          value: formatPoints(data.withdrawals_pending),
          sub: texts.toProcess,
          to: '/admin/withdrawals?status=pending',
        },
        {
          label: texts.reports,
          value: formatPoints(data.reports_open),
          sub: texts.open,
          to: '/admin/reports?status=open',
        },
      ]
    : [];
  return (
    <div className="mx-auto max-w-7xl">
      <AdminPageHeader
        title={texts.title}
        intro={texts.intro}
        actions={
          <label className="flex items-center gap-2 text-sm text-muted">
            {texts.range}
            <select
              className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-ink"
              value={days}
              onChange={(event) => setParams({ days: event.target.value })}
            >
              {RANGES.map((range) => (
                <option key={range} value={range}>
                  {texts.lastDays(range)}
                </option>
              ))}
            </select>
          </label>
        }
      />
      {query.error && (
        <p role="alert" className="mt-6 text-red-600">
          {query.error.message}
        </p>
      )}
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy={query.isPending}>
        {query.isPending
          ? Array.from({ length: 7 }, (_, index) => (
              <li key={index} className="h-28 animate-pulse rounded-2xl bg-slate-200/60" />
            ))
          : tiles.map((tile) => (
              <li key={tile.label}>
                <Link
                  to={tile.to}
                  className="block rounded-2xl border border-slate-200 bg-white p-4 hover:border-brand-300"
                >
                  <p className="text-sm text-muted">{tile.label}</p>
                  <p className="mt-1 text-2xl font-bold text-ink">{tile.value}</p>
                  <p className="mt-1 text-xs text-muted">{tile.sub}</p>
                </Link>
              </li>
            ))}
      </ul>
      <section className="mt-8" aria-label={texts.charts}>
        {data && (
          <Suspense fallback={<div className="h-64 animate-pulse rounded-2xl bg-slate-200/60" />}>
            <AdminOverviewCharts series={data.series} />
          </Suspense>
        )}
      </section>
      <Card className="mt-8 p-5">
        <h2 className="text-lg font-semibold text-ink">{adminTexts.audit.title}</h2>
        <p className="text-sm text-muted">{adminTexts.audit.intro}</p>
        <div className="mt-3">
          <AdminAuditTrail limit={30} />
        </div>
      </Card>
    </div>
  );
}
