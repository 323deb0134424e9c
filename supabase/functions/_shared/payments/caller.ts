// The signed-in caller of a payment function and its JSON body, with the spec's messages for what is missing.
import type { User } from '@supabase/supabase-js';
import { json } from '../cors.ts';
import { secondFactorRefusal } from '../second-factor.ts';
import { clientForCaller } from '../supabase-clients.ts';

export type CallerResult = { user: User; body: Record<string, unknown> } | { response: Response };

/**
 * `moneyMoves`: the function pays, refunds or changes a subscription, so a caller with a verified second factor
 * must have used it (aal2). Confirming a payment already made (the return page) does not need it.
 */
export async function callerWithBody(
  request: Request,
  options: { moneyMoves: boolean } = { moneyMoves: true },
): Promise<CallerResult> {
  if (request.method !== 'POST') return { response: json({ error: 'Method not allowed' }, 405) };
  const { data } = await clientForCaller(request).auth.getUser();
  if (!data.user) return { response: json({ error: 'User not authenticated' }, 401) };
  const refusal = options.moneyMoves ? await secondFactorRefusal(request, data.user) : null;
  if (refusal) return { response: refusal };
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

/**
 * Where a checkout may send the payer back: the site's own origin (SITE_URL, and SUPABASE_URL where the platform
 * serves the site on the same origin), the desktop app's deep link (studyloop://) and its bundled renderer
 * (app://studyloop). Anything else would make the product's checkout an open redirect.
 */
function allowedReturn(url: URL): boolean {
  if (url.protocol === 'studyloop:') return true;
  if (url.protocol === 'app:') return url.host === 'studyloop';
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username || url.password) return false;
  const origins = [Deno.env.get('SITE_URL'), Deno.env.get('SUPABASE_URL')]
    .flatMap((value) => (value ?? '').split(','))
    .map((value) => {
      try {
        return new URL(value.trim()).origin;
      } catch {
        return null;
      }
    });
  return origins.includes(url.origin);
}

/** An address of this site (see allowedReturn) of at most 2048 characters, or null. */
export function returnUrl(value: unknown): URL | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  try {
    const url = new URL(value);
    return allowedReturn(url) ? url : null;
  } catch {
    return null;
  }
}

export const RETURN_URL_REFUSED = 'must be addresses of this site';
