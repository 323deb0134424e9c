// Turns updates on only where they can work: a packaged app whose build was given a release feed (electron-builder
// writes it to resources/app-update.yml). electron-updater is imported only then, so development and feed-less
// builds run no update code at all.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { UpdateStatus } from '../shared/ipc/desktop-contract';
import { disabledDesktopUpdates, startDesktopUpdates, type DesktopUpdates } from './desktop-updates';

export async function createAppUpdates(options: {
  packaged: boolean;
  resourcesPath: string;
  log(message: string): void;
  notify(status: UpdateStatus): void;
}): Promise<DesktopUpdates> {
  const feedConfig = join(options.resourcesPath, 'app-update.yml');
  if (!options.packaged || !existsSync(feedConfig)) {
    options.log('Updates are off: this is not a packaged build with a release feed.');
    return disabledDesktopUpdates();
  }
  const { autoUpdater } = await import('electron-updater');
  autoUpdater.logger = { info: options.log, warn: options.log, error: options.log, debug: () => {} };
  return startDesktopUpdates({ updater: autoUpdater, notify: options.notify, log: options.log });
}
