// Which platform the desktop app talks to, and with which anon key. The web build learns this from a meta tag
// the platform injects; a window loaded from the bundled app (app://) has no such server in front of it, so
// main resolves the configuration and hands it to the page through the preload.
import type { PlatformEndpoint } from './desktop-services';

const META = /<meta\s+name=["']studyloop-config["']\s+content=["']([^"']*)["']/i;

const unescapeHtml = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

function normalise(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return `${parsed.origin}${parsed.pathname}`.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

/** Reads `{supabaseUrl, anonKey}` from the platform's index.html; a relative supabaseUrl is the page's origin. */
export function parsePlatformConfigFromHtml(html: string, pageUrl: string): PlatformEndpoint | null {
  const match = META.exec(html);
  if (!match?.[1]) return null;
  try {
    const parsed = JSON.parse(unescapeHtml(match[1])) as { supabaseUrl?: unknown; anonKey?: unknown };
    if (
      typeof parsed.supabaseUrl !== 'string' ||
      typeof parsed.anonKey !== 'string' ||
      !parsed.anonKey.trim()
    ) {
      return null;
    }
    const supabaseUrl = normalise(new URL(parsed.supabaseUrl, pageUrl).href);
    return supabaseUrl ? { supabaseUrl, anonKey: parsed.anonKey.trim() } : null;
  } catch {
    return null;
  }
}

export interface PlatformConfigSources {
  /** STUDYLOOP_URL / STUDYLOOP_ANON_KEY from the environment (npm start, development). */
  envUrl?: string | undefined;
  envAnonKey?: string | undefined;
  /** Baked in at build time for a packaged app (VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY). */
  builtUrl?: string | undefined;
  builtAnonKey?: string | undefined;
  /** What was resolved on an earlier run, so the app starts offline with the platform it knew. */
  remembered: PlatformEndpoint | null;
  fetch?: typeof fetch;
}

/** First match wins: environment, then the build, then asking the platform at STUDYLOOP_URL, then memory. */
export async function resolvePlatformConfig(
  sources: PlatformConfigSources,
): Promise<PlatformEndpoint | null> {
  const envUrl = sources.envUrl ? normalise(sources.envUrl) : null;
  if (envUrl && sources.envAnonKey?.trim())
    return { supabaseUrl: envUrl, anonKey: sources.envAnonKey.trim() };
  const builtUrl = sources.builtUrl ? normalise(sources.builtUrl) : null;
  if (!envUrl && builtUrl && sources.builtAnonKey?.trim()) {
    return { supabaseUrl: builtUrl, anonKey: sources.builtAnonKey.trim() };
  }
  if (envUrl) {
    try {
      const response = await (sources.fetch ?? fetch)(`${envUrl}/`, { signal: AbortSignal.timeout(5000) });
      const fromPage = parsePlatformConfigFromHtml(await response.text(), `${envUrl}/`);
      if (fromPage) return fromPage;
    } catch {
      // unreachable now; fall back to what an earlier run learned about this platform
    }
    if (sources.remembered && normalise(sources.remembered.supabaseUrl) === envUrl) return sources.remembered;
    return null;
  }
  return sources.remembered;
}
