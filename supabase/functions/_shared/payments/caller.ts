// The signed-in caller of a payment function and its JSON body, with the spec's messages for what is missing.
import type { User } from '@supabase/supabase-js';
import { json } from '../cors.ts';
import { clientForCaller } from '../supabase-clients.ts';

export type CallerResult = { user: User; body: Record<string, unknown> } | { response: Response };

export async function callerWithBody(request: Request): Promise<CallerResult> {
  if (request.method !== 'POST') return { response: json({ error: 'Method not allowed' }, 405) };
  const { data } = await clientForCaller(request).auth.getUser();
  if (!data.user) return { response: json({ error: 'User not authenticated' }, 401) };
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return { response: json({ error: 'The body must be a JSON object' }, 400) };
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return { response: json({ error: 'The body must be a JSON object' }, 400) };
  }
  return { user: data.user, body: body as Record<string, unknown> };
}

/** An http(s) address of at most 2048 characters, or null. */
export function returnUrl(value: unknown): URL | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}
