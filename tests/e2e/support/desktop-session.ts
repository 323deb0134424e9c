// A signed-in desktop session for end-to-end tests: a fresh confirmed user on the e2e platform, supabase-js clients
// for setting up their data, and the desktop harness attached with that user's session already stored.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { NodeWebSocketTransport } from '../../../server/realtime/node-websocket-transport.ts';
import type { Database } from '../../../shared/db/database.types.ts';
import { attachDesktopHarness, type DesktopHarness } from './desktop-harness.ts';
import { e2eDataDir } from './e2e-dirs.ts';

// Node 20 has no global WebSocket; realtime-js needs one handed in even when unused.
export const e2eClient = (url: string, key: string, accessToken?: string): SupabaseClient<Database> =>
  createClient<Database>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NodeWebSocketTransport },
    ...(accessToken ? { global: { headers: { Authorization: `Bearer ${accessToken}` } } } : {}),
  });

export interface DesktopUser {
  url: string;
  anonKey: string;
  /** Service-role client (test setup and checks only; never the renderer's). */
  service: SupabaseClient<Database>;
  /** The user's own client, under RLS. */
  user: SupabaseClient<Database>;
  session: Session;
  userId: string;
  email: string;
  password: string;
}

/** A new confirmed user on the e2e platform, signed in through supabase-js. */
export async function createDesktopUser(baseURL: string, label: string): Promise<DesktopUser> {
  const keys = JSON.parse(readFileSync(join(e2eDataDir, 'platform.json'), 'utf8')) as {
    anonKey: string;
    serviceRoleKey: string;
  };
  const url = baseURL.replace(/\/$/, '');
  const service = e2eClient(url, keys.serviceRoleKey);
  const email = `${label}.${Date.now()}@example.com`;
  const password = 'correct horse battery staple 42';
  const created = await service.auth.admin.createUser({ email, password, email_confirm: true });
  if (created.error) throw created.error;
  const signedIn = await e2eClient(url, keys.anonKey).auth.signInWithPassword({ email, password });
  if (signedIn.error) throw signedIn.error;
  return {
    url,
    anonKey: keys.anonKey,
    service,
    user: e2eClient(url, keys.anonKey, signedIn.data.session.access_token),
    session: signedIn.data.session,
    userId: created.data.user.id,
    email,
    password,
  };
}

/**
 * The desktop harness on this context with the user signed in as supabase-js keeps it on the desktop
 * (localStorage; the auth pages are tested elsewhere, the session is what matters here).
 */
export async function attachSignedInDesktop(
  context: BrowserContext,
  user: Pick<DesktopUser, 'url' | 'anonKey' | 'session'>,
): Promise<DesktopHarness> {
  const harness = await attachDesktopHarness(context, { url: user.url, anonKey: user.anonKey });
  const storageKey = `sb-${new URL(user.url).hostname.split('.')[0]}-auth-token`;
  await context.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    [storageKey, JSON.stringify(user.session)] as const,
  );
  return harness;
}
