// The typed bridge: `window.desktop` is built from the one contract in shared/ipc, one function per operation
// and one subscription per event; nothing raw (no ipcRenderer, no channel names) reaches the page.
import { contextBridge, ipcRenderer } from 'electron';
import { createDesktopBridge } from '../shared/ipc/desktop-bridge';
import {
  DESKTOP_STARTUP_ARGUMENT,
  desktopEvents,
  desktopStartupSchema,
} from '../shared/ipc/desktop-contract';
import type { DesktopBridge, DesktopStartup } from '../shared/ipc/desktop-contract';

/** Main passes the startup configuration as an argument (see main/index.ts); without one, no platform config. */
function readStartup(): DesktopStartup {
  const argument = process.argv.find((arg) => arg.startsWith(DESKTOP_STARTUP_ARGUMENT));
  const fallback: DesktopStartup = { loadedFrom: 'platform', platform: process.platform, supabase: null };
  if (!argument) return fallback;
  try {
    const json = atob(argument.slice(DESKTOP_STARTUP_ARGUMENT.length));
    const parsed = desktopStartupSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

const eventChannels = new Set<string>(Object.values(desktopEvents).map(({ channel }) => channel));

const desktop = createDesktopBridge(
  {
    invoke: (channel, input) => ipcRenderer.invoke(channel, input),
    subscribe(channel, listener) {
      if (!eventChannels.has(channel)) throw new Error(`Unknown desktop event channel ${channel}`);
      // The page gets the payload only, never the IPC event (which would expose the sender object).
      const handler = (_event: Electron.IpcRendererEvent, payload: unknown) => listener(payload);
      ipcRenderer.on(channel, handler);
      return () => {
        ipcRenderer.removeListener(channel, handler);
      };
    },
  },
  readStartup(),
) satisfies DesktopBridge;

contextBridge.exposeInMainWorld('desktop', desktop);
