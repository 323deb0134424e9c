import { Star } from 'lucide-react';
import { clsx } from 'clsx';
import { StarRating } from './StarRating';

export const NO_RATINGS = 'No ratings yet';

interface RatingSummaryProps {
  average: number | string | null;
  count: number;
  /** compact: one star, the average and the count (cards); stars: five stars and "x.x (n reviews)" (a page). */
  variant?: 'compact' | 'stars';
  className?: string;
}

/**
 * A document's rating. Without a single review there is no rating to show: "No ratings yet", with no gold star
 * and no "0.0 (0)" that reads like a bad mark.
 */
export function RatingSummary({ average, count, variant = 'compact', className }: RatingSummaryProps) {
  if (count <= 0) {
    return (
      <span className={clsx('text-slate-500', className)} data-testid="rating">
        {NO_RATINGS}
      </span>
    );
  }
  const value = Number(average);
  const reviews = `${count.toLocaleString('en-US')} ${count === 1 ? 'review' : 'reviews'}`;
  if (variant === 'stars') {
    return (
      <span className={clsx('inline-flex items-center gap-2', className)} data-testid="rating">
        <StarRating rating={value} />
        {value.toFixed(1)} ({reviews})
      </span>
    );
  }
  return (
    <span className={clsx('inline-flex items-center gap-1', className)} data-testid="rating">
      {/* A plain span may not carry aria-label (axe: aria-prohibited-attr): the spoken form is hidden text. */}
      <span className="sr-only">{`Rated ${value.toFixed(1)} out of 5 from ${reviews}`}</span>
      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
      <span aria-hidden="true">{value.toFixed(1)}</span>
      <span aria-hidden="true" className="text-slate-500">
        ({count.toLocaleString('en-US')})
      </span>
    </span>
  );
}
