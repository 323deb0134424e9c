import { toast } from '../../ui/toast.store';
import { SETTINGS_TOAST_MS } from './settings.texts';

/** Settings toasts last 5 s (spec 2 section 9). */
export const settingsToast = {
  success: (title: string, description?: string) =>
    toast.success(title, { duration: SETTINGS_TOAST_MS, description }),
  error: (title: string, description?: string) =>
    toast.error(title, { duration: SETTINGS_TOAST_MS, description }),
};
