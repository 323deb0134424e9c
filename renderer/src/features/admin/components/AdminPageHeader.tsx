import type { ReactNode } from 'react';
import { PageMeta } from '../../../ui/PageMeta';

export function AdminPageHeader({
  title,
  intro,
  actions,
}: {
  title: string;
  intro?: string;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <PageMeta title={`Admin · ${title}`} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink" data-testid="admin-title">
          {title}
        </h1>
        {intro && <p className="mt-1 max-w-3xl text-sm text-muted">{intro}</p>}
      </div>
      {actions}
    </div>
  );
}
