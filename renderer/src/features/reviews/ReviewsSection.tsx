import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { NO_RATINGS } from '../../ui/RatingSummary';
import { StarRating } from '../../ui/StarRating';
import { formatDateTime } from '../../lib/format-date';
import { useAuthStore } from '../auth';
import { documentOwnershipQuery } from '../checkout';
import { ReviewForm } from './ReviewForm';
import { REVIEWS_PAGE_SIZE, reviewSummaryQuery, reviewsPageQuery } from './reviews.api';
import { reviewsTexts as texts } from './reviews.texts';

interface ReviewsSectionProps {
  document: { id: string; user_id: string | null };
  /** Whether to offer the signed-in buyer their own review form here. */
  withForm?: boolean;
  /** The buyer posted, edited or deleted their review: what shows the document's rating elsewhere refreshes. */
  onReviewChanged: () => void;
}

/** The document's average, count and reviews, 10 a page; a buyer writes or edits their own. */
export function ReviewsSection({ document, withForm = true, onReviewChanged }: ReviewsSectionProps) {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const [page, setPage] = useState(1);
  const summary = useQuery(reviewSummaryQuery(document.id));
  const list = useQuery(reviewsPageQuery(document.id, page));
  const owned = useQuery({
    ...documentOwnershipQuery(userId ?? '', document.id),
    enabled: withForm && userId !== null && userId !== document.user_id,
  });
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / REVIEWS_PAGE_SIZE));

  return (
    <section aria-labelledby="reviews" className="space-y-4" id="reviews-section" data-testid="reviews">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="reviews" className="text-xl font-bold text-ink">
          {texts.heading}
        </h2>
        {summary.data && (
          <p className="inline-flex items-center gap-2 text-sm text-slate-700" data-testid="review-summary">
            {summary.data.count > 0 ? (
              <>
                <StarRating rating={summary.data.average} />
                {texts.summary(summary.data.average, summary.data.count)}
              </>
            ) : (
              NO_RATINGS
            )}
          </p>
        )}
      </div>
      {withForm && userId && owned.data === true && (
        <ReviewForm documentId={document.id} userId={userId} onChanged={onReviewChanged} />
      )}
      {list.error ? (
        <p role="alert" className="text-red-600">
          {texts.loadFailed}
        </p>
      ) : list.data && list.data.total === 0 ? (
        <p className="text-muted">{texts.none}</p>
      ) : (
        <ul className="space-y-4" aria-busy={list.isPending || list.isPlaceholderData}>
          {list.data?.rows.map((review) => (
            <li key={review.id} className="rounded-2xl border border-slate-200 p-4" data-testid="review">
              <div className="flex items-center justify-between gap-3">
                <span className="font-semibold text-ink">{review.author?.full_name || texts.anonymous}</span>
                <StarRating rating={review.rating} />
              </div>
              {review.comment && <p className="mt-2 whitespace-pre-line text-slate-700">{review.comment}</p>}
              <p className="mt-2 text-xs text-muted">
                {formatDateTime(review.created_at)}
                {review.updated_at !== review.created_at && ` · ${texts.edited}`}
              </p>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label="Reviews pages" className="flex items-center justify-between gap-3 text-sm">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {texts.previous}
          </Button>
          <span>{texts.page(page, pages)}</span>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {texts.next}
          </Button>
        </nav>
      )}
    </section>
  );
}
