import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { POINTS_PER_USD } from '../../../../shared/constants/points-costs';
import { Button } from '../../ui/Button';
import { TextField, inputClasses } from '../../ui/TextField';
import { toast } from '../../ui/toast.store';
import { SellerDialog } from './SellerDialog';
import { deleteSellerDocument, sellerKeys, updateSellerDocument, type SellerDocument } from './seller.api';
import { documentEditSchema, type DocumentEditInput, type DocumentEditValues } from './seller.schema';
import { sellerTexts as t } from './seller.texts';

/** Title, description and price of one document; the server sets the points and reviews approved edits again. */
export function EditDocumentDialog({
  userId,
  doc,
  sharePercent,
  onClose,
}: {
  userId: string;
  doc: SellerDocument | null;
  sharePercent: number;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const descriptionId = useId();
  const form = useForm<DocumentEditInput, unknown, DocumentEditValues>({
    resolver: zodResolver(documentEditSchema),
    defaultValues: { title: '', description: '', price: 0 },
  });
  const { register, handleSubmit, reset, formState, control, setError } = form;
  useEffect(() => {
    if (doc) reset({ title: doc.title, description: doc.description ?? '', price: Number(doc.price) });
  }, [doc, reset]);
  const price = Number(useWatch({ control, name: 'price' })) || 0;
  const points = Math.round(price * POINTS_PER_USD);

  const save = useMutation({
    mutationFn: (values: DocumentEditValues) => updateSellerDocument({ id: doc!.id, ...values }),
    onSuccess: (answer) => {
      toast.success(
        answer.status === 'pending' && doc?.status === 'approved'
          ? t.documents.savedForReview
          : t.documents.saved,
      );
      void queryClient.invalidateQueries({ queryKey: sellerKeys.documents(userId) });
      onClose();
    },
    onError: (error) => setError('root', { message: error.message || t.documents.saveFailed }),
  });

  return (
    <SellerDialog
      open={doc !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t.documents.editTitle}
      description={t.documents.editDescription}
    >
      <form className="space-y-4" noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
        <TextField label={t.documents.title} error={formState.errors.title?.message} {...register('title')} />
        <div>
          <label htmlFor={descriptionId} className="text-sm font-medium text-slate-700">
            {t.documents.description}
          </label>
          <textarea
            id={descriptionId}
            rows={4}
            aria-invalid={formState.errors.description ? true : undefined}
            className={`${inputClasses} mt-1.5 h-auto border-slate-300 py-2`}
            {...register('description')}
          />
          {formState.errors.description && (
            <p className="mt-1.5 text-sm text-red-600">{formState.errors.description.message}</p>
          )}
        </div>
        <div>
          <TextField
            label={t.documents.priceUsd}
            type="number"
            inputMode="decimal"
            min={0}
            max={10000}
            step="0.01"
            error={formState.errors.price?.message}
            {...register('price')}
          />
          <p className="mt-1 text-sm text-muted" aria-live="polite">
            {t.documents.priceHint(points, sharePercent, Math.floor((points * sharePercent) / 100))}
          </p>
        </div>
        {formState.errors.root && (
          <p role="alert" className="text-sm text-red-600">
            {formState.errors.root.message}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t.documents.cancel}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t.documents.saving : t.documents.save}
          </Button>
        </div>
      </form>
    </SellerDialog>
  );
}

/** Withdraws a document from the marketplace after a confirmation; buyers keep their access. */
export function DeleteDocumentDialog({
  userId,
  doc,
  onClose,
}: {
  userId: string;
  doc: SellerDocument | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteSellerDocument(userId, doc!.id),
    onSuccess: () => {
      toast.success(t.documents.removed);
      void queryClient.invalidateQueries({ queryKey: sellerKeys.all });
      onClose();
    },
    onError: (error) => toast.error(t.documents.removeFailed, { description: error.message }),
  });
  return (
    <SellerDialog
      open={doc !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t.documents.removeTitle}
      description={t.documents.removeText}
    >
      <p className="font-semibold text-ink">{doc?.title}</p>
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          {t.documents.cancel}
        </Button>
        <Button
          className="bg-red-600 hover:bg-red-700"
          disabled={remove.isPending}
          onClick={() => remove.mutate()}
        >
          {t.documents.removeConfirm}
        </Button>
      </div>
    </SellerDialog>
  );
}
