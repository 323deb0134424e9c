import { Hammer } from 'lucide-react';
import { useMatches } from 'react-router';
import { Card } from '../../ui/Card';
import { PageMeta } from '../../ui/PageMeta';

/** The admin screens arrive with the back-office issue; each route resolves behind the admin guard. */
export function AdminComingSoon() {
  const matches = useMatches();
  const title = ((matches.at(-1)?.handle ?? {}) as { title?: string }).title ?? 'Admin';
  return (
    <div className="mx-auto max-w-5xl">
      <PageMeta title={`Admin · ${title}`} />
      <h1 className="text-2xl font-bold tracking-tight text-ink" data-testid="admin-title">
        {title}
      </h1>
      <Card className="mt-6 flex flex-col items-center px-6 py-14 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
          <Hammer aria-hidden="true" className="size-7" />
        </span>
        <p className="mt-4 text-lg text-muted">This admin screen is coming soon.</p>
      </Card>
    </div>
  );
}
