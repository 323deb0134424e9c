// Builds `window.desktop` from the contract over any transport: Electron's ipcRenderer in the preload, or
// Playwright bindings in the end-to-end harness. Both therefore expose exactly the same functions.
import { desktopEvents, desktopOperations } from './desktop-contract';
import type { DesktopBridge, DesktopEventName, DesktopResult, DesktopStartup } from './desktop-contract';

export interface DesktopTransport {
  invoke(channel: string, input: unknown): Promise<unknown>;
  /** Subscribes to an event channel; returns the function that unsubscribes. */
  subscribe(channel: string, listener: (payload: unknown) => void): () => void;
}

const capitalise = <T extends string>(name: T) =>
  `${name.charAt(0).toUpperCase()}${name.slice(1)}` as Capitalize<T>;

export function createDesktopBridge(transport: DesktopTransport, startup: DesktopStartup): DesktopBridge {
  const bridge: Record<string, unknown> = { startup };
  for (const [name, { channel }] of Object.entries(desktopOperations)) {
    bridge[name] = async (input?: unknown): Promise<DesktopResult<unknown>> => {
      try {
        return (await transport.invoke(channel, input)) as DesktopResult<unknown>;
      } catch (error) {
        // The transport itself broke (main gone, binding detached): still an answer, not an exception.
        return {
          data: null,
          error: { code: 'unavailable', message: error instanceof Error ? error.message : String(error) },
        };
      }
    };
  }
  for (const name of Object.keys(desktopEvents) as DesktopEventName[]) {
    const { channel } = desktopEvents[name];
    bridge[`on${capitalise(name)}`] = (listener: (payload: unknown) => void) =>
      transport.subscribe(channel, listener);
  }
  return bridge as DesktopBridge;
}
