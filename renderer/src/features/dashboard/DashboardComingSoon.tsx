import { Hammer } from 'lucide-react';
import { useLocation, useMatches } from 'react-router';
import { ButtonLink } from '../../ui/ButtonLink';
import { Card } from '../../ui/Card';
import { PageMeta } from '../../ui/PageMeta';

export interface DashboardHandle {
  title?: string;
  description?: string;
}

/** An honest placeholder for dashboard screens that later issues build, inside the real dashboard frame. */
export function DashboardComingSoon() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const handle = (matches.at(-1)?.handle ?? {}) as DashboardHandle;
  const title = handle.title ?? 'Dashboard';
  return (
    <div className="mx-auto max-w-5xl">
      <PageMeta title={title} />
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
      <Card className="mt-6 flex flex-col items-center px-6 py-14 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
          <Hammer aria-hidden="true" className="size-7" />
        </span>
        <p className="mt-5 text-sm font-semibold tracking-wide text-brand-600 uppercase">Coming soon</p>
        <p className="mt-2 max-w-lg text-lg text-muted">
          {handle.description ??
            `${title} is being built. Your account, points and documents are safe in the meantime.`}
        </p>
        <p className="mt-4 rounded-lg bg-slate-100 px-3 py-1.5 font-mono text-sm text-slate-600">
          {pathname}
        </p>
        <ButtonLink to="/dashboard" variant="outline" className="mt-8">
          Back to dashboard
        </ButtonLink>
      </Card>
    </div>
  );
}
