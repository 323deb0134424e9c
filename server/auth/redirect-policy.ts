/** The scheme the desktop app registers for deep links (ARCHITECTURE.md section 5). */
export const DESKTOP_SCHEME = 'studyloop:';

export interface RedirectPolicy {
  readonly siteUrl: string;
  /** `requested` when it is allowed, otherwise the fallback (a site path), as Supabase Auth does. */
  resolve(requested: string | null | undefined, fallbackPath: string): string;
  isAllowed(candidate: string): boolean;
}

function globToRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!;
    if (char === '*' && pattern[i + 1] === '*') {
      source += '.*';
      i++;
    } else if (char === '*') {
      source += '[^/.]*';
    } else if (char === '?') {
      source += '[^/.]';
    } else {
      source += char.replace(/[\\^$+?.()|[\]{}]/g, '\\$&');
    }
  }
  return new RegExp(`^${source}$`);
}

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * Which `redirect_to` targets links and OAuth may send a user to: the site itself (any path), the desktop
 * app's deep links, and the configured allow list. Anything else falls back to the site, so a link can never
 * hand tokens to a foreign origin.
 */
export function createRedirectPolicy(siteUrl: string, allowList: string[]): RedirectPolicy {
  const site = new URL(siteUrl);
  const siteBase = site.origin + site.pathname.replace(/\/$/, '');
  const patterns: ({ glob: RegExp } | { exact: URL | null })[] = allowList.map((entry) =>
    /[*?]/.test(entry) ? { glob: globToRegExp(entry) } : { exact: parse(entry) },
  );

  function isAllowed(candidate: string): boolean {
    const url = parse(candidate);
    if (!url) return false;
    if (url.protocol === DESKTOP_SCHEME) return true;
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    if (url.username || url.password) return false;
    if (url.origin === site.origin && (url.origin + url.pathname).startsWith(siteBase)) return true;
    const bare = url.origin + url.pathname;
    return patterns.some((p) => {
      if ('glob' in p) return p.glob.test(bare) || p.glob.test(url.href);
      if (!p.exact || p.exact.origin !== url.origin) return false;
      // An allowed URL admits itself and the paths below it.
      const base = p.exact.pathname.replace(/\/$/, '');
      return url.pathname === p.exact.pathname || url.pathname.startsWith(base + '/') || base === '';
    });
  }

  return {
    siteUrl: siteBase,
    isAllowed,
    resolve(requested, fallbackPath) {
      if (requested && isAllowed(requested)) return requested;
      return siteBase + fallbackPath;
    },
  };
}
