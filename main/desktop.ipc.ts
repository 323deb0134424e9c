// Binds the contract's operations to ipcMain and its events to the windows. Every handler goes through
// dispatchDesktopCall, which checks the sending frame and validates the input before anything runs.
import type { BrowserWindow, IpcMain } from 'electron';
import { describeSender } from './security';
import { dispatchDesktopCall } from './desktop.handlers';
import type { DesktopHandlers, DesktopHost } from './desktop.handlers';
import { desktopEvents, desktopOperations } from '../shared/ipc/desktop-contract';
import type { DeepLink } from '../shared/ipc/desktop-contract';

export function registerDesktopIpc(
  ipcMain: IpcMain,
  handlers: DesktopHandlers,
  host: DesktopHost,
): () => void {
  const channels = Object.values(desktopOperations).map(({ channel }) => channel);
  for (const channel of channels) {
    ipcMain.handle(channel, (event, input: unknown) =>
      dispatchDesktopCall(handlers, host, channel, input, {
        sender: describeSender(event.senderFrame),
        senderId: event.sender.id,
      }),
    );
  }
  return () => {
    for (const channel of channels) ipcMain.removeHandler(channel);
  };
}

/** Which windows have a renderer listening (it asked for pending deep links), most recently focused first. */
export class WindowRegistry {
  private readonly ready = new Set<number>();

  constructor(private readonly windows: () => BrowserWindow[]) {}

  markReady(webContentsId: number): void {
    this.ready.add(webContentsId);
  }

  forget(webContentsId: number): void {
    this.ready.delete(webContentsId);
  }

  broadcast(channel: string, payload: unknown): void {
    for (const window of this.windows()) {
      if (!window.isDestroyed() && !window.webContents.isDestroyed())
        window.webContents.send(channel, payload);
    }
  }

  /** A deep link opens in one window: the focused one, else the first ready one. */
  deliverDeepLink(link: DeepLink): boolean {
    const candidates = this.windows().filter(
      (window) => !window.isDestroyed() && this.ready.has(window.webContents.id),
    );
    const target = candidates.find((window) => window.isFocused()) ?? candidates[0];
    if (!target) return false;
    if (target.isMinimized()) target.restore();
    target.focus();
    target.webContents.send(desktopEvents.deepLinkReceived.channel, link);
    return true;
  }
}
