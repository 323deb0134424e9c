// Where to send a visitor after signing in (spec 1 section 2): the returnUrl query parameter, else `from`, else
// router state, else /dashboard. Only same-site paths are accepted, so a crafted link cannot bounce a freshly
// signed-in user to another site.

export const DEFAULT_RETURN_TARGET = '/dashboard';

/** A path on this site ("/x?y"), or null for anything else (absolute URLs, "//host", "/\host", junk). */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!trimmed.startsWith('/') || trimmed.startsWith('//') || trimmed.startsWith('/\\')) return null;
  if ([...trimmed].some((char) => char.charCodeAt(0) < 32)) return null;
  try {
    const url = new URL(trimmed, 'https://studyloop.invalid');
    if (url.origin !== 'https://studyloop.invalid') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

interface ReturnSources {
  search: string;
  state?: unknown;
}

function stateFrom(state: unknown): unknown {
  if (typeof state !== 'object' || state === null) return null;
  const from = (state as { from?: unknown }).from;
  if (typeof from === 'string') return from;
  if (typeof from === 'object' && from !== null) {
    const { pathname, search } = from as { pathname?: unknown; search?: unknown };
    if (typeof pathname === 'string') return `${pathname}${typeof search === 'string' ? search : ''}`;
  }
  return null;
}

export function resolveReturnTarget({ search, state }: ReturnSources, fallback = DEFAULT_RETURN_TARGET) {
  const params = new URLSearchParams(search);
  return (
    safeReturnPath(params.get('returnUrl')) ??
    safeReturnPath(params.get('from')) ??
    safeReturnPath(stateFrom(state)) ??
    fallback
  );
}

/** `/login?returnUrl=...` for the given path and query. */
export function loginPathFor(target: string, base = '/login'): string {
  return `${base}?returnUrl=${encodeURIComponent(target)}`;
}
