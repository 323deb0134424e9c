import * as Toast from '@radix-ui/react-toast';
import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import type { ToastItem, ToastPosition, ToastType } from './toast.store';
import { useToastStore } from './toast.store';

const icons: Record<ToastType, typeof Info> = {
  success: CircleCheck,
  error: CircleAlert,
  warning: TriangleAlert,
  info: Info,
};

const tones: Record<ToastType, string> = {
  success: 'text-emerald-600',
  error: 'text-red-600',
  warning: 'text-amber-600',
  info: 'text-brand-600',
};

const viewports: Record<ToastPosition, string> = {
  'bottom-right': 'right-0 bottom-0',
  'top-right': 'top-0 right-0',
  'top-center': 'top-0 left-1/2 -translate-x-1/2',
};

const positions: ToastPosition[] = ['bottom-right', 'top-right', 'top-center'];

/** Renders the toast store with Radix Toast: one provider and viewport per screen position. */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  return (
    <>
      {positions.map((position) => (
        <Toast.Provider key={position} swipeDirection={position === 'top-center' ? 'up' : 'right'}>
          {toasts
            .filter((item) => item.position === position)
            .map((item) => (
              <ToastCard key={item.id} item={item} onClose={() => dismiss(item.id)} />
            ))}
          <Toast.Viewport
            label={`Notifications (${position})`}
            className={clsx(
              'fixed z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none',
              viewports[position],
            )}
          />
        </Toast.Provider>
      ))}
    </>
  );
}

function ToastCard({ item, onClose }: { item: ToastItem; onClose: () => void }) {
  const Icon = icons[item.type];
  return (
    <Toast.Root
      duration={item.duration}
      type={item.type === 'error' || item.type === 'warning' ? 'foreground' : 'background'}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      data-testid="toast"
      data-toast-type={item.type}
      className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-lift data-[state=closed]:opacity-0 data-[swipe=end]:opacity-0"
    >
      <Icon aria-hidden="true" className={clsx('mt-0.5 size-5 shrink-0', tones[item.type])} />
      <div className="min-w-0 flex-1">
        <Toast.Title className="text-sm font-semibold text-ink">{item.title}</Toast.Title>
        {item.description && (
          <Toast.Description className="mt-1 text-sm text-muted">{item.description}</Toast.Description>
        )}
        {item.action && (
          <Toast.Action
            altText={item.action.label}
            onClick={item.action.onClick}
            className="mt-3 inline-flex h-8 items-center rounded-lg bg-brand-600 px-3 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {item.action.label}
          </Toast.Action>
        )}
      </div>
      <Toast.Close
        aria-label="Close"
        className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-ink"
      >
        <X aria-hidden="true" className="size-4" />
      </Toast.Close>
    </Toast.Root>
  );
}
