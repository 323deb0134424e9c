// The app's toasts (spec 1 sections 8 and 9): success, error and warning last 2000 ms; the e-mail verification
// toast lasts 10000 ms at the top right. The store is tiny and always loaded; the Radix renderer is lazy.
import { create } from 'zustand';

export type ToastType = 'success' | 'error' | 'warning' | 'info';
export type ToastPosition = 'bottom-right' | 'top-right' | 'top-center';

export const TOAST_DURATION_MS = 2000;
export const INFO_TOAST_DURATION_MS = 4000;
export const EMAIL_VERIFICATION_TOAST_MS = 10_000;

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  description?: string;
  duration?: number;
  position?: ToastPosition;
  action?: ToastAction;
}

export interface ToastItem extends Required<Pick<ToastOptions, 'duration' | 'position'>> {
  id: number;
  type: ToastType;
  title: string;
  description?: string;
  action?: ToastAction;
}

interface ToastState {
  toasts: ToastItem[];
  /** Becomes true with the first toast, so the renderer is loaded only once something needs showing. */
  used: boolean;
  push: (type: ToastType, title: string, options?: ToastOptions) => number;
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  used: false,
  push: (type, title, options = {}) => {
    const id = nextId++;
    const item: ToastItem = {
      id,
      type,
      title,
      description: options.description,
      action: options.action,
      duration: options.duration ?? (type === 'info' ? INFO_TOAST_DURATION_MS : TOAST_DURATION_MS),
      position: options.position ?? 'bottom-right',
    };
    set((state) => ({ used: true, toasts: [...state.toasts, item] }));
    return id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));

const push = (type: ToastType) => (title: string, options?: ToastOptions) =>
  useToastStore.getState().push(type, title, options);

export const toast = {
  success: push('success'),
  error: push('error'),
  warning: push('warning'),
  info: push('info'),
  /** A failed request or action, told by its error's message. */
  failure: (error: unknown) => push('error')(error instanceof Error ? error.message : String(error)),
  dismiss: (id: number) => useToastStore.getState().dismiss(id),
};
