import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { StarRating } from '../../ui/StarRating';
import { toast } from '../../ui/toast.store';
import { RestoredDraftNotice, useFormDraft } from '../drafts';
import { deleteReview, myReviewQuery, reviewKeys, saveReview } from './reviews.api';
import { reviewsTexts as texts } from './reviews.texts';

const reviewSchema = z.object({
  rating: z
    .number({ error: texts.ratingRequired })
    .int()
    .min(1, texts.ratingRequired)
    .max(5, texts.ratingRequired),
  comment: z.string().max(5000, texts.commentTooLong),
});
type ReviewValues = z.infer<typeof reviewSchema>;

interface ReviewFormProps {
  documentId: string;
  userId: string;
  /** Told after the review was saved or deleted. */
  onChanged: () => void;
}

/** A buyer's own review: 1 to 5 stars and an optional text, posted once, then edited or deleted. */
export function ReviewForm({ documentId, userId, onChanged }: ReviewFormProps) {
  const queryClient = useQueryClient();
  const mine = useQuery(myReviewQuery(documentId, userId));
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const review = mine.data ?? null;

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: reviewKeys.document(documentId) });
    onChanged();
  };
  const save = useMutation({
    mutationFn: (values: ReviewValues) =>
      saveReview({ documentId, userId, reviewId: review?.id ?? null, ...values }),
    onSuccess: async () => {
      toast.success(review ? texts.updated : texts.posted);
      setEditing(false);
      await refresh();
    },
    onError: (error) => toast.error(texts.saveFailed, { description: error.message }),
  });
  const remove = useMutation({
    mutationFn: () => deleteReview(review!.id),
    onSuccess: async () => {
      toast.success(texts.deleted);
      await refresh();
    },
    onError: (error) => toast.error(texts.deleteFailed, { description: error.message }),
  });

  if (mine.isPending) return null;
  if (review && !editing)
    return (
      <section
        aria-labelledby="your-review"
        className="rounded-2xl border border-brand-200 bg-brand-50/40 p-4"
        data-testid="my-review"
      >
        <h3 id="your-review" className="font-semibold text-ink">
          {texts.yours}
        </h3>
        <StarRating rating={review.rating} className="mt-2" />
        {review.comment && <p className="mt-2 text-slate-700">{review.comment}</p>}
        <div className="mt-3 flex gap-2">
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            {texts.edit}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={remove.isPending}
            onClick={() => setConfirmingDelete(true)}
          >
            {texts.delete}
          </Button>
        </div>
        <ConfirmDialog
          open={confirmingDelete}
          title={texts.confirmDeleteTitle}
          description={texts.confirmDeleteText}
          confirmLabel={texts.delete}
          cancelLabel={texts.keep}
          tone="danger"
          onConfirm={() => {
            setConfirmingDelete(false);
            remove.mutate();
          }}
          onCancel={() => setConfirmingDelete(false)}
        />
      </section>
    );
  return (
    <ReviewEditor
      key={review?.id ?? 'new'}
      scope={`review:${documentId}`}
      initial={review ? { rating: review.rating, comment: review.comment ?? '' } : null}
      pending={save.isPending}
      onSubmit={(values) => save.mutateAsync(values)}
      onCancel={review ? () => setEditing(false) : undefined}
    />
  );
}

interface ReviewEditorProps {
  /** Where the unsaved review is kept on this device until it is posted. */
  scope: string;
  initial: ReviewValues | null;
  pending: boolean;
  onSubmit: (values: ReviewValues) => Promise<unknown>;
  onCancel?: () => void;
}

function ReviewEditor({ scope, initial, pending, onSubmit, onCancel }: ReviewEditorProps) {
  const form = useForm<ReviewValues>({
    resolver: zodResolver(reviewSchema),
    defaultValues: initial ?? { rating: 0, comment: '' },
  });
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors },
  } = form;
  const journal = useFormDraft(form, scope);
  const rating = useWatch({ control, name: 'rating' });
  return (
    <form
      onSubmit={handleSubmit(async (values) => {
        const revision = journal.checkpoint();
        // A failed save is reported by the page's toast; the text stays kept.
        await onSubmit(values).then(
          () => journal.saved(revision),
          () => undefined,
        );
      })}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4"
      aria-labelledby="review-form-title"
      data-testid="review-form"
      noValidate
    >
      <h3 id="review-form-title" className="font-semibold text-ink">
        {texts.yours}
      </h3>
      <RestoredDraftNotice journal={journal} />
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{texts.ratingLegend}</legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                name="rating"
                value={value}
                checked={rating === value}
                onChange={() => setValue('rating', value, { shouldValidate: true })}
                className="sr-only"
                aria-label={texts.star(value)}
              />
              <Star
                aria-hidden="true"
                className={`size-7 ${value <= rating ? 'fill-amber-400 text-amber-400' : 'text-slate-300'}`}
              />
            </label>
          ))}
        </div>
        {errors.rating && (
          <p role="alert" className="mt-1 text-sm text-red-600">
            {errors.rating.message}
          </p>
        )}
      </fieldset>
      <label className="block text-sm font-medium text-slate-700">
        {texts.commentLabel}
        <textarea
          {...register('comment')}
          rows={4}
          maxLength={5000}
          placeholder={texts.commentPlaceholder}
          className="mt-1 block w-full rounded-xl border border-slate-300 p-3 text-sm font-normal"
          aria-invalid={errors.comment ? true : undefined}
        />
      </label>
      {errors.comment && (
        <p role="alert" className="text-sm text-red-600">
          {errors.comment.message}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {initial ? texts.update : texts.post}
        </Button>
        {onCancel && (
          <Button size="sm" variant="ghost" onClick={onCancel}>
            {texts.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}
