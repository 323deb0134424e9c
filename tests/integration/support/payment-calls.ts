// What the payment tests do over and over: sign a user up, call a function as them and read its answer (status and
// JSON, errors included), and pay on the sandbox's hosted card page.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../shared/db/database.types.ts';
import { uniqueEmail, type TestPlatform } from './test-platform.ts';

export async function signedUp(
  platform: TestPlatform,
  label: string,
): Promise<{ client: SupabaseClient<Database>; id: string }> {
  const client = platform.anonClient();
  const { data, error } = await client.auth.signUp({ email: uniqueEmail(label), password: 'correct-horse' });
  if (error || !data.user) throw error ?? new Error('no user');
  return { client, id: data.user.id };
}

export async function invokeFunction(client: SupabaseClient<Database>, name: string, body: unknown) {
  const { data, error } = await client.functions.invoke(name, { body: body as Record<string, unknown> });
  if (!error) return { status: 200, body: data as Record<string, unknown> };
  const response = (error as { context?: Response }).context;
  return { status: response?.status ?? 0, body: (await response?.json()) as Record<string, unknown> };
}

/** Submits the sandbox's hosted checkout page with a card number (or `action: 'cancel'`). */
export function payOnSandboxPage(url: string, number = '4242424242424242', action = 'pay') {
  return fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ number, expiry: '12/34', cvc: '123', action }).toString(),
  });
}
