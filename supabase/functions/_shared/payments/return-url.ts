// Where a checkout may send the payer back (the success and cancel addresses the contracts take as text).
import { RETURN_URL_REFUSED } from '../../../../shared/functions/payments.contract.ts';
import { FunctionError } from '../function-error.ts';

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
function returnUrl(value: string): URL | null {
  if (value.length > 2048) return null;
  try {
    const url = new URL(value);
    return allowedReturn(url) ? url : null;
  } catch {
    return null;
  }
}

/**
 * Both addresses of a checkout (where the payer goes back after paying, and after cancelling) as URLs of this
 * site; otherwise 400 naming the two fields (`names`).
 */
export function returnUrls(back: string, cancel: string, names: string): { back: URL; cancel: URL } {
  const backUrl = returnUrl(back);
  const cancelUrl = returnUrl(cancel);
  if (!backUrl || !cancelUrl) throw new FunctionError(400, `${names} ${RETURN_URL_REFUSED}`);
  return { back: backUrl, cancel: cancelUrl };
}
