/** The longest request target the gateway accepts, as the 8 KB default of nginx/Kong in front of Supabase. */
export const MAX_TARGET_LENGTH = 8192;

/** Methods some service of the platform answers; anything else is refused before it reaches one. */
export const SUPPORTED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

const PLACEHOLDER_ORIGIN = 'http://gateway.local';

/**
 * The request target as a URL, or null when it cannot be one. Only origin-form targets (`/path?query`) are
 * served: an absolute form (`http://x/`) would name another host, and a leading `//` must stay a path.
 */
export function parseRequestTarget(target: string | undefined): URL | null {
  // Raw bytes outside printable ASCII are not allowed in a target (RFC 3986); clients percent-encode them.
  if (!target || !target.startsWith('/') || /[^\x21-\x7e]/.test(target)) return null;
  try {
    return new URL(PLACEHOLDER_ORIGIN + target);
  } catch {
    return null;
  }
}

/**
 * Whether every percent-escape in the path and the query decodes, to valid UTF-8 without NUL characters.
 * PostgREST answers a value it cannot decode with a 500, and Postgres refuses NUL in any text.
 */
export function hasValidEncoding(url: URL): boolean {
  try {
    // `+` stands for a space in a query; it is valid either way.
    return !`${decodeURIComponent(url.pathname)}${decodeURIComponent(url.search)}`.includes('\0');
  } catch {
    return false;
  }
}

/**
 * A client's request id is echoed in headers and logs, so only a short id of safe characters is kept;
 * anything else is replaced by one of ours.
 */
export function acceptableRequestId(value: string | string[] | undefined): string | null {
  return typeof value === 'string' && /^[A-Za-z0-9._:-]{1,128}$/.test(value) ? value : null;
}
