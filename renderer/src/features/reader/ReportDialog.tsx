import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast.store';
import { reportDocument } from './reader.api';
import { readerTexts, reportTexts as texts, type ReportReason } from './reader.texts';

const reasons = Object.keys(texts.reasons) as [ReportReason, ...ReportReason[]];
const reportSchema = z.object({
  reason: z.enum(reasons),
  details: z.string().max(5000, texts.detailsTooLong),
});
type ReportValues = z.infer<typeof reportSchema>;

/** 'Report' in the reader: a reason and details into the admin reports queue (content_reports). */
export function ReportDialog({ userId, documentId }: { userId: string; documentId: string }) {
  const [open, setOpen] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ReportValues>({
    resolver: zodResolver(reportSchema),
    defaultValues: { reason: 'copyright', details: '' },
  });
  const send = useMutation({
    mutationFn: (values: ReportValues) => reportDocument(userId, documentId, values.reason, values.details),
    onSuccess: (outcome) => {
      if (outcome === 'duplicate') toast.info(texts.duplicate);
      else toast.success(texts.sent, { description: texts.sentBody });
      setOpen(false);
      reset();
    },
    onError: (error) => toast.error(texts.failed, { description: error.message }),
  });

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="sm">
          <Flag aria-hidden="true" className="size-4" /> {readerTexts.report}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-lift">
          <Dialog.Title className="text-lg font-bold text-ink">{texts.title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted">{texts.description}</Dialog.Description>
          <form
            className="mt-4 space-y-4"
            onSubmit={handleSubmit((values) => send.mutate(values))}
            noValidate
          >
            <label className="block text-sm font-medium text-slate-700">
              {texts.reasonLabel}
              <select
                {...register('reason')}
                className="mt-1 block h-10 w-full rounded-xl border border-slate-300 px-3 font-normal"
              >
                {reasons.map((reason) => (
                  <option key={reason} value={reason}>
                    {texts.reasons[reason]}
                  </option>
                ))}
              </select>
            </label>
            <label className="block text-sm font-medium text-slate-700">
              {texts.detailsLabel}
              <textarea
                {...register('details')}
                rows={4}
                maxLength={5000}
                className="mt-1 block w-full rounded-xl border border-slate-300 p-3 font-normal"
                aria-invalid={errors.details ? true : undefined}
              />
            </label>
            {errors.details && (
              <p role="alert" className="text-sm text-red-600">
                {errors.details.message}
              </p>
            )}
            <div className="flex justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="ghost">{texts.cancel}</Button>
              </Dialog.Close>
              <Button type="submit" disabled={send.isPending}>
                {texts.submit}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
