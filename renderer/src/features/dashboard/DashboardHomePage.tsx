import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../ui/Card';
import { PageMeta } from '../../ui/PageMeta';
import { displayNameOf, useAuthStore } from '../auth/auth.store';
import { usePointsBalance } from '../wallet/usePointsBalance';
import { formatPoints } from '../wallet/PointsBadge';
import { studentEntries } from './dashboard.nav';

/** The student dashboard's start: a greeting, the balance and the tools. */
export function DashboardHomePage() {
  const profile = useAuthStore((state) => state.profile);
  const user = useAuthStore((state) => state.user);
  const balance = usePointsBalance(user?.id ?? null);
  const firstName = displayNameOf(profile, user).split(/\s+/)[0];
  return (
    <div className="mx-auto max-w-5xl">
      <PageMeta title="Dashboard" />
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl" data-testid="dashboard-greeting">
        Welcome, {firstName}
      </h1>
      <p className="mt-1 text-muted">Pick up where you left off.</p>
      <Card className="mt-6 flex flex-wrap items-center justify-between gap-4 p-6">
        <div>
          <p className="text-sm text-muted">Points balance</p>
          <p className="mt-1 text-3xl font-bold text-ink tabular-nums">
            {balance === undefined ? '…' : formatPoints(balance)}
          </p>
        </div>
        <Link
          to="/dashboard/wallet"
          className="inline-flex items-center gap-1.5 font-semibold text-brand-700"
        >
          Open wallet <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </Card>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {studentEntries.slice(1).map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-card hover:border-brand-200 hover:shadow-lift"
            >
              <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="font-semibold text-ink">{label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
