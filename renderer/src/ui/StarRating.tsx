import { Star } from 'lucide-react';
import { clsx } from 'clsx';

interface StarRatingProps {
  rating: number;
  outOf?: number;
  className?: string;
}

export function StarRating({ rating, outOf = 5, className }: StarRatingProps) {
  return (
    <span
      role="img"
      aria-label={`Rated ${rating} out of ${outOf}`}
      className={clsx('inline-flex gap-0.5', className)}
    >
      {Array.from({ length: outOf }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={clsx(
            'size-4',
            index < Math.round(rating) ? 'fill-amber-400 text-amber-400' : 'text-slate-300',
          )}
        />
      ))}
    </span>
  );
}
