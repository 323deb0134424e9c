// supabase-js is loaded on demand, so public pages paint (and a visitor without a session browses) without it.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../shared/db/database.types';

let pending: Promise<SupabaseClient<Database>> | undefined;
const onLoad: ((client: SupabaseClient<Database>) => void)[] = [];

/**
 * The client of the platform's own server while it renders a public page to HTML (render-page.server.tsx):
 * anonymous, without a session, built by the server for Node.
 */
export function setServerRenderingClient(client: SupabaseClient<Database>): void {
  pending = Promise.resolve(client);
}

export function loadSupabase(): Promise<SupabaseClient<Database>> {
  if (!pending) {
    pending = import('../platform/supabase-client').then(({ getSupabaseClient }) => getSupabaseClient());
    void pending
      .then((client) => onLoad.splice(0).forEach((listener) => listener(client)))
      .catch(() => undefined);
  }
  return pending;
}

/** Runs `listener` once supabase-js has loaded (at once if it already has), without loading it. */
export function whenSupabaseLoads(listener: (client: SupabaseClient<Database>) => void): void {
  if (pending) void pending.then(listener).catch(() => undefined);
  else onLoad.push(listener);
}
