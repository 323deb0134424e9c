import * as Dialog from '@radix-ui/react-dialog';
import { Button } from './Button';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** A destructive or irreversible action draws its button in red. */
  tone?: 'default' | 'danger';
}

/** The product's question before an action (Radix Dialog: focus trap, Escape cancels, labelled and described). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Dialog.Root open={props.open} onOpenChange={(open) => !open && props.onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-lift"
        >
          <Dialog.Title className="text-lg font-bold text-ink">{props.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">{props.description}</Dialog.Description>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={props.onCancel}>
              {props.cancelLabel}
            </Button>
            <Button
              onClick={props.onConfirm}
              className={props.tone === 'danger' ? 'bg-red-700 hover:bg-red-800' : undefined}
            >
              {props.confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
