// Window size, position and maximised state, kept across launches with electron-store, plus the platform
// configuration the app learned last time (so it can start offline).
import Store from 'electron-store';
import type { BrowserWindow, Rectangle } from 'electron';
import type { PlatformEndpoint } from './desktop-services';

export interface WindowState {
  bounds: Rectangle | null;
  maximized: boolean;
}

interface Preferences {
  window: WindowState;
  platform: PlatformEndpoint | null;
}

export const DEFAULT_WINDOW_SIZE = { width: 1280, height: 840 };
const MIN_VISIBLE = 100;

export function createPreferencesStore(): Store<Preferences> {
  return new Store<Preferences>({
    name: 'preferences',
    defaults: { window: { bounds: null, maximized: false }, platform: null },
    // A hand-edited or damaged file must not keep the app from starting.
    clearInvalidConfig: true,
  });
}

/**
 * Restores saved bounds only when enough of the window would land on a display that still exists (a laptop
 * unplugged from its external monitor must not open the window off-screen).
 */
export function restorableBounds(saved: Rectangle | null, displays: Rectangle[]): Rectangle | null {
  if (!saved) return null;
  const visible = displays.some((area) => {
    const width = Math.min(saved.x + saved.width, area.x + area.width) - Math.max(saved.x, area.x);
    const height = Math.min(saved.y + saved.height, area.y + area.height) - Math.max(saved.y, area.y);
    return width >= MIN_VISIBLE && height >= MIN_VISIBLE;
  });
  return visible ? saved : null;
}

/** Saves the window's normal bounds when it moves or resizes (debounced) and when it closes. */
export function trackWindowState(window: BrowserWindow, store: Store<Preferences>): void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const save = () => {
    if (window.isDestroyed()) return;
    store.set('window', { bounds: window.getNormalBounds(), maximized: window.isMaximized() });
  };
  const later = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(save, 500);
  };
  window.on('resize', later);
  window.on('move', later);
  window.on('maximize', save);
  window.on('unmaximize', save);
  window.on('close', () => {
    if (timer) clearTimeout(timer);
    save();
  });
}
