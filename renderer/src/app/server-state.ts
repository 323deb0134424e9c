// What a server-rendered page carries for the browser to hydrate from (render-page.server.tsx writes it,
// main.tsx reads it): the router's loader data and the query cache the markup was rendered with.
import type { DehydratedState } from '@tanstack/react-query';

export const SERVER_STATE_ID = 'studyloop-server-state';

export interface ServerState {
  loaderData: Record<string, unknown>;
  queries: DehydratedState;
}

/** The state a server-rendered page was sent with, or null for the single-page shell (and the desktop app). */
export function readServerState(): ServerState | null {
  const script = document.getElementById(SERVER_STATE_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as ServerState;
  } catch {
    return null;
  }
}
