import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../ui/Card';
import { Skeleton } from '../../../ui/Skeleton';
import { dashboardHomeTexts as texts } from './dashboard-home.texts';

interface DashboardPanelProps<T> {
  title: string;
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  empty: string;
  action?: { label: string; to: string };
  testId?: string;
  children: (data: T) => ReactNode;
}

/** One card of the dashboard home with its loading, error and empty states. */
export function DashboardPanel<T>({
  title,
  query,
  isEmpty,
  empty,
  action,
  testId,
  children,
}: DashboardPanelProps<T>) {
  return (
    <Card className="flex flex-col p-5" data-testid={testId}>
      <div className="flex items-center justify-between gap-3">
        <h2 className="font-semibold text-ink">{title}</h2>
        {action && (
          <Link to={action.to} className="text-sm font-semibold text-brand-700 hover:text-brand-800">
            {action.label}
          </Link>
        )}
      </div>
      <div className="mt-3 flex-1">
        {query.isPending ? (
          <div className="space-y-2" aria-busy="true">
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-4/5" />
            <Skeleton className="h-5 w-3/5" />
          </div>
        ) : query.error ? (
          <p role="alert" className="text-sm text-red-600">
            {texts.failed}: {query.error.message}
          </p>
        ) : isEmpty(query.data as T) ? (
          <p className="text-sm text-muted">{empty}</p>
        ) : (
          children(query.data as T)
        )}
      </div>
    </Card>
  );
}
