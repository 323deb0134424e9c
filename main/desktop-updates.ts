// Keeps an installed app current from the release feed (electron-updater's generic provider, the same
// latest*.yml the /download page reads): checked on start and daily, downloaded in the background (its SHA-512
// checked against the feed before anything runs), installed when the user quits, and the user told when it is
// ready. The updater itself is only constructed by main/index.ts in a packaged app built with a feed: no update
// code runs in development or without one.
import type { UpdateStatus } from '../shared/ipc/desktop-contract';

export const UPDATE_CHECK_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** The part of electron-updater's AppUpdater this policy drives (an event emitter with these events). */
export interface Updater {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  checkForUpdates(): Promise<{ downloadPromise?: Promise<unknown> | null } | null>;
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
  on(event: 'checking-for-update' | 'update-not-available', listener: () => void): unknown;
  on(event: 'update-available', listener: (info: { version: string }) => void): unknown;
  on(event: 'download-progress', listener: (progress: { percent: number }) => void): unknown;
  on(event: 'update-downloaded', listener: (info: { version: string }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

export interface DesktopUpdates {
  status(): UpdateStatus;
  /** Quits and installs a downloaded update now; false when none is ready. */
  installNow(): boolean;
  /** Checks the feed now (also done on start and every UPDATE_CHECK_INTERVAL_MS). */
  checkNow(): Promise<void>;
  stop(): void;
}

const DISABLED: UpdateStatus = { state: 'disabled', version: null, percent: null, message: null };

/** When updates are off (development, no feed): the status says so and nothing else happens. */
export function disabledDesktopUpdates(): DesktopUpdates {
  return { status: () => DISABLED, installNow: () => false, checkNow: async () => {}, stop: () => {} };
}

/** What the user reads when an update could not be checked or downloaded; the app keeps working either way. */
export function describeUpdateError(error: Error): string {
  if (/sha512 checksum mismatch|checksum/i.test(error.message))
    return 'The downloaded update did not match its published checksum and was discarded.';
  return 'Studyloop could not check for updates. It will try again later.';
}

export function startDesktopUpdates(options: {
  updater: Updater;
  /** Told of every change, to pass on to the windows. */
  notify(status: UpdateStatus): void;
  log(message: string): void;
  setInterval?: (callback: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}): DesktopUpdates {
  const { updater, notify, log } = options;
  const every = options.setInterval ?? ((callback, ms) => setInterval(callback, ms).unref());
  const clear = options.clearInterval ?? ((handle) => clearInterval(handle as NodeJS.Timeout));
  let current: UpdateStatus = { state: 'idle', version: null, percent: null, message: null };
  const set = (next: Partial<UpdateStatus>) => {
    current = { ...current, ...next };
    notify(current);
  };

  updater.autoDownload = true;
  updater.autoInstallOnAppQuit = true;
  updater.on('checking-for-update', () => {
    // A downloaded update stays ready while a later check runs.
    if (current.state !== 'ready') set({ state: 'checking', message: null });
  });
  updater.on('update-not-available', () => {
    if (current.state !== 'ready') set({ state: 'idle', version: null, percent: null, message: null });
  });
  updater.on('update-available', ({ version }) => set({ state: 'downloading', version, percent: 0 }));
  updater.on('download-progress', ({ percent }) => {
    if (current.state === 'downloading') set({ percent: Math.round(percent) });
  });
  updater.on('update-downloaded', ({ version }) => {
    log(`Update ${version} downloaded; it installs when the app quits.`);
    set({ state: 'ready', version, percent: 100, message: null });
  });
  updater.on('error', (error) => {
    log(`Update failed: ${error.message}`);
    if (current.state !== 'ready')
      set({ state: 'error', percent: null, message: describeUpdateError(error) });
  });

  const checkNow = async () => {
    try {
      const result = await updater.checkForUpdates();
      // The background download's failure (a checksum mismatch, a lost connection) is reported through the
      // 'error' event as well; its promise must not reject unhandled.
      result?.downloadPromise?.catch(() => {});
    } catch (error) {
      // electron-updater also emits 'error' for these; the promise must not reject unhandled.
      log(`Update check failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  void checkNow();
  const timer = every(() => void checkNow(), UPDATE_CHECK_INTERVAL_MS);

  return {
    status: () => current,
    installNow() {
      if (current.state !== 'ready') return false;
      updater.quitAndInstall(false, true);
      return true;
    },
    checkNow,
    stop: () => clear(timer),
  };
}
