import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../ui/Button';
import { adminTexts } from '../admin.texts';
import { AdminDialog } from './AdminDialog';

interface AdminReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  confirmLabel: string;
  /** The label of the text box; a reason is always required when asked for. */
  reasonLabel?: string;
  /** Shown when the action takes no reason (approve): the dialog just confirms. */
  withoutReason?: boolean;
  danger?: boolean;
  onConfirm: (reason: string) => Promise<unknown>;
}

const reasonSchema = z.object({
  reason: z.string().trim().min(1, adminTexts.reasonRequired).max(2000, adminTexts.reasonTooLong),
});
const noReasonSchema = z.object({ reason: z.string() });

/** Confirms an admin action, asking for the reason the audit log and the user will read. */
export function AdminReasonDialog(props: AdminReasonDialogProps) {
  return (
    <AdminDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.title}
      description={props.description}
    >
      {props.open && <ReasonForm {...props} />}
    </AdminDialog>
  );
}

function ReasonForm({
  onOpenChange,
  confirmLabel,
  reasonLabel,
  withoutReason,
  danger,
  onConfirm,
}: AdminReasonDialogProps) {
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ reason: string }>({
    resolver: zodResolver(withoutReason ? noReasonSchema : reasonSchema),
    defaultValues: { reason: '' },
  });
  const error = form.formState.errors.reason?.message;

  const submit = form.handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await onConfirm(reason.trim());
      onOpenChange(false);
    } catch (caught) {
      setFailure((caught as Error).message);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      {!withoutReason && (
        <div>
          <label htmlFor={id} className="text-sm font-medium text-slate-700">
            {reasonLabel ?? adminTexts.reason}
          </label>
          <textarea
            id={id}
            rows={3}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="mt-1.5 block w-full rounded-xl border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:ring-4 focus:ring-brand-100 focus:outline-none"
            {...form.register('reason')}
          />
          {error && (
            <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
              {error}
            </p>
          )}
        </div>
      )}
      {failure && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {failure}
        </p>
      )}
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={() => onOpenChange(false)}>
          {adminTexts.cancel}
        </Button>
        <Button
          type="submit"
          size="sm"
          disabled={form.formState.isSubmitting}
          className={danger ? 'bg-red-600 hover:bg-red-700 active:bg-red-800' : undefined}
        >
          {confirmLabel}
        </Button>
      </div>
    </form>
  );
}
