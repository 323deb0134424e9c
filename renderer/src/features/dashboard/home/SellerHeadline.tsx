import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Card } from '../../../ui/Card';
import { Skeleton } from '../../../ui/Skeleton';
import { sellerHeadlineQuery } from './dashboard-home.api';
import { dashboardHomeTexts as texts } from './dashboard-home.texts';

/** In seller mode: the seller overview's headline figures. */
export function SellerHeadline({ userId }: { userId: string }) {
  const headline = useQuery(sellerHeadlineQuery(userId));
  const figures = headline.data
    ? ([
        [texts.sellerFigures.documents, headline.data.documents],
        [texts.sellerFigures.approved, headline.data.approved],
        [texts.sellerFigures.downloads, headline.data.downloads],
        [texts.sellerFigures.sales, headline.data.sales],
        [texts.sellerFigures.earned, headline.data.earned],
      ] as const)
    : [];
  return (
    <Card className="mt-6 p-5" data-testid="dashboard-seller">
      <div className="flex items-center justify-between gap-3">
        <h2 className="font-semibold text-ink">{texts.seller}</h2>
        <Link to="/dashboard/seller-dashboard" className="text-sm font-semibold text-brand-700">
          {texts.sellerLink}
        </Link>
      </div>
      {headline.error ? (
        <p role="alert" className="mt-3 text-sm text-red-600">
          {texts.failed}: {headline.error.message}
        </p>
      ) : headline.isPending ? (
        <Skeleton className="mt-3 h-14 w-full" />
      ) : (
        <dl className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-5">
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs text-muted">{label}</dt>
              <dd className="text-xl font-bold text-ink tabular-nums">{value.toLocaleString('en-US')}</dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
