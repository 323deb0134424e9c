// The typed bridge. Kept deliberately tiny until the IPC contract in shared/ exists (desktop issue): the renderer
// learns only that it runs inside the desktop app and on which platform.
import { contextBridge } from 'electron';

const desktop = {
  platform: process.platform,
  versions: {
    electron: process.versions.electron ?? '',
    chrome: process.versions.chrome ?? '',
  },
} as const;

export type DesktopBridge = typeof desktop;

contextBridge.exposeInMainWorld('desktop', desktop);
